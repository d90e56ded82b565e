// fogliaccio's service worker: keeps the page, its wasm and the AI worker in a cache so
// the games load and play with no network. Everything is relative to this file, so the
// page works under any sub-path.
//
// Pages are fetched network first (a new version is used as soon as the network has it;
// with no network the cached page opens, whatever its query string). Trunk gives every
// built file but the worker and the home build a content hash in its name, so those never change: cache
// first. Each time the page itself comes from the network, the cache is brought in line
// with it: the files it names are fetched, and those it no longer names are dropped.

const CACHE = 'fogliaccio-v1';
const PAGE = new URL('./', self.location).href;
/**
 * The files Trunk names without a hash (the AI worker, the home screen's build, the app's
 * manifest and icons), so always refreshed with the page, and fetched network first.
 */
const UNHASHED = [
    './worker.js', './worker_bg.wasm', './home.js', './home_bg.wasm',
    './manifest.webmanifest', './icon-192.png', './icon-512.png',
]
    .map((f) => new URL(f, self.location).href);
/** `url` without its query (the page asks for the home build with a version query). */
const bare = (url) => url.split('?')[0];

/**
 * The same-origin files a page's HTML loads (its `./…` references: attributes, and the
 * loader's table of builds), and the unhashed ones.
 */
function filesOf(html) {
    const found = new Set(UNHASHED);
    for (const match of html.matchAll(/(?:href|src|module_or_path|from)\s*[=:]?\s*['"](\.\/[^'"]+)['"]/g)) {
        found.add(new URL(match[1], PAGE).href);
    }
    return found;
}

/** Caches `html` as the page, with every file it needs; drops files of older versions. */
async function keep(html) {
    const cache = await caches.open(CACHE);
    const files = filesOf(html);
    await Promise.all([...files].map(async (url) => {
        if (!UNHASHED.includes(url) && await cache.match(url)) return;
        const response = await fetch(url, { cache: 'no-cache' });
        if (response.ok) await cache.put(url, response);
    }));
    await cache.put(PAGE, new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
    for (const request of await cache.keys()) {
        if (request.url !== PAGE && !files.has(request.url)) await cache.delete(request);
    }
}

self.addEventListener('install', (event) => {
    event.waitUntil((async () => {
        const response = await fetch(PAGE, { cache: 'no-cache' });
        if (response.ok) await keep(await response.text());
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

self.addEventListener('fetch', (event) => {
    const request = event.request;
    if (request.method !== 'GET' || !request.url.startsWith(PAGE)) return;
    if (request.mode === 'navigate') {
        event.respondWith((async () => {
            try {
                const response = await fetch(request);
                if (response.ok) {
                    const html = await response.clone().text();
                    event.waitUntil(keep(html));
                }
                return response;
            } catch (offline) {
                const cached = await caches.match(PAGE);
                if (cached) return cached;
                throw offline;
            }
        })());
        return;
    }
    event.respondWith((async () => {
        const cache = await caches.open(CACHE);
        if (!UNHASHED.includes(bare(request.url))) {
            const cached = await cache.match(request, { ignoreSearch: true });
            if (cached) return cached;
        }
        try {
            const response = await fetch(request);
            if (response.ok) await cache.put(request, response.clone());
            return response;
        } catch (offline) {
            const cached = await cache.match(request, { ignoreSearch: true });
            if (cached) return cached;
            throw offline;
        }
    })());
});
