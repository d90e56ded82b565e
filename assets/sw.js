// fogliaccio's service worker: keeps what the player used, so that a game played once plays
// again with no network, and fetches nothing else unless asked (docs/page.md, "Playing
// offline"). Everything is relative to this file, so the page works under any sub-path.
//
// - The page is fetched network first (a new version is used as soon as the network has it;
//   with no network the cached page opens, whatever its query string).
// - Any other file of the page is kept as it is fetched, and served from the cache after:
//   the home build's name carries a hash, the games' builds a version query
//   (`hex.js?<hash>`), so a new version is a new address. The files named alike in every
//   version (the AI worker, the manifest, the icons) are fetched network first. With no
//   network, a file is served in whatever version the cache holds.
// - The page tells it (`keep-used`) which files it loaded before this worker took charge.
// - `keep-all` (the home screen's choice, or installing the app) fetches every game's build
//   and the worker; `size` says how many bytes that would fetch.

const CACHE = 'fogliaccio-v2';
const PAGE = new URL('./', self.location).href;

/** `url` without its query. */
const bare = (url) => url.split('?')[0];

/** The files named alike in every version: fetched network first, never dropped as old. */
const UNVERSIONED = ['worker.js', 'worker_bg.wasm', 'manifest.webmanifest', 'icon-192.png', 'icon-512.png']
    .map((file) => new URL(`./${file}`, self.location).href);

/** The version the page's HTML names: the home build's hash, which the games' builds carry as their query. */
function versionOf(html) {
    return html.match(/home-([0-9a-f]+)\.js/)?.[1] ?? '';
}

/** Every file the page may load, as `html` names them: its own, each game's build and the worker. */
function everyFile(html) {
    const version = versionOf(html);
    const files = new Set();
    for (const match of html.matchAll(/(?:href|src|module_or_path)\s*[=:]\s*['"](\.\/[^'"?]+)['"]/g)) {
        files.add(new URL(match[1], PAGE).href);
    }
    const games = JSON.parse((html.match(/const GAMES = (\[[^\]]*\])/)?.[1] ?? '[]').replace(/'/g, '"'));
    for (const build of games) {
        for (const file of [`./${build}.js`, `./${build}_bg.wasm`]) files.add(new URL(`${file}?${version}`, PAGE).href);
    }
    for (const url of UNVERSIONED) files.add(url);
    return [...files];
}

/** Fetches `url` into the cache unless it is there; the bytes fetched. */
async function keep(cache, url) {
    if (await cache.match(url)) return 0;
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return 0;
    const bytes = (await response.clone().arrayBuffer()).byteLength;
    await cache.put(url, response);
    return bytes;
}

/** The cached page's HTML, or the network's. */
async function pageHtml(cache) {
    const cached = await cache.match(PAGE);
    return (cached ?? await fetch(PAGE, { cache: 'no-cache' })).text();
}

/** Drops the files of versions the page no longer names: another version query, or a hashed name it does not name. */
async function prune(cache, html) {
    const version = versionOf(html);
    const named = new Set(everyFile(html));
    for (const request of await cache.keys()) {
        const url = request.url;
        const query = url.includes('?') ? url.split('?')[1] : null;
        const old = query !== null ? query !== version : /-[0-9a-f]{16}[._]/.test(url) && !named.has(url);
        if (old && url !== PAGE) await cache.delete(request);
    }
}

self.addEventListener('install', (event) => {
    event.waitUntil((async () => {
        const cache = await caches.open(CACHE);
        const response = await fetch(PAGE, { cache: 'no-cache' });
        if (response.ok) await cache.put(PAGE, response);
        await self.skipWaiting();
    })());
});

self.addEventListener('activate', (event) => {
    event.waitUntil((async () => {
        for (const name of await caches.keys()) {
            if (name !== CACHE) await caches.delete(name);
        }
        await self.clients.claim();
    })());
});

self.addEventListener('message', (event) => {
    const { kind, urls } = event.data ?? {};
    const answer = (data) => event.ports[0]?.postMessage(data);
    event.waitUntil((async () => {
        const cache = await caches.open(CACHE);
        if (kind === 'keep-used') {
            await Promise.all((urls ?? []).filter((url) => url.startsWith(PAGE)).map((url) => keep(cache, url)));
            answer({ kept: true });
        } else if (kind === 'size') {
            // What keeping every game would fetch: the files not kept yet, as the server counts them.
            const missing = [];
            for (const url of everyFile(await pageHtml(cache))) if (!await cache.match(url)) missing.push(url);
            const sizes = await Promise.all(missing.map(async (url) => {
                const head = await fetch(url, { method: 'HEAD', cache: 'no-cache' }).catch(() => null);
                return Number(head?.headers.get('content-length') ?? 0);
            }));
            answer({ bytes: sizes.reduce((a, b) => a + b, 0), files: missing.length });
        } else if (kind === 'keep-all') {
            const fetched = await Promise.all(everyFile(await pageHtml(cache)).map((url) => keep(cache, url).catch(() => 0)));
            answer({ bytes: fetched.reduce((a, b) => a + b, 0) });
        }
    })());
});

self.addEventListener('fetch', (event) => {
    const request = event.request;
    if (request.method !== 'GET' || !request.url.startsWith(PAGE)) return;
    if (request.mode === 'navigate') {
        event.respondWith((async () => {
            const cache = await caches.open(CACHE);
            try {
                const response = await fetch(request);
                if (response.ok) {
                    const html = await response.clone().text();
                    event.waitUntil((async () => {
                        await cache.put(PAGE, new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
                        await prune(cache, html);
                    })());
                }
                return response;
            } catch (offline) {
                const cached = await cache.match(PAGE);
                if (cached) return cached;
                throw offline;
            }
        })());
        return;
    }
    event.respondWith((async () => {
        const cache = await caches.open(CACHE);
        const cached = UNVERSIONED.includes(request.url) ? null : await cache.match(request);
        if (cached) return cached;
        try {
            const response = await fetch(request);
            if (response.ok) await cache.put(request, response.clone());
            return response;
        } catch (offline) {
            // Another version of the file, kept before: better than nothing with no network.
            const older = await cache.match(bare(request.url), { ignoreSearch: true });
            if (older) return older;
            throw offline;
        }
    })());
});
