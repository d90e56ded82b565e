// Not a test: how long the page's review of a long game takes in this browser, and the
// longest main-thread task meanwhile (Chrome's Long Tasks API: every task over 50 ms). A
// 62-move game of 11×11 Hex (Little Golem game 1947.txt's, a real one) and a 50-turn game of
// 24×24 TwixT (twixt_bench.mjs's). Called as `node review_bench.mjs`; prints
// `review <game>: <seconds> s for <positions> positions, longest task <ms> ms` lines.
import { serveDist, launch, open } from './harness.mjs';
import { longGame, LONG_HEX } from './long_games.mjs';

const GAMES = [
    {
        name: 'hex 11x11, 62 moves',
        query: `?game=hex&size=11${LONG_HEX}`,
    },
    { name: 'twixt 24x24, 50 turns', query: `?game=twixt&size=24${longGame()}` },
];

const served = await serveDist();
const browser = await launch();
try {
    for (const { name, query } of GAMES) {
        const { context, page } = await open(browser, served.base, query);
        await page.evaluate(() => {
            window.longTasks = [];
            new PerformanceObserver((list) => {
                for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
            }).observe({ type: 'longtask' });
        });
        const start = Date.now();
        await page.click('[data-action="review"]');
        await page.waitForSelector('.review-progress');
        await page.waitForFunction(() => !document.querySelector('.review-progress'), null, { timeout: 600_000 });
        const seconds = (Date.now() - start) / 1000;
        const positions = await page.locator('.move-list [data-ply][data-mark]').count();
        const longest = await page.evaluate(() => Math.max(0, ...window.longTasks));
        console.log(`review ${name}: ${seconds.toFixed(1)} s for ${positions + 1} positions, longest task ${longest.toFixed(0)} ms`);
        await context.close();
    }
} finally {
    await browser.close();
    served.server.close();
}
