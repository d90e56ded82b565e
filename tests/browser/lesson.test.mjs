// The first lessons (issue 46), Hex's and TwixT's: opened from the home screen, each step a
// question the reader answers on the board, every step answered in turn on a small phone,
// the steps answered kept through a reload, and an address naming no step said.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open, TABLET } from './harness.mjs';

const run = session();

const PHONE = { viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true };
const ANSWERS = ['c3', 'c3', 'b5', 'c5'];

test('the first lesson opens from the home screen and a wrong answer is refuted, a right one kept', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?lang=en');
    await page.click('[data-game-card="hex"] [data-action="lesson"]');
    await page.waitForSelector('[data-lesson="hex"][data-step="1"]');
    assert.equal(await page.getAttribute('main.screen', 'data-question'), 'open');
    assert.match(await page.textContent('[data-comment]'), /^Black joins the top and bottom edges/);
    await page.click('[data-cell="e1"]');
    await page.waitForSelector('main.screen[data-answer="wrong"]');
    await page.click('[data-cell="c3"]');
    await page.waitForSelector('main.screen[data-answer="right"]');
    await page.waitForSelector('[data-testid="step-done"]');
    await page.reload();
    await page.waitForSelector('[data-lesson="hex"]');
    assert.equal(await page.getAttribute('.lesson-steps li:nth-child(1) a', 'data-done'), 'true', 'kept through a reload');
    assert.equal(await page.getAttribute('.lesson-steps li:nth-child(2) a', 'data-done'), 'false');
    assert.deepEqual(errors, []);
    await context.close();
});

test('every step is answered in turn on a 320 px phone in Polish, and the last gives the swap', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex&lesson=1&lang=pl', PHONE);
    for (const [n, answer] of ANSWERS.entries()) {
        await page.waitForSelector(`[data-lesson="hex"][data-step="${n + 1}"]`);
        assert.equal(await page.getAttribute('main.screen', 'data-question'), 'open', `step ${n + 1}`);
        await page.tap(`[data-cell="${answer}"]`);
        await page.waitForSelector('main.screen[data-answer="right"]');
        await page.click('[data-action="lesson-next"]');
    }
    await page.waitForSelector('[data-lesson="hex"][data-step="5"]');
    assert.match(await page.textContent('.lesson-step'), /^Krok 5 z 5: Zamiana/);
    assert.equal(await page.isVisible('[data-action="swap"]'), true, 'White may swap there');
    assert.equal(await page.isVisible('[data-action="lesson-play"]'), true);
    const done = await page.$$eval('.lesson-steps a', (all) => all.map((a) => a.dataset.done));
    assert.deepEqual(done, ['true', 'true', 'true', 'true', 'true']);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 320, `nothing wider than the phone: ${width}`);
    assert.deepEqual(errors, []);
    await context.close();
});

test('a step is answered on a 390×844 phone in every language', async () => {
    const opening = { en: 'Black joins', it: 'Il Nero collega', pl: 'Czarny łączy', ja: '黒は上と下' };
    for (const [lang, words] of Object.entries(opening)) {
        const { context, page, errors } = await open(run.browser, run.base, `?game=hex&lesson=1&lang=${lang}`, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
        assert.ok((await page.textContent('[data-comment]')).startsWith(words), lang);
        await page.tap('[data-cell="c3"]');
        await page.waitForSelector('main.screen[data-answer="right"]');
        await page.waitForSelector('[data-testid="step-done"]');
        assert.deepEqual(errors, [], lang);
        await context.close();
    }
});

test('TwixT\'s lesson: a bridge, bridges that may not cross, the border; a wrong hole is wrong', async () => {
    // A browser in Italian: the home screen and the lesson speak it.
    const { context, page, errors } = await open(run.browser, run.base, '?', { ...TABLET, locale: 'it-IT' });
    await page.click('[data-game-card="twixt"] [data-action="lesson"]');
    for (const [n, wrong, right] of [[1, 'D3', 'E3'], [2, 'E3', 'E5'], [3, 'B3', 'A4']]) {
        await page.waitForSelector(`[data-lesson="twixt"][data-step="${n}"]`);
        assert.equal(await page.getAttribute('main.screen', 'data-question'), 'open', `step ${n}`);
        await page.click(`[data-cell="${wrong}"]`);
        await page.waitForSelector('main.screen[data-answer="wrong"]');
        await page.click(`[data-cell="${right}"]`);
        await page.waitForSelector('main.screen[data-answer="right"]');
        await page.waitForSelector('[data-testid="step-done"]');
        if (n < 3) await page.click('[data-action="lesson-next"]');
    }
    assert.match(await page.textContent('.lesson-step'), /^Passo 3 di 3: Raggiungere il proprio bordo/);
    assert.equal(await page.isVisible('[data-action="lesson-play"]'), true);
    assert.deepEqual(errors, []);
    await context.close();
});

test('an address naming no step of the lesson says so and opens the first', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex&lesson=9&lang=ja');
    await page.waitForSelector('[data-lesson="hex"][data-step="1"]');
    assert.match(await page.textContent('.address-notices'), /ステップ「9」はありません/);
    assert.deepEqual(errors, []);
    await context.close();
});
