// Not a test: how smooth TwixT stays late in a long game on a tablet (issue 17). Opens a
// 24×24 game of 50 pegs with their bridges, lets the computer think at the normal level,
// and prints the longest main-thread task while it thinks and how long a tap takes to show
// (from the touch to the second animation frame after the page changed). Called by
// scripts/bench.sh as `node twixt_bench.mjs`.
import { serveDist, launch, open } from './harness.mjs';
import { longGame } from './long_games.mjs';

/** Records every long task and, per touch, the time until the page changed and painted. */
function instrument() {
    window.__long = [];
    new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__long.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    window.__taps = [];
    let touched = null;
    addEventListener('touchstart', () => { touched = performance.now(); }, { capture: true });
    new MutationObserver(() => {
        if (touched === null) return;
        const t0 = touched;
        touched = null;
        requestAnimationFrame(() => requestAnimationFrame(() => window.__taps.push(performance.now() - t0)));
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** Taps `selector` and waits for the page to show it: ms from the touch to the paint. */
async function tapToPaint(page, selector) {
    const before = await page.evaluate(() => window.__taps.length);
    await page.tap(selector);
    await page.waitForFunction((n) => window.__taps.length > n, before);
    return page.evaluate(() => window.__taps.at(-1));
}

const longest = (page, since) =>
    page.evaluate((t) => Math.max(0, ...window.__long.filter((e) => e.start >= t).map((e) => e.duration)), since);
const now = (page) => page.evaluate(() => performance.now());
const ms = (x) => `${Math.round(x)} ms`;

const served = await serveDist();
const browser = await launch();
try {
    const { context, page } = await open(browser, served.base, '?game=twixt' + longGame());
    await page.evaluate(instrument);
    await page.waitForSelector('[data-cell="B3"][data-stone="black"]');
    const pegs = await page.locator('[data-cell][data-stone="black"], [data-cell][data-stone="white"]').count();
    console.log(`TwixT 24×24, ${pegs} pegs, 768×1024 touch`);

    // Idle: the person's taps on the board (the first may zoom the view to a fingertip's
    // scale), none of which ends the turn; undo then takes the peg back.
    const idle = [];
    for (const hole of ['L20', 'M20']) idle.push(await tapToPaint(page, `[data-cell="${hole}"]`));
    await page.locator('[data-action="undo"]').click();
    console.log(`tap to paint, idle: ${idle.map(ms).join(', ')}`);

    // The computer takes Black's 26th peg at the normal level; taps meanwhile get a notice.
    const start = await now(page);
    await page.selectOption('fieldset.opponents select >> nth=0', 'computer-first');
    await page.waitForSelector('[data-testid="thinking"]');
    // One tap: the notice it brings is the page's change (a second would change nothing).
    await page.waitForTimeout(500);
    const busy = [];
    if (await page.locator('[data-testid="thinking"]').count() > 0) busy.push(await tapToPaint(page, '[data-cell="L20"]'));
    await page.waitForSelector('[data-testid="thinking"]', { state: 'detached', timeout: 300_000 });
    const thinking = await longest(page, start);
    console.log(`longest task while the computer thinks: ${ms(thinking)}`);
    console.log(`tap to paint while it thinks: ${busy.map(ms).join(', ') || 'none (it answered first)'}`);
    await context.close();
} finally {
    await browser.close();
    served.server.close();
}
