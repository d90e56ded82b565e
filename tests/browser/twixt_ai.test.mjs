// Playing TwixT against the computer: its whole turn (peg and bridges) comes from the
// search in a Web Worker while the board stays live, "move now" cuts the search short,
// undo takes back its turn and yours, it decides the swap as White, hints ring a hole,
// and two computers play a game out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open, screenshot, seat } from './harness.mjs';

const run = session();

const root = '[data-game="twixt"]';
const pegs = (page, colour) =>
    page.locator(`[data-stone="${colour}"]`).evaluateAll((els) => els.map((e) => e.dataset.cell).sort());
const links = (page) => page.locator('.twixt-board > [data-link]').evaluateAll((els) => els.map((e) => e.dataset.link));
const moveList = (page) => page.locator('.move-list li').allTextContents();

/** One whole turn in two taps: the peg's hole, which builds its bridges, and again. */
async function turn(page, hole) {
    await page.tap(`[data-cell="${hole}"]`);
    await page.tap(`[data-cell="${hole}"]`);
}

/** Waits until the computer has answered and the game's move list holds `count` entries. */
async function waitForTurns(page, count) {
    await page.waitForFunction(
        (n) => document.querySelectorAll('.move-list [data-ply]').length === n && !document.querySelector('[data-testid="thinking"]'),
        count,
        { timeout: 120_000 },
    );
}

/** A hole's column and row from 1, from its name (`D5` → [4, 5]). */
const place = (hole) => [hole.charCodeAt(0) - 64, Number(hole.slice(1))];

/** Every bridge on the board joins two pegs of one colour, a knight's move apart. */
async function assertBridgesSound(page) {
    for (const link of await links(page)) {
        const [a, b] = link.split('-');
        const [ca, ra] = place(a);
        const [cb, rb] = place(b);
        const steps = [Math.abs(ca - cb), Math.abs(ra - rb)].sort().join();
        assert.equal(steps, '1,2', `${link} is a knight's move`);
        const ends = [await page.getAttribute(`[data-cell="${a}"]`, 'data-stone'), await page.getAttribute(`[data-cell="${b}"]`, 'data-stone')];
        assert.ok(ends[0] !== '' && ends[0] === ends[1], `${link} joins two pegs of one colour: ${ends}`);
    }
}

test('on 8×8 the computer answers with a legal peg, and undo takes back its turn and yours', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=twixt&size=8&rules=standard&swap=0');
    await seat(page, 'computer-second', 'quick');
    assert.match(await page.textContent('.players'), /you play Black, the computer White/i);

    await turn(page, 'C3');
    await waitForTurns(page, 2);
    assert.equal(await page.getAttribute(root, 'data-to-move'), 'black');
    const [white] = await pegs(page, 'white');
    assert.equal((await pegs(page, 'white')).length, 1, 'the computer placed one peg');
    const [col, row] = place(white);
    assert.ok(col > 1 && col < 8, `${white} is not in Black's border columns`);
    assert.ok(row >= 1 && row <= 8 && !((row === 1 || row === 8) && (col === 1 || col === 8)), `${white} is a hole`);
    assert.equal((await moveList(page))[1], `2.${white}`);

    await turn(page, 'D5');
    await waitForTurns(page, 4);
    assert.equal((await pegs(page, 'white')).length, 2);
    assert.deepEqual(await pegs(page, 'black'), ['C3', 'D5']);
    await assertBridgesSound(page);
    await screenshot(page, 'twixt-ai-8x8-768x1024.png');

    await page.click('[data-action="undo"]');
    assert.equal(await page.locator('.move-list button.undone').count(), 2, 'both turns are undone, kept for redo');
    assert.deepEqual(await pegs(page, 'black'), ['C3']);
    assert.equal((await pegs(page, 'white')).length, 1);
    assert.equal(await page.getAttribute(root, 'data-to-move'), 'black');
    await page.click('[data-action="undo"]');
    assert.deepEqual([...(await pegs(page, 'black')), ...(await pegs(page, 'white'))], []);
    assert.equal(await page.getAttribute(root, 'data-to-move'), 'black');
    assert.deepEqual(errors, []);
    await context.close();
});

