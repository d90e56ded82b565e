// A player's view of Doublets: throw, tap the highlighted points, confirm, to the end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open, screenshot, TABLET } from './harness.mjs';

const run = session();

const root = '[data-game="doublets"]';
const attr = (page, selector, name) => page.getAttribute(selector, name);

/** The men still on `side`'s table, from the data-up and data-down hooks. */
async function men(page, side) {
    return page.locator(`[data-point^="${side}-"]`).evaluateAll((els) =>
        els.reduce((sum, el) => sum + Number(el.dataset.up) + Number(el.dataset.down), 0));
}

/** Confirms, throws, or plays a die that has no point, until a point is highlighted. */
async function untilChoice(page) {
    for (let taps = 0; taps < 200; taps++) {
        if (await page.locator('.point.choice').count()) return;
        if (await page.locator('[data-action="end-turn"]').count()) await page.tap('[data-action="end-turn"]');
        else if (await page.locator('[data-action="roll"]').count()) await page.tap('[data-action="roll"]');
        else await page.locator('[data-die]:not([data-die=""])').first().tap();
    }
    throw new Error('no choice came up');
}

/** Plays by taps until the game ends: throw, then highlighted points or dice, then confirm. */
async function playToTheEnd(page) {
    for (let taps = 0; taps < 2000; taps++) {
        if (await attr(page, root, 'data-result')) return taps;
        if (await page.locator('[data-action="end-turn"]').count()) {
            await page.tap('[data-action="end-turn"]');
        } else if (await page.locator('[data-action="roll"]').count()) {
            await page.tap('[data-action="roll"]');
        } else if (await page.locator('.point.choice').count()) {
            await page.locator('.point.choice').first().tap();
        } else {
            await page.locator('[data-die]:not([data-die=""])').first().tap();
        }
    }
    throw new Error('the game did not end');
}

test('a whole game of Willughby by taps, with a fixed seed', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=doublets&rules=willughby&seed=7');
    assert.equal(await page.locator('[data-point]').count(), 12);
    assert.equal(await attr(page, '[data-point="black-6"]', 'data-up'), '3');
    assert.equal(await attr(page, '[data-point="white-1"]', 'data-up'), '2');
    assert.equal(await men(page, 'black'), 15);
    assert.equal(await attr(page, root, 'data-result'), '');
    assert.equal(await page.locator('[data-die=""]').count(), 2, 'dice show no face before the throw');
    await screenshot(page, 'doublets-start-768x1024.png');

    // The opening throw decides who starts.
    await page.tap('[data-action="roll"]');
    assert.match(await page.textContent('[data-testid="log"]'), /opening throw/);

    // A tap on a point that cannot be played is refused with a message, not ignored.
    await untilChoice(page);
    const mover = await attr(page, root, 'data-to-move');
    const other = mover === 'black' ? 'white' : 'black';
    await page.tap(`[data-point="${other}-1"]`);
    assert.match(await page.textContent('[data-testid="notice"]'), /point/);
    await screenshot(page, 'doublets-choice-768x1024.png');

    await playToTheEnd(page);
    const winner = await attr(page, root, 'data-result');
    assert.ok(['black', 'white'].includes(winner));
    assert.equal(await men(page, winner), 0);
    assert.ok((await men(page, winner === 'black' ? 'white' : 'black')) > 0);
    assert.match(await page.textContent('[data-testid="status"]'), /wins/);
    assert.match(await page.textContent('[data-testid="log"]'), /throws/);
    await screenshot(page, 'doublets-won-768x1024.png');
    assert.deepEqual(errors, []);
    await context.close();
});

test('the same seed throws the same dice', async () => {
    const faces = [];
    for (let i = 0; i < 2; i++) {
        const { context, page } = await open(run.browser, run.base, '?game=doublets&seed=42');
        await page.tap('[data-action="roll"]');
        faces.push(await page.textContent('[data-testid="log"]'));
        await context.close();
    }
    assert.equal(faces[0], faces[1]);
});

test('undo takes back a choice before confirm; a bad rule set in the link is a notice', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=doublets&rules=cotton&seed=3');
    assert.equal(await attr(page, root, 'data-rules'), 'cotton');
    await untilChoice(page);
    const before = await page.locator('[data-point]').evaluateAll((els) => els.map((e) => e.dataset.up + e.dataset.down).join());
    await page.locator('.point.choice').first().tap();
    await page.tap('[data-action="undo"]');
    const after = await page.locator('[data-point]').evaluateAll((els) => els.map((e) => e.dataset.up + e.dataset.down).join());
    assert.equal(after, before);
    await context.close();

    const bad = await open(run.browser, run.base, '?game=doublets&rules=backgammon');
    assert.match(await bad.page.textContent('[data-testid="notice"]'), /backgammon/);
    assert.equal(await attr(bad.page, root, 'data-rules'), 'willughby');
    await bad.context.close();
});

test('the table fits a phone held upright', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=doublets&rules=doblet&seed=5',
        { ...TABLET, viewport: { width: 390, height: 844 } });
    await page.tap('[data-action="roll"]');
    await screenshot(page, 'doublets-doblet-390x844.png');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `no sideways scrolling (${width}px)`);
    await context.close();
    const wide = await open(run.browser, run.base, '?game=doublets&seed=5',
        { ...TABLET, viewport: { width: 1024, height: 768 } });
    await wide.page.tap('[data-action="roll"]');
    await screenshot(wide.page, 'doublets-1024x768.png');
    await wide.context.close();
});

test('the odds panel shows both chances; the computer makes a choice for the player', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=doublets&seed=11');
    assert.match(await page.textContent('[data-testid="odds"]'), /Black \d+%, White \d+% \(± \d+%/);
    await untilChoice(page);
    const lines = await page.locator('[data-testid="log"] li').count();
    await page.tap('[data-action="ai-move"]');
    assert.ok((await page.locator('[data-testid="log"] li').count()) > lines, 'the choice is in the log');
    assert.deepEqual(errors, []);
    await context.close();
});
