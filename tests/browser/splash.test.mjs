// The page before the app: a splash at first paint on a slow network, gone once the app
// draws; words, not a blank page, when the app cannot start; and a title per screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open, screenshot, TABLET } from './harness.mjs';

const s = session();

/** A phone on a slow mobile network: 1.6 Mbit/s down, 150 ms each way. */
async function throttled(page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
        offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8,
    });
}

test('on a slow network the splash is there at first paint, counts the wasm, and is gone once the app draws', async () => {
    const context = await s.browser.newContext(TABLET);
    const page = await context.newPage();
    // What the first contentful paint showed, noted as it happens.
    await page.addInitScript(() => {
        new PerformanceObserver((list) => {
            if (!list.getEntriesByName('first-contentful-paint').length || window.firstPaint) return;
            const splash = document.getElementById('splash');
            window.firstPaint = {
                splash: Boolean(splash && splash.checkVisibility()),
                text: splash ? splash.innerText : '',
                app: Boolean(document.querySelector('main.screen')),
            };
        }).observe({ type: 'paint', buffered: true });
    });
    await throttled(page);
    await page.goto(s.base);
    await page.waitForFunction(() => /\d+ KB/.test(document.getElementById('splash-state')?.textContent ?? ''));
    await screenshot(page, 'splash-loading.png');
    await page.waitForSelector('main.screen', { timeout: 60_000 });
    const first = await page.waitForFunction(() => window.firstPaint).then((h) => h.jsonValue());
    assert.equal(first.splash, true, 'the splash is painted first');
    assert.equal(first.app, false);
    for (const word of ['fogliaccio', 'Hex', 'TwixT', 'Doublets', 'shUgorØn', 'Loading the games']) {
        assert.match(first.text, new RegExp(word), `the splash says ${word}`);
    }
    assert.equal(await page.locator('#splash').count(), 0, 'the app takes the splash away');
    assert.equal(await page.locator('h1').count(), 1, 'one heading: the home screen\'s');
    await context.close();
});

test('the splash speaks the language the page will', async () => {
    const context = await s.browser.newContext({ ...TABLET, locale: 'pl-PL' });
    const page = await context.newPage();
    // The wasm never comes, so the splash stays to be read.
    await page.route(/_bg\.wasm/, () => {});
    await page.goto(s.base);
    assert.equal(await page.textContent('#splash-state'), 'Wczytywanie gier…');
    assert.match(await page.textContent('#splash'), /Dublety/);
    assert.equal(await page.getAttribute('html', 'lang'), 'pl');
    await context.close();
});

for (const [what, answer] of [
    ['is missing', (route) => route.fulfill({ status: 404, body: 'not found' })],
    ['is not WebAssembly', (route) => route.fulfill({ status: 200, contentType: 'application/wasm', body: 'no wasm here' })],
    ['cannot be fetched', (route) => route.abort('connectionreset')],
]) {
    test(`when the game's build ${what}, the splash says the page could not start`, async () => {
        const context = await s.browser.newContext(TABLET);
        const page = await context.newPage();
        await page.route(/hex_bg\.wasm/, answer);
        await page.goto(s.base + '?game=hex');
        await page.waitForSelector('.splash.failed');
        assert.match(await page.textContent('#splash-state'), /^fogliaccio could not start in this browser \(.+\)\. Reload the page/);
        assert.equal(await page.locator('progress').isVisible(), false);
        await context.close();
    });
}

test('the words of a failed start follow the link\'s language', async () => {
    const context = await s.browser.newContext(TABLET);
    const page = await context.newPage();
    await page.route(/home-[0-9a-f]+_bg\.wasm/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(s.base + '?lang=it');
    await page.waitForSelector('.splash.failed');
    assert.match(await page.textContent('#splash-state'), /^fogliaccio non è riuscito ad avviarsi/);
    await context.close();
});

test('without JavaScript the page says it needs it', async () => {
    const context = await s.browser.newContext({ ...TABLET, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(s.base);
    assert.match(await page.innerText('#splash'), /needs JavaScript and WebAssembly/);
    assert.equal(await page.locator('.splash-state').isVisible(), false);
    await context.close();
});

test('each screen titles the document in the page\'s language', async () => {
    for (const [query, title] of [
        ['', 'fogliaccio'],
        ['?game=hex', 'Hex — fogliaccio'],
        ['?game=twixt&size=8', 'TwixT — fogliaccio'],
        ['?game=doublets', 'Doublets — fogliaccio'],
        ['?game=doublets&lang=pl', 'Dublety — fogliaccio'],
        ['?game=shugoron', 'shUgorØn — fogliaccio'],
        ['?rules=twixt', 'TwixT: the rules — fogliaccio'],
        ['?rules=hex&lang=it', 'Hex: le regole — fogliaccio'],
        ['?rules=shugoron&lang=ja', 'shUgorØn のルール — fogliaccio'],
        ['#g=1.hex.5c.1.cc', 'Hex — fogliaccio'],
    ]) {
        const { context, page, errors } = await open(s.browser, s.base, query);
        assert.equal(await page.title(), title, query);
        assert.deepEqual(errors, []);
        await context.close();
    }
});

test('the title follows the language picker', async () => {
    const { context, page } = await open(s.browser, s.base, '?rules=doublets');
    assert.equal(await page.title(), 'Doublets: the rules — fogliaccio');
    await page.selectOption('[data-testid="lang"]', 'pl');
    await page.waitForFunction(() => document.title === 'Dublety: zasady — fogliaccio');
    await context.close();
});

test('a first visit loads the home screen\'s build alone; a game\'s address, that game\'s build', async () => {
    const { context, page } = await open(s.browser, s.base, '');
    const wasm = [];
    page.on('request', (request) => {
        const file = new URL(request.url()).pathname.split('/').pop();
        if (file.endsWith('_bg.wasm') && file !== 'worker_bg.wasm') wasm.push(file);
    });
    await page.reload();
    await page.waitForSelector('main.screen.home');
    assert.equal(wasm.length, 1, `${wasm}`);
    assert.match(wasm[0], /^home-[0-9a-f]+_bg\.wasm$/, 'the home build, its name hashed');
    wasm.length = 0;
    await page.click('[data-game-card="hex"] a.play:not(.continue)');
    await page.waitForSelector('[data-game="hex"]');
    assert.equal(await page.title(), 'Hex — fogliaccio');
    assert.deepEqual(wasm, ['hex_bg.wasm']);
    await context.close();
});
