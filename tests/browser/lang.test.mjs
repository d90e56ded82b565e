// The page speaks English, Italian, Polish and Japanese: the browser's language on a first
// visit, the reader's pick from the picker afterwards (remembered), or the link's `&lang=`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open, screenshot, TABLET } from './harness.mjs';

const run = session();

const ITALIAN = { ...TABLET, locale: 'it-IT' };
const htmlLang = (page) => page.getAttribute('html', 'lang');

test('a browser in Italian opens the home page in Italian', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?', ITALIAN);
    assert.equal(await htmlLang(page), 'it');
    assert.equal(await page.inputValue('[data-testid="lang"]'), 'it');
    assert.match(await page.textContent('.masthead'), /per due giocatori su un solo tablet/);
    assert.equal(await page.textContent('[data-game-card="hex"] a.play'), 'Gioca');
    assert.equal(await page.textContent('[data-game-card="doublets"] a:not(.play)'), 'Regole');
    await screenshot(page, 'lang-home-it-768x1024.png');
    assert.deepEqual(errors, []);
    await context.close();
});

test('picking 日本語 turns the rules page Japanese, and a reload keeps the pick', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?rules=shugoron', ITALIAN);
    assert.equal(await page.textContent('h1'), 'shUgorØn: le regole');
    await page.selectOption('[data-testid="lang"]', 'ja');
    assert.equal(await page.textContent('h1'), 'shUgorØn のルール');
    assert.equal(await htmlLang(page), 'ja');
    assert.match(await page.textContent('.rules-text'), /3 回的中させたら勝ちです/);
    await screenshot(page, 'lang-rules-ja-768x1024.png');

    await page.reload();
    await page.waitForSelector('main.screen');
    assert.equal(await page.textContent('h1'), 'shUgorØn のルール');
    assert.equal(await page.inputValue('[data-testid="lang"]'), 'ja');
    assert.equal(await page.evaluate(() => localStorage.getItem('fogliaccio.v1.lang')), 'ja');
    assert.deepEqual(errors, []);
    await context.close();
});

test('a link may ask for a language; the screen keeps it in the address, and a pick replaces it', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=shugoron&lang=pl', ITALIAN);
    assert.match(await page.textContent('[data-testid="privacy"]'), /Podaj tablet Graczowi 1/);
    assert.match(await page.textContent('[data-player="p1"] .hits'), /0 trafień/);
    assert.match(page.url(), /[?&]lang=pl\b/);
    await page.selectOption('[data-testid="lang"]', 'en');
    assert.match(await page.textContent('[data-testid="privacy"]'), /Pass the tablet to Player 1/);
    assert.doesNotMatch(page.url(), /lang=/);
    await context.close();
});

test('a language the page does not speak in the link is a notice, not a crash', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?rules=hex&lang=xx');
    assert.match(await page.textContent('[data-testid="notice"]'), /language 'xx'.*not en, it, pl or ja/);
    assert.equal(await htmlLang(page), 'en');
    assert.equal(await page.textContent('h1'), 'Hex: the rules');
    assert.deepEqual(errors, []);
    await context.close();
});

test('an English browser gets English, and a notice follows the language it is read in', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=hex&size=99');
    assert.equal(await htmlLang(page), 'en');
    assert.match(await page.textContent('[data-testid="notice"]'), /board size '99', but a side is 2 to 19/);
    await page.selectOption('[data-testid="lang"]', 'it');
    assert.match(await page.textContent('[data-testid="notice"]'), /tavoliere di lato «99»/);
    await context.close();
});
