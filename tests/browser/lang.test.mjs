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

test('an Italian browser plays Hex in Italian: status line, refusal, buttons and players', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex&size=5', ITALIAN);
    assert.equal(await page.textContent('[data-testid="status"]'), 'Muove il Nero.');
    await page.tap('[data-cell="c3"]');
    assert.equal(await page.getAttribute('[data-cell="c3"]', 'data-stone'), 'black');
    assert.equal(await page.textContent('[data-testid="status"]'), 'Muove il Bianco: metti un pezzo, o inverti.');
    assert.equal(await page.textContent('[data-action="swap"]'), '⇄ Inverti');
    assert.match(await page.textContent('.players'), /Il primo giocatore ha il Nero, il secondo il Bianco/);
    await page.tap('[data-cell="c3"]');
    assert.equal(await page.textContent('[data-testid="notice"] span'), 'c3 è occupata: scegli una casella libera.');
    assert.equal(await page.textContent('.records summary'), 'Registrazioni: HexWorld, SGF, incolla una partita');
    assert.equal(await page.textContent('[data-record="hexworld"]'), 'Apri in HexWorld ↗');
    assert.equal(await page.textContent('[data-action="import"]'), 'Apri la partita incollata');
    await screenshot(page, 'lang-hex-it-768x1024.png');
    // The notice is kept as what happened, so it follows the language it is read in.
    await page.selectOption('[data-testid="lang"]', 'en');
    assert.equal(await page.textContent('[data-testid="notice"] span'), 'c3 is taken: choose an empty cell.');
    assert.equal(await page.textContent('[data-testid="status"]'), 'White to move: place a stone, or swap.');
    assert.deepEqual(errors, []);
    await context.close();
});

test('the TwixT screen in Japanese shows the button words its rules text quotes', async () => {
    const rules = await open(run.browser, run.base, '?rules=twixt&lang=ja');
    const text = await rules.page.textContent('.rules-text');
    await rules.context.close();

    const { context, page, errors } = await open(run.browser, run.base, '?game=twixt&size=8&rules=standard&swap=0&lang=ja');
    assert.equal(await page.textContent('[data-testid="status"]'), '黒の番です。ペグを立てる穴をタップしてください。');
    for (const hole of ['D5', 'B2', 'F5', 'B7']) {
        await page.tap(`[data-cell="${hole}"]`);
        await page.tap(`[data-cell="${hole}"]`);
    }
    // E3 is a knight's move from both black pegs: both bridges are built with it.
    await page.tap('[data-cell="E3"]');
    assert.match(await page.textContent('[data-testid="status"]'), /^もう一度 E3 をタップで手番終了。/);
    const endTurn = await page.textContent('[data-action="end-turn"]');
    assert.equal(endTurn, '✓ 手番終了');
    assert.ok(text.includes(`「${endTurn.replace(/^✓ /, '')}」`), 'the rules quote the end-turn button');
    assert.match(await page.textContent('.supplies'), /黒: ペグ無制限/);
    // An 8×8 board cannot be a T1j file, and Little Golem plays pp only: each says why, in Japanese.
    assert.match(await page.textContent('[data-record-why="t1"]'), /^T1j は一辺 12〜36 穴の盤/);
    assert.match(await page.textContent('[data-record-why="tsgf"]'), /pp ルールのみ/);
    await screenshot(page, 'lang-twixt-ja-768x1024.png');
    await page.tap('[data-action="end-turn"]');
    assert.equal(await page.locator('[data-link="D5-E3"]').count() + await page.locator('[data-link="E3-D5"]').count(), 1);
    assert.equal(await page.locator('[data-link="E3-F5"]').count(), 1);
    assert.equal(await page.textContent('[data-testid="status"]'), '白の番です。ペグを立てる穴をタップしてください。');
    assert.deepEqual(errors, []);
    await context.close();
});

test('a damaged link opened in Italian says its fault in Italian, and the picker rewords it', async () => {
    // The second turn puts a peg on C3 again.
    const { context, page, errors } = await open(run.browser, run.base, '?game=twixt#g=1.twixt.8sn.3.ccccfbE', ITALIAN);
    const notice = () => page.textContent('.address-notices');
    assert.match(await notice(), /leggere tutta la partita del link: turno 2 \(cc\): in C3 c'è già un piolo\. Aperta fin dove era valida/);
    await page.selectOption('[data-testid="lang"]', 'pl');
    assert.match(await notice(), /tura 2 \(cc\): w C3 już stoi kołek/);
    await page.selectOption('[data-testid="lang"]', 'en');
    assert.match(await notice(), /turn 2 \(cc\): C3 already has a peg/);
    assert.deepEqual(errors, []);
    await context.close();
});
