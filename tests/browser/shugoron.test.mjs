// shUgorØn on one tablet: hot-seat with privacy screens, played by taps; practice mode;
// bad links become notices.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open, screenshot, TABLET } from './harness.mjs';

const run = session();

const root = '[data-game="shugoron"]';
const attr = (page, selector, name) => page.getAttribute(selector, name);
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const LANDSCAPE = { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true };

/** While the privacy screen is up, nothing secret may be in the DOM. */
async function assertVeiled(page, secrets) {
    await page.waitForSelector('[data-testid="privacy"]');
    assert.equal(await page.locator('[data-secret]').count(), 0, 'no hidden set in the DOM');
    assert.equal(await page.locator('.hand').count(), 0, 'no hand in the DOM');
    assert.equal(await page.locator('.lattice').count(), 0, 'no lattice in the DOM');
    const html = await page.content();
    for (const secret of secrets) {
        // Used piles are public; a secret must not appear anywhere else.
        const onPiles = await page.locator(`.used-pile [data-set="${secret}"]`).count();
        const everywhere = html.split(`data-set="${secret}"`).length - 1;
        assert.equal(everywhere, onPiles, `the secret ${secret} is not in the DOM`);
    }
}

/**
 * Against the computer, waits until Player 1 may ask with the computer done. Who asks first
 * is drawn at random and a hit makes its victim hide anew: if a question of the computer's
 * hit my set, I hide another (never `keep`, the card the test means to ask with).
 */
async function myTurn(page, keep = '3') {
    await page.waitForFunction(() => document.querySelector('main').dataset.toMove === 'p1'
        && !document.querySelector('[data-testid="thinking"]'));
    if (await page.locator('[data-secret]').count() === 0) {
        await page.tap(`.hand [data-set]:not([data-set="${keep}"])`);
        await page.tap('[data-action="hide"]');
        await myTurn(page, keep);
    }
}

/** Asks with my first card until the computer has asked too (a hit of mine asks again). */
async function untilComputerAsked(page) {
    const asked = async () => (await page.locator('[data-testid="log"] li').allTextContents())
        .some((line) => /^Computer /.test(line));
    while (!await asked()) {
        await page.tap('.hand [data-set]');
        await page.tap('[data-action="ask"]');
        await myTurn(page);
    }
}

async function openFor(page, player) {
    assert.match(await page.textContent('[data-testid="privacy"]'), new RegExp(`Pass the tablet to Player ${player.slice(1)}`));
    await page.tap('[data-action="open"]');
    await page.waitForSelector('.hand');
}

async function hide(page, player, set) {
    await openFor(page, player);
    assert.equal(await page.locator('[data-secret]').count(), 0, 'nothing hidden yet');
    await page.tap(`.hand [data-set="${set}"]`);
    await page.tap('[data-action="hide"]');
}

/** Composes `set` with the element ticks and names it, showing the card `show`. */
async function nameSet(page, show, set) {
    await page.tap(`.hand [data-set="${show}"]`);
    for (const e of ['1', '2', '3', '4', '5']) {
        const on = (await attr(page, `.naming [data-element="${e}"]`, 'aria-pressed')) === 'true';
        if (on !== set.includes(e)) await page.tap(`.naming [data-element="${e}"]`);
    }
    await page.tap('[data-action="name"]');
}

