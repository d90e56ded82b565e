// An embed the size of a blog column (issue 51): at 320×400 and 360×440, in every language,
// the board takes the frame's width, the controls fold into one row under it, the status
// into one line over it; TwixT 24×24 keeps 11 px between holes at 320 px; a review's board
// is no smaller than the live one. And the review's graph says what it draws.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, screenshot } from './harness.mjs';

const run = session();

const LANGS = ['en', 'it', 'pl', 'ja'];
const FRAMES = [[320, 400], [360, 440]];
/** A won game of Hex on 7×7. */
const HEX_GAME = '#g=1.hex.7n.13.aabaabbbacbcadbdaebeafbfag';


/** The distance in pixels between the centres of two cells or holes. */
const pitch = (page, a, b) => page.evaluate(([a, b]) => {
    const centre = (name) => {
        const box = document.querySelector(`[data-cell="${name}"]`).getBoundingClientRect();
        return [box.left + box.width / 2, box.top + box.height / 2];
    };
    const [p, q] = [centre(a), centre(b)];
    return Math.hypot(p[0] - q[0], p[1] - q[1]);
}, [a, b]);

/** How the frame is laid out: the drawn board's box (its cells' union), the rows of controls, the status's lines. */
const layout = (page) => page.evaluate(() => {
    // The drawing as the browser fits its viewBox into the element (edges and coordinates included).
    const svg = document.querySelector('svg.hex-board, svg.twixt-board');
    const box = svg.getBoundingClientRect();
    const view = svg.viewBox.baseVal;
    const scale = Math.min(box.width / view.width, box.height / view.height);
    const [w, h] = [view.width * scale, view.height * scale];
    const left = box.left + (box.width - w) / 2;
    const top = box.top + (box.height - h) / 2;
    const board = { left, right: left + w, top, bottom: top + h };
    const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
    const controls = [...document.querySelectorAll('.panel button, .panel a, .panel .review-graph')].filter(shown)
        .map((e) => e.getBoundingClientRect()).filter((b) => b.width > 0);
    const rows = new Set(controls.map((b) => Math.round(b.top + b.height / 2) >> 3));
    const status = document.querySelector('[data-testid="status"]');
    const lineHeight = parseFloat(getComputedStyle(status).lineHeight);
    const outside = controls.filter((b) => b.right > innerWidth + 0.5 || b.bottom > innerHeight + 0.5).length;
    return { board, rows: rows.size, statusLines: Math.round(status.getBoundingClientRect().height / lineHeight), outside };
});

for (const [width, height] of FRAMES) {
    const frame = { viewport: { width, height }, hasTouch: true, isMobile: true };
    test(`${width}×${height} embeds: the board takes the frame's width, one row of controls, one line of status`, async () => {
        const context = await run.browser.newContext(frame);
        const page = await context.newPage();
        const problems = [];
        for (const lang of LANGS) {
            for (const [name, query, sides] of [
                ['hex 9×9', `?game=hex&size=9&embed=1&lang=${lang}`, 0.9],
                ['twixt 24×24', `?game=twixt&embed=1&lang=${lang}`, 0.9],
                ['hex review', `?game=hex&size=7&swap=0&embed=1&review=1&lang=${lang}${HEX_GAME}`, 0.9],
            ]) {
                await page.goto(run.base + query);
                await page.waitForSelector('main.screen');
                if (name.endsWith('review')) await page.waitForSelector('[data-testid="review-graph"]');
                await page.waitForTimeout(200);
                const { board, rows, statusLines, outside } = await layout(page);
                const drawn = board.right - board.left;
                if (drawn < sides * (width - 12)) problems.push(`${lang} ${name}: the board is drawn ${drawn.toFixed(0)} px wide`);
                if (rows !== 1) problems.push(`${lang} ${name}: ${rows} rows of controls`);
                if (statusLines !== 1) problems.push(`${lang} ${name}: the status takes ${statusLines} lines`);
                if (outside) problems.push(`${lang} ${name}: ${outside} controls outside the frame`);
                if (board.bottom > height + 0.5) problems.push(`${lang} ${name}: the board's foot is outside the frame`);
                if (name.startsWith('twixt')) {
                    const between = await pitch(page, 'L12', 'L13');
                    if (width === 320 && between < 11) problems.push(`${lang} ${name}: ${between.toFixed(1)} px between holes`);
                }
                if (lang === 'en' || lang === 'ja') await screenshot(page, `embed-${name.replace(/\W+/g, '-')}-${lang}-${width}x${height}.png`);
            }
        }
        assert.deepEqual(problems, []);
        await context.close();
    });

    test(`${width}×${height}: the review's embedded board is no smaller than the live one`, async () => {
        const context = await run.browser.newContext(frame);
        const page = await context.newPage();
        const sizes = [];
        for (const review of ['0', '1']) {
            await page.goto(run.base + `?game=hex&size=7&swap=0&embed=1&review=${review}${HEX_GAME}`);
            await page.waitForSelector('main.screen');
            if (review === '1') await page.waitForSelector('[data-testid="review-graph"]');
            sizes.push(await pitch(page, 'c3', 'c4'));
        }
        assert.ok(sizes[1] >= sizes[0] - 0.5, `live ${sizes[0].toFixed(1)} px a cell, reviewed ${sizes[1].toFixed(1)}`);
        await context.close();
    });
}

test('the review graph names what it draws, its axes and the 50% line, the move shown inside it', async () => {
    const context = await run.browser.newContext({ viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(run.base + `?game=hex&size=7&swap=0&review=1${HEX_GAME}`);
    await page.waitForSelector('[data-testid="review-graph"]');
    await page.waitForFunction(() => !document.querySelector('.review-progress'), null, { timeout: 120_000 });
    assert.match(await page.textContent('.review-chart figcaption'), /Black's chance to win/);
    assert.deepEqual(await page.locator('.y-axis span').allTextContents(), ['100%', '50%', '0%']);
    assert.deepEqual(await page.locator('.x-axis span').allTextContents(), ['0', '6', '13']);
    assert.equal(await page.textContent('.chart-body .axis-name'), 'move');
    assert.equal(await page.locator('.review-graph .even').count(), 1, 'the 50% line');
    // The move shown (the last) and every mark are drawn inside the plot, whole.
    const inside = await page.evaluate(() => {
        const plot = document.querySelector('.review-graph').getBoundingClientRect();
        return [...document.querySelectorAll('.review-graph .now, .review-graph .mark')].every((e) => {
            const b = e.getBoundingClientRect();
            return b.left >= plot.left - 0.5 && b.right <= plot.right + 0.5 && b.top >= plot.top - 0.5 && b.bottom <= plot.bottom + 0.5;
        });
    });
    assert.ok(inside, 'the current move\'s line and the marks lie inside the plot');
    // Right under the board's controls: the graph and the moves come before the players.
    const order = await page.evaluate(() => ['.review', '.move-list', '.opponents'].map((s) => document.querySelector(s).getBoundingClientRect().top));
    assert.ok(order[0] < order[2] && order[1] < order[2], `graph ${order[0]}, moves ${order[1]}, players ${order[2]}`);
    await screenshot(page, 'review-graph-768x1024.png');
    await context.close();
});
