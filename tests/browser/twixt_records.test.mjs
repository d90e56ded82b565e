// TwixT's records and its zoomed view: the game saves as T1j's .T1 file (and as Little
// Golem's .tsgf under pp), a pasted record of any kind opens (a damaged one as far as it is
// valid, saying what was wrong), and on a phone a 24×24 board is played through a zoomed
// view: a first tap zooms, the next places.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { session, open, screenshot, TABLET } from './harness.mjs';

const run = session();

const root = '[data-game="twixt"]';
const PHONE = { ...TABLET, viewport: { width: 390, height: 844 } };
const peg = (page, hole) => page.getAttribute(`[data-cell="${hole}"]`, 'data-stone');
const viewBox = (page) => page.getAttribute('svg.twixt-board', 'viewBox');
const record = (name) => readFile(new URL(`../data/records/${name}`, import.meta.url), 'utf8');

/** One whole turn in two taps: the peg's hole, which builds its bridges, and again. */
async function turn(page, hole) {
    await page.tap(`[data-cell="${hole}"]`);
    await page.tap(`[data-cell="${hole}"]`);
}

/** Every peg and bridge on the board, and whose turn it is. */
async function position(page) {
    return {
        pegs: await page.$$eval('[data-stone="black"], [data-stone="white"]', (els) => els.map((e) => `${e.dataset.cell}:${e.dataset.stone}`).sort()),
        bridges: await page.$$eval('[data-link]', (els) => els.map((e) => e.dataset.link).sort()),
        toMove: await page.getAttribute(root, 'data-to-move'),
    };
}

async function paste(page, text) {
    await page.fill('[aria-label="Pasted game"]', text);
    await page.click('[data-action="import"]');
}

test('the game saves as a T1 file, which pasted back opens the same position', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=twixt&size=12&rules=standard&swap=0');
    await turn(page, 'C3');
    await turn(page, 'F2');
    await turn(page, 'D5');
    const played = await position(page);
    await page.click('.records summary');

    // Little Golem plays pp only: the button says so instead of saving another game.
    assert.equal(await page.isDisabled('[data-record="tsgf"]'), true);
    assert.match(await page.textContent('[data-record-why="tsgf"]'), /^Little Golem plays TwixT under the pp rules only, and this game is under the standard rules\.$/);

    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-record="t1"]')]);
    assert.equal(download.suggestedFilename(), 'twixt-12x12.T1');
    const text = await readFile(await download.path(), 'utf8');
    assert.match(text, /^# File created by fogliaccio/);

    await page.click('[data-action="new"]');
    assert.deepEqual((await position(page)).pegs, []);
    await paste(page, text);
    assert.match(await page.textContent('.messages'), /Opened the game from a T1j file \(12×12, standard rules, no swap, 3 turns\)/);
    assert.deepEqual(await position(page), played);
    await screenshot(page, 'twixt-records-t1-768x1024.png');
    assert.deepEqual(errors, []);
    await context.close();
});

test('a pasted Little Golem record opens under the pp rules, and can be saved so again', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=twixt&size=8');
    await page.click('.records summary');
    await paste(page, await record('littlegolem-2220939.tsgf'));
    // 21 turns and r's resignation, a move of the list that counts among them (docs/page.md).
    assert.match(await page.textContent('.messages'), /Opened the game from a Little Golem record \(24×24, pp rules, 22 turns\)/);
    // The notice follows the language picker.
    await page.selectOption('[data-testid="lang"]', 'it');
    assert.match(await page.textContent('.messages'), /Aperta la partita da una partita di Little Golem \(24×24/);
    await page.selectOption('[data-testid="lang"]', 'en');
    assert.equal(await page.locator('[data-cell]').count(), 24 * 24 - 4);
    // b[cd] is D3 seen in the long diagonal; r resigned.
    assert.equal(await peg(page, 'D3'), 'black');
    assert.equal(await page.getAttribute(root, 'data-result'), 'black');
    assert.equal(await page.isDisabled('[data-record="tsgf"]'), false);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-record="tsgf"]')]);
    assert.equal(download.suggestedFilename(), 'twixt-24x24.tsgf');
    assert.match(await readFile(await download.path(), 'utf8'), /^\(;FF\[4\]EV\[twixt\]SZ\[24\].*;b\[cd\];r\[fg\];b\[oh\].*;r\[resign\]\)\n$/);
    assert.deepEqual(errors, []);
    await context.close();
});

