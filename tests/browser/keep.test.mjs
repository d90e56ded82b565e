// A game you keep: the computer in its seat after a reload and after "Continue", a finished
// game browsed and played over in a variation with nothing of it lost (before and after a
// reload), a friend's link never seating the computer, a rematch, Doublets looked back on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open, screenshot, waitForTurn, seat } from './harness.mjs';

const run = session();

const hex = '[data-game="hex"]';
const attr = (page, selector, name) => page.getAttribute(selector, name);
const stone = (page, cell) => attr(page, `[data-cell="${cell}"]`, 'data-stone');
const stones = (page) => page.locator('[data-stone="black"], [data-stone="white"]').count();
const players = (page) => page.inputValue('select[aria-label="Players"]');
const level = (page) => page.inputValue('select[aria-label="Computer level"]');
/** Reloads `page` and waits for its screen. */
const reload = async (page) => {
    await page.reload();
    await page.waitForSelector('main.screen');
};

/** A won game of Hex on 5×5 between people: Black joins a1–a5 in nine moves. */
const WON = ['a1', 'b1', 'a2', 'b2', 'a3', 'b3', 'a4', 'b4', 'a5'];

test('against the computer, a reload and "Continue" seat it again at its level, and it moves at once', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex&size=5&swap=0');
    await seat(page, 'computer-second', 'quick');
    await page.tap('[data-cell="a1"]');
    await waitForTurn(page, 'black');
    assert.equal(await stones(page), 2);

    await reload(page);
    assert.equal(await players(page), 'computer-second', 'the seats came back with the game');
    assert.equal(await level(page), 'quick', 'and the level');
    assert.equal(await stones(page), 2);
    await page.tap('[data-cell="a2"]');
    await waitForTurn(page, 'black');
    assert.equal(await stones(page), 4, 'the computer answered after the reload');

    // Reloaded at once, while the computer thinks or has just answered (Chromium may then
    // open the address of a move before: docs/page.md), the seats come back all the same.
    await page.tap('[data-cell="a3"]');
    await reload(page);
    assert.equal(await players(page), 'computer-second');
    await waitForTurn(page, 'black');
    assert.equal(await stones(page), 6, 'the computer\'s answer, before the reload or after');

    // So after an undo: both moves taken back, and they stay so.
    await page.click('[data-action="undo"]');
    await reload(page);
    assert.equal(await players(page), 'computer-second');
    assert.equal(await stones(page), 4);
    await page.click('[data-action="redo"]');
    await waitForTurn(page, 'black');
    assert.equal(await stones(page), 6, 'the moves undone are kept to redo');

    // From the home screen, "Continue" opens it with its seats.
    await page.goto(run.base + '?');
    await page.click('[data-action="continue"]');
    await page.waitForSelector(hex);
    assert.equal(await players(page), 'computer-second');
    assert.equal(await stones(page), 6);
    const address = page.url();
    assert.deepEqual(errors, []);
    await context.close();

    // A friend opening the same link, in another browser, plays between people.
    const friend = await open(run.browser, '', address);
    assert.equal(await players(friend.page), 'people', 'a link never seats the computer by itself');
    assert.equal(await stones(friend.page), 6);
    await friend.page.tap('[data-cell="a4"]');
    await friend.page.waitForTimeout(300);
    assert.equal(await friend.page.locator('[data-testid="thinking"]').count(), 0);
    await friend.context.close();
});

test('reloaded while it is the computer\'s turn, the computer moves at once', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex&size=5&swap=0');
    // The computer's worker never arrives on this page, so it stays the computer's turn.
    await page.route(/worker(_bg\.wasm|\.js)/, () => {});
    await page.tap('[data-cell="a1"]');
    await seat(page, 'computer-second', 'quick');
    assert.equal(await page.getAttribute('main.screen', 'data-to-move'), 'white');
    await page.unroute(/worker(_bg\.wasm|\.js)/);
    await reload(page);
    assert.equal(await players(page), 'computer-second');
    await waitForTurn(page, 'black');
    assert.equal(await stones(page), 2, 'the computer moved by itself after the reload');
    assert.deepEqual(errors, []);
    await context.close();
});

