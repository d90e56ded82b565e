// A TwixT turn as a player takes it (issue 17): two taps in the common case, the status line
// saying what the next tap does at every step, bridges the box cannot all hold asked for;
// on small screens the whole board first (issue 30), where the first tap places the peg and
// the second ends the turn, and a zoomed view when the player asks for it, with an overview
// of the whole, panned by dragging.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open, alone, screenshot, TABLET } from './harness.mjs';

const run = session();

const root = '[data-game="twixt"]';
const status = (page) => page.textContent('[data-testid="status"]');
const stone = (page, hole) => page.getAttribute(`[data-cell="${hole}"]`, 'data-stone');
const built = (page, link) => page.locator(`.twixt-board g.bridge[data-link="${link}"]:not(.proposal)`).count();
const proposed = (page, link) => page.locator(`[data-proposal="${link}"]`).count();

test('a whole turn in two taps, the status line saying what each tap does', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=twixt&size=8&rules=standard&swap=0');
    for (const hole of ['C3', 'F2', 'G5', 'F7']) {
        assert.match(await status(page), /to move: tap a hole for your peg\.$/);
        await page.tap(`[data-cell="${hole}"]`);
        assert.match(await status(page), new RegExp(`^Tap ${hole} again to end your turn`));
        await page.tap(`[data-cell="${hole}"]`);
    }
    // E4 is a knight's move from C3 and G5: the peg comes with both bridges.
    await page.tap('[data-cell="E4"]');
    assert.equal(await stone(page, 'E4'), 'black');
    assert.equal(await built(page, 'C3-E4') + await built(page, 'E4-G5'), 2);
    assert.equal(await status(page), 'Tap E4 again to end your turn, a bridge to drop it, a hole to move.');
    // A tap on a bridge drops it (it stays proposed, dashed); another tap restores it.
    await page.tap('[data-link="C3-E4"]');
    assert.equal(await proposed(page, 'C3-E4'), 1);
    assert.match(await status(page), /^Tap E4 again/);
    await page.tap('[data-link="C3-E4"]');
    assert.equal(await built(page, 'C3-E4'), 1);
    await page.tap('[data-link="E4-G5"]');
    await page.tap('[data-cell="E4"]');
    assert.equal(await page.getAttribute(root, 'data-to-move'), 'white');
    assert.deepEqual((await page.locator('.move-list li').allTextContents()).at(-1), '5.E4 C3-E4');
    assert.equal(await status(page), 'White to move: tap a hole for your peg.');
    assert.deepEqual(errors, []);
    await context.close();
});

/** A hole in the link's notation: its column and its row from 0, a letter each. */
const hole = (col, row) => String.fromCharCode(97 + col) + String.fromCharCode(97 + row);

/**
 * 96 turns under the original rules (100 bridges in the box), with 99 bridges built:
 * Black's 48 pegs on a square lattice of knight's moves, each bridged to the ones before
 * it, less its corner U8, which would join two of them; White's two chains and loose pegs
 * along the bottom rows. The step digits are the knight's moves of link.rs.
 */
function boxAlmostEmpty() {
    const black = [];
    for (let a = 0; a < 7; a++) {
        for (let b = 0; b < 7; b++) {
            if (a === 6 && b === 6) continue;
            black.push(hole(2 + 2 * a + b, 13 + a - 2 * b) + (a > 0 ? '5' : '') + (b > 0 ? '7' : ''));
        }
    }
    const white = [], used = new Set();
    for (const [row, length] of [[20, 11], [22, 8]]) {
        for (let k = 0; k < length; k++) {
            used.add(`${1 + 2 * k},${row + (k % 2)}`);
            white.push(hole(1 + 2 * k, row + (k % 2)) + (k === 0 ? '' : k % 2 ? '5' : '6'));
        }
    }
    for (let row = 20; row < 24 && white.length < 48; row++) {
        for (let col = 1; col < 23 && white.length < 48; col++) {
            if (!used.has(`${col},${row}`)) white.push(hole(col, row));
        }
    }
    const turns = black.flatMap((b, i) => [b, white[i]]);
    return `#g=1.twixt.24on.${turns.length}.${turns.join('')}E`;
}

test('when the box holds fewer bridges than the peg could make, the player is asked', async () => {
    // A large screen, where 24×24 holes are big enough to tap on the whole board.
    const desk = { viewport: { width: 1600, height: 1400 } };
    const { context, page, errors } = await open(run.browser, run.base, '?game=twixt' + boxAlmostEmpty(), desk);
    assert.match(await page.textContent('.supplies'), /Bridges in the box: 1/);
    await page.click('[data-cell="U8"]');
    assert.equal(await proposed(page, 'S7-U8') + await proposed(page, 'T10-U8'), 2, 'neither is built for the player');
    assert.equal(await status(page), 'Only 1 bridge in the box: tap those to build, then U8 again.');
    await page.click('[data-proposal="T10-U8"] [data-link]');
    assert.equal(await built(page, 'T10-U8'), 1);
    assert.match(await status(page), /^Tap U8 again to end your turn/);
    await page.click('[data-cell="U8"]');
    assert.equal((await page.locator('.move-list li').allTextContents()).at(-1), '97.U8 T10-U8');
    assert.deepEqual(errors, []);
    await context.close();
});

