// A board in a blog post: the page framed at 320×400 by a post under another path, with
// &embed=1 showing only the board and its move controls, still playable by taps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { alone, screenshot, TABLET } from './harness.mjs';

const POST = '/blog/2026/a-game-of-hex.html';
const post = `<!doctype html><html><body style="margin:0;padding:20px;font:16px serif">
<p>Here is the position after three moves. Your turn:</p>
<iframe src="../games/fogliaccio/?game=hex&size=5&swap=0&embed=1" width="320" height="400"
        style="border:1px solid #999" title="A game of Hex"></iframe>
</body></html>`;

test('embedded at 320×400 in a post under a sub-path: board and move controls only, and it plays', async () => {
    await alone({ [POST]: post }, async ({ base, browser }) => {
        const context = await browser.newContext(TABLET);
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(new URL(POST, base).href);
        const frame = page.frameLocator('iframe');
        await frame.locator('[data-game="hex"]').waitFor();

        // Only the board and its move controls: no header, no new-game form, no resign.
        for (const hidden of ['.bar', '.new-game', '[data-action="resign"]', '[data-action="new"]']) {
            assert.equal(await frame.locator(hidden).isVisible(), false, `${hidden} is hidden`);
        }
        assert.ok(await frame.locator('[data-action="undo"]').isVisible());

        // The whole board fits the frame: every cell is inside 320×400, nothing scrolls.
        const box = await page.locator('iframe').boundingBox();
        for (const cell of ['a1', 'e1', 'a5', 'e5']) {
            const b = await frame.locator(`[data-cell="${cell}"]`).boundingBox();
            assert.ok(b.x >= box.x && b.y >= box.y && b.x + b.width <= box.x + box.width + 1
                && b.y + b.height <= box.y + box.height + 1, `${cell} inside the frame`);
            assert.ok(b.width >= 30, `${cell} is big enough to tap (${b.width.toFixed(0)} px)`);
        }
        const scrolls = await frame.locator('html').evaluate((e) => e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1);
        assert.equal(scrolls, false, 'the framed page does not scroll');

        // The whole board in a small frame: a first tap marks a cell, a second plays it.
        for (const cell of ['c3', 'b3']) {
            await frame.locator(`[data-cell="${cell}"]`).tap();
            if (await frame.locator(`.marked[data-cell="${cell}"]`).count()) await frame.locator(`[data-cell="${cell}"]`).tap();
        }
        assert.equal(await frame.locator('[data-cell="c3"]').getAttribute('data-stone'), 'black');
        assert.equal(await frame.locator('[data-cell="b3"]').getAttribute('data-stone'), 'white');
        await frame.locator('[data-action="undo"]').click();
        assert.equal(await frame.locator('[data-cell="b3"]').getAttribute('data-stone'), '');
        // The framed page keeps its embed setting in its own address.
        const inner = page.frames().find((f) => f.url().includes('game=hex'));
        assert.match(inner.url(), /embed=1/);
        await screenshot(page, 'hex-embedded-320x400.png');
        assert.deepEqual(errors, []);
        await context.close();
    });
});

test('embedded at 320×400, the strip of moves keeps the move shown in sight', async () => {
    await alone({ [POST]: post.replace('size=5&swap=0', 'size=9&swap=0') }, async ({ base, browser }) => {
        const context = await browser.newContext(TABLET);
        const page = await context.newPage();
        await page.goto(new URL(POST, base).href);
        const frame = page.frameLocator('iframe');
        await frame.locator('[data-game="hex"]').waitFor();
        const inSight = async () => {
            const [list, current] = await Promise.all([frame.locator('.move-list').boundingBox(), frame.locator('.move-list .current').boundingBox()]);
            return current.x >= list.x - 1 && current.x + current.width <= list.x + list.width + 1;
        };
        for (const cell of ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1', 'i1', 'a9', 'b9', 'c9']) {
            // Cells this small take a tap to mark and a second to play.
            await frame.locator(`[data-cell="${cell}"]`).tap();
            await frame.locator(`[data-cell="${cell}"]`).tap();
            assert.ok(await inSight(), `after ${cell}, the last move is in sight`);
        }
        await frame.locator('.move-list .start').tap();
        assert.ok(await inSight(), 'the start, browsed back to, is in sight');
        await context.close();
    });
});