test('a friend\'s link to a game this browser played on against the computer opens between people', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex&size=5&swap=0');
    await seat(page, 'computer-second', 'quick');
    await page.tap('[data-cell="a1"]');
    await waitForTurn(page, 'black');
    const earlier = await page.evaluate(() => location.href);
    await page.tap('[data-cell="a2"]');
    await waitForTurn(page, 'black');
    // The link's game is the start of the one kept here: another tab does not take it for its own.
    const friend = await context.newPage();
    await friend.goto(earlier);
    await friend.waitForSelector('main.screen');
    assert.equal(await players(friend), 'people');
    assert.equal(await stones(friend), 2);
    assert.deepEqual(errors, []);
    await context.close();
});

test('a finished game is browsed and played over in a variation; nothing of it is lost, reload or not', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex&size=5&swap=0');
    for (const cell of WON) await page.tap(`[data-cell="${cell}"]`);
    assert.equal(await attr(page, hex, 'data-result'), 'black');

    // A move of the list shows the board after it, and changes nothing.
    await page.click('[data-ply="4"]');
    assert.equal(await stones(page), 4);
    assert.equal(await attr(page, hex, 'data-result'), 'black', 'the game is still won');
    assert.match(await page.textContent('[data-testid="status"]'), /Looking at move 4 of 9/);
    assert.equal(await page.locator('[data-action="back-to-game"]').count(), 1);
    assert.equal(await page.isDisabled('[data-action="redo"]'), true, 'nothing was undone');
    await page.click('[data-action="forward"]');
    assert.equal(await stones(page), 5);
    await page.click('[data-action="back"]');
    assert.equal(await stones(page), 4);

    // A tap there plays a variation beside the game.
    await page.tap('[data-cell="e5"]');
    assert.equal(await stone(page, 'e5'), 'black');
    assert.equal(await page.locator('[data-ply]').count(), 9, 'the game keeps its nine moves');
    assert.equal(await page.textContent('[data-line="1"][data-line-ply="5"]'), '5.e5');
    assert.match(await page.textContent('[data-testid="status"]'), /variation, move 5/);
    await screenshot(page, 'hex-variation-768x1024.png');

    // A reload keeps the whole game, the variation and the move on screen.
    await page.reload();
    await page.waitForSelector(hex);
    assert.equal(await stone(page, 'e5'), 'black', 'still on the variation');
    assert.equal(await page.locator('[data-ply]').count(), 9);
    assert.equal(await page.locator('[data-line="1"]').count(), 1);

    await page.click('[data-action="back-to-game"]');
    assert.equal(await stones(page), 9);
    assert.equal(await stone(page, 'e5'), '');
    assert.equal(await attr(page, hex, 'data-result'), 'black');
    assert.equal(await page.locator('[data-action="back-to-game"]').count(), 0);

    // The arrow keys step through it too (away from the board, which takes them itself).
    await page.click('[data-ply="9"]');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await stones(page), 7);
    await page.keyboard.press('End');
    assert.equal(await stones(page), 9);

    // The variation made the game.
    await page.click('[data-line="1"][data-line-ply="5"]');
    await page.click('[data-action="promote"]');
    assert.equal(await page.locator('[data-ply]').count(), 5);
    assert.equal(await attr(page, hex, 'data-result'), '');
    assert.equal(await page.locator('[data-line]').count(), 5, 'the old game is a variation now, from move 5');
    assert.deepEqual(errors, []);
    await context.close();
});