/** The zoom bar's account of the view: "H8–P16". */
const view = (page) => page.getAttribute('.zoom-bar', 'data-zoom');

test('on a phone 24×24 opens whole; zoomed in when asked, with an overview of the whole board, it pans by dragging', async () => {
    const phone = { ...TABLET, viewport: { width: 390, height: 844 } };
    const { context, page, errors } = await open(run.browser, run.base, '?game=twixt&size=24&swap=0', phone);
    const whole = await page.getAttribute('svg.twixt-board', 'data-whole-view');
    assert.equal(await page.getAttribute('svg.twixt-board', 'viewBox'), whole, 'the whole board first');
    await page.tap('[data-action="zoom-in"]');
    const pitch = async () => {
        const [a, b] = await Promise.all(['L12', 'M12'].map((h) => page.locator(`[data-cell="${h}"] .hit`).boundingBox()));
        return b.x - a.x;
    };
    assert.ok(await pitch() >= 40, `holes are a fingertip apart (${await pitch()} px)`);
    assert.ok(await page.locator('[data-action="overview"]').isVisible());
    const middle = await view(page);
    assert.match(middle, /^[A-X]\d+–[A-X]\d+$/);

    // A tap on the overview's top-left corner takes the view there.
    const overview = await page.locator('[data-action="overview"]').boundingBox();
    await page.tap('[data-action="overview"]', { position: { x: 4, y: 4 } });
    assert.match(await view(page), /^A1–/);
    assert.ok(overview.x >= 0 && overview.x + overview.width <= 390);

    // A drag to the left moves the view right; the drag places nothing.
    const board = await page.locator('svg.twixt-board').boundingBox();
    const [x, y] = [board.x + board.width / 2, board.y + board.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - 60, y - 60, { steps: 5 });
    await page.mouse.move(x - 120, y - 120, { steps: 5 });
    await page.mouse.up();
    const dragged = await view(page);
    assert.doesNotMatch(dragged, /^A1–/);
    assert.equal(await page.locator('[data-stone="black"]').count(), 0, 'a drag is not a tap');
    await screenshot(page, 'twixt-24x24-zoomed-390x844.png');

    // The whole board is one tap away; there the first tap places the peg, the second ends the turn.
    await page.tap('[data-action="whole-board"]');
    assert.equal(await page.locator('.zoom-bar[data-zoom]').count(), 0);
    assert.equal(await page.getAttribute('svg.twixt-board', 'viewBox'), whole);
    assert.match(await status(page), /^Black to move: tap a hole for your peg/);
    await page.tap('[data-cell="E20"]');
    assert.equal(await stone(page, 'E20'), 'black', 'the peg, placed for a second tap');
    assert.match(await status(page), /^Tap E20 again to end your turn/);
    await page.tap('[data-cell="E20"]');
    assert.equal(await page.getAttribute(root, 'data-to-move'), 'white');
    assert.equal(await page.getAttribute('svg.twixt-board', 'viewBox'), whole, 'the view never moves by itself');
    assert.deepEqual(errors, []);
    await context.close();
});

test('embedded at 320×400, the whole board, zoomed in when asked, and its controls fit the frame', async () => {
    const POST = '/blog/2026/twixt.html';
    const post = `<!doctype html><html><body style="margin:0">
<iframe src="../games/fogliaccio/?game=twixt&size=24&swap=0&embed=1" width="320" height="400" style="border:0"></iframe>
</body></html>`;
    await alone({ [POST]: post }, async ({ base, browser }) => {
        const context = await browser.newContext(TABLET);
        const page = await context.newPage();
        await page.goto(new URL(POST, base).href);
        const frame = page.frameLocator('iframe');
        await frame.locator(root).waitFor();
        const board = await frame.locator('svg.twixt-board').boundingBox();
        assert.ok(board.y >= 0 && board.y + board.height <= 400.5, `the whole board in the frame: ${JSON.stringify(board)}`);
        await frame.locator('[data-action="zoom-in"]').tap();
        const [a, b] = await Promise.all(['L12', 'M12'].map((h) => frame.locator(`[data-cell="${h}"] .hit`).boundingBox()));
        assert.ok(b.x - a.x >= 36, `holes a fingertip apart in the frame (${(b.x - a.x).toFixed(0)} px)`);
        for (const control of await frame.locator('.controls button:visible').all()) {
            const box = await control.boundingBox();
            assert.ok(box.x >= 0 && box.x + box.width <= 320.5, `${await control.textContent()} is inside the frame`);
        }
        await screenshot(page, 'twixt-24x24-embed-320x400.png');
        await context.close();
    });
});