test('"get embed code" gives a frame of the game on screen, live or as a static diagram with its moves', async () => {
    const pages = {};
    await alone(pages, async ({ base, browser }) => {
        const context = await browser.newContext(TABLET);
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(base + '?game=hex&size=5&swap=0');
        for (const cell of ['c3', 'b3', 'd2']) await page.locator(`[data-cell="${cell}"]`).tap();
        await page.locator('[data-action="embed"]').click();
        await page.locator('[data-action="embed-make"]').click();
        const live = await page.inputValue('[data-testid="embed-code"]');
        assert.match(live, /^<iframe src="[^"]*embed=1#g=[^"]+" width="320" height="400"/);

        // Pasted into a post elsewhere on the site, the frame opens the same position.
        pages['/blog/2026/live.html'] = `<!doctype html><body>${live}</body>`;
        const post = await context.newPage();
        await post.goto(new URL('/blog/2026/live.html', base).href);
        const frame = post.frameLocator('iframe');
        await frame.locator('[data-game="hex"]').waitFor();
        for (const [cell, stone] of [['c3', 'black'], ['b3', 'white'], ['d2', 'black']]) {
            assert.equal(await frame.locator(`[data-cell="${cell}"]`).getAttribute('data-stone'), stone);
        }
        assert.equal(await frame.locator('.bar').isVisible(), false, 'embedded: no header');

        // The static diagram: the board and the numbered moves, carried whole, no script.
        await page.locator('input[name="embed-kind"][value="diagram"]').check();
        await page.locator('input[name="embed-size"][value="1"]').check();
        const still = await page.inputValue('[data-testid="embed-code"]');
        assert.match(still, /^<iframe srcdoc="[^"]+" width="400" height="500"/);
        assert.doesNotMatch(still, /<script/i);
        pages['/blog/2026/still.html'] = `<!doctype html><body>${still}</body>`;
        await post.goto(new URL('/blog/2026/still.html', base).href);
        const diagram = post.frameLocator('iframe');
        await diagram.locator('svg').waitFor();
        assert.equal(await diagram.locator('[data-cell="c3"]').getAttribute('data-stone'), 'black');
        assert.deepEqual(await diagram.locator('li').allTextContents(), ['c3', 'b3', 'd2']);
        assert.match(await diagram.locator('svg').textContent(), /after 3 moves/);
        await screenshot(post, 'hex-embed-diagram-400x500.png');
        assert.deepEqual(errors, []);
        await context.close();
    });
});

test('a static diagram\'s embed code is small: one style block, no style repeated on each element (issue 51)', async (t) => {
    const pages = {};
    await alone(pages, async ({ base, browser }) => {
        const context = await browser.newContext(TABLET);
        const page = await context.newPage();
        await page.goto(base + '?game=hex&size=9&swap=0');
        for (const cell of ['e5', 'd6', 'c7', 'f4']) await page.locator(`[data-cell="${cell}"]`).tap();
        await page.locator('[data-action="embed"]').click();
        await page.locator('input[name="embed-kind"][value="diagram"]').check();
        await page.locator('input[name="embed-size"][value="1"]').check();
        const still = await page.inputValue('[data-testid="embed-code"]');
        // 115,766 characters before issue 51's mend, 29,039 after it.
        t.diagnostic(`a 9×9 Hex diagram's embed code after 4 moves: ${still.length} characters`);
        assert.ok(still.length < 35_000, `a 9×9 diagram's embed code is ${still.length} characters`);
        assert.equal(still.match(/&lt;style&gt;/g)?.length, 2, 'the page\'s style block and the board\'s');
        assert.equal(still.match(/style=&quot;/g)?.length, 1, 'no element carries its own style but the caption');
        pages['/blog/2026/small.html'] = `<!doctype html><body style="margin:0">${still}</body>`;
        const post = await context.newPage();
        await post.setViewportSize({ width: 400, height: 500 });
        await post.goto(new URL('/blog/2026/small.html', base).href);
        const frame = post.frameLocator('iframe');
        await frame.locator('svg').waitFor();
        // Drawn as on the page: the stones in their colours, the empty cells in the board's.
        const fill = (cell) => frame.locator(`[data-cell="${cell}"] circle`).evaluate((e) => getComputedStyle(e).fill);
        assert.equal(await fill('e5'), 'rgb(36, 33, 31)');
        assert.equal(await fill('d6'), 'rgb(251, 250, 246)');
        assert.equal(await fill('a1'), 'rgba(0, 0, 0, 0)');
        await screenshot(post, 'hex-embed-diagram-9x9-400x500.png');
        await context.close();
    });
});

test('TwixT offers the same diagram and embed code', async () => {
    await alone({}, async ({ base, browser }) => {
        const context = await browser.newContext(TABLET);
        const page = await context.newPage();
        await page.goto(base + '?game=twixt&size=8');
        await page.locator('[data-action="embed"]').click();
        await page.locator('input[name="embed-kind"][value="diagram"]').check();
        const still = await page.inputValue('[data-testid="embed-code"]');
        assert.match(still, /^<iframe srcdoc="[^"]*data-cell=&quot;D4&quot;/);
        assert.match(still, /TwixT 8×8, after 0 turns\. Black to move\./);
        await page.locator('[data-action="export"]').click();
        assert.match(await page.inputValue('.diagram input'), /^TwixT 8×8/);
        await context.close();
    });
});

