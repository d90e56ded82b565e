// fogliaccio as an app (issue 30): a manifest Chromium accepts as installable, the screen
// kept awake while a game goes on, each address loading only the build that holds its screen,
// and the computer's worker downloaded only when the computer, a hint or a review is asked for.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { session, launchProfile, TABLET } from './harness.mjs';

const run = session();

test('Chromium finds the page installable: a manifest with a name, icons of 192 and 512 px, standalone', async () => {
    // A profile on disk: Chromium installs nothing from an incognito window.
    const profile = await mkdtemp(join(tmpdir(), 'fogliaccio-profile-'));
    const context = await launchProfile(profile, TABLET);
    const page = context.pages()[0] ?? await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(run.base + '?');
    await page.waitForSelector('main.screen');
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    assert.ok(manifest.url.endsWith('/manifest.webmanifest'), manifest.url);
    assert.deepEqual(manifest.errors, []);
    const parsed = JSON.parse(manifest.data);
    assert.equal(parsed.short_name, 'fogliaccio');
    assert.equal(parsed.display, 'standalone');
    assert.deepEqual(parsed.icons.map((icon) => icon.sizes), ['192x192', '512x512', '512x512']);
    // The service worker, which Chromium wants for an installable page, takes a moment.
    await page.evaluate(() => navigator.serviceWorker.ready);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
    // Both icons are served as PNG.
    for (const icon of ['icon-192.png', 'icon-512.png']) {
        const response = await page.request.get(run.base + icon);
        assert.equal(response.headers()['content-type'], 'image/png', icon);
    }
    assert.deepEqual(errors, []);
    await context.close();
    await rm(profile, { recursive: true, force: true });
});

/**
 * A stand-in for the Screen Wake Lock API (headless Chromium has no screen to keep on),
 * recording what the page asks of it: `window.wakeLocks` counts the locks asked for, and
 * `window.heldLocks` those held.
 */
function recordWakeLocks() {
    window.wakeLocks = 0;
    window.heldLocks = 0;
    Object.defineProperty(navigator, 'wakeLock', {
        value: {
            request: async (type) => {
                if (type !== 'screen') throw new TypeError(type);
                window.wakeLocks += 1;
                window.heldLocks += 1;
                let held = true;
                return { type, release: async () => { if (held) { held = false; window.heldLocks -= 1; } } };
            },
        },
    });
}

