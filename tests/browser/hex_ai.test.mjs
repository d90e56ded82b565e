// Playing Hex against the computer: the search runs in a Web Worker, the board stays
// usable, "move now" cuts the search short, undo takes back both moves, hints show, and
// a proved result is said as such.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open, screenshot, waitForTurn, seat } from './harness.mjs';

const run = session();

const root = '[data-game="hex"]';
const stones = (page, colour) => page.locator(`[data-stone="${colour}"]`).count();

test('the computer answers a move from its worker, and undo takes back both', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex&size=5&swap=0');
    await seat(page, 'computer-second', 'quick');
    await page.tap('[data-cell="a1"]');
    await waitForTurn(page, 'black');
    assert.equal(await stones(page, 'black'), 1);
    assert.equal(await stones(page, 'white'), 1, 'the computer placed one white stone');
    await page.click('[data-action="undo"]');
    assert.equal(await page.locator('[data-stone="black"], [data-stone="white"]').count(), 0);
    assert.equal(await page.getAttribute(root, 'data-to-move'), 'black');
    assert.deepEqual(errors.filter((e) => !e.includes('deprecated parameters')), []);
    await context.close();
});

test('while it thinks the board answers taps with a message; "move now" makes it play at once', async () => {
    // Swap off: the computer might otherwise swap the centre, and then White moves next.
    const { context, page } = await open(run.browser, run.base, '?game=hex&size=11&swap=0');
    await seat(page, 'computer-second', 'strong');
    await page.tap('[data-cell="f6"]');
    await page.waitForSelector('[data-testid="thinking"]');
    // Progress arrives from the worker: a playout count that grows.
    await page.waitForFunction(() => /[1-9][0-9]* playouts/.test(document.querySelector('[data-testid="thinking"]')?.textContent ?? ''));
    await page.tap('[data-cell="a1"]');
    assert.match(await page.textContent('[data-testid="notice"]'), /computer is thinking/);
    assert.equal(await page.getAttribute('[data-cell="a1"]', 'data-stone'), '');
    await screenshot(page, 'hex-ai-thinking-768x1024.png');
    await page.click('[data-action="ai-move"]');
    await waitForTurn(page, 'black');
    assert.equal(await stones(page, 'black'), 1);
    assert.equal(await page.locator('.move-list li').count(), 2);
    await context.close();
});

test('the computer swaps a strong opening and then plays Black', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=hex&size=5');
    await page.selectOption('select[aria-label="Players"]', 'computer-second');
    await page.tap('[data-cell="c3"]');
    // The centre of 5×5 wins for Black: the computer takes it by swapping colours.
    await waitForTurn(page, 'white');
    assert.equal(await stones(page, 'black'), 1);
    assert.equal(await stones(page, 'white'), 0);
    assert.match(await page.textContent('.players'), /swapped/);
    assert.match(await page.textContent('.move-list'), /swap/);
    // Now the person holds White, and the computer answers White's move as Black.
    await page.tap('[data-cell="b2"]');
    await waitForTurn(page, 'white');
    assert.equal(await stones(page, 'black'), 2);
    await context.close();
});

test('the computer can move first, and a hint rings a cell', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=hex&size=5&swap=0');
    await seat(page, 'computer-first', 'quick');
    await waitForTurn(page, 'white');
    assert.equal(await stones(page, 'black'), 1);
    await page.click('[data-action="hint"]');
    await page.waitForSelector('.hex-board .hint', { timeout: 60_000 });
    assert.match(await page.textContent('.messages'), /Hint: [a-e][1-5]/);
    await context.close();
});

test('a proved win is played at once, and the hint says who wins, proved', async () => {
    // 4×4 without the swap is solved: the computer's first stone is a proved win for Black,
    // and with one move left to weigh, the strong level's 400,000 iterations are not spent.
    const { context, page } = await open(run.browser, run.base, '?game=hex&size=4&swap=0');
    await page.evaluate(() => {
        window.thinkingSeen = [];
        new MutationObserver(() => {
            const line = document.querySelector('[data-testid="thinking"]');
            if (line) window.thinkingSeen.push(line.textContent);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await seat(page, 'computer-first', 'strong');
    await waitForTurn(page, 'white');
    assert.equal(await stones(page, 'black'), 1);
    const seen = await page.evaluate(() => window.thinkingSeen);
    assert.deepEqual(seen.filter((line) => /[1-9][0-9,]* playouts/.test(line)), [], 'no search ran');
    await page.click('[data-action="hint"]');
    await page.waitForSelector('.hex-board .hint', { timeout: 60_000 });
    assert.match(await page.textContent('.messages'), /Hint: [a-d][1-4] \(Black wins: proved\)/);
    await context.close();
});

test('the analysis of a position proved without a search says who wins, not "0 playouts"', async () => {
    // The empty 4×4 board without the swap: Black's first stone is a proved win, decided at
    // once, so the analysis ends before any playout.
    const { context, page } = await open(run.browser, run.base, '?game=hex&size=4&swap=0');
    await page.click('[data-action="analyse"]');
    await page.waitForFunction(() => /Black wins: proved/.test(document.querySelector('.thinking')?.textContent ?? ''));
    const line = await page.textContent('.thinking');
    assert.match(line, /^Analysis… best [a-d][1-4] · Black wins: proved$/);
    assert.equal(await page.locator('[data-stone="black"], [data-stone="white"]').count(), 0, 'nothing was played');
    await context.close();
});

test('while it weighs the moves of a proved position the thinking line says who wins, proved', async () => {
    // On 8×8 the corner a1 loses for Black (the solved board, checked cell by cell against
    // benzene's solver): the computer as White keeps it, proved, and searches which stone.
    const { context, page } = await open(run.browser, run.base, '?game=hex&size=8');
    await seat(page, 'computer-second', 'strong');
    await page.tap('[data-cell="a1"]');
    await page.waitForFunction(
        () => {
            // Said in place of the winning chance.
            const line = document.querySelector('[data-testid="thinking"]')?.textContent ?? '';
            return /[1-9][0-9,]* playouts/.test(line) && /White wins: proved/.test(line) && !line.includes('%');
        },
        null,
        { timeout: 60_000 },
    );
    await page.click('[data-action="ai-move"]');
    await waitForTurn(page, 'black');
    assert.equal(await stones(page, 'white'), 1, 'White kept the corner and placed a stone');
    await context.close();
});

test('computer against computer plays a whole game to a result', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=hex&size=4&swap=0');
    await seat(page, 'computers', 'quick');
    await page.waitForFunction((sel) => document.querySelector(sel)?.dataset.result !== '', root, { timeout: 120_000 });
    // 4×4 is solved: the first player wins with correct play.
    assert.equal(await page.getAttribute(root, 'data-result'), 'black');
    await context.close();
});

test('seated after an undo, the computer plays the side to move (issue 16)', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex&size=9&swap=0');
    await page.tap('[data-cell="c3"]');
    await page.click('[data-action="undo"]');
    await seat(page, 'computer-first', 'quick');
    await waitForTurn(page, 'white');
    assert.equal(await stones(page, 'black'), 1, 'the computer placed a black stone');
    assert.equal(await page.locator('.move-list [data-ply]').count(), 1, 'the game is the computer\'s move');
    assert.equal(await page.textContent('.move-list [data-line="1"]'), '1.c3', 'c3, undone, is kept as a variation');
    assert.deepEqual(errors.filter((e) => !e.includes('deprecated parameters')), []);
    await context.close();
});