test('a static diagram of TwixT 24×24 in a 320×400 frame: the board, then its moves, then the link, none over another', async () => {
    const pages = {};
    await alone(pages, async ({ base, browser }) => {
        const context = await browser.newContext(TABLET);
        const page = await context.newPage();
        await page.goto(base + '?game=twixt&size=24&rules=standard&swap=0#g=1.twixt.24sn.6.llmkknnmjjonE');
        await page.locator('[data-action="embed"]').click();
        await page.locator('input[name="embed-kind"][value="diagram"]').check();
        const still = await page.inputValue('[data-testid="embed-code"]');
        assert.match(still, /width="320" height="400"/);
        pages["/blog/2026/twixt.html"] = `<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1"><body style="margin:0">${still}</body>`;
        const post = await context.newPage();
        await post.setViewportSize({ width: 360, height: 440 });
        await post.goto(new URL('/blog/2026/twixt.html', base).href);
        const frame = post.frameLocator('iframe');
        await frame.locator('svg').waitFor();
        const frameBox = await post.locator('iframe').boundingBox();
        const [svg, list, link] = await Promise.all(['svg', 'ol', 'p'].map((s) => frame.locator(s).boundingBox()));
        assert.ok(svg.y + svg.height <= list.y + 0.5, 'the moves start under the board');
        assert.ok(list.y + list.height <= link.y + 0.5, 'the link under the moves');
        assert.ok(link.y + link.height <= frameBox.y + frameBox.height + 0.5, 'the link is inside the frame');
        assert.ok(svg.height >= 200, `the board is ${svg.height.toFixed(0)} px high`);
        assert.equal(await frame.locator('li').count(), 6);
        await screenshot(post, 'twixt-embed-diagram-320x400.png');
        await context.close();
    });
});

test('Doublets embeds alike: the dice and the table in a 320×400 frame, playable, and its embed code', async () => {
    const post = `<!doctype html><html><body style="margin:0;padding:20px">
<iframe src="../games/fogliaccio/?game=doublets&seed=7&embed=1" width="320" height="400"
        style="border:1px solid #999" title="A game of Doublets"></iframe></body></html>`;
    await alone({ '/blog/2026/doublets.html': post }, async ({ base, browser }) => {
        const context = await browser.newContext(TABLET);
        const page = await context.newPage();
        const errors = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(new URL('/blog/2026/doublets.html', base).href);
        const frame = page.frameLocator('iframe');
        await frame.locator('[data-game="doublets"]').waitFor();
        for (const hidden of ['.bar', '.panel', '[data-action="new"]', '[data-action="share"]', '[data-action="ai-move"]']) {
            assert.equal(await frame.locator(hidden).isVisible(), false, `${hidden} is hidden`);
        }
        for (const shown of ['[data-action="roll"]', '[data-action="undo"]', '[data-testid="status"]']) {
            assert.ok(await frame.locator(shown).isVisible(), `${shown} is shown`);
        }
        // Every point is inside the frame and big enough to tap; nothing scrolls.
        const box = await page.locator('iframe').boundingBox();
        for (const point of ['white-1', 'white-6', 'black-1', 'black-6']) {
            const b = await frame.locator(`[data-point="${point}"]`).boundingBox();
            assert.ok(b.x >= box.x && b.y >= box.y && b.x + b.width <= box.x + box.width + 1
                && b.y + b.height <= box.y + box.height + 1, `${point} inside the frame`);
            assert.ok(b.width >= 40, `${point} is big enough to tap (${b.width.toFixed(0)} px)`);
        }
        const scrolls = await frame.locator('html').evaluate((e) => e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1);
        assert.equal(scrolls, false, 'the framed page does not scroll');
        // It plays: throws until a choice is up, then a highlighted point.
        while (await frame.locator('[data-action="roll"]').count()) await frame.locator('[data-action="roll"]').tap();
        const lying = () => frame.locator('[data-point]').evaluateAll((els) => els.reduce((n, e) => n + Number(e.dataset.down), 0));
        const before = await lying();
        await frame.locator('.point.choice').first().tap();
        assert.ok((await lying()) > before, 'a man is borne down');
        const inner = page.frames().find((f) => f.url().includes('game=doublets'));
        assert.match(inner.url(), /embed=1#g=1\.doublets\.willughby\./);
        await screenshot(page, 'doublets-embedded-320x400.png');
        assert.deepEqual(errors, []);

        // The embed code of the game on screen: live, or the table and its log as a picture.
        const screen = await context.newPage();
        await screen.goto(inner.url().replace('&embed=1', ''));
        await screen.locator('[data-action="embed"]').click();
        await screen.locator('[data-action="embed-make"]').click();
        assert.match(await screen.inputValue('[data-testid="embed-code"]'),
            /^<iframe src="[^"]*\?game=doublets&amp;rules=willughby&amp;embed=1#g=1\.doublets\.willughby\.[^"]+" width="320"/);
        await screen.locator('input[name="embed-kind"][value="diagram"]').check();
        const still = await screen.inputValue('[data-testid="embed-code"]');
        assert.match(still, /^<iframe srcdoc="[^"]*data-point=&quot;black-6&quot;/);
        assert.match(still, /Doublets \(Willughby\), after \d+ moves\./);
        assert.match(still, /&lt;li&gt;opening throw: black \d, white \d: /);
        assert.doesNotMatch(still, /<script/i);
        await context.close();
    });
});