test('while it thinks a tap is answered with a message; "move now" makes it play at once', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=twixt&swap=0');
    await seat(page, 'computer-second', 'strong');
    // 24×24 on the tablet: the whole board.
    await turn(page, 'L12');
    await page.waitForSelector('[data-testid="thinking"]');
    // Progress arrives from the worker: a playout count that grows.
    await page.waitForFunction(() => /[1-9][0-9]* playouts/.test(document.querySelector('[data-testid="thinking"]')?.textContent ?? ''));
    await page.tap('[data-cell="N14"]');
    assert.match(await page.textContent('[data-testid="notice"]'), /computer is thinking/);
    assert.equal(await page.getAttribute('[data-cell="N14"]', 'data-stone'), '');
    await screenshot(page, 'twixt-ai-thinking-768x1024.png');
    await page.click('[data-action="ai-move"]');
    await waitForTurns(page, 2);
    assert.equal((await pegs(page, 'white')).length, 1);
    assert.equal(await page.getAttribute(root, 'data-to-move'), 'black');
    await context.close();
});

test('as White with the swap on, the computer decides: it swaps or it places', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=twixt&size=8&rules=standard');
    await seat(page, 'computer-second', 'quick');
    await turn(page, 'D4');
    await waitForTurns(page, 2);
    assert.equal(await page.locator('[data-action="swap"]').count(), 0, 'the swap is not the person\'s to take');
    if ((await moveList(page))[1] === '2.swap') {
        // Colours exchanged: the person now holds White and moves; D4 is the computer's.
        assert.equal(await page.getAttribute(root, 'data-to-move'), 'white');
        assert.deepEqual(await pegs(page, 'black'), ['D4']);
        assert.match(await page.textContent('.players'), /Colours swapped: you play White, the computer Black/);
    } else {
        assert.equal(await page.getAttribute(root, 'data-to-move'), 'black');
        assert.equal((await pegs(page, 'white')).length, 1);
    }
    await context.close();
});

test('the computer can move first, and a hint rings a hole', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=twixt&size=8&swap=0');
    await seat(page, 'computer-first', 'quick');
    await waitForTurns(page, 1);
    assert.equal(await page.getAttribute(root, 'data-to-move'), 'white');
    assert.equal((await pegs(page, 'black')).length, 1);
    assert.equal(await page.locator('.hole.last').count(), 1, "the computer's peg is marked");
    await page.click('[data-action="hint"]');
    await page.waitForSelector('.twixt-board .hole.hint', { timeout: 60_000 });
    assert.match(await page.textContent('.messages'), /Hint: [B-G][1-8]/);
    await context.close();
});

test('computer against computer plays a game to its end', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=twixt&size=6&rules=pp&swap=0');
    await seat(page, 'computers', 'quick');
    await page.waitForFunction((sel) => document.querySelector(sel)?.dataset.result !== '', root, { timeout: 180_000 });
    assert.ok(['black', 'white', 'draw'].includes(await page.getAttribute(root, 'data-result')));
    await assertBridgesSound(page);
    await screenshot(page, 'twixt-ai-6x6-over-768x1024.png');
    assert.deepEqual(errors, []);
    await context.close();
});

test('?bench=twixt measures the TwixT search in the page\'s worker and prints its figures', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?bench=twixt&size=8');
    await page.waitForSelector('[data-testid="bench"]', { timeout: 60_000 });
    const lines = (await page.textContent('[data-testid="bench"]')).trim().split('\n');
    assert.deepEqual(lines.slice(0, 2), ['game: TwixT', 'board: 8×8']);
    const names = lines.slice(2).map((line) => line.split(': ')[0]);
    assert.deepEqual(names, ['random playouts per second', 'linking playouts per second', 'defending playouts per second', 'judged playouts per second', 'uct iterations per second', 'rave iterations per second']);
    for (const line of lines.slice(2)) assert.ok(Number(line.split(': ')[1]) > 0, line);
    assert.deepEqual(errors, []);
    await context.close();
});

test('seated after an undo, the computer plays the side to move (issue 16)', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=twixt&size=8&rules=standard&swap=0');
    await turn(page, 'C3');
    await page.click('[data-action="undo"]');
    await seat(page, 'computer-first', 'quick');
    await waitForTurns(page, 1);
    assert.equal((await pegs(page, 'black')).length, 1, 'the computer placed a black peg');
    assert.equal(await page.getAttribute(root, 'data-to-move'), 'white');
    assert.deepEqual(errors.filter((e) => !e.includes('deprecated parameters')), []);
    await context.close();
});
