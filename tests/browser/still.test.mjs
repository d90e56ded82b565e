// Nothing moves under a finger (issue 30): across a game with the computer, a hint, a
// refused tap, the resign confirmation and the share box, the board stays where it was, to
// the pixel, in every frame from 320 × 400 up and in every language; and every board opens
// whole, edges and coordinates in the window.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, screenshot } from './harness.mjs';

const run = session();

export const LANGS = ['en', 'it', 'pl', 'ja'];

/** The frames the issue names: a tablet (touch), phones, a laptop, and two small frames. */
export const FRAMES = [[768, 1024], [390, 844], [1280, 800], [320, 400], [360, 440]].map(([width, height]) => {
    const touch = width < 1280;
    return { name: `${width}×${height}`, options: { viewport: { width, height }, hasTouch: touch, isMobile: touch } };
});

/** Where the board is on the page (not in the window, which scrolls to what is tapped). */
const place = (page, board) => page.locator(board).evaluate((svg) => {
    const box = svg.getBoundingClientRect();
    return { x: box.left + window.scrollX, y: box.top + window.scrollY, width: box.width, height: box.height };
});

/** What a player does on `page`, by taps where the frame has touch, else by clicks. */
function player(page, touch) {
    const press = (selector) => (touch ? page.tap(selector) : page.click(selector));
    return {
        press,
        /** Plays `cell`: twice where the first tap only marks it (a board whose cells are small). */
        async play(cell) {
            await press(`[data-cell="${cell}"]`);
            if (await page.locator(`.marked[data-cell="${cell}"]`).count()) await press(`[data-cell="${cell}"]`);
        },
        /** Opens `query`, the game saved by the language before set aside (its offer dismissed). */
        async open(query, root) {
            await page.goto(run.base + query);
            await page.waitForSelector(root);
            while (await page.locator('[data-testid="notice"] .dismiss').count()) await press('[data-testid="notice"] .dismiss');
        },
    };
}

/** Records the board's place after each step, and the largest shift from the first. */
function watcher(page, board) {
    const seen = [];
    return {
        async at(step) {
            seen.push({ step, ...await place(page, board) });
        },
        shifts() {
            const [first] = seen;
            return seen.map(({ step, x, y, width, height }) => ({
                step, px: Math.max(Math.abs(x - first.x), Math.abs(y - first.y), Math.abs(width - first.width), Math.abs(height - first.height)),
            }));
        },
    };
}

for (const frame of FRAMES) {
    test(`${frame.name}: the Hex board holds still through the computer, a hint, a refusal, resigning and sharing`, async () => {
        const context = await run.browser.newContext(frame.options);
        const page = await context.newPage();
        const { press, play, open } = player(page, frame.options.hasTouch);
        const errors = [];
        page.on('pageerror', (e) => errors.push(e.message));
        const moved = [];
        for (const lang of LANGS) {
            await open(`?game=hex&size=9&lang=${lang}`, '[data-game="hex"]');
            await page.selectOption('.opponents select >> nth=1', 'quick');
            await page.selectOption('.opponents select >> nth=0', 'computer-second');
            const board = 'svg.hex-board';
            const watch = watcher(page, board);
            await watch.at('opened');
            await play('e5');
            await page.waitForSelector('[data-testid="thinking"]');
            await watch.at('the computer thinking');
            // Its answer: a stone, or the swap (said in the status line).
            await page.waitForSelector('[data-ply="2"]');
            await page.waitForSelector('[data-testid="thinking"]', { state: 'detached' });
            await watch.at('the computer moved');
            await press('[data-action="hint"]');
            await page.waitForSelector('.hex-board .hint');
            await watch.at('a hint');
            await press('[data-cell="e5"]');
            await page.waitForSelector('[data-testid="notice"]');
            await watch.at('a refused tap');
            await press('[data-action="resign"]');
            await page.waitForSelector('[data-action="keep-playing"]');
            await watch.at('resign asked');
            await press('[data-action="keep-playing"]');
            await press('[data-action="share"]');
            await page.waitForSelector('[data-testid="share-link"]');
            await watch.at('the share box');
            if (lang === 'en' || lang === 'ja') await screenshot(page, `still-hex-${lang}-${frame.name}.png`);
            for (const { step, px } of watch.shifts()) {
                if (px > 0.5) moved.push(`${lang}: ${step} moved the board ${px.toFixed(1)} px`);
            }
        }
        assert.deepEqual(moved, []);
        assert.deepEqual(errors, []);
        await context.close();
    });

    test(`${frame.name}: the TwixT board holds still as a turn is built and ended, in every language`, async () => {
        const context = await run.browser.newContext(frame.options);
        const page = await context.newPage();
        const { press, open } = player(page, frame.options.hasTouch);
        const moved = [];
        for (const lang of LANGS) {
            await open(`?game=twixt&size=24&lang=${lang}`, '[data-game="twixt"]');
            const watch = watcher(page, 'svg.twixt-board');
            await watch.at('opened');
            await press('[data-cell="L12"]');
            await watch.at('the peg placed');
            await press('[data-cell="L12"]');
            await watch.at('the turn ended');
            await press('[data-cell="N13"]');
            await watch.at('White\'s peg placed');
            for (const { step, px } of watch.shifts()) {
                if (px > 0.5) moved.push(`${lang}: ${step} moved the board ${px.toFixed(1)} px`);
            }
        }
        assert.deepEqual(moved, []);
        await context.close();
    });

    test(`${frame.name}: every board opens whole, in the window`, async () => {
        const context = await run.browser.newContext(frame.options);
        const page = await context.newPage();
        const problems = [];
        const { width, height } = frame.options.viewport;
        for (const query of ['?game=hex', '?game=hex&size=19', '?game=hex&size=9&embed=1', '?game=twixt', '?game=twixt&embed=1']) {
            await page.goto(run.base + query);
            const board = await page.waitForSelector('svg.hex-board, svg.twixt-board');
            const [view, whole] = await Promise.all([board.getAttribute('viewBox'), board.getAttribute('data-whole-view')]);
            if (view !== whole) problems.push(`${query}: opens on ${view}, not the whole ${whole}`);
            const box = await board.boundingBox();
            if (box.x < -0.5 || box.y < -0.5 || box.x + box.width > width + 0.5 || box.y + box.height > height + 0.5) {
                problems.push(`${query}: the board spans ${JSON.stringify(box)}, outside ${width}×${height}`);
            }
        }
        assert.deepEqual(problems, []);
        await context.close();
    });
}
