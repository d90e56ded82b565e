// Diagrams for articles: the board saved as a standalone SVG (styles inside, caption
// under it) and as a PNG picture.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { session, open, screenshot } from './harness.mjs';

const run = session();

async function save(page, format) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.click(`.diagram [data-format="${format}"]`)]);
    return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

test('the board saves as an SVG that stands alone, with its caption, and as a PNG', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex&size=5&swap=0');
    for (const cell of ['c3', 'b4', 'd2']) await page.tap(`[data-cell="${cell}"]`);
    await page.click('[data-action="export"]');
    assert.match(await page.inputValue('.diagram input'), /Hex 5×5, after 3 moves\. White to move/);
    await page.fill('.diagram input', 'Diagram 1: Black threatens to bridge.');

    const svg = await save(page, 'svg');
    assert.equal(svg.name, 'hex-5x5-move-3.svg');
    const text = svg.bytes.toString('utf8');
    assert.match(text, /^<\?xml/);
    assert.match(text, /<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    assert.match(text, /Diagram 1: Black threatens to bridge\./);
    assert.equal(text.match(/data-stone="black"/g)?.length, 2);
    assert.equal(text.match(/data-stone="white"/g)?.length, 1);
    assert.doesNotMatch(text, /tabindex=/, 'nothing that needs the page');
    assert.equal(text.match(/style="/g)?.length, 1, 'no style repeated on each element: only the caption has its own');
    // Its own classes only (issue 51), each defined once in its one style block.
    const classes = new Set([...text.matchAll(/class="([^"]*)"/g)].map((m) => m[1]));
    assert.ok([...classes].every((c) => /^fg\d+$/.test(c)), [...classes].join(' '));
    assert.equal(text.match(/<style>/g)?.length, 1);
    for (const c of classes) assert.equal(text.split(`.${c}{`).length, 2, `.${c} is defined once`);
    assert.ok(text.length < 12_000, `a 5×5 diagram is ${text.length} bytes`);

    // Opened on its own, with no stylesheet, the stones still have their colours.
    const alone = await context.newPage();
    await alone.goto('data:image/svg+xml;base64,' + svg.bytes.toString('base64'));
    const fill = await alone.evaluate(() => getComputedStyle(document.querySelector('[data-cell="c3"] circle')).fill);
    assert.notEqual(fill, 'none');
    await screenshot(alone, 'hex-diagram.png');

    const png = await save(page, 'png');
    assert.equal(png.name, 'hex-5x5-move-3.png');
    assert.deepEqual([...png.bytes.subarray(1, 4)], [0x50, 0x4e, 0x47], 'a PNG file');
    assert.ok(png.bytes.readUInt32BE(16) > 400, 'wide enough to print');
    assert.deepEqual(errors, []);
    await context.close();
});

/** A won game of Hex on 11×11 as a link: Black fills column a, White column b. */
function wonEleven() {
    const letters = 'abcdefghijk';
    let moves = '';
    for (let row = 0; row < 11; row++) {
        moves += 'a' + letters[row];
        if (row < 10) moves += 'b' + letters[row];
    }
    return `?game=hex&size=11&swap=0#g=1.hex.11n.21.${moves}`;
}

test('a finished game\'s caption is saved whole, wrapped to the board, in Japanese too', async () => {
    for (const lang of ['en', 'ja']) {
        const { context, page, errors } = await open(run.browser, run.base, wonEleven().replace('swap=0', `swap=0&lang=${lang}`));
        assert.equal(await page.getAttribute('[data-game="hex"]', 'data-result'), 'black');
        await page.click('[data-action="export"]');
        const caption = await page.inputValue('.diagram input');
        const svg = await save(page, 'svg');
        const text = svg.bytes.toString('utf8');
        // Shown alone, every line of the caption lies within the board's width.
        const alone = await context.newPage();
        await alone.goto('data:image/svg+xml;base64,' + svg.bytes.toString('base64'));
        const { lines, widths, width } = await alone.evaluate(() => {
            const root = document.querySelector('svg');
            const spans = [...root.querySelectorAll('text > tspan')];
            return {
                lines: spans.map((s) => s.textContent),
                widths: spans.map((s) => s.getComputedTextLength()),
                width: root.viewBox.baseVal.width,
            };
        });
        assert.ok(lines.length >= 2, `${lang}: the caption takes ${lines.length} lines`);
        assert.equal(lines.join('').replace(/\s/g, ''), caption.replace(/\s/g, ''), `${lang}: nothing of the caption is lost`);
        for (const w of widths) assert.ok(w <= width, `${lang}: a line ${w.toFixed(1)} wide on a board ${width.toFixed(1)} wide`);
        assert.match(text, /width="800"/, 'a sensible size as SVG');
        await screenshot(alone, `hex-11x11-caption-${lang}.png`);
        assert.deepEqual(errors, []);
        await context.close();
    }
});

test('TwixT 24×24 saves a PNG over 1,000 pixels wide and an SVG of a sensible size', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=twixt&size=24');
    await page.click('[data-action="export"]');
    const png = await save(page, 'png');
    const [width, height] = [png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)];
    assert.ok(width >= 1000, `the PNG is ${width}×${height}`);
    const svg = (await save(page, 'svg')).bytes.toString('utf8');
    const [, w, h] = svg.match(/<svg[^>]*?width="(\d+)" height="(\d+)"/) ?? [];
    assert.ok(Number(w) >= 600 && Number(h) >= 600, `the SVG says ${w}×${h}`);
    await context.close();
});
