// What every browser test needs: the release build in dist/ served on loopback under a
// sub-path (as a blog or a project page would host it), and Debian's headless Chromium.
import { createServer } from 'node:http';
import { readFile, mkdir } from 'node:fs/promises';
import { extname, join, normalize, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
export const DIST = join(here, '..', '..', 'dist');
export const ARTIFACTS = join(here, 'artifacts');
/** Where the page is mounted: deliberately not the root. */
export const SUB_PATH = '/blog/games/fogliaccio/';

const TYPES = {
    '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
    '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json',
    '.webmanifest': 'application/manifest+json',
};

/**
 * Serves dist/ under SUB_PATH on 127.0.0.1, and `pages` (path → HTML) beside it, such as
 * a blog post that frames the page; resolves to the page's base URL.
 */
export async function serveDist(pages = {}) {
    const server = createServer(async (req, res) => {
        const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
        if (path in pages) {
            res.writeHead(200, { 'content-type': TYPES['.html'] }).end(pages[path]);
            return;
        }
        if (!path.startsWith(SUB_PATH)) {
            res.writeHead(404).end('outside the sub-path');
            return;
        }
        const rel = normalize(path.slice(SUB_PATH.length) || 'index.html');
        if (rel.startsWith('..')) {
            res.writeHead(403).end();
            return;
        }
        try {
            const body = await readFile(join(DIST, rel));
            // Its length said, as any static server says it (a HEAD's answer included).
            res.writeHead(200, { 'content-type': TYPES[extname(rel)] ?? 'application/octet-stream', 'content-length': body.length });
            res.end(body);
        } catch {
            res.writeHead(404).end('not found');
        }
    });
    await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
    const { port } = server.address();
    return { server, base: `http://127.0.0.1:${port}${SUB_PATH}` };
}

const CHROMIUM = {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
        '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
};

export async function launch() {
    return chromium.launch(CHROMIUM);
}

/**
 * A browser context with a profile in `dir` rather than an incognito one, as installing an
 * app needs; `options` as a context's. Closed by the caller.
 */
export async function launchProfile(dir, options = {}) {
    return chromium.launchPersistentContext(dir, { ...CHROMIUM, ...options });
}

/** A tablet held upright: 768×1024 with touch. */
export const TABLET = { viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true };

/** Opens `query` in a fresh context and waits for the app to render. */
export async function open(browser, base, query, options = TABLET) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(base + query);
    await page.waitForSelector('main.screen');
    return { context, page, errors };
}

/** Seats the computer (`players`: the Players menu's value) at `level`, level first. */
export async function seat(page, players, level) {
    await page.selectOption('select[aria-label="Computer level"]', level);
    await page.selectOption('select[aria-label="Players"]', players);
}

export async function screenshot(page, name) {
    await mkdir(ARTIFACTS, { recursive: true });
    const path = join(ARTIFACTS, name);
    await page.screenshot({ path });
    return path;
}

/**
 * For a test that needs its own server (one it stops, or extra pages beside the app):
 * serves dist/ and `pages`, starts Chromium, runs `body({ server, base, browser })`, and
 * closes both whatever happens.
 */
export async function alone(pages, body) {
    const { server, base } = await serveDist(pages);
    const browser = await launch();
    try {
        await body({ server, base, browser });
    } finally {
        await browser.close();
        server.close();
    }
}

/**
 * Serves dist/ and starts Chromium once for the calling test file (closed after it);
 * `session.base` and `session.browser` are set once the file's tests begin.
 */
export function session() {
    const state = {};
    before(async () => {
        state.served = await serveDist();
        state.base = state.served.base;
        state.browser = await launch();
    });
    after(async () => {
        await state.browser?.close();
        state.served?.server.close();
    });
    return state;
}

/**
 * Waits until `colour` is to move on the game screen and the computer thinks about
 * nothing: the computer has answered.
 */
export async function waitForTurn(page, colour) {
    await page.waitForFunction(
        (c) => document.querySelector('main.screen')?.dataset.toMove === c && !document.querySelector('[data-testid="thinking"]'),
        colour,
        { timeout: 60_000 },
    );
}
