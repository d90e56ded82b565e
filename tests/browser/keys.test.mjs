// The keyboard (issue 30): undo on `u` and Ctrl+Z, redo on Ctrl+Y, wherever the keys are
// not a field's own; the status line speaking of keys to a player who plays by keys, in
// every language; and every Tab stop named for assistive technology.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open, TABLET } from './harness.mjs';

const run = session();

const stone = (page, cell) => page.getAttribute(`[data-cell="${cell}"]`, 'data-stone');
const status = (page) => page.textContent('[data-testid="status"]');

test('u and Ctrl+Z undo, Ctrl+Y and Ctrl+Shift+Z redo; in a name field the keys are the field\'s', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex&size=5&swap=0');
    await page.tap('[data-cell="c3"]');
    await page.tap('[data-cell="d3"]');
    await page.keyboard.press('u');
    assert.equal(await stone(page, 'd3'), '');
    await page.keyboard.press('Control+z');
    assert.equal(await stone(page, 'c3'), '');
    await page.keyboard.press('Control+y');
    assert.equal(await stone(page, 'c3'), 'black');
    await page.keyboard.press('Control+Shift+z');
    assert.equal(await stone(page, 'd3'), 'white');
    // Typed into a name, `u` is a letter.
    await page.fill('[data-name="first"]', '');
    await page.type('[data-name="first"]', 'Ugo');
    assert.equal(await page.inputValue('[data-name="first"]'), 'Ugo');
    assert.equal(await stone(page, 'd3'), 'white');
    assert.deepEqual(errors, []);
    await context.close();
});

test('Doublets: u undoes the last choice', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=doublets&seed=7');
    await page.tap('[data-action="roll"]');
    while (await page.locator('[data-action="roll"]').count()) await page.tap('[data-action="roll"]');
    const before = await page.locator('[data-point][data-up]').evaluateAll((points) => points.map((p) => p.dataset.up).join());
    await page.locator('.point.choice').first().tap();
    assert.notEqual(await page.locator('[data-point][data-up]').evaluateAll((points) => points.map((p) => p.dataset.up).join()), before);
    await page.keyboard.press('u');
    assert.equal(await page.locator('[data-point][data-up]').evaluateAll((points) => points.map((p) => p.dataset.up).join()), before);
    assert.deepEqual(errors, []);
    await context.close();
});

const BY_KEYS = {
    en: [/^Enter on L12 again ends your turn/, /^Tap M14 again to end your turn/],
    it: [/^Invio di nuovo su L12 finisce il turno/, /^Tocca di nuovo M14 per finire il turno/],
    pl: [/^Enter znowu na L12 kończy turę/, /^Dotknij znowu M14, by zakończyć turę/],
    ja: [/^L12 でもう一度 Enter で手番終了/, /^もう一度 M14 をタップで手番終了/],
};

for (const [lang, [keys, taps]] of Object.entries(BY_KEYS)) {
    test(`TwixT (${lang}): played by keys, the status line speaks of keys; by taps, of taps`, async () => {
        const { context, page, errors } = await open(run.browser, run.base, `?game=twixt&lang=${lang}`);
        await page.focus('[data-cell="L12"]');
        await page.keyboard.press('Enter');
        assert.match(await status(page), keys);
        await page.keyboard.press('Enter');
        assert.equal(await page.getAttribute('[data-game="twixt"]', 'data-to-move'), 'white');
        await page.tap('[data-cell="M14"]');
        assert.match(await status(page), taps);
        assert.deepEqual(errors, []);
        await context.close();
    });
}

/** Every element the Tab key reaches, from the top of the page, and those without a name. */
async function unnamedTabStops(page) {
    await page.evaluate(() => document.activeElement?.blur());
    const unnamed = [];
    let first = null;
    for (let i = 0; i < 200; i++) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
            const el = document.activeElement;
            if (!el || el === document.body) return null;
            const labelled = el.getAttribute('aria-labelledby');
            const name = (el.getAttribute('aria-label') ?? '').trim()
                || (labelled && document.getElementById(labelled)?.textContent.trim())
                || (el.labels?.[0]?.textContent.trim() ?? '')
                || (el.getAttribute('title') ?? '').trim()
                || (el.getAttribute('placeholder') ?? '').trim()
                || (el.tagName === 'SELECT' ? '' : el.textContent.trim());
            return { id: el.outerHTML.slice(0, 90), name };
        });
        if (!stop || stop.id === first) break;
        first ??= stop.id;
        if (!stop.name) unnamed.push(stop.id);
    }
    return unnamed;
}

test('every Tab stop is named: Hex and TwixT, whole and zoomed, on a phone', async () => {
    const phone = { ...TABLET, viewport: { width: 390, height: 844 } };
    const { context, page, errors } = await open(run.browser, run.base, '?game=twixt', phone);
    const problems = [];
    problems.push(...(await unnamedTabStops(page)).map((stop) => `twixt: ${stop}`));
    await page.tap('[data-action="zoom-in"]');
    problems.push(...(await unnamedTabStops(page)).map((stop) => `twixt zoomed: ${stop}`));
    await page.goto(`${run.base}?game=hex&size=13`);
    await page.waitForSelector('[data-game="hex"]');
    await page.tap('[data-action="zoom-in"]');
    problems.push(...(await unnamedTabStops(page)).map((stop) => `hex zoomed: ${stop}`));
    assert.deepEqual(problems, []);
    assert.deepEqual(errors, []);
    await context.close();
});

test('at 390 px wide every set of shUgorØn\'s lattice is a fingertip each way', async () => {
    const phone = { ...TABLET, viewport: { width: 390, height: 844 } };
    const { context, page, errors } = await open(run.browser, run.base, '?game=shugoron&mode=practice', phone);
    await page.waitForSelector('[data-lattice]');
    const small = await page.locator('[data-lattice]').evaluateAll((sets) => sets
        .map((set) => ({ set: set.dataset.lattice, box: set.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 43.5 || box.height < 43.5)
        .map(({ set, box }) => `${set || '{}'}: ${Math.round(box.width)}×${Math.round(box.height)}`));
    assert.deepEqual(small, []);
    assert.deepEqual(errors, []);
    await context.close();
});