test('a hot-seat game by taps: the secrets stay behind the privacy screen, three hits win', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=shugoron');
    const secrets = { p1: '135', p2: '24' };
    assert.equal(await attr(page, root, 'data-result'), '');
    assert.equal(await page.locator('[data-set]').count(), 0, 'no card at all before Player 1 opens');
    await assertVeiled(page, []);
    await screenshot(page, 'shugoron-privacy-768x1024.png');

    await hide(page, 'p1', secrets.p1);
    await assertVeiled(page, [secrets.p1]);
    await hide(page, 'p2', secrets.p2);

    // Whoever was drawn to start asks the card 2. Player 2, who has just hidden, is still at
    // the tablet and is not asked again whether alone; Player 1 gets it behind the screen.
    const first = await attr(page, root, 'data-to-move');
    const second = first === 'p1' ? 'p2' : 'p1';
    if (first === 'p2') {
        assert.equal(await page.locator('[data-testid="privacy"]').count(), 0, 'no second privacy screen');
        assert.equal(await attr(page, '.player-view', 'data-viewer'), 'p2');
        assert.match(await page.textContent('[data-testid="status"]'), /Player 2/);
    } else {
        await assertVeiled(page, [secrets.p1, secrets.p2]);
        await openFor(page, first);
    }
    assert.equal(await attr(page, '[data-secret] [data-set]', 'data-set'), secrets[first], 'your own set, on your turn');
    assert.equal(await page.locator('.hand [data-set]').count(), 31);
    await page.tap('.hand [data-set="2"]');
    await page.tap('[data-action="ask"]');
    const expected = first === 'p1' ? 'larger' : 'unrelated';
    assert.match(await page.textContent('[data-testid="answer"]'), new RegExp(`You asked 2: ${expected}`));
    assert.equal(await page.locator('.hand [data-set="2"]').count(), 0, 'the card is spent');
    await screenshot(page, 'shugoron-asked-768x1024.png');
    // A turn is one question: once asked, asking and naming are off until the next turn.
    await page.tap('.hand [data-set="3"]');
    assert.ok(await page.isDisabled('[data-action="ask"]'), 'ask is off');
    assert.ok(await page.isDisabled('[data-action="name"]'), 'name is off');
    assert.equal(await page.locator('.hand [data-set="3"]').count(), 1, 'nothing spent');
    await page.tap('[data-action="pass"]');
    await assertVeiled(page, [secrets.p1, secrets.p2]);

    // The second player hits three times by naming: after each hit, the first hides anew.
    await openFor(page, second);
    const targets = [secrets[first], '4', '5'];
    for (const [i, target] of targets.entries()) {
        if (i === 1) {
            // A tap on the lattice picks the set to name.
            await page.tap(`.hand [data-set="12"]`);
            await page.tap(`[data-lattice="${target}"]`);
            assert.equal(await page.textContent('[data-action="name"]'), `Name ${target}`);
            await page.tap('[data-action="name"]');
        } else {
            await nameSet(page, ['1', '12', '123'][i], target);
        }
        if (i === 2) break; // the third hit ends the game
        assert.match(await page.textContent('[data-testid="answer"]'), new RegExp(`You named ${target}: equal`));
        await page.tap('[data-action="pass"]');
        await assertVeiled(page, [secrets[second]]);
        await hide(page, first, targets[i + 1]);
        await assertVeiled(page, [secrets[second], targets[i + 1]]);
        await openFor(page, second);
    }
    assert.equal(await attr(page, root, 'data-result'), second);
    assert.match(await page.textContent('[data-testid="status"]'), new RegExp(`Player ${second.slice(1)} wins, `));
    assert.equal(await attr(page, `[data-player="${second}"] [data-hits]`, 'data-hits'), '3');
    // At the end the last hidden sets are shown to both.
    assert.equal(await attr(page, `[data-player="${second}"] .reveal [data-set]`, 'data-set'), secrets[second]);
    await screenshot(page, 'shugoron-won-768x1024.png');
    assert.deepEqual(errors, []);
    await context.close();
});

test('against the computer: it hides, asks and answers; the lattice can be turned off', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=shugoron&mode=computer&level=strong');
    assert.equal(await page.locator('[data-testid="privacy"]').count(), 0, 'no privacy screen with one person');
    await page.tap('.hand [data-set="12"]');
    await page.tap('[data-action="hide"]');
    // Player 1 asks once it is their turn (the computer may start).
    await myTurn(page);
    await page.tap('.hand [data-set="3"]');
    await page.tap('[data-action="ask"]');
    await page.waitForSelector('[data-testid="answer"]');
    assert.equal(await page.locator('[data-lattice]').count(), 32);
    const possible = await page.locator('[data-lattice][data-state="possible"]').count();
    assert.ok(possible < 32 && possible > 0, `${possible} sets still possible`);
    // The computer answers with a question of its own.
    await myTurn(page);
    await untilComputerAsked(page);
    await screenshot(page, 'shugoron-computer-768x1024.png');
    await page.tap('[data-action="lattice"]');
    assert.equal(await page.locator('[data-lattice]').count(), 0);
    // A new game by mistake loses nothing: the old one comes back.
    const asked = await page.locator('[data-testid="log"] li').count();
    await page.tap('.new-game [data-action="new"]');
    assert.equal(await page.locator('[data-testid="log"] li').count(), 0);
    await page.tap('[data-action="restore"]');
    assert.equal(await page.locator('[data-testid="log"] li').count(), asked);
    assert.deepEqual(errors, []);
    await context.close();
});

