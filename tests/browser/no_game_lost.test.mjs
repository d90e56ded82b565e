// No game is ever lost by opening another (docs/page.md, "Saved games"): three moves into a
// game of one's own, the same browser opens a blog post's embed, a friend's link, a review
// embed, a link to an earlier move; the game stays where "Continue" finds it. A link played
// on sets the player's game aside, says so, and the home screen offers both. A game that
// ended by resignation opens at its end; the computer's move is said.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, screenshot, TABLET, seat, waitForTurn } from './harness.mjs';

const run = session();

const KEY = 'fogliaccio.v1.hex';
/** Someone else's game of Hex, 11×11, four moves: a blog post's or a friend's. */
const THEIRS = '#g=1.hex.11c.4.fffgegdg';
/** A game of Hex on 5×5 that White resigned after four moves. */
const RESIGNED = '?game=hex&size=5&swap=none#g=1.hex.5n.5.ccbcdbcd.w';

/** A context of its own (one browser's storage) with the player's game three moves in. */
async function midGame() {
    const context = await run.browser.newContext(TABLET);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(run.base + '?game=hex&size=9&swap=none');
    await page.waitForSelector('[data-game="hex"]');
    for (const cell of ['e5', 'd6', 'f4']) await page.tap(`[data-cell="${cell}"]`);
    await page.waitForFunction(() => document.querySelectorAll('[data-stone="black"], [data-stone="white"]').length === 3);
    const mine = await page.evaluate((key) => localStorage.getItem(key), KEY);
    assert.ok(mine, 'the game in progress is kept in this browser');
    return { context, page, errors, mine };
}

/** Opens `address` in a new tab of `context` and waits for its game. */
async function openTab(context, address, errors) {
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(run.base + address);
    await page.waitForSelector('main.screen');
    return page;
}

const stored = (page) => page.evaluate((key) => localStorage.getItem(key), KEY);
const shelf = (page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key + '.shelf') ?? '[]'), KEY);

/**
 * The home screen offers the 9×9 game with its three moves (as "Continue", or beside it as
 * a game set aside), and opens it whole.
 */
async function homeOffersIt(context, errors, action = 'continue') {
    const home = await openTab(context, '?', errors);
    const offer = home.locator(`[data-action="${action}"]`, { hasText: '9×9, 3 moves' });
    assert.equal(await offer.count(), 1, `the home screen's ${action} offers the game in progress`);
    await offer.click();
    await home.waitForSelector('[data-game="hex"]');
    assert.equal(await home.getAttribute('[data-cell="f4"]', 'data-stone'), 'black');
    assert.equal(await home.locator('[data-stone="black"], [data-stone="white"]').count(), 3);
    await home.close();
}

for (const [what, address] of [
    ['a blog post\'s embed', `?game=hex&size=11&embed=1${THEIRS}`],
    ['a review embed', `?game=hex&size=11&embed=1&review=1${THEIRS}`],
    ['a link to an earlier move', `?game=hex&size=11${THEIRS}&at=2`],
    ['an embedded new board', '?game=hex&size=5&embed=1'],
]) {
    test(`${what}, opened and played in mid-game, leaves the game in progress where it was`, async () => {
        const { context, errors, mine } = await midGame();
        const other = await openTab(context, address, errors);
        // The reader plays a move in it: the other game changes, not ours.
        const empty = address.includes('size=5') ? 'b2' : 'h4';
        await other.locator(`[data-cell="${empty}"]`).tap();
        if (await other.locator(`.marked[data-cell="${empty}"]`).count()) await other.locator(`[data-cell="${empty}"]`).tap();
        await other.waitForFunction((c) => document.querySelector(`[data-cell="${c}"]`)?.dataset.stone !== '', empty);
        if (address.includes('embed=1')) {
            assert.equal(await stored(other), mine, 'an embed never writes this browser\'s storage');
            assert.deepEqual(await shelf(other), []);
        }
        await other.close();
        // An embed keeps nothing: the game in progress is still the one to continue. A link
        // played on is the player's now, and the game in progress waits beside it.
        await homeOffersIt(context, errors, address.includes('embed=1') ? 'continue' : 'continue-shelved');
        assert.deepEqual(errors, []);
        await context.close();
    });
}

test('a lesson step, opened and answered in mid-game, leaves the game in progress where it was', async () => {
    const { context, errors, mine } = await midGame();
    const lesson = await openTab(context, '?game=hex&lesson=2', errors);
    await lesson.locator('[data-cell="c3"]').tap();
    await lesson.waitForSelector('main.screen[data-answer="right"]');
    assert.equal(await stored(lesson), mine, 'answering a lesson\'s question writes no game');
    await lesson.close();
    await homeOffersIt(context, errors);
    assert.deepEqual(errors, []);
    await context.close();
});

