// A game travels by link and stays in the browser: share opens the same position
// elsewhere, a damaged link opens what is valid and says what was wrong, a game in
// progress is offered again on return, and games come in from the formats Hex players use.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open } from './harness.mjs';

const run = session();

const root = '[data-game="hex"]';
const stone = (page, cell) => page.getAttribute(`[data-cell="${cell}"]`, 'data-stone');
const stones = (page) => page.locator('[data-stone="black"], [data-stone="white"]').count();

test('share gives a link that opens the same game, at its last move, in a fresh browser', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex&size=5&swap=1');
    for (const cell of ['c3', 'swap', 'b4', 'd2']) {
        if (cell === 'swap') await page.click('[data-action="swap"]');
        else await page.tap(`[data-cell="${cell}"]`);
    }
    await page.click('[data-action="share"]');
    const link = await page.inputValue('[data-testid="share-link"]');
    assert.match(link, /\/blog\/games\/fogliaccio\/\?game=hex&size=5&swap=colours#g=1\.hex\.5c\.4\.ccxbddb$/);
    await context.close();

    const elsewhere = await open(run.browser, link, '');
    const other = elsewhere.page;
    assert.equal(await stone(other, 'c3'), 'black');
    assert.equal(await stone(other, 'b4'), 'white');
    assert.equal(await stone(other, 'd2'), 'black');
    assert.equal(await other.getAttribute(root, 'data-to-move'), 'white');
    assert.equal(await other.locator('.move-list button.current').textContent(), '4.d2');
    // The move list is browsable: back to the swap.
    await other.click('.move-list li:nth-child(3) button');
    assert.equal(await stone(other, 'd2'), '');
    assert.deepEqual([...errors, ...elsewhere.errors], []);
    await elsewhere.context.close();
});

test('a damaged link opens the game as far as it is valid and says what was wrong', async () => {
    // The second move repeats c3.
    const { context, page } = await open(run.browser, run.base, '?game=hex#g=1.hex.5n.3.ccccdd');
    await page.waitForSelector(root);
    assert.equal(await stone(page, 'c3'), 'black');
    assert.equal(await stones(page), 1);
    const notice = await page.textContent('.address-notices');
    assert.match(notice, /move 2 \(c3\)/);
    assert.match(notice, /as far as it was valid \(1 move\)/);
    await context.close();
});

test('a game in progress is offered again from the home screen and from a new game', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=hex&size=5&swap=0');
    await page.tap('[data-cell="a1"]');
    await page.tap('[data-cell="e5"]');

    await page.goto(run.base + '?');
    await page.click('[data-game-card="hex"] [data-action="continue"]');
    await page.waitForSelector(root);
    assert.equal(await stones(page), 2);

    await page.goto(run.base + '?game=hex&size=7');
    await page.waitForSelector(root);
    assert.equal(await page.locator('[data-cell]').count(), 49);
    await page.click('[data-action="continue"]');
    assert.equal(await page.locator('[data-cell]').count(), 25);
    assert.equal(await stone(page, 'a1'), 'black');
    assert.equal(await stone(page, 'e5'), 'white');
    await context.close();
});

test('a saved game that cannot be read is set aside with a message, never a crash', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?');
    await page.evaluate(() => localStorage.setItem('fogliaccio.v1.hex', '9.hex.whatever'));
    await page.goto(run.base + '?game=hex&size=5');
    await page.waitForSelector(root);
    assert.match(await page.textContent('.messages'), /could not be read .*set aside/);
    assert.equal(await page.evaluate(() => localStorage.getItem('fogliaccio.v1.hex.set-aside')), '9.hex.whatever');
    assert.equal(await page.evaluate(() => localStorage.getItem('fogliaccio.v1.hex')), null);
    await page.tap('[data-cell="c3"]');
    assert.equal(await stone(page, 'c3'), 'black');
    assert.deepEqual(errors, []);
    await context.close();
});

test('on a phone, a game pasted far down the page opens with its word in sight', async () => {
    const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
    const pastes = [['twixt', 'not a game at all', /could not be read/], ['hex', '(;FF[4]GM[11]SZ[6];B[c3];W[d4])', /Opened the game/]];
    for (const [game, pasted, said] of pastes) {
        const { context, page, errors } = await open(run.browser, run.base, `?game=${game}`, phone);
        await page.click('.records summary');
        await page.fill('[aria-label="Pasted game"]', pasted);
        await page.locator('[data-action="import"]').scrollIntoViewIfNeeded();
        assert.ok(await page.evaluate(() => window.scrollY) > 300, 'the records are far down the page');
        await page.click('[data-action="import"]');
        const notice = page.locator('[data-testid="notice"]');
        await notice.waitFor();
        await page.waitForTimeout(100);
        const box = await notice.boundingBox();
        assert.ok(box.y >= 0 && box.y + box.height <= 844, `the notice is in sight (${box.y.toFixed(0)} px)`);
        assert.match(await notice.textContent(), said);
        assert.deepEqual(errors, []);
        await context.close();
    }
});

test('a pasted HexGui SGF opens; the game opens in HexWorld', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=hex&size=5');
    await page.click('.records summary');
    await page.fill('[aria-label="Pasted game"]', '(;FF[4]GM[11]SZ[6];B[c3];W[d4];B[b5])');
    await page.click('[data-action="import"]');
    assert.equal(await page.locator('[data-cell]').count(), 36);
    assert.equal(await stone(page, 'd4'), 'white');
    assert.match(await page.textContent('.messages'), /Opened the game from an SGF file \(6×6, 3 moves\)/);
    assert.equal(await page.getAttribute('[data-record="hexworld"]', 'href'), 'https://hexworld.org/board/#6c1,c3d4b5');

    await page.fill('[aria-label="Pasted game"]', 'not a game at all');
    await page.click('[data-action="import"]');
    assert.match(await page.textContent('.messages'), /could not be read/);
    assert.equal(await stones(page), 3, 'the game on the board is untouched');
    await context.close();
});
