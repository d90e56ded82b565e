// A player's view of TwixT: play a short game on 8×8 by taps — a hole places the peg with
// its bridges, the same hole again ends the turn — and see Black win; a peg can be taken
// back before the turn ends.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open, screenshot, TABLET } from './harness.mjs';

const run = session();

const root = '[data-game="twixt"]';
const attr = (page, selector, name) => page.getAttribute(selector, name);
const peg = (page, hole) => attr(page, `[data-cell="${hole}"]`, 'data-stone');

/** One whole turn in two taps: the peg's hole, which builds its bridges, and again. */
async function turn(page, hole) {
    await page.tap(`[data-cell="${hole}"]`);
    await page.tap(`[data-cell="${hole}"]`);
}

test('a short game on 8×8 by taps: Black joins left and right', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=twixt&size=8&swap=0');
    assert.equal(await page.locator('[data-cell]').count(), 60, '64 holes less the corners');
    assert.equal(await attr(page, root, 'data-to-move'), 'black');
    assert.equal(await attr(page, root, 'data-result'), '');

    // A placed peg can be taken back until the turn ends.
    await page.tap('[data-cell="D4"]');
    assert.equal(await peg(page, 'D4'), 'black');
    await page.tap('[data-action="undo"]');
    assert.equal(await peg(page, 'D4'), '');
    assert.equal(await attr(page, root, 'data-to-move'), 'black');

    // A tap in the opponent's border is refused with a message.
    await page.tap('[data-cell="D1"]');
    assert.match(await page.textContent('[data-testid="notice"]'), /white's border/);

    await turn(page, 'A3');
    await turn(page, 'D1');
    await turn(page, 'C4');
    await turn(page, 'E3');
    await turn(page, 'E5');
    await turn(page, 'E2');
    await turn(page, 'G4');
    await turn(page, 'E6');
    assert.equal(await page.locator('[data-link="D1-E3"]').count(), 1);
    await screenshot(page, 'twixt-8x8-playing-768x1024.png');
    await turn(page, 'H6');

    assert.equal(await attr(page, root, 'data-result'), 'black');
    assert.match(await page.textContent('[data-testid="status"]'), /Black wins/);
    const chain = await page.locator('.in-chain').evaluateAll((els) => els.map((e) => e.dataset.cell));
    assert.deepEqual(chain.sort(), ['A3', 'C4', 'E5', 'G4', 'H6']);
    assert.equal(await page.locator('.move-list li').count(), 9);
    await screenshot(page, 'twixt-8x8-won-768x1024.png');

    await page.click('[data-action="undo"]');
    assert.equal(await attr(page, root, 'data-result'), '');
    assert.equal(await peg(page, 'H6'), '');
    assert.deepEqual(errors, []);
    await context.close();
});

test('a 24×24 board on a phone, and a bad link becomes a notice', async () => {
    const phone = { ...TABLET, viewport: { width: 390, height: 844 } };
    const { context, page, errors } = await open(run.browser, run.base, '?game=twixt&size=99&rules=pp', phone);
    assert.equal(await page.locator('[data-cell]').count(), 24 * 24 - 4);
    assert.match(await page.textContent('[data-testid="notice"]'), /board size '99'/);
    // The whole board, holes this small and all: the first tap places the peg, the second ends the turn.
    await page.tap('[data-cell="L12"]');
    await page.tap('[data-cell="L12"]');
    assert.equal(await peg(page, 'L12'), 'black');
    assert.equal(await attr(page, root, 'data-to-move'), 'white');
    const board = await page.locator('svg.twixt-board').boundingBox();
    assert.ok(board.x >= 0 && board.x + board.width <= 390.5, `the board fits the phone's width: ${JSON.stringify(board)}`);
    await screenshot(page, 'twixt-24x24-390x844.png');
    assert.deepEqual(errors, []);
    await context.close();
});

test('24×24 on the tablet, both ways: the board fits, a removal is offered before the peg', async () => {
    for (const viewport of [{ width: 768, height: 1024 }, { width: 1024, height: 768 }]) {
        const { context, page, errors } = await open(run.browser, run.base, '?game=twixt', { ...TABLET, viewport });
        const board = await page.locator('svg.twixt-board').boundingBox();
        assert.ok(board.x >= 0 && board.x + board.width <= viewport.width + 0.5, JSON.stringify(board));
        assert.ok(board.y + board.height <= viewport.height + 0.5, JSON.stringify(board));
        // The whole board first, though its holes are under 36 px.
        assert.equal(await attr(page, 'svg.twixt-board', 'viewBox'), '0 0 25 25');
        await turn(page, 'K10');
        await turn(page, 'N12');
        // Black taps its own peg before placing: it is marked for removal, and undo drops that.
        await page.tap('[data-cell="K10"]');
        assert.equal(await page.locator('[data-cell="K10"].removed').count(), 1);
        await page.click('[data-action="undo"]');
        assert.equal(await page.locator('.removed').count(), 0);
        assert.equal(await peg(page, 'K10'), 'black');
        await screenshot(page, `twixt-24x24-${viewport.width}x${viewport.height}.png`);
        assert.deepEqual(errors, []);
        await context.close();
    }
});