test('a damaged paste opens as far as it is valid and says what was wrong; nonsense opens nothing', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=twixt&size=8');
    await turn(page, 'C3');
    await page.click('.records summary');
    // The third move takes the first one's hole again.
    await paste(page, '(;FF[4]SZ[24];b[cd];r[fg];b[cd])');
    const notice = await page.textContent('.messages');
    assert.match(notice, /could not be read whole: .*D3 already has a peg/);
    assert.match(notice, /Opened it as far as it was valid \(24×24, pp rules, 2 turns\)/);
    assert.equal((await position(page)).pegs.length, 2);

    await paste(page, 'not a game at all');
    assert.match(await page.textContent('.messages'), /The pasted text could not be read: this is not a game record that can be opened here/);
    assert.equal((await position(page)).pegs.length, 2, 'the game on the board is untouched');
    assert.deepEqual(errors, []);
    await context.close();
});

test('a 24×24 board on a phone opens whole, zooms in when asked; diagrams are of the whole board; "whole board" zooms out', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=twixt', PHONE);
    assert.equal(await viewBox(page), '0 0 25 25');
    await page.tap('[data-action="zoom-in"]');
    const zoomed = await viewBox(page);
    assert.notEqual(zoomed, '0 0 25 25');
    assert.match(await page.textContent('.zoom-bar'), /Zoomed in on [A-X]\d+–[A-X]\d+/);
    // The board's coordinates are out of view: the window shows its own, none on a hole.
    const labels = await page.locator('.zoom-coords text').allTextContents();
    assert.ok(labels.includes('L') && labels.includes('12'), labels.join(' '));
    const covered = await page.evaluate(() => {
        const holes = [...document.querySelectorAll('.twixt-board .hole .dot, .twixt-board .hole .peg')].map((h) => h.getBoundingClientRect());
        const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        return [...document.querySelectorAll('.zoom-coords text')]
            .filter((t) => holes.some((h) => h.width > 0 && overlaps(t.getBoundingClientRect(), h)))
            .map((t) => t.textContent);
    });
    assert.deepEqual(covered, [], 'labels that cover a hole');
    // In the zoomed view the holes are far enough apart for a finger.
    const [here, next] = [await page.locator('[data-cell="L12"]').boundingBox(), await page.locator('[data-cell="M12"]').boundingBox()];
    assert.ok(next.x - here.x >= 36, `${here.x} → ${next.x}`);

    await turn(page, 'L12');
    assert.equal(await peg(page, 'L12'), 'black');
    // The view stays still while the moves land in it.
    await turn(page, 'N10');
    assert.equal(await peg(page, 'N10'), 'white');
    assert.equal(await viewBox(page), zoomed);
    // A diagram saved meanwhile is of the whole board, not of the zoomed view.
    await page.click('[data-action="export"]');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('.diagram [data-format="svg"]')]);
    const svg = (await readFile(await download.path())).toString('utf8');
    assert.match(svg, /<svg[^>]+viewBox="0 0 25 /);
    assert.ok(!svg.includes('data-whole-view'), 'the page\'s own hooks stay out of the file');
    // Its texts are the board's 24 column letters and 24 row numbers, and the caption.
    assert.equal(svg.match(/<text/g).length, 2 * 24 + 1, 'the zoomed view\'s coordinates stay out of it');
    await page.click('[data-action="export"]');

    await page.tap('[data-action="whole-board"]');
    assert.equal(await viewBox(page), '0 0 25 25');
    assert.equal(await page.locator('.zoom-bar[data-zoom]').count(), 0);
    // A tap on the whole board places a peg there, for a second tap to end the turn: no zoom.
    await page.tap('[data-cell="B2"]');
    assert.equal(await peg(page, 'B2'), 'black');
    assert.equal(await viewBox(page), '0 0 25 25');
    assert.deepEqual(errors, []);
    await context.close();
});

test('the keyboard places at once on a board of small holes, the whole board shown', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=twixt', PHONE);
    await page.focus('[data-cell="B2"]');
    await page.keyboard.press('Enter');
    assert.equal(await peg(page, 'B2'), 'black');
    assert.equal(await viewBox(page), '0 0 25 25');
    assert.deepEqual(errors, []);
    await context.close();
});

test('holes big enough to hit are never zoomed: 8×8 on a phone', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=twixt&size=8', PHONE);
    await page.tap('[data-cell="D4"]');
    assert.equal(await peg(page, 'D4'), 'black');
    assert.equal(await viewBox(page), '0 0 9 9');
    assert.equal(await page.locator('.zoom-bar').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
});
