// Both colours readable on the TwixT board (issue 17): every piece and border line, as the
// browser draws it, stands out from the board by at least 3:1 (WCAG's contrast for graphics);
// White's through its outline. And the board is one Tab stop, the arrows moving among holes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open } from './harness.mjs';

const run = session();

/** WCAG's contrast ratio of two `rgb(…)` colours. */
function contrast(a, b) {
    const luminance = (css) => {
        const [r, g, bl] = css.match(/[\d.]+/g).slice(0, 3).map((c) => {
            const s = Number(c) / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
    };
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi + 0.05) / (lo + 0.05);
}

test('every piece and border line stands out from the board by at least 3:1', async () => {
    // C3-E4 is Black's bridge, F2-G4 White's.
    const { context, page } = await open(run.browser, run.base, '?game=twixt#g=1.twixt.8sn.4.ccfbed5gd4E');
    const css = (selector, property) =>
        page.locator(selector).first().evaluate((e, p) => getComputedStyle(e)[p], property);
    const board = await css('svg.twixt-board', 'backgroundColor');
    const drawn = {
        'black peg': await css('.peg.black', 'fill'),
        "white peg's outline": await css('.peg.white', 'stroke'),
        'black bridge': await css('.bridge.black .stroke', 'stroke'),
        "white bridge's casing": await css('.bridge.white .casing', 'stroke'),
        'black border line': await css('.border-line.black', 'stroke'),
        "white border line's casing": await css('.border-line.casing', 'stroke'),
        'a hole': await css('.dot', 'fill'),
    };
    for (const [piece, colour] of Object.entries(drawn)) {
        const ratio = contrast(colour, board);
        console.log(`${piece}: ${colour} on ${board}, ${ratio.toFixed(2)}:1`);
        assert.ok(ratio >= 3, `${piece} (${colour}) on the board (${board}): ${ratio.toFixed(2)}:1`);
    }
    // The casing shows around the white: wider than the white line it carries.
    const width = (selector) => css(selector, 'strokeWidth').then(parseFloat);
    assert.ok(await width('.bridge.white .casing') > await width('.bridge.white .stroke'));
    assert.ok(await width('.border-line.casing') > await width('.border-line.white'));
    await context.close();
});

test('the board is one Tab stop; the arrow keys move among the holes and Enter places', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=twixt&size=8&rules=standard&swap=0');
    assert.equal(await page.locator('.twixt-board [tabindex="0"]').count(), 1);
    const focused = () => page.evaluate(() => document.activeElement?.dataset.cell ?? null);
    await page.locator('.twixt-board [tabindex="0"]').focus();
    assert.equal(await focused(), 'E5', 'the middle of the board');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    assert.equal(await focused(), 'D4');
    await page.keyboard.press('Enter');
    assert.equal(await page.getAttribute('[data-cell="D4"]', 'data-stone'), 'black');
    await page.keyboard.press('Enter');
    assert.equal(await page.getAttribute('[data-game="twixt"]', 'data-to-move'), 'white');
    // Tab leaves the board at once for the controls after it.
    await page.keyboard.press('Tab');
    assert.equal(await focused(), null);
    assert.equal(await page.locator('.twixt-board [tabindex="0"]').count(), 1);
    await context.close();
});
