// A player's view of Hex: open a link, play by tapping, see the result, undo.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open, screenshot, TABLET } from './harness.mjs';

const run = session();

const root = '[data-game="hex"]';
const attr = (page, selector, name) => page.getAttribute(selector, name);
const stone = (page, cell) => attr(page, `[data-cell="${cell}"]`, 'data-stone');

test('a whole game on 5×5 by taps: Black wins, the chain lights up, undo takes it back', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex&size=5');
    assert.equal(await page.locator('[data-cell]').count(), 25);
    assert.equal(await attr(page, root, 'data-to-move'), 'black');
    assert.equal(await attr(page, root, 'data-result'), '');

    const moves = ['a1', 'b1', 'a2', 'b2', 'a3', 'b3', 'a4', 'b4', 'a5'];
    for (const [i, cell] of moves.entries()) {
        await page.tap(`[data-cell="${cell}"]`);
        assert.equal(await stone(page, cell), i % 2 === 0 ? 'black' : 'white', `after ${cell}`);
    }

    assert.equal(await attr(page, root, 'data-result'), 'black');
    assert.match(await page.textContent('[data-testid="status"]'), /Black wins/);
    const chain = await page.locator('.in-chain').evaluateAll((els) => els.map((e) => e.dataset.cell));
    assert.deepEqual(chain.sort(), ['a1', 'a2', 'a3', 'a4', 'a5']);
    assert.equal(await page.locator('.chain-line').count(), 1);
    await screenshot(page, 'hex-5x5-won-768x1024.png');

    // Once over, a tap is refused with a message, not ignored.
    await page.tap('[data-cell="e5"]');
    assert.equal(await stone(page, 'e5'), '');
    assert.match(await page.textContent('[data-testid="notice"]'), /game is over/);

    await page.click('[data-action="undo"]');
    assert.equal(await attr(page, root, 'data-result'), '');
    assert.equal(await stone(page, 'a5'), '');
    assert.equal(await attr(page, root, 'data-to-move'), 'black');
    assert.equal(await page.locator('.in-chain').count(), 0);

    await page.click('[data-action="redo"]');
    assert.equal(await attr(page, root, 'data-result'), 'black');
    assert.deepEqual(errors, []);
    await context.close();
});

test('swap exchanges colours: the stone stays black and White moves again', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=hex&size=7');
    assert.equal(await page.locator('[data-action="swap"]').count(), 0, 'no swap before the first stone');
    await page.tap('[data-cell="c3"]');
    await page.click('[data-action="swap"]');
    assert.equal(await stone(page, 'c3'), 'black');
    assert.equal(await attr(page, root, 'data-to-move'), 'white');
    assert.match(await page.textContent('.players'), /swapped/);
    assert.equal(await page.locator('[data-action="swap"]').count(), 0, 'swap is gone after use');
    await context.close();
});

const SWAP_SAID = {
    en: ['Colours swapped. White to move.', 'swap'],
    it: ['Colori invertiti. Muove il Bianco.', 'inversione'],
    pl: ['Zamiana kolorów. Ruch ma Biały.', 'zamiana'],
    ja: ['スワップで色を交換。白の番です。', 'スワップ'],
};

for (const [lang, [status, entry]] of Object.entries(SWAP_SAID)) {
    test(`a swap is said (${lang}): in the status line, in the move list, and its stone marked as the last move`, async () => {
        const { context, page, errors } = await open(run.browser, run.base, `?game=hex&size=7&lang=${lang}`);
        await page.tap('[data-cell="c3"]');
        await page.click('[data-action="swap"]');
        assert.equal(await page.textContent('[data-testid="status"]'), status);
        assert.equal(await page.textContent('.move-list [data-ply="2"]'), `2.${entry}`);
        assert.equal(await page.locator('[data-cell="c3"] .last').count(), 1, 'the swapped stone carries the last move\'s mark');
        assert.deepEqual(errors, []);
        await context.close();
    });
}

test('?swap=0 turns the swap off; a taken cell is refused with a message', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=hex&size=5&swap=0');
    await page.tap('[data-cell="c3"]');
    assert.equal(await page.locator('[data-action="swap"]').count(), 0);
    await page.tap('[data-cell="c3"]');
    assert.equal(await attr(page, root, 'data-to-move'), 'white');
    assert.match(await page.textContent('[data-testid="notice"]'), /c3 is taken/);
    await context.close();
});

test('the keyboard plays too: arrows move along the board, Enter places a stone', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=hex&size=5');
    await page.focus('[data-cell="b2"]');
    await page.keyboard.press('Enter');
    assert.equal(await stone(page, 'b2'), 'black');
    assert.equal(await attr(page, '[data-cell="b2"]', 'role'), 'button');
    assert.equal(await attr(page, '[data-cell="b2"]', 'aria-label'), 'b2, black');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    const focused = await page.evaluate(() => document.activeElement?.dataset?.cell);
    assert.equal(focused, 'c3');
    await page.keyboard.press(' ');
    assert.equal(await stone(page, 'c3'), 'white');
    await context.close();
});

test('a bad link says what was wrong and still opens a game', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=hex&size=40&swap=maybe');
    const notices = await page.locator('[data-testid="notice"]').allTextContents();
    assert.equal(notices.length, 2);
    assert.match(notices[0], /size '40'/);
    assert.match(notices[1], /swap setting 'maybe'/);
    assert.equal(await page.locator('[data-cell]').count(), 121);
    await context.close();

    const unknown = await open(run.browser, run.base, '?game=chess');
    assert.match(await unknown.page.textContent('[data-testid="notice"]'), /'chess'/);
    assert.equal(await unknown.page.locator('.game-card').count(), 4);
    await unknown.context.close();
});