test('a friend\'s link opens beside the game in progress, and once played on, sets it aside and says so', async () => {
    const { context, errors, mine } = await midGame();
    const friend = await openTab(context, `?game=hex&size=11${THEIRS}`, errors);
    assert.equal(await stored(friend), mine, 'opening a link writes nothing');
    // The player's own game is offered beside the link's.
    assert.match(await friend.textContent('.notices'), /A game you were playing is saved in this browser \(9×9, 3 moves\)/);

    await friend.tap('[data-cell="h4"]');
    if (await friend.locator('.marked[data-cell="h4"]').count()) await friend.tap('[data-cell="h4"]');
    await friend.waitForFunction(() => document.querySelector('[data-cell="h4"]')?.dataset.stone === 'black');
    await friend.waitForFunction(() => /kept in this browser beside this one/.test(document.querySelector('.notices')?.textContent));
    assert.match(await friend.textContent('.notices'), /Your other game \(9×9, 3 moves\) is kept/);
    assert.notEqual(await stored(friend), mine, 'the friend\'s game is now the one played here');
    assert.deepEqual(await shelf(friend), [mine], 'and the player\'s is on the shelf, whole');
    await screenshot(friend, 'hex-link-played-on-sets-aside.png');

    // The home screen offers both: the game last played, and the one set aside.
    const home = await openTab(context, '?', errors);
    assert.match(await home.textContent('[data-action="continue"]'), /11×11, 5 moves/);
    assert.match(await home.textContent('[data-action="continue-shelved"]'), /9×9, 3 moves/);
    await screenshot(home, 'home-with-a-game-set-aside.png');
    // Continuing the one set aside opens it whole, and the friend's goes on the shelf in turn.
    await home.click('[data-action="continue-shelved"]');
    await home.waitForSelector('[data-game="hex"]');
    assert.equal(await home.locator('[data-stone="black"], [data-stone="white"]').count(), 3);
    await home.tap('[data-cell="g7"]');
    if (await home.locator('.marked[data-cell="g7"]').count()) await home.tap('[data-cell="g7"]');
    await home.waitForFunction(() => document.querySelector('[data-cell="g7"]')?.dataset.stone === 'white');
    const after = await shelf(home);
    assert.equal(after.length, 1, 'the shelf holds the friend\'s game alone');
    assert.match(after[0], /1\.hex\.11c\.5\./);

    // The same with the screen's own "Continue it".
    const back = await openTab(context, '?', errors);
    await back.click('[data-action="continue-shelved"]');
    await back.waitForSelector('[data-game="hex"]');
    assert.equal(await back.locator('[data-stone="black"], [data-stone="white"]').count(), 5);
    assert.deepEqual(errors, []);
    await context.close();
});

test('a friend\'s link that only shows a game is never kept, and a reload of it still opens it', async () => {
    const { context, page, errors, mine } = await midGame();
    await page.goto(run.base + `?game=hex&size=11${THEIRS}`);
    await page.waitForSelector('[data-game="hex"]');
    await page.reload();
    await page.waitForSelector('[data-game="hex"]');
    assert.equal(await page.locator('[data-stone="black"], [data-stone="white"]').count(), 4);
    assert.equal(await stored(page), mine);
    assert.deepEqual(errors, []);
    await context.close();
});

test('a game that ended by resignation opens at its end, with its result, and is not offered to continue', async () => {
    const context = await run.browser.newContext(TABLET);
    const page = await context.newPage();
    await page.goto(run.base + RESIGNED);
    await page.waitForSelector('[data-game="hex"]');
    assert.equal(await page.getAttribute('main.screen', 'data-result'), 'black');
    assert.equal(await page.getAttribute('main.screen', 'data-browsing'), null, 'not looking back');
    assert.match(await page.textContent('[data-testid="status"]'), /Black wins: White resigned/);
    assert.equal(await page.locator('[data-action="back-to-game"]').count(), 0);
    assert.equal(await page.locator('[data-ply="5"]').count(), 1, 'the resignation is the fifth move');
    // `&at=` still shows an earlier move, as asked.
    const earlier = await context.newPage();
    await earlier.goto(run.base + RESIGNED + '&at=2');
    await earlier.waitForSelector('[data-game="hex"]');
    assert.match(await earlier.textContent('[data-testid="status"]'), /move 2 of 5/);
    await context.close();
});

test('the computer\'s move is said in the status line, in every language', async () => {
    const context = await run.browser.newContext(TABLET);
    const page = await context.newPage();
    await page.goto(run.base + '?game=hex&size=5&swap=none');
    await page.waitForSelector('[data-game="hex"]');
    await seat(page, 'computer-second', 'quick');
    await page.tap('[data-cell="c3"]');
    await waitForTurn(page, 'black');
    const status = await page.textContent('[data-testid="status"]');
    const played = await page.locator('[data-stone="white"]').getAttribute('data-cell');
    assert.equal(status, `The computer played ${played}. Black to move.`);
    assert.equal(await page.getAttribute('[data-testid="status"]', 'aria-live'), 'polite');
    for (const [lang, words] of [['it', /Il computer ha giocato/], ['pl', /Komputer zagrał/], ['ja', /コンピューターの着手/]]) {
        await page.selectOption('[data-testid="lang"]', lang);
        assert.match(await page.textContent('[data-testid="status"]'), words);
    }
    // A person's move is not said: the person saw it played.
    await page.selectOption('[data-testid="lang"]', 'en');
    await page.selectOption('select[aria-label="Players"]', 'people');
    const free = await page.locator('[data-stone=""]').first().getAttribute('data-cell');
    await page.tap(`[data-cell="${free}"]`);
    assert.equal(await page.textContent('[data-testid="status"]'), 'White to move.');
    await context.close();
});
