// The first lessons (issue 46), one a game: opened from the home screen, each step a
// question the reader answers on the board (Doublets' table, shUgorØn's practice round),
// every step answered in turn on a small phone, the steps answered kept through a reload, a
// game in progress left where it was, and an address naming no step said.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open, screenshot, TABLET } from './harness.mjs';

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

const PHONE_390 = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test('Doublets\' lesson: a die, a doublet\'s last unit, a bear-off, Ofanfelling\'s; a wrong point is refused and changes nothing', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?lang=en', PHONE_390);
    await page.click('[data-game-card="doublets"] [data-action="lesson"]');
    for (const [n, wrong, right] of [[1, null, 'black-6'], [2, 'black-4', 'black-5'], [3, 'black-6', 'black-5'], [4, 'white-2', 'white-1']]) {
        await page.waitForSelector(`[data-lesson="doublets"][data-step="${n}"]`);
        assert.equal(await page.getAttribute('main.screen', 'data-question'), 'open', `step ${n}`);
        if (wrong) {
            const before = await page.getAttribute(`[data-point="${wrong}"]`, 'data-up') + await page.getAttribute(`[data-point="${wrong}"]`, 'data-down');
            await page.tap(`[data-point="${wrong}"]`);
            await page.waitForSelector('main.screen[data-answer="wrong"]');
            assert.match(await page.textContent('[data-testid="notice"]'), /Not this one/);
            const after = await page.getAttribute(`[data-point="${wrong}"]`, 'data-up') + await page.getAttribute(`[data-point="${wrong}"]`, 'data-down');
            assert.equal(after, before, `step ${n}: the wrong point is left as it was`);
        }
        await page.tap(`[data-point="${right}"]`);
        await page.waitForSelector('main.screen[data-answer="right"]');
        await page.waitForSelector('[data-testid="step-done"]');
        if (n === 2) await screenshot(page, 'lesson-doublets-390x844.png');
        if (n < 4) await page.click('[data-action="lesson-next"]');
    }
    assert.match(await page.textContent('.lesson-step'), /^Step 4 of 4: Ofanfelling's bear-off/);
    assert.equal(await page.getAttribute('main.screen', 'data-rules'), 'ofanfelling');
    assert.match(await page.url(), /[?&]lesson=4/, 'the address keeps the step');
    await page.reload();
    await page.waitForSelector('[data-lesson="doublets"][data-step="4"]');
    const done = await page.$$eval('.lesson-steps a', (all) => all.map((a) => a.dataset.done));
    assert.deepEqual(done, ['true', 'true', 'true', 'true'], 'kept through a reload');
    assert.equal(await page.getAttribute('main.screen', 'data-question'), 'open', 'the step opens at its question again');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `nothing wider than the phone: ${width}`);
    assert.deepEqual(errors, []);
    await context.close();
});

test('a Doublets lesson answered in mid-game leaves the game in progress kept and offered', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=doublets&seed=3&lang=en');
    await page.tap('[data-action="roll"]');
    await page.waitForFunction(() => localStorage.getItem('fogliaccio.v1.doublets'));
    const mine = await page.evaluate(() => localStorage.getItem('fogliaccio.v1.doublets'));
    const lesson = await context.newPage();
    lesson.on('pageerror', (e) => errors.push(String(e)));
    await lesson.goto(`${run.base}?game=doublets&lesson=1&lang=en`);
    await lesson.tap('[data-point="black-1"]');
    await lesson.waitForSelector('main.screen[data-answer="right"]');
    assert.equal(await lesson.evaluate(() => localStorage.getItem('fogliaccio.v1.doublets')), mine, 'the lesson writes no game');
    await lesson.goto(`${run.base}?lang=en`);
    await lesson.waitForSelector('[data-game-card="doublets"] [data-action="continue"]');
    assert.deepEqual(errors, []);
    await context.close();
});

test('shUgorØn\'s lesson: a card asked, the one set left found, two sets told apart; a wrong card is not asked', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?lang=en', PHONE_390);
    await page.click('[data-game-card="shugoron"] [data-action="lesson"]');
    const ask = async (digits) => {
        for (const e of [1, 2, 3, 4, 5]) {
            const on = (await page.getAttribute(`[data-element="${e}"]`, 'aria-pressed')) === 'true';
            if (on !== digits.includes(String(e))) await page.tap(`[data-element="${e}"]`);
        }
        await page.tap('[data-action="ask"]');
    };
    for (const [n, wrong, right, heard] of [[1, '3', '2', /2: larger/], [2, '23', '24', /24: equal/], [3, '1', '13', /13: equal|13: unrelated/]]) {
        await page.waitForSelector(`[data-lesson="shugoron"][data-step="${n}"]`);
        assert.equal(await page.getAttribute('.practice', 'data-question'), 'open', `step ${n}`);
        const asked = await page.locator('[data-testid="answers"] li').count();
        await ask(wrong);
        await page.waitForSelector('.practice[data-answer="wrong"]');
        assert.equal(await page.locator('[data-testid="answers"] li').count(), asked, `step ${n}: a wrong card is not asked`);
        await ask(right);
        await page.waitForSelector('.practice[data-answer="right"]');
        assert.match(await page.textContent('[data-testid="answers"] li:first-child'), heard);
        await page.waitForSelector('[data-testid="step-done"]');
        if (n === 2) await screenshot(page, 'lesson-shugoron-390x844.png');
        if (n < 3) await page.click('[data-action="lesson-next"]');
    }
    assert.equal(await page.isVisible('[data-action="lesson-play"]'), true);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `nothing wider than the phone: ${width}`);
    assert.deepEqual(errors, []);
    await context.close();
});

test('Doublets\' and shUgorØn\'s first steps are answered on a 390×844 phone in every language', async () => {
    const said = {
        en: ['Each player\'s fifteen men', 'Each player hides'],
        it: ['Le quindici pedine', 'Ogni giocatore nasconde'],
        pl: ['Piętnaście pionków', 'Każdy gracz ukrywa'],
        ja: ['各プレイヤーの 15 個', '各プレイヤーは {1,2,3,4,5}'],
    };
    for (const [lang, [doublets, shugoron]] of Object.entries(said)) {
        const { context, page, errors } = await open(run.browser, run.base, `?game=doublets&lesson=1&lang=${lang}`, PHONE_390);
        assert.ok((await page.textContent('[data-comment]')).startsWith(doublets), lang);
        await page.tap('[data-point="black-1"]');
        await page.waitForSelector('main.screen[data-answer="right"]');
        await page.goto(`${run.base}?game=shugoron&lesson=1&lang=${lang}`);
        assert.ok((await page.textContent('[data-comment]')).startsWith(shugoron), lang);
        await page.tap('[data-element="2"]');
        await page.tap('[data-action="ask"]');
        await page.waitForSelector('.practice[data-answer="right"]');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= 390, `${lang}: nothing wider than the phone: ${width}`);
        assert.deepEqual(errors, [], lang);
        await context.close();
    }
});
