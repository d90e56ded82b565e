// Review and analysis: the worker weighs every position of a finished game, the graph and
// the marks are drawn, a tap on the graph goes to a move, nothing of the game changes, a
// reload keeps the review, an embedded board carries it (`&review=1`); the analysis shows
// the search's best moves without playing them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { session, open, screenshot, alone, TABLET } from './harness.mjs';

const run = session();

/** A won game of Hex on 7×7: Black a1–a7, White b1–b6. */
const HEX = '?game=hex&size=7&swap=0#g=1.hex.7n.13.aabaabbbacbcadbdaebeafbfag';
/** A finished game of TwixT on 8×8: six turns, then White resigns. */
const TWIXT = '?game=twixt&size=8&rules=pp&swap=0#g=1.twixt.8pn.7.bddbcfebddfbE.w';

/** Starts the review and waits until every position is weighed. */
async function review(page) {
    await page.click('[data-action="review"]');
    await page.waitForSelector('[data-testid="review-graph"]');
    await page.waitForFunction(() => !document.querySelector('.review-progress'), null, { timeout: 120_000 });
}

test('a finished game of Hex reviewed: the graph, every move marked or not, a tap goes to a move, a reload keeps it', async () => {
    const { context, page, errors } = await open(run.browser, run.base, HEX);
    const root = '[data-game="hex"]';
    assert.equal(await page.getAttribute(root, 'data-result'), 'black');
    await review(page);
    const plies = await page.locator('.move-list [data-ply]').count();
    assert.equal(plies, 13);
    const marks = await page.locator('.move-list [data-ply]').evaluateAll((els) => els.map((e) => e.getAttribute('data-mark')));
    assert.ok(marks.every((m) => m === '' || ['inaccuracy', 'mistake', 'blunder'].includes(m)), `every move reviewed: ${marks}`);
    // White could not stop a1–a7 after a few moves: its last moves lose nothing more; Black's
    // winning move is never marked.
    assert.equal(marks[12], '', 'the winning move is not marked');
    await screenshot(page, 'hex-review-768x1024.png');

    // A tap on the graph's left end goes to the start; the game is untouched.
    await page.locator('[data-testid="review-graph"]').click({ position: { x: 2, y: 40 } });
    assert.equal(await page.locator('[data-stone="black"], [data-stone="white"]').count(), 0);
    assert.equal(await page.getAttribute(root, 'data-result'), 'black');
    assert.equal(await page.locator('.move-list [data-ply]').count(), 13);

    await page.reload();
    await page.waitForSelector(root);
    assert.equal(await page.locator('[data-testid="review-graph"]').count(), 1, 'the review is kept with the game');
    assert.equal(await page.locator('.review-progress').count(), 0, 'and not weighed again');
    assert.deepEqual(
        await page.locator('.move-list [data-ply]').evaluateAll((els) => els.map((e) => e.getAttribute('data-mark'))),
        marks,
    );
    assert.deepEqual(errors, []);
    await context.close();
});

test('a finished game of TwixT reviewed: the graph and the marks', async () => {
    const { context, page, errors } = await open(run.browser, run.base, TWIXT);
    assert.equal(await page.getAttribute('[data-game="twixt"]', 'data-result'), 'black');
    await review(page);
    const marks = await page.locator('.move-list [data-ply]').evaluateAll((els) => els.map((e) => e.getAttribute('data-mark')));
    assert.equal(marks.length, 7, 'six turns and the resignation');
    assert.ok(marks.every((m) => m !== null), `every turn reviewed: ${marks}`);
    assert.deepEqual(errors, []);
    await context.close();
});

test('the analysis shows the best moves of the position shown, and plays none of them', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=hex&size=9&swap=0#g=1.hex.9n.2.eedd');
    await page.click('[data-action="analyse"]');
    await page.waitForFunction(() => /1\. [a-i][1-9] \d+%/.test(document.querySelector('[data-testid="thinking"]')?.textContent ?? ''));
    const text = await page.textContent('[data-testid="thinking"]');
    assert.match(text, /Analysis… .* · 1\. \S+ \d+% · 2\. \S+ \d+% · 3\. \S+ \d+%/);
    assert.equal(await page.locator('[data-stone="black"], [data-stone="white"]').count(), 2, 'nothing was played');
    // Its three moves are numbered on the board, where its line names them (read in one go:
    // the reports change both).
    const seen = await page.evaluate(() => {
        const line = document.querySelector('[data-testid="thinking"]').textContent;
        const named = [...line.matchAll(/(\d)\. ([a-i][1-9]) \d+%/g)].map((m) => [m[1], m[2]]);
        const drawn = [...document.querySelectorAll('.hex-board .analysed')].map((mark) => {
            const [x, y] = [mark.getAttribute('x'), mark.getAttribute('y')].map(Number);
            const cell = [...document.querySelectorAll('.hex-board [data-cell]')].find((c) => {
                const box = c.getBBox();
                return x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height
                    && Math.hypot(box.x + box.width / 2 - x, box.y + box.height / 2 - y) < box.width / 3;
            });
            return [mark.textContent, cell?.dataset.cell];
        });
        return { named, drawn };
    });
    assert.equal(seen.drawn.length, 3);
    assert.deepEqual(seen.drawn.sort(), seen.named.sort());
    // Looking back, it analyses the position shown.
    await page.click('[data-ply="1"]');
    await page.waitForFunction(() => /1\. [a-i][1-9] \d+%/.test(document.querySelector('[data-testid="thinking"]')?.textContent ?? ''));
    await page.click('[data-action="analyse"]');
    assert.equal(await page.locator('[data-testid="thinking"]').count(), 0, 'pressed again, it stops');
    await context.close();
});