test('a rematch: the same seats, each player at the other colour', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=hex&size=5&swap=0');
    for (const cell of WON) await page.tap(`[data-cell="${cell}"]`);
    await page.fill('input[data-name="first"]', 'Ada');
    await page.fill('input[data-name="second"]', 'Bo');
    await seat(page, 'computer-second', 'quick');
    await page.click('[data-action="rematch"]');
    await waitForTurn(page, 'white');
    assert.equal(await stones(page), 1, 'the computer, now first, opened at once');
    assert.equal(await players(page), 'computer-first');
    assert.equal(await page.inputValue('input[data-name="first"]'), 'Bo');
    assert.equal(await page.inputValue('input[data-name="second"]'), 'Ada');
    await context.close();
});

test('a link can open a game at one of its moves, to be looked at', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=hex&size=5&swap=0#g=1.hex.5n.3.aabbcc&at=1');
    assert.equal(await stones(page), 1);
    assert.match(await page.textContent('[data-testid="status"]'), /Looking at move 1 of 3/);
    await page.click('[data-action="back-to-game"]');
    assert.equal(await stones(page), 3);
    await context.close();

    // A move past the game's last opens at its last, and says so, in the link's language.
    const beyond = await open(run.browser, run.base, '?game=hex&size=5&swap=0&lang=pl#g=1.hex.5n.3.aabbcc&at=99');
    assert.equal(await stones(beyond.page), 3);
    assert.match(await beyond.page.textContent('.address-notices'), /Link prosi o ruch 99, ale partia ma 3 ruchy/);
    await beyond.context.close();
});

test('Doublets: the log steps back through the game, a tap there is refused with a reason, and the game goes on', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=doublets&rules=cotton&seed=5');
    const doublets = '[data-game="doublets"]';
    // Throw and play until a few steps are logged.
    for (let i = 0; i < 12 && (await page.locator('.doublets-log [data-ply]').count()) < 4; i++) {
        if (await page.locator('[data-action="roll"]').count()) await page.click('[data-action="roll"]');
        else if (await page.locator('[data-action="end-turn"]').count()) await page.click('[data-action="end-turn"]');
        else await page.click('[data-action="ai-move"]');
    }
    const played = await page.locator('.doublets-log [data-ply]').count();
    assert.ok(played >= 2, `${played} steps logged`);
    const table = () => page.evaluate(() => [...document.querySelectorAll('[data-point]')].map((p) => `${p.dataset.up}/${p.dataset.down}`).join(' '));
    const now = await table();
    await page.click('.doublets-log [data-ply="1"]');
    assert.match(await page.textContent('[data-testid="status"]'), /Looking at move 1 of/);
    assert.equal(await page.getAttribute(doublets, 'data-browsing'), 'true');
    if (await page.locator('[data-action="roll"]').count()) {
        await page.click('[data-action="roll"]');
        assert.match(await page.textContent('[data-testid="notice"]'), /earlier position/);
    }
    await page.click('[data-action="back-to-game"]');
    assert.equal(await table(), now, 'the game is as it was');
    assert.equal(await page.locator('.doublets-log [data-ply]').count(), played);
    assert.deepEqual(errors, []);
    await context.close();
});

test('TwixT alike: a finished game looked back on, a turn played there kept as a variation', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=twixt&size=8&rules=pp&swap=0#g=1.twixt.8pn.7.bddbcfebddfbE.w');
    const root = '[data-game="twixt"]';
    const pegs = () => page.locator('[data-cell][data-stone="black"], [data-cell][data-stone="white"]').count();
    assert.equal(await page.getAttribute(root, 'data-result'), 'black');
    await page.click('[data-ply="2"]');
    assert.equal(await pegs(), 2);
    await page.tap('[data-cell="E5"]');
    await page.tap('[data-cell="E5"]');
    assert.equal(await page.getAttribute('[data-cell="E5"]', 'data-stone'), 'black');
    assert.equal(await page.locator('.move-list [data-line="1"]').count(), 1, 'the turn began a variation');
    assert.equal(await page.getAttribute(root, 'data-result'), 'black', 'the game is still won');
    await page.click('[data-action="back-to-game"]');
    assert.equal(await pegs(), 6);
    assert.equal(await page.locator('.move-list [data-ply]').count(), 7);
    assert.deepEqual(errors, []);
    await context.close();
});
