// Offline: after one visit the page, its wasm and the AI worker come from the service
// worker's cache, so a tablet with no network still opens fogliaccio and plays.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { alone, TABLET } from './harness.mjs';

test('after one visit the page loads and plays with the server gone, the computer included', async () => {
    await alone({}, async ({ server, base, browser }) => {
        const context = await browser.newContext(TABLET);
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(base + '?game=hex&size=5');
        await page.waitForSelector('main.screen');
        // Installed once every file is cached; then the page is controlled.
        await page.evaluate(() => navigator.serviceWorker.ready);
        await page.waitForFunction(async () => {
            const cache = await caches.open('fogliaccio-v1');
            const urls = (await cache.keys()).map((r) => r.url);
            return ['worker.js', 'worker_bg.wasm', '_bg.wasm', '.css'].every((f) => urls.some((u) => u.endsWith(f)));
        });

        const closed = new Promise((done) => server.close(done));
        server.closeAllConnections();
        await closed;
        await page.goto(base + '?game=hex&size=5&swap=0');
        await page.waitForSelector('[data-game="hex"]');
        assert.equal(await page.locator('[data-cell]').count(), 25);
        await page.tap('[data-cell="c3"]');
        assert.equal(await page.getAttribute('[data-cell="c3"]', 'data-stone'), 'black');
        // The computer's worker comes from the cache too: a hint needs it.
        await page.selectOption('select[aria-label="Computer level"]', 'quick');
        await page.click('[data-action="hint"]');
        await page.waitForSelector('.hex-board .hint', { timeout: 60_000 });
        assert.deepEqual(errors, []);
        await context.close();
    });
});
