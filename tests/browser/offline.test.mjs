// Offline play (docs/page.md, "Playing offline"): a first visit fetches only what it shows;
// the service worker keeps what the player used, so a game played once (the computer
// included) plays again with the server gone; a game never opened says it needs the network
// once; the home screen's choice keeps every game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { alone, TABLET } from './harness.mjs';

/** Every path the server was asked for, from now on. */
function listen(server) {
    const asked = [];
    server.on('request', (request) => {
        // What is downloaded: a HEAD (the size the home screen's offline choice names) is not.
        if (request.method === 'GET') asked.push(new URL(request.url, 'http://x').pathname.split('/').pop());
    });
    return asked;
}

/** Stops the server, connections and all. */
async function stop(server) {
    const closed = new Promise((done) => server.close(done));
    server.closeAllConnections();
    await closed;
}

/** Waits until the service worker's cache holds a file ending with each of `ends`. */
async function kept(page, ends) {
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(async (ends) => {
        const names = await caches.keys();
        const urls = (await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)))).flat();
        return ends.every((end) => urls.some((url) => url.split('?')[0].endsWith(end)));
    }, ends, { timeout: 30_000 });
}

test('a first visit to the home screen fetches the home screen alone: no game, no worker', async () => {
    await alone({}, async ({ server, base, browser }) => {
        const asked = listen(server);
        const context = await browser.newContext(TABLET);
        const page = await context.newPage();
        await page.goto(base + '?');
        await page.waitForSelector('.games');
        await page.evaluate(() => navigator.serviceWorker.ready);
        await page.waitForTimeout(2000);
        const builds = asked.filter((file) => /(_bg\.wasm|\.js)$/.test(file));
        assert.ok(builds.some((file) => /^home-[0-9a-f]+_bg\.wasm$/.test(file)), `the home build: ${builds}`);
        assert.deepEqual(builds.filter((file) => /^(hex|twixt|doublets|shugoron|worker)[._]/.test(file)), [],
            'no game\'s build and no worker');
        await context.close();
    });
});

test('a game played once plays again offline, the computer, today\'s puzzle and the lesson included; a game never opened says it needs the network', async () => {
    await alone({}, async ({ server, base, browser }) => {
        const context = await browser.newContext(TABLET);
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(base + '?game=hex&size=5');
        await page.waitForSelector('main.screen');
        // The computer used once: its worker is kept too.
        await page.selectOption('select[aria-label="Computer level"]', 'quick');
        await page.click('[data-action="hint"]');
        await page.waitForSelector('.hex-board .hint', { timeout: 60_000 });
        await kept(page, ['hex.js', 'hex_bg.wasm', 'worker.js', 'worker_bg.wasm', '.css']);

        await stop(server);
        await page.goto(base + '?game=hex&size=5&swap=0');
        await page.waitForSelector('[data-game="hex"]');
        assert.equal(await page.locator('[data-cell]').count(), 25);
        await page.tap('[data-cell="c3"]');
        assert.equal(await page.getAttribute('[data-cell="c3"]', 'data-stone'), 'black');
        await page.selectOption('select[aria-label="Computer level"]', 'quick');
        await page.click('[data-action="hint"]');
        await page.waitForSelector('.hex-board .hint', { timeout: 60_000 });
        // The puzzle of the day and the lesson are Hex's build too: offline after one visit.
        await page.goto(base + '?game=hex&puzzle=day');
        await page.waitForSelector('main.screen[data-question="open"]');
        await page.goto(base + '?game=hex&lesson=3');
        await page.waitForSelector('[data-lesson="hex"][data-step="3"]');
        assert.equal(await page.getAttribute('main.screen', 'data-question'), 'open');
        assert.deepEqual(errors, []);

        // TwixT was never opened here: the page says why it cannot start, and what to do.
        await page.goto(base + '?game=twixt');
        await page.waitForSelector('.splash.failed');
        assert.match(await page.textContent('#splash-state'), /has not been kept in this browser yet, and there is no network/);
        await context.close();
    });
});

test('the home screen offers to keep every game for offline play, with its size, and then every game opens offline', async () => {
    await alone({}, async ({ server, base, browser }) => {
        const context = await browser.newContext(TABLET);
        const page = await context.newPage();
        await page.goto(base + '?');
        await page.waitForSelector('[data-action="offline-all"]', { timeout: 30_000 });
        const offer = await page.textContent('[data-action="offline-all"]');
        assert.match(offer, /Keep every game for offline play \(\d+\.\d MB\)/);
        await page.click('[data-action="offline-all"]');
        await page.waitForFunction(() => /Every game plays offline/.test(document.querySelector('[data-testid="offline"]')?.textContent),
            null, { timeout: 60_000 });
        await stop(server);
        for (const [query, drawn] of [['?game=twixt', '[data-game="twixt"]'], ['?game=doublets', '[data-game="doublets"]'],
            ['?game=shugoron', '[data-game="shugoron"]'], ['?rules=hex', '[data-rules="hex"]']]) {
            await page.goto(base + query);
            await page.waitForSelector(drawn);
        }
        await context.close();
    });
});