test('a game in progress is kept in this browser (never in the address) and offered again after a reload', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=shugoron&mode=computer&level=easy');
    await page.tap('.hand [data-set="12"]');
    await page.tap('[data-action="hide"]');
    await myTurn(page);
    await page.tap('.hand [data-set="3"]');
    await page.tap('[data-action="ask"]');
    await myTurn(page);
    await untilComputerAsked(page);
    const log = await page.locator('[data-testid="log"] li').allTextContents();
    // My hidden set: 12, unless a question of the computer's hit it.
    const secret = () => page.evaluate(() => document.querySelector('[data-secret] [data-set]')?.dataset.set ?? null);
    const hand = () => page.locator('.hand [data-set]').evaluateAll((cards) => cards.map((c) => c.dataset.set));
    const mine = { secret: await secret(), hand: await hand() };
    assert.doesNotMatch(page.url(), /#|shugoron\./, 'the address carries no record');

    await page.reload();
    await page.waitForSelector('main.screen');
    assert.equal(await page.locator('[data-testid="log"] li').count(), 0, 'a new game opens');
    assert.match(await page.textContent('.notice'), /saved in this browser \(score \d–\d, \d+ questions?\)/);
    await page.tap('[data-action="continue"]');
    assert.deepEqual(await page.locator('[data-testid="log"] li').allTextContents(), log);
    assert.deepEqual({ secret: await secret(), hand: await hand() }, mine, 'my hidden set and hand are back');
    assert.ok(mine.secret === '12' || log.some((line) => /: equal/.test(line)), `hidden ${mine.secret}, no hit in ${log}`);

    // A saved game that cannot be read is set aside with a message.
    await page.evaluate(() => localStorage.setItem('fogliaccio.v1.shugoron', '?game=shugoron&mode=people\n1.shugoron.1.3.h5hqa5'));
    await page.reload();
    await page.waitForSelector('main.screen');
    assert.match(await page.textContent('.notice'), /could not be read \(action 3 \(ask 13\): .*set aside under “fogliaccio\.v1\.shugoron\.set-aside”/);
    assert.equal(await page.evaluate(() => localStorage.getItem('fogliaccio.v1.shugoron.set-aside')), '?game=shugoron&mode=people\n1.shugoron.1.3.h5hqa5');
    assert.deepEqual(errors, []);
    await context.close();
});

test('the computer moves again in a game brought back or reloaded while it was to move', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=shugoron&mode=computer&level=strong');
    const saved = () => page.evaluate(() => localStorage.getItem('fogliaccio.v1.shugoron'));
    // A new game while the computer is to hide, then back: it hides all the same.
    await page.tap('.hand [data-set="12"]');
    await page.tap('[data-action="hide"]');
    await page.waitForSelector('[data-testid="thinking"]');
    await page.tap('.new-game [data-action="new"]');
    assert.equal(await page.locator('[data-testid="thinking"]').count(), 0, 'the new game waits for Player 1');
    await page.tap('[data-action="restore"]');
    await page.waitForSelector('[data-testid="thinking"]');
    await myTurn(page);
    assert.match(await saved(), /^\?game=shugoron&mode=computer&level=strong.*\n1\.shugoron\.[12]\.([2-9]|\d\d)\./);

    // A new game, reloaded as soon as Player 1 has hidden: continued, the computer hides.
    await page.tap('.new-game [data-action="new"]');
    await page.tap('.hand [data-set="12"]');
    await page.tap('[data-action="hide"]');
    await page.waitForFunction(() => /\.shugoron\.[12]\.1\./.test(localStorage.getItem('fogliaccio.v1.shugoron')));
    await page.reload();
    await page.waitForSelector('main.screen');
    assert.match(await saved(), /\.shugoron\.[12]\.1\.h3$/, 'saved while the computer was to hide');
    await page.tap('[data-action="continue"]');
    await page.waitForSelector('[data-testid="thinking"]');
    await myTurn(page);
    assert.match(await saved(), /\.shugoron\.[12]\.([2-9]|\d\d)\./, 'the computer hid');
    assert.deepEqual(errors, []);
    await context.close();
});

test('practice: tick, ask, see the answer, count the questions, reset', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=shugoron&mode=practice', PHONE);
    await page.tap('[data-element="1"]');
    await page.tap('[data-element="3"]');
    await page.tap('[data-action="ask"]');
    assert.match(await page.textContent('[data-testid="answers"]'), /^1\.13: (equal|larger|smaller|unrelated)/);
    assert.match(await page.textContent('[data-testid="status"]'), /Questions so far: 1|Found 13 in 1/);
    await screenshot(page, 'shugoron-practice-390x844.png');
    await page.tap('[data-action="new"]');
    assert.match(await page.textContent('[data-testid="status"]'), /Questions so far: 0/);
    assert.deepEqual(errors, []);
    await context.close();
});

test('a bad mode in the link becomes a notice and a two-player game', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=shugoron&mode=chess&lattice=7');
    const notices = await page.locator('[data-testid="notice"]').allTextContents();
    assert.ok(notices.some((t) => /mode 'chess'/.test(t)), notices.join('|'));
    assert.ok(notices.some((t) => /lattice setting '7'/.test(t)), notices.join('|'));
    await page.waitForSelector('[data-testid="privacy"]');
    await context.close();
});

test('screens at phone and landscape tablet sizes', async () => {
    for (const [options, name] of [[PHONE, '390x844'], [LANDSCAPE, '1024x768']]) {
        const { context, page } = await open(run.browser, run.base, '?game=shugoron&mode=computer', options);
        await page.tap('.hand [data-set="{}"]'.replace('{}', ''));
        await page.tap('[data-action="hide"]');
        await page.waitForFunction(() => document.querySelector('main').dataset.toMove === 'p1'
            && document.querySelector('[data-secret]') && !document.querySelector('[data-testid="thinking"]'));
        await screenshot(page, `shugoron-computer-${name}.png`);
        await context.close();
    }
    assert.ok(TABLET.hasTouch);
});
