// Not a test: the longest main-thread task on each game screen, as Chrome's Long Tasks API
// reports them (every task over 50 ms), while the screen opens and then while a game is
// played on it. Called by scripts/bench.sh as `node longtasks.mjs [seconds of play] [screen]`
// (only the screens whose name holds the second argument).
// Prints `longest task <screen> <phase>: <ms> ms` lines (0 when no task passed 50 ms).
import { serveDist, launch } from './harness.mjs';

const seconds = Number(process.argv[2] ?? 20);
const only = process.argv[3] ?? '';

/** Records every long task from the page's first script on. */
function observeLongTasks() {
    window.longTasks = [];
    new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
}

/** Until the game ends or time is up, the person's part: whatever `step` does, repeatedly. */
async function playFor(page, step) {
    const end = Date.now() + seconds * 1000;
    while (Date.now() < end && (await page.getAttribute('main', 'data-result')) === '') {
        await step(page);
        await page.waitForTimeout(200);
    }
}

/** The computer plays both sides. */
const computers = async (page) => {
    await page.selectOption('select[aria-label="Players"]', 'computers');
};

/** shUgorØn against the computer: Player 1 hides, then asks with a card from the hand. */
async function shugoronPerson(page) {
    const mine = await page.evaluate(() => {
        const main = document.querySelector('main');
        return main.dataset.toMove === 'p1' && !document.querySelector('[data-testid="thinking"]');
    });
    if (!mine) return;
    const card = page.locator('.hand [data-set]').first();
    if ((await card.count()) === 0) return;
    await card.click();
    const action = (await page.locator('[data-secret]').count()) === 0 ? 'hide' : 'ask';
    const button = page.locator(`[data-action="${action}"]`);
    if (await button.isEnabled()) await button.click();
}

const SCREENS = [
    ...['willughby', 'cotton', 'doblet', 'rabattues', 'ofanfelling'].map((rules) => ({
        name: `doublets-${rules}`, query: `?game=doublets&rules=${rules}&seed=3`, start: computers, step: async () => {},
    })),
    ...['normal', 'strong'].map((level) => ({
        name: `shugoron-${level}`, query: `?game=shugoron&mode=computer&level=${level}`, start: async () => {}, step: shugoronPerson,
    })),
    { name: 'hex', query: '?game=hex&size=11', start: computers, step: async () => {} },
    { name: 'twixt', query: '?game=twixt&size=24', start: computers, step: async () => {} },
];

const served = await serveDist();
const browser = await launch();
try {
    for (const screen of SCREENS.filter((s) => s.name.includes(only))) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        await page.addInitScript(observeLongTasks);
        await page.goto(served.base + screen.query);
        await page.waitForSelector('main.screen');
        // The screen opens: whatever it starts (Doublets' odds) settles for three seconds.
        await page.waitForTimeout(3000);
        const playFrom = await page.evaluate(() => performance.now());
        await screen.start(page);
        await playFor(page, screen.step);
        const tasks = await page.evaluate(() => window.longTasks);
        const longest = (list) => Math.round(Math.max(0, ...list.map((t) => t.duration)));
        console.log(`longest task ${screen.name} opening: ${longest(tasks.filter((t) => t.start < playFrom))} ms`);
        console.log(`longest task ${screen.name} play: ${longest(tasks.filter((t) => t.start >= playFrom))} ms`);
        await context.close();
    }
} finally {
    await browser.close();
    served.server.close();
}