test('new game takes the chosen settings, and the replaced game can be brought back', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=hex&size=5');
    await page.tap('[data-cell="a1"]');
    await page.selectOption('select[aria-label="Board size"]', '9');
    await page.click('[data-action="new"]');
    assert.equal(await page.locator('[data-cell]').count(), 81);
    assert.match(page.url(), /size=9/);
    await page.click('text=Back to the previous game');
    assert.equal(await page.locator('[data-cell]').count(), 25);
    assert.equal(await stone(page, 'a1'), 'black');
    await context.close();
});

test('home lists the four games, each opens, and their rules open', async () => {
    const { context, page } = await open(run.browser, run.base, '');
    const cards = await page.locator('.game-card h2').allTextContents();
    assert.deepEqual(cards, ['Hex', 'TwixT', 'Doublets', 'shUgorØn']);
    // Every game opens from its card.
    assert.equal(await page.locator('.game-card a.play:not(.continue)').count(), 4);
    await page.click('[data-game-card="hex"] >> text=Rules');
    await page.waitForSelector('[data-rules="hex"]');
    assert.match(await page.textContent('.rules-text'), /swap/);
    await page.click('text=Play');
    await page.waitForSelector(root);
    assert.equal(await page.locator('[data-cell]').count(), 121);
    await context.close();
});

for (const [name, options] of [
    ['tablet portrait', TABLET],
    ['tablet landscape', { ...TABLET, viewport: { width: 1024, height: 768 } }],
    ['phone', { ...TABLET, viewport: { width: 390, height: 844 } }],
]) {
    test(`11×11 opens whole in the ${name}, without scrolling; on a phone a tap marks a cell and a second plays`, async () => {
        const { context, page } = await open(run.browser, run.base, '?game=hex', options);
        const { width, height } = options.viewport;
        const board = await page.locator('svg.hex-board').boundingBox();
        assert.ok(board.x >= 0 && board.x + board.width <= width + 0.5, `board within the width: ${JSON.stringify(board)}`);
        assert.ok(board.y + board.height <= height + 0.5, `board within the height: ${JSON.stringify(board)}`);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(scrollWidth <= width, `no sideways scrolling (${scrollWidth} > ${width})`);
        assert.equal(await page.getAttribute('svg.hex-board', 'viewBox'), await page.getAttribute('svg.hex-board', 'data-whole-view'));
        const cell = await page.locator('[data-cell="f6"] polygon').boundingBox();
        // A finger needs about 7 mm: some 36 CSS pixels. Where the whole board's cells are
        // smaller (a phone), a first tap marks a cell and a second plays it.
        const cramped = Math.min(cell.width, cell.height) < 36;
        assert.equal(cramped, name === 'phone', `cells of ${JSON.stringify(cell)}`);
        assert.equal(await page.locator('[data-action="zoom-in"]').count(), cramped ? 1 : 0);
        await page.tap('[data-cell="f6"]');
        assert.equal(await stone(page, 'f6'), cramped ? '' : 'black');
        if (cramped) {
            assert.match(await page.textContent('[data-testid="status"]'), /^Tap f6 again to play there/);
            assert.equal(await page.locator('.hex-board .marked[data-cell="f6"]').count(), 1);
            await page.tap('[data-cell="f6"]');
            assert.equal(await stone(page, 'f6'), 'black');
        }
        await screenshot(page, `hex-11x11-${name.replace(' ', '-')}-${width}x${height}.png`);
        await context.close();
    });
}

test('the board is measured again when the page is resized: at a phone\'s width it offers to zoom in, and zoomed it reaches a fingertip', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex');
    assert.equal(await page.locator('.zoom-bar').count(), 0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.tap('[data-action="zoom-in"]');
    await page.waitForSelector('.zoom-bar[data-zoom]');
    const cell = await page.locator('[data-cell="f6"] polygon').boundingBox();
    assert.ok(Math.min(cell.width, cell.height) >= 36, `cells big enough to tap: ${JSON.stringify(cell)}`);
    await page.tap('[data-action="whole-board"]');
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.waitForSelector('.zoom-bar', { state: 'detached' });
    assert.deepEqual(errors, []);
    await context.close();
});

test('resign asks once: a second tap resigns, "keep playing" takes the first back', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex&size=5');
    await page.tap('[data-cell="c3"]');
    await page.tap('[data-action="resign"]');
    assert.equal(await attr(page, root, 'data-result'), '', 'one tap only asks');
    assert.match(await page.textContent('[data-action="resign"]'), /Tap again: White resigns/);
    await page.tap('[data-action="keep-playing"]');
    assert.match(await page.textContent('[data-action="resign"]'), /^⚐ White resigns$/);
    assert.equal(await page.locator('[data-action="keep-playing"]').count(), 0);
    await page.tap('[data-action="resign"]');
    await page.tap('[data-action="resign"]');
    assert.equal(await attr(page, root, 'data-result'), 'black');
    assert.match(await page.textContent('[data-testid="status"]'), /Black wins: White resigned/);
    // And undo takes the resignation back.
    await page.click('[data-action="undo"]');
    assert.equal(await attr(page, root, 'data-result'), '');
    assert.deepEqual(errors, []);
    await context.close();
});
