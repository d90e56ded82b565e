// Not a test: prints an engine's speed in headless Chromium (the page's ?bench=hex or
// ?bench=twixt, run in the same worker the games use). Called by scripts/bench.sh as
// `node bench.mjs <hex|twixt> <size>`.
import { serveDist, launch, open } from './harness.mjs';

const game = process.argv[2] ?? 'hex';
const size = process.argv[3] ?? (game === 'twixt' ? '24' : '11');
const served = await serveDist();
const browser = await launch();
try {
    const { page } = await open(browser, served.base, `?bench=${game}&size=${size}`);
    await page.waitForSelector('[data-testid="bench"]', { timeout: 120_000 });
    const text = await page.textContent('[data-testid="bench"]');
    for (const line of text.trim().split('\n')) console.log(`wasm ${line}`);
} finally {
    await browser.close();
    served.server.close();
}