/** Makes the page hidden, or shown again, as switching tabs or apps does. */
async function hide(page, hidden) {
    await page.evaluate((hidden) => {
        Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
        Object.defineProperty(document, 'visibilityState', { value: hidden ? 'hidden' : 'visible', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
}

for (const [game, query, end] of [
    ['Hex', '?game=hex&size=5', async (page) => {
        await page.tap('[data-cell="c3"]');
        await page.tap('[data-action="resign"]');
        await page.tap('[data-action="resign"]');
    }],
    ['shUgorØn', '?game=shugoron&mode=practice', null],
    ['Doublets', '?game=doublets&seed=7', null],
]) {
    test(`${game}: the screen is kept awake while the game goes on, let go while hidden and when it ends`, async () => {
        const context = await run.browser.newContext(TABLET);
        await context.addInitScript(recordWakeLocks);
        const page = await context.newPage();
        await page.goto(run.base + query);
        await page.waitForSelector('main.screen');
        await page.waitForFunction(() => window.heldLocks === 1);
        await hide(page, true);
        await page.waitForFunction(() => window.heldLocks === 0);
        await hide(page, false);
        await page.waitForFunction(() => window.heldLocks === 1 && window.wakeLocks === 2);
        if (end) {
            await end(page);
            await page.waitForFunction(() => window.heldLocks === 0);
        }
        await context.close();
    });
}

test('a board downloads no worker until a hint is asked for; embedded, no service worker either', async () => {
    const context = await run.browser.newContext(TABLET);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // What the page asks for (a service worker's own fetches for the offline cache aside).
    const asked = [];
    context.on('request', (request) => {
        if (!request.serviceWorker()) asked.push(new URL(request.url()).pathname.split('/').pop());
    });
    await page.goto(`${run.base}?game=hex&size=9&embed=1`);
    await page.waitForSelector('[data-cell="e5"]');
    await page.tap('[data-cell="e5"]');
    await page.tap('[data-cell="d4"]');
    assert.ok(!asked.some((file) => file.startsWith('worker')), `asked for: ${asked.join(', ')}`);
    assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0,
        'an embedded board is not kept for offline play');
    // Not embedded, a hint starts it.
    await page.goto(`${run.base}?game=hex&size=9`);
    await page.selectOption('.opponents select >> nth=1', 'quick');
    await page.tap('[data-action="hint"]');
    await page.waitForSelector('.hex-board .hint');
    assert.ok(asked.includes('worker.js') && asked.includes('worker_bg.wasm'), `asked for: ${asked.join(', ')}`);
    assert.deepEqual(errors, []);
    await context.close();
});

test('each address loads the one build that holds its screen: a game its own, an embedded board too', async () => {
    // The address, the build the loader must start, and what its screen draws.
    const addresses = [
        ['?', 'home', '.games'],
        ['?game=hex&size=9&embed=1', 'hex', '[data-cell="e5"]'],
        ['?game=HEX', 'hex', '[data-cell]'],
        ['?game=twixt', 'twixt', '[data-cell]'],
        ['?game=doublets&rules=cotton', 'doublets', '[data-point]'],
        ['?game=shugoron', 'shugoron', 'main.screen'],
        ['?game=doublets#g=1.hex.5n.2.ccbb', 'hex', '[data-cell="c3"][data-stone="black"]'],
        ['?#g=1.twixt.24sn.6.llmkknnmjjonE', 'twixt', '[data-cell]'],
        ['?rules=twixt', 'home', '[data-rules="twixt"]'],
        ['?bench=hex&size=5', 'hex', 'main.bench'],
        ['?game=chess', 'home', '.games'],
        ['?#g=7.hex.5n.2.ccbb', 'hex', '[data-cell]'],
        ['?#g=1.chess.5n.2.ccbb', 'home', '.games'],
        ['?#g=garbage', 'home', '.games'],
    ];
    const builds = ['home', 'hex', 'twixt', 'doublets', 'shugoron'];
    for (const [query, expected, drawn] of addresses) {
        const context = await run.browser.newContext(TABLET);
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (e) => errors.push(e.message));
        const wasm = [];
        // What the page asks for (the service worker's own fetches for the offline cache aside).
        context.on('request', (request) => {
            const file = new URL(request.url()).pathname.split('/').pop();
            if (!request.serviceWorker() && file.endsWith('_bg.wasm')) wasm.push(file.replace(/(-[0-9a-f]+)?_bg[.]wasm$/, ''));
        });
        await page.goto(run.base + query);
        await page.waitForSelector(drawn);
        assert.deepEqual(wasm.filter((name) => builds.includes(name)), [expected], `${query} loaded ${wasm.join(', ')}`);
        assert.equal(await page.locator('[data-unheld]').count(), 0, `${query}: its build does not hold its screen`);
        assert.deepEqual(errors, [], query);
        await context.close();
    }
});

test('a build started for an address it does not hold says so, in the page\'s language, and leads home', async () => {
    // A fault of the page, made here: the loader's TwixT build is Hex's.
    const context = await run.browser.newContext(TABLET);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const [file, with_] of [['twixt.js', 'hex.js'], ['twixt_bg.wasm', 'hex_bg.wasm']]) {
        await page.route(new RegExp(`/${file.replace('.', '[.]')}([?]|$)`), async (route) => {
            const response = await route.fetch({ url: route.request().url().replace(file, with_) });
            await route.fulfill({ response });
        });
    }
    await page.goto(run.base + '?game=twixt&lang=it');
    await page.waitForSelector('[data-unheld]');
    assert.match(await page.textContent('[data-unheld]'), /errore della pagina/);
    assert.equal(await page.locator('[data-cell], [data-hole]').count(), 0, 'no board of another game');
    await page.click('main.unheld a.home');
    await page.waitForSelector('.games');
    assert.deepEqual(errors, []);
    await context.close();
});
