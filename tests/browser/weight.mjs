// Not a test: how much each screen downloads before its board is drawn, as Chromium asks
// for it (a fresh browser each time, no cache), counted gzipped (gzip -9) file by file.
// Called by scripts/size.sh as `node weight.mjs`; prints one `screen: bytes` line a screen,
// then the files of each.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serveDist, launch, DIST, SUB_PATH, TABLET } from './harness.mjs';

const SCREENS = [
    ['home', '?', '.games'],
    ['hex', '?game=hex', '[data-cell]'],
    ['hex 9×9 embedded', '?game=hex&size=9&embed=1', '[data-cell]'],
    ['twixt', '?game=twixt', '[data-cell]'],
    ['doublets', '?game=doublets', '[data-point]'],
    ['shugoron', '?game=shugoron', 'main.screen'],
];

const served = await serveDist();
const browser = await launch();
const gzipped = new Map();
async function size(file) {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(await readFile(join(DIST, file)), { level: 9 }).length);
    return gzipped.get(file);
}
try {
    for (const [name, query, drawn] of SCREENS) {
        const context = await browser.newContext(TABLET);
        const page = await context.newPage();
        const asked = new Set();
        page.on('request', (request) => {
            const path = new URL(request.url()).pathname;
            if (path.startsWith(SUB_PATH)) asked.add(path.slice(SUB_PATH.length) || 'index.html');
        });
        await page.goto(served.base + query);
        await page.waitForSelector(drawn);
        const files = [...asked];
        let total = 0;
        const lines = [];
        for (const file of files) {
            const bytes = await size(file);
            total += bytes;
            lines.push(`  ${file}: ${bytes}`);
        }
        console.log(`${name}: ${total} bytes gzipped before it is drawn`);
        for (const line of lines) console.log(line);
        await context.close();
    }
    // A first visit that looks at the home screen only, then waits: everything the server
    // sends, the service worker's fetches included (a HEAD, which sends no file, aside).
    const sent = new Set();
    const count = (request) => {
        const path = new URL(request.url, 'http://x').pathname;
        if (request.method === 'GET' && path.startsWith(SUB_PATH)) sent.add(path.slice(SUB_PATH.length) || 'index.html');
    };
    served.server.on('request', count);
    const context = await browser.newContext(TABLET);
    const page = await context.newPage();
    await page.goto(served.base + '?');
    await page.waitForSelector('.games');
    await page.waitForTimeout(15_000);
    let total = 0;
    for (const file of sent) total += await size(file);
    console.log(`first visit, home screen only, service worker included (15 s): ${total} bytes gzipped`);
    for (const file of sent) console.log(`  ${file}: ${await size(file)}`);
    await context.close();
} finally {
    await browser.close();
    served.server.close();
}
