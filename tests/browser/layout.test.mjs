// Nothing runs off the screen: every screen, in every language, from a small phone to a
// laptop, is no wider than its window, and every control lies inside it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, screenshot } from './harness.mjs';

const run = session();

const LANGS = ['en', 'it', 'pl', 'ja'];
const WIDTHS = [320, 390, 768, 1280];

/** A window `width` wide: a phone held upright, a tablet, a laptop. */
function viewport(width) {
    const height = { 320: 640, 390: 844, 768: 1024, 1280: 800 }[width];
    const touch = width < 1280;
    return { viewport: { width, height }, hasTouch: touch, isMobile: touch };
}

/**
 * Every screen: its address, and what a player does there first (so that the play screen,
 * not only the new game, is measured). Closed panels are opened: what they hold must fit too.
 */
export const SCREENS = [
    { name: 'home', query: '?' },
    ...['hex', 'twixt', 'doublets', 'shugoron'].map((game) => ({ name: `rules-${game}`, query: `?rules=${game}` })),
    { name: 'hex', query: '?game=hex' },
    { name: 'hex-play', query: '?game=hex&size=9', play: (page) => page.click('[data-cell="c3"]') },
    { name: 'twixt', query: '?game=twixt' },
    { name: 'doublets', query: '?game=doublets' },
    { name: 'doublets-play', query: '?game=doublets&seed=7', play: (page) => page.click('[data-action="roll"]') },
    { name: 'shugoron', query: '?game=shugoron' },
    { name: 'shugoron-play', query: '?game=shugoron', play: (page) => page.click('[data-action="open"]') },
    { name: 'shugoron-practice', query: '?game=shugoron&mode=practice' },
];

/**
 * What sticks out of the window on the page as it stands: the page's own width, and controls.
 * A control inside a board's drawing is seen only as far as the drawing shows it (a zoomed
 * board clips the cells outside its view), so it is measured clipped to the drawing.
 */
function overflow() {
    const width = window.innerWidth;
    const problems = [];
    const scroll = document.documentElement.scrollWidth;
    if (scroll > width) problems.push(`the page is ${scroll} px wide`);
    for (const el of document.querySelectorAll('button, select, a, input, textarea, summary, [role=button]')) {
        let box = el.getBoundingClientRect();
        const drawing = el.ownerSVGElement?.closest('svg:not(svg svg)') ?? null;
        if (drawing) {
            const view = drawing.getBoundingClientRect();
            const left = Math.max(box.left, view.left), right = Math.min(box.right, view.right);
            if (right <= left) continue;
            box = { left, right, width: right - left, height: box.height };
        }
        if (box.width === 0 && box.height === 0) continue;
        if (box.left < -0.5 || box.right > width + 0.5) {
            const what = el.getAttribute('data-action') ?? el.getAttribute('aria-label') ?? el.textContent.trim().slice(0, 30);
            problems.push(`${el.tagName.toLowerCase()} "${what}" spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
        }
    }
    return problems;
}

for (const width of WIDTHS) {
    test(`every screen in every language fits a window ${width} px wide`, async () => {
        const context = await run.browser.newContext(viewport(width));
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (e) => errors.push(e.message));
        const problems = [];
        for (const lang of LANGS) {
            for (const screen of SCREENS) {
                await page.goto(`${run.base}${screen.query}&lang=${lang}`);
                await page.waitForSelector('main.screen');
                if (screen.play) await screen.play(page);
                await page.evaluate(() => document.querySelectorAll('details').forEach((d) => { d.open = true; }));
                // Fonts and the board settle before measuring.
                await page.evaluate(() => document.fonts.ready);
                for (const problem of await page.evaluate(overflow)) {
                    problems.push(`${screen.name}, ${lang}: ${problem}`);
                }
                if (lang === 'en' || lang === 'ja') {
                    await page.evaluate(() => window.scrollTo(0, 0));
                    await screenshot(page, `layout-${screen.name}-${lang}-${width}.png`);
                }
            }
        }
        assert.deepEqual(problems, []);
        assert.deepEqual(errors, []);
        await context.close();
    });
}

/**
 * Controls smaller than a fingertip (44 × 44 px) on the page as it stands. A radio button or
 * a checkbox is tapped through its label; a link inside a sentence and the points of a
 * board (whose zoom is the board's own business) are left out.
 */
function smallTargets() {
    const small = [];
    for (const el of document.querySelectorAll('button, select, a, input, summary, [role=button]')) {
        if (el.closest('svg') || el.closest('[inert]')) continue;
        if (el.tagName === 'A' && el.parentElement.matches('p, li')) continue;
        const target = el.matches('input[type=radio], input[type=checkbox]') ? el.closest('label') ?? el : el;
        const box = target.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        if (box.width < 43.5 || box.height < 43.5) {
            const what = el.getAttribute('data-action') ?? el.getAttribute('aria-label') ?? el.textContent.trim().slice(0, 30);
            small.push(`${el.tagName.toLowerCase()} "${what}" is ${Math.round(box.width)}×${Math.round(box.height)} px`);
        }
    }
    return small;
}

test('on a phone every control is at least 44 px each way', async () => {
    const context = await run.browser.newContext(viewport(390));
    const page = await context.newPage();
    const problems = [];
    for (const lang of ['en', 'ja']) {
        for (const screen of SCREENS) {
            await page.goto(`${run.base}${screen.query}&lang=${lang}`);
            await page.waitForSelector('main.screen');
            if (screen.play) await screen.play(page);
            await page.evaluate(() => document.querySelectorAll('details').forEach((d) => { d.open = true; }));
            for (const problem of await page.evaluate(smallTargets)) problems.push(`${screen.name}, ${lang}: ${problem}`);
        }
    }
    assert.deepEqual(problems, []);
    await context.close();
});
