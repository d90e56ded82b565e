// A game of TwixT travels by link and stays in the browser, as Hex does: share opens the
// same position elsewhere, a damaged link opens what is valid and says what was wrong, a
// game in progress is offered again, and a saved game that cannot be read is set aside.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open } from './harness.mjs';

const run = session();

const root = '[data-game="twixt"]';
const peg = (page, hole) => page.getAttribute(`[data-cell="${hole}"]`, 'data-stone');
const pegCount = (page) => page.locator('[data-stone="black"], [data-stone="white"]').count();

/** One whole turn in two taps: the peg's hole, which builds its bridges, and again. */
async function turn(page, hole) {
    await page.tap(`[data-cell="${hole}"]`);
    await page.tap(`[data-cell="${hole}"]`);
}

test('share gives a link that opens the same game, at its last turn, in a fresh browser', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=twixt&size=8');
    await turn(page, 'C3');
    await page.click('[data-action="swap"]');
    await turn(page, 'F2');
    await turn(page, 'D5');
    await page.click('[data-action="share"]');
    const link = await page.inputValue('[data-testid="share-link"]');
    assert.match(link, /\/blog\/games\/fogliaccio\/\?game=twixt&size=8&rules=original&swap=1#g=1\.twixt\.8ox\.4\.ccSfbde4E$/);
    await context.close();

    const elsewhere = await open(run.browser, link, '');
    const other = elsewhere.page;
    assert.equal(await peg(other, 'C3'), 'black');
    assert.equal(await peg(other, 'F2'), 'white');
    assert.equal(await peg(other, 'D5'), 'black');
    assert.equal(await other.locator('[data-link="C3-D5"]').count(), 1);
    assert.equal(await other.getAttribute(root, 'data-to-move'), 'white');
    assert.equal(await other.locator('.move-list button.current').textContent(), '4.D5 C3-D5');
    // The move list is browsable: back to the swap.
    await other.click('.move-list li:nth-child(2) button');
    assert.equal(await peg(other, 'D5'), '');
    assert.equal(await other.locator('[data-link]').count(), 0);
    assert.deepEqual([...errors, ...elsewhere.errors], []);
    await elsewhere.context.close();
});

test('a damaged link opens the game as far as it is valid and says what was wrong', async () => {
    // The second turn puts a peg on C3 again.
    const { context, page, errors } = await open(run.browser, run.base, '?game=twixt#g=1.twixt.8sn.3.ccccfbE');
    assert.equal(await page.locator('[data-cell]').count(), 60);
    assert.equal(await peg(page, 'C3'), 'black');
    assert.equal(await pegCount(page), 1);
    const notice = await page.textContent('.address-notices');
    assert.match(notice, /turn 2 \(cc\): C3 already has a peg/);
    assert.match(notice, /as far as it was valid \(1 turn\)/);
    // The game goes on from there.
    await turn(page, 'F2');
    assert.equal(await peg(page, 'F2'), 'white');
    assert.deepEqual(errors, []);
    await context.close();
});

test('a game in progress survives a reload, and is offered again on a new game', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=twixt&size=8&rules=pp&swap=0');
    await turn(page, 'C3');
    await turn(page, 'F2');
    await page.reload();
    await page.waitForSelector(root);
    assert.equal(await peg(page, 'C3'), 'black');
    assert.equal(await peg(page, 'F2'), 'white');

    await page.goto(run.base + '?game=twixt&size=10');
    await page.waitForSelector(root);
    assert.equal(await page.locator('[data-cell]').count(), 96);
    assert.match(await page.textContent('.messages'), /saved in this browser \(8×8, pp rules, no swap, 2 turns\)/);
    await page.click('[data-action="continue"]');
    assert.equal(await page.locator('[data-cell]').count(), 60);
    assert.equal(await peg(page, 'C3'), 'black');
    assert.equal(await peg(page, 'F2'), 'white');
    assert.equal(await page.getAttribute(root, 'data-to-move'), 'black');
    assert.match(await page.textContent('.messages'), /Your saved game is back/);
    await context.close();
});

test('a saved game that cannot be read is set aside with a message, never a crash', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?');
    await page.evaluate(() => localStorage.setItem('fogliaccio.v1.twixt', '1.twixt.8sn.2.cczz'));
    await page.goto(run.base + '?game=twixt&size=8');
    await page.waitForSelector(root);
    assert.match(await page.textContent('.messages'), /could not be read \(turn 2 \(zz\): .*\).*set aside/);
    assert.equal(await page.evaluate(() => localStorage.getItem('fogliaccio.v1.twixt.set-aside')), '1.twixt.8sn.2.cczz');
    assert.equal(await page.evaluate(() => localStorage.getItem('fogliaccio.v1.twixt')), null);
    await turn(page, 'C3');
    assert.equal(await peg(page, 'C3'), 'black');
    assert.deepEqual(errors, []);
    await context.close();
});