test('an embedded board with &review=1 carries the game\'s review', async () => {
    const post = `<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1"><body style="margin:0">
<iframe src="../games/fogliaccio/${HEX.replace('#', '&embed=1&review=1#')}" width="360" height="440" style="border:0"></iframe></body>`;
    await alone({ '/blog/2026/review.html': post }, async ({ base, browser }) => {
        const context = await browser.newContext(TABLET);
        const page = await context.newPage();
        await page.goto(new URL('/blog/2026/review.html', base).href);
        const frame = page.frameLocator('iframe');
        await frame.locator('[data-testid="review-graph"]').waitFor();
        // Marked through its last move; in the frame the graph takes the strip of moves' place.
        await frame.locator('.move-list [data-ply="13"][data-mark]').waitFor({ state: 'attached', timeout: 120_000 });
        assert.ok(await frame.locator('[data-testid="review-graph"]').isVisible());
        assert.ok(await frame.locator('.review-graph .mark').count() > 0, 'the marks are drawn on the graph');
        await screenshot(page, 'hex-embed-review-360x440.png');
        await context.close();
    });
});

test('Doublets reviewed exactly: the graph, what the dice and the choices did, and the odds panel\'s own figures', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=doublets&rules=doblet&seed=5');
    await page.selectOption('select[aria-label="Players"]', 'computers');
    await page.waitForFunction(() => document.querySelectorAll('.doublets-log [data-ply]').length >= 12, null, { timeout: 120_000 });
    await page.selectOption('select[aria-label="Players"]', 'people');
    await page.waitForTimeout(1000);
    const steps = await page.locator('.doublets-log [data-ply]').count();
    await page.click('[data-action="review"]');
    await page.waitForSelector('.review [data-testid="review-graph"]', { timeout: 120_000 });
    const marks = await page.locator('.doublets-log [data-ply]').evaluateAll((els) => els.map((e) => e.getAttribute('data-mark')));
    assert.ok(marks.slice(-steps).every((m) => m === '' || ['inaccuracy', 'mistake', 'blunder'].includes(m)), `${marks}`);
    assert.equal(await page.locator('.review-split').count(), 2, 'what the dice and the choices did, for each player');
    assert.match(await page.textContent('.review-split'), /Black: the dice [+-]\d+ points, the choices [+-]\d+ points\./);
    // Wherever the odds are exact, the review's figure is the odds panel's.
    for (const ply of [2, 5, 9]) {
        await page.click(`.doublets-log [data-ply="${ply}"]`);
        await page.waitForSelector('[data-testid="odds"][data-odds="exact"]');
        const chance = Number(await page.getAttribute(`.doublets-log [data-ply="${ply}"]`, 'data-chance'));
        assert.match(await page.textContent('[data-testid="odds"]'), new RegExp(`Black ${(100 * chance).toFixed(1)}%`), `after step ${ply}`);
    }
    await screenshot(page, 'doublets-review-768x1024.png');
    assert.deepEqual(errors, []);
    await context.close();
});

test('a reviewed game saved as SGF and pasted back has its graph, its marks and its comments (issue 51)', async () => {
    const { context, page, errors } = await open(run.browser, run.base, HEX);
    await review(page);
    const marksOf = (page) => page.locator('.move-list [data-ply]').evaluateAll((els) => els.map((e) => e.getAttribute('data-mark')));
    const graphOf = (page) => page.getAttribute('[data-testid="review-graph"] .black-area', 'points');
    const [marks, graph] = [await marksOf(page), await graphOf(page)];
    assert.ok(marks.some((m) => m !== ''), `some move is marked: ${marks}`);
    const save = async (page, format) => {
        const [download] = await Promise.all([page.waitForEvent('download'), page.click(`[data-record="${format}"]`)]);
        return readFile(await download.path(), 'utf8');
    };
    await page.click('details.records > summary');
    const sgf = await save(page, 'sgf');
    assert.match(sgf, /^\(;FF\[4\]GM\[11\]SZ\[7\].*V\[[-0-9.]+\]FOGB\[[a-g][1-7]\]/s);
    assert.match(sgf, /BM\[[12]\]|DO\[\]/, 'the marks in SGF\'s move annotations');
    // A player's comment on the first move, as another program would keep it.
    const commented = sgf.replace(/(\n;B\[a1\][^\n]*?C\[)/, '$1Well played.\n\n');
    assert.notEqual(commented, sgf);

    for (const [format, text] of [['sgf', commented], ['hsgf', await save(page, 'hsgf')]]) {
        const { context: other, page: pasted } = await open(run.browser, run.base, '?game=hex&size=7&swap=0');
        await pasted.click('details.records > summary');
        await pasted.fill('details.records textarea', text);
        await pasted.click('[data-action="import"]');
        await pasted.waitForSelector('[data-testid="review-graph"]');
        assert.equal(await pasted.locator('.review-progress').count(), 0, `${format}: nothing weighed again`);
        assert.deepEqual(await marksOf(pasted), marks, `${format}: the same marks`);
        assert.equal(await graphOf(pasted), graph, `${format}: the same graph`);
        if (format === 'sgf') {
            const again = await save(pasted, 'sgf');
            assert.match(again, /\n;B\[a1\][^\n]*C\[Well played\.\n\n⚖ chance \d+% → \d+%/, 'the comment kept and saved again');
            assert.equal(again.replace(/DT\[[^\]]*\]/, ''), commented.replace(/DT\[[^\]]*\]/, ''), 'the same file');
        }
        await other.close();
    }
    assert.deepEqual(errors, []);
    await context.close();
});
