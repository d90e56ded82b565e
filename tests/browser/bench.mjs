// Not a test: prints the Hex engine's speed in headless Chromium (the page's ?bench=hex,
// run in the same worker the game uses). Called by scripts/bench.sh.
import { serveDist, launch, open } from './harness.mjs';

const size = process.argv[2] ?? '11';
const served = await serveDist();
const browser = await launch();
try {
    const { page } = await open(browser, served.base, `?bench=hex&size=${size}`);
    await page.waitForSelector('[data-testid="bench"]', { timeout: 120_000 });
    const text = await page.textContent('[data-testid="bench"]');
    for (const line of text.trim().split('\n')) console.log(`wasm ${line}`);
} finally {
    await browser.close();
    served.server.close();
}
