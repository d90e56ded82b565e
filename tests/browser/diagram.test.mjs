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
    assert.doesNotMatch(text, /class="|tabindex=/, 'nothing that needs the page');

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
