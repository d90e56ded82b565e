// A player's view of Doublets: throw, tap the highlighted points, confirm, to the end.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open, screenshot, TABLET } from './harness.mjs';

const run = session();

const root = '[data-game="doublets"]';
const attr = (page, selector, name) => page.getAttribute(selector, name);
/** A die thrown and still to play: a face, not used yet. */
const TO_PLAY = '[data-die]:not([data-die=""]):not([data-used])';

/** The men still on `side`'s table, from the data-up and data-down hooks. */
async function men(page, side) {
    return page.locator(`[data-point^="${side}-"]`).evaluateAll((els) =>
        els.reduce((sum, el) => sum + Number(el.dataset.up) + Number(el.dataset.down), 0));
}

/** Confirms, throws, or plays a die that has no point, until a point is highlighted. */
async function untilChoice(page) {
    for (let taps = 0; taps < 200; taps++) {
        if (await page.locator('.point.choice').count()) return;
        if (await page.locator('[data-action="end-turn"]').count()) await page.tap('[data-action="end-turn"]');
        else if (await page.locator('[data-action="roll"]').count()) await page.tap('[data-action="roll"]');
        else await page.locator(TO_PLAY).first().tap();
    }
    throw new Error('no choice came up');
}

/** Plays by taps until the game ends: throw, then highlighted points or dice, then confirm. */
async function playToTheEnd(page) {
    for (let taps = 0; taps < 2000; taps++) {
        if (await attr(page, root, 'data-result')) return taps;
        if (await page.locator('[data-action="end-turn"]').count()) {
            await page.tap('[data-action="end-turn"]');
        } else if (await page.locator('[data-action="roll"]').count()) {
            await page.tap('[data-action="roll"]');
        } else if (await page.locator('.point.choice').count()) {
            await page.locator('.point.choice').first().tap();
        } else {
            await page.locator(TO_PLAY).first().tap();
        }
    }
    throw new Error('the game did not end');
}

test('a whole game of Willughby by taps, with a fixed seed', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=doublets&rules=willughby&seed=7');
    assert.equal(await page.locator('[data-point]').count(), 12);
    assert.equal(await attr(page, '[data-point="black-6"]', 'data-up'), '3');
    assert.equal(await attr(page, '[data-point="white-1"]', 'data-up'), '2');
    assert.equal(await men(page, 'black'), 15);
    assert.equal(await attr(page, root, 'data-result'), '');
    assert.equal(await page.locator('[data-die=""]').count(), 2, 'dice show no face before the throw');
    await screenshot(page, 'doublets-start-768x1024.png');

    // The opening throw decides who starts.
    await page.tap('[data-action="roll"]');
    assert.match(await page.textContent('[data-testid="log"]'), /opening throw/);

    // A tap on a point that cannot be played is refused with a message, not ignored.
    await untilChoice(page);
    const mover = await attr(page, root, 'data-to-move');
    const other = mover === 'black' ? 'white' : 'black';
    await page.tap(`[data-point="${other}-1"]`);
    assert.match(await page.textContent('[data-testid="notice"]'), /point/);
    await screenshot(page, 'doublets-choice-768x1024.png');

    await playToTheEnd(page);
    const winner = await attr(page, root, 'data-result');
    assert.ok(['black', 'white'].includes(winner));
    assert.equal(await men(page, winner), 0);
    assert.ok((await men(page, winner === 'black' ? 'white' : 'black')) > 0);
    assert.match(await page.textContent('[data-testid="status"]'), /wins/);
    assert.match(await page.textContent('[data-testid="log"]'), /throws/);
    await screenshot(page, 'doublets-won-768x1024.png');
    assert.deepEqual(errors, []);
    await context.close();
});

test('the same seed throws the same dice', async () => {
    const faces = [];
    for (let i = 0; i < 2; i++) {
        const { context, page } = await open(run.browser, run.base, '?game=doublets&seed=42');
        await page.tap('[data-action="roll"]');
        faces.push(await page.textContent('[data-testid="log"]'));
        await context.close();
    }
    assert.equal(faces[0], faces[1]);
});

test('undo takes back a choice before confirm; a bad rule set in the link is a notice', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=doublets&rules=cotton&seed=3');
    assert.equal(await attr(page, root, 'data-rules'), 'cotton');
    await untilChoice(page);
    const before = await page.locator('[data-point]').evaluateAll((els) => els.map((e) => e.dataset.up + e.dataset.down).join());
    await page.locator('.point.choice').first().tap();
    await page.tap('[data-action="undo"]');
    const after = await page.locator('[data-point]').evaluateAll((els) => els.map((e) => e.dataset.up + e.dataset.down).join());
    assert.equal(after, before);
    await context.close();

    const bad = await open(run.browser, run.base, '?game=doublets&rules=backgammon');
    assert.match(await bad.page.textContent('[data-testid="notice"]'), /backgammon/);
    assert.equal(await attr(bad.page, root, 'data-rules'), 'willughby');
    await bad.context.close();
});

test('the table fits a phone held upright', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=doublets&rules=doblet&seed=5',
        { ...TABLET, viewport: { width: 390, height: 844 } });
    await page.tap('[data-action="roll"]');
    await screenshot(page, 'doublets-doblet-390x844.png');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `no sideways scrolling (${width}px)`);
    await context.close();
    const wide = await open(run.browser, run.base, '?game=doublets&seed=5',
        { ...TABLET, viewport: { width: 1024, height: 768 } });
    await wide.page.tap('[data-action="roll"]');
    await screenshot(wide.page, 'doublets-1024x768.png');
    await wide.context.close();
});

test('the odds panel shows both chances; the computer makes a choice for the player', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=doublets&seed=11');
    // From the worker: by simulation with its error bar until the exact odds are solved there.
    await page.waitForFunction(() => document.querySelector('[data-testid="odds"]').textContent !== '');
    assert.match(await page.textContent('[data-testid="odds"]'), /Black \d+%, White \d+% \(± \d+%|: exact/);
    await untilChoice(page);
    const lines = await page.locator('[data-testid="log"] li').count();
    await page.tap('[data-action="ai-move"]');
    // The choice is worked out in the worker too, and played when it comes.
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="log"] li').length > n, lines);
    assert.deepEqual(errors, []);
    await context.close();
});

/** The log's lines, oldest first. */
async function logLines(page) {
    return (await page.locator('[data-testid="log"] li').allTextContents()).reverse();
}

/** Waits until a person at the table can act (or the game is over); the computer acts alone. */
async function yourTurn(page) {
    await page.waitForSelector(
        '[data-action="roll"], [data-action="end-turn"], .point.choice, [data-result="black"], [data-result="white"]');
}

test('the exact odds come from the worker; the computer plays both sides by itself, and a tap meanwhile gets a message', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=doublets&rules=willughby&seed=7');
    await page.waitForSelector('[data-testid="odds"][data-odds="exact"]');
    assert.match(await page.textContent('[data-testid="odds"]'), /^Black 50\.0%, White 50\.0%: exact/);
    await page.selectOption('select[aria-label="Players"]', 'computers');
    assert.equal(await attr(page, root, 'data-players'), 'computers');
    // No taps from here: both colours throw and play, turn after turn.
    await page.waitForFunction(() => {
        const log = document.querySelector('[data-testid="log"]').textContent;
        return log.includes('black throws') && log.includes('white throws') && log.includes('plays');
    }, null, { timeout: 60_000 });
    assert.match(await page.textContent('[data-testid="status"]'), /\(computer\) is playing/);
    assert.equal(await page.locator('[data-action="roll"]').count(), 0, 'no throw button while the computer plays');
    await page.tap('[data-point="black-1"]');
    assert.match(await page.textContent('[data-testid="notice"]'), /The computer is playing (black|white)'s turn: wait/);
    assert.match(await page.textContent('[data-testid="odds"]'), /^Black \d+\.\d%, White \d+\.\d%: exact/);
    await screenshot(page, 'doublets-computers-768x1024.png');
    // Back to two people: the table waits for somebody.
    await page.selectOption('select[aria-label="Players"]', 'people');
    await yourTurn(page);
    assert.doesNotMatch(await page.textContent('[data-testid="status"]'), /computer/);
    assert.deepEqual(errors, []);
    await context.close();
});

test('against the computer, undo takes back its turn and your last choice, and the same dice come again', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=doublets&rules=willughby&seed=7');
    await page.selectOption('select[aria-label="Players"]', 'computer-white');
    // Play Black by taps until a turn with a choice in it is confirmed.
    let chose = 0;
    for (let taps = 0; taps < 500; taps++) {
        await yourTurn(page);
        if (await page.locator('.point.choice').count()) {
            chose = (await logLines(page)).length;
            await page.locator('.point.choice').first().tap();
        } else if (await page.locator('[data-action="end-turn"]').count()) {
            await page.tap('[data-action="end-turn"]');
            if (chose) break;
        } else {
            await page.tap('[data-action="roll"]');
        }
    }
    assert.ok(chose, 'Black had a choice to make');
    // The computer's turn, by itself, then Black's throw is due again.
    await page.waitForSelector('[data-action="roll"]');
    const played = await logLines(page);
    const computersThrow = played.slice(chose).find((line) => line.startsWith('white throws'));
    assert.ok(computersThrow, played.slice(chose).join('\n'));
    await screenshot(page, 'doublets-computer-768x1024.png');

    await page.tap('[data-action="undo"]');
    assert.deepEqual(await logLines(page), played.slice(0, chose), 'back to before the choice');
    assert.equal(await attr(page, root, 'data-to-move'), 'black');
    assert.match(await page.textContent('[data-testid="status"]'), /^Black: tap a highlighted point/);

    // The same choice again: the computer's throw is the same as before.
    await page.locator('.point.choice').first().tap();
    await yourTurn(page);
    if (await page.locator('[data-action="end-turn"]').count()) await page.tap('[data-action="end-turn"]');
    await page.waitForSelector('[data-action="roll"]');
    const again = await logLines(page);
    assert.equal(again.slice(chose).find((line) => line.startsWith('white throws')), computersThrow);
    assert.deepEqual(errors, []);
    await context.close();
});

test('Ofanfelling from a new game has too many tables for exact odds on a page: simulation, and why', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=doublets&rules=ofanfelling&seed=7');
    await page.waitForFunction(() => document.querySelector('.panel').textContent.includes('pairs of tables can still follow'));
    assert.equal(await attr(page, '[data-testid="odds"]', 'data-odds'), 'simulated');
    assert.match(await page.textContent('[data-testid="odds"]'), /^Estimate if both chose at random: Black \d+%, White \d+% \(± \d+%, 1000 simulated games/);
    assert.match(await page.textContent('.panel'), /62\.1 million pairs of tables can still follow, more than the 4 million a page solves/);
    assert.deepEqual(errors, []);
    await context.close();
});

/** Every point as `side-n:up/down`: the table as the hooks show it. */
async function table(page) {
    return page.locator('[data-point]').evaluateAll((els) =>
        els.map((e) => `${e.dataset.point}:${e.dataset.up}/${e.dataset.down}`).join(' '));
}

/** `taps` taps as a player makes them: confirm, throw, a highlighted point, else a die. */
async function play(page, taps) {
    for (let i = 0; i < taps && !(await attr(page, root, 'data-result')); i++) {
        if (await page.locator('[data-action="end-turn"]').count()) await page.tap('[data-action="end-turn"]');
        else if (await page.locator('[data-action="roll"]').count()) await page.tap('[data-action="roll"]');
        else if (await page.locator('.point.choice').count()) await page.locator('.point.choice').first().tap();
        else await page.locator(TO_PLAY).first().tap();
    }
}

/** What a player sees of the game: the table, the log, whose turn, the status line. */
async function seen(page) {
    return {
        table: await table(page),
        log: await logLines(page),
        toMove: await attr(page, root, 'data-to-move'),
        status: await page.textContent('[data-testid="status"]'),
    };
}

test('share gives a link that opens the same game, throws and all, in a fresh browser', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=doublets&rules=cotton&seed=3');
    await play(page, 25);
    // Shared between turns: a record does not say whether a turn played out was confirmed,
    // and opens it confirmed.
    if (await page.locator('[data-action="end-turn"]').count()) await page.tap('[data-action="end-turn"]');
    const before = await seen(page);
    assert.ok(before.log.length > 6, before.log.join('\n'));
    await page.click('[data-action="share"]');
    const link = await page.inputValue('[data-testid="share-link"]');
    assert.match(link, /\/blog\/games\/fogliaccio\/\?game=doublets&rules=cotton#g=1\.doublets\.cotton\.\d+\.t\d\d[t0-9mu]*$/);
    assert.equal(page.url(), link, 'the address holds the game on screen');
    await context.close();

    const elsewhere = await open(run.browser, link, '');
    assert.deepEqual(await seen(elsewhere.page), before);
    // Play goes on from there.
    await play(elsewhere.page, 3);
    assert.ok((await logLines(elsewhere.page)).length > before.log.length);
    assert.deepEqual([...errors, ...elsewhere.errors], []);
    await elsewhere.context.close();
});

test('a damaged link opens the game as far as it is valid and says what was wrong', async () => {
    // The third action is no die; in the second link, a die that was not thrown.
    const cases = [
        ['t61t357', /action 3 \(7\): '7' is not a number from 1 to 6/],
        ['t61t354', /action 3 \(4\): there is no die 4 left to play/],
    ];
    for (const [actions, fault] of cases) {
        const { context, page, errors } = await open(run.browser, run.base, `?game=doublets#g=1.doublets.willughby.3.${actions}`);
        assert.deepEqual(await logLines(page), ['opening throw: black 6, white 1: black starts', 'black throws 3 5']);
        const notice = await page.textContent('.address-notices');
        assert.match(notice, fault);
        assert.match(notice, /as far as it was valid \(2 moves\)/);
        assert.match(await page.textContent('[data-testid="status"]'), /^Black: tap a highlighted point or a die/);
        assert.match(page.url(), /\?game=doublets&rules=willughby#g=1\.doublets\.willughby\.2\.t61t35$/);
        assert.deepEqual(errors, []);
        await context.close();
    }
});

test('the game in progress survives a reload, and is offered again by a new game and the home screen', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=doublets&rules=rabattues&seed=8');
    await play(page, 12);
    const before = await seen(page);
    // A reload opens the game the address holds.
    await page.reload();
    await page.waitForSelector(root);
    assert.deepEqual(await seen(page), before);
    assert.equal(await page.locator('[data-action="continue"]').count(), 0, 'nothing to offer: this is the game');

    // A new game offers the saved one, and Continue brings it back.
    await page.goto(run.base + '?game=doublets&seed=1');
    await page.waitForSelector(root);
    assert.equal((await logLines(page)).length, 0);
    assert.match(await page.textContent('.messages'), /A game you were playing is saved in this browser \(Dames rabattues, \d+ moves\)/);
    await page.click('[data-action="continue"]');
    assert.deepEqual(await seen(page), before);
    assert.match(await page.textContent('[data-testid="notice"]'), /Your saved game is back \(Dames rabattues, \d+ moves\)/);
    assert.equal(await attr(page, root, 'data-rules'), 'rabattues');

    // So does the home screen.
    await page.goto(run.base + '?');
    const card = page.locator('[data-game-card="doublets"] [data-action="continue"]');
    assert.match(await card.textContent(), /Dames rabattues/);
    await card.click();
    await page.waitForSelector(root);
    assert.deepEqual(await seen(page), before);
    assert.deepEqual(errors, []);
    await context.close();
});

test('a saved game that cannot be read is set aside with a message', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?');
    await page.evaluate(() => localStorage.setItem('fogliaccio.v1.doublets', '1.doublets.backgammon.2.t61'));
    await page.goto(run.base + '?game=doublets&seed=2');
    await page.waitForSelector(root);
    assert.match(await page.textContent('.messages'), /could not be read \('backgammon' is not a rule set.*\).*set aside/);
    assert.equal(await page.evaluate(() => localStorage.getItem('fogliaccio.v1.doublets.set-aside')), '1.doublets.backgammon.2.t61');
    await page.tap('[data-action="roll"]');
    assert.equal((await logLines(page)).length, 1);
    assert.deepEqual(errors, []);
    await context.close();
});

test('the Doublets screen in Polish, then Italian: buttons, status, log and players in the language', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=doublets&seed=7&lang=pl');
    assert.equal(await page.textContent('h1'), 'Dublety (Willughby)');
    assert.equal(await page.textContent('[data-action="roll"]'), 'Rzuć');
    assert.equal(await page.textContent('[data-testid="status"]'), 'Kto zaczyna? Każdy gracz rzuca jedną kostką: rzuć.');
    assert.equal(await page.textContent('[data-action="undo"]'), '↶ Cofnij');
    assert.equal(await page.textContent('[data-action="share"]'), '🔗 Udostępnij');
    assert.equal(await page.textContent('[data-action="ai-move"]'), '▶ Komputerze, wybierz');
    assert.equal(await page.getAttribute('select[aria-label="Gracze"] option[value="people"]', 'value'), 'people');
    await page.tap('[data-action="roll"]');
    assert.match((await logLines(page))[0], /^rzut o pierwszeństwo: Czarny \d, Biały \d/);
    await untilChoice(page);
    await page.locator('.point.choice').first().tap();
    assert.match((await logLines(page)).join('\n'), /(Czarny|Biały) (gra \d: |w dublecie )kładzie pionek na punkcie \d/);
    // The odds come from the worker, a moment after the position.
    await page.waitForFunction(() => document.querySelector('[data-testid="odds"]').textContent !== '');
    assert.match(await page.textContent('[data-testid="odds"]'), /Czarny \d+(,\d)?%; Biały \d+(,\d)?%/);
    await screenshot(page, 'lang-doublets-pl-768x1024.png');

    // The picker turns the whole screen, the log included, into Italian.
    await page.selectOption('[data-testid="lang"]', 'it');
    assert.match((await logLines(page))[0], /^tiro d'apertura: Nero \d, Bianco \d/);
    assert.match((await logLines(page)).join('\n'), /il (Nero|Bianco) (gioca il dado \d: )?abbatte una pedina sulla punta \d/);
    assert.equal(await page.textContent('[data-action="undo"]'), '↶ Annulla');
    assert.equal(await page.textContent('[data-action="new"]'), 'Nuova partita');
    assert.match(await page.textContent('[data-testid="status"]'), /(Nero|Bianco)/);
    assert.deepEqual(errors, []);
    await context.close();
});

/** The faces on the table (`data-die`): the dice to play, then those of the last throw already played. */
const faces = (page) => page.locator('.dice-row .die').evaluateAll((els) =>
    els.map((e) => e.dataset.die).filter(Boolean).sort());

/** The faces of the dice played or passed on (`data-used`), each as its glyph shows it. */
const used = (page) => page.locator('.dice-row .die[data-used]').evaluateAll((els) =>
    els.map((e) => `${e.dataset.die}:${'⚀⚁⚂⚃⚄⚅'.indexOf(e.textContent.trim()) + 1}`).sort());

test('the dice thrown stay in sight, played or passed on, until the next throw', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=doublets&rules=willughby&seed=7');
    await page.tap('[data-action="roll"]');
    assert.equal((await faces(page)).length, 2, "the opening's two dice stay shown");
    await page.tap('[data-action="roll"]');
    const thrown = await faces(page);
    assert.equal(thrown.length, 2);
    // The turn played out to "confirm": every die of the throw still shows its face.
    for (let taps = 0; taps < 20 && !(await page.locator('[data-action="end-turn"], [data-action="roll"]').count()); taps++) {
        if (await page.locator('.point.choice').count()) await page.locator('.point.choice').first().tap();
        else await page.locator(TO_PLAY).first().tap();
    }
    assert.deepEqual(await faces(page), thrown, 'the dice played');
    assert.equal(await page.locator(TO_PLAY).count(), 0, 'none is left to play');
    // A die played keeps its face in data-die (../shared/CONTRACT.md: empty only before the
    // throw), the face its glyph shows.
    assert.deepEqual(await used(page), thrown.map((face) => `${face}:${face}`), 'each die played keeps its face');
    if (await page.locator('[data-action="end-turn"]').count()) await page.tap('[data-action="end-turn"]');
    assert.deepEqual(await faces(page), thrown, 'the turn handed on, until the next throw');
    assert.equal(await page.locator('.dice-row .die[data-die=""]').count(), 0, 'no die thrown shows an empty face');
    assert.deepEqual(errors, []);
    await context.close();
});

test('dice no point can take are to be given up, and the status and the dice say so, in English and Japanese', async () => {
    const link = '#g=1.doublets.doblet.18.t53t422242t216126t435354t344344t342';
    for (const [lang, said, die] of [['en', /no die can be played/, /give it up/], ['ja', /使えるサイコロがありません/, /手放す/]]) {
        const { context, page, errors } = await open(run.browser, run.base, `?game=doublets&rules=doblet&lang=${lang}${link}`);
        assert.match(await page.textContent('[data-testid="status"]'), said);
        const dice = page.locator(`button.die${TO_PLAY}`);
        assert.equal(await dice.count(), 3);
        assert.match(await dice.first().getAttribute('aria-label'), die);
        await dice.first().click();
        assert.equal(await dice.count(), 2, 'a tap gives one up');
        assert.deepEqual(errors, []);
        await context.close();
    }
});

test('what the table does by itself is said on the status line, in every language: a move with no other, dice lost', async () => {
    // Black throws 3 and 5; a tap lays a man down on 3, and the 5 is then the only move.
    const said = {
        en: [/^Black's 5 was played automatically: there was no other move\. Black: the dice are played\./, /^Black's 5 was played automatically: there was no other move\. White to throw\.$/],
        it: [/^Il dado 5 del Nero è stato giocato in automatico: non c'era altra mossa\. Nero: i dadi sono giocati\./, /^Il dado 5 del Nero è stato giocato in automatico: non c'era altra mossa\. Tira il Bianco\.$/],
        pl: [/^Kostka 5 Czarnego została rozegrana automatycznie: nie było innego ruchu\. Czarny: kostki rozegrane\./, /^Kostka 5 Czarnego została rozegrana automatycznie: nie było innego ruchu\. Rzuca Biały\.$/],
        ja: [/^黒の 5 は、ほかに手がないので自動で使いました。黒：目を使い切りました。/, /^黒の 5 は、ほかに手がないので自動で使いました。白が振る番です。$/],
    };
    for (const [lang, [played, handedOn]] of Object.entries(said)) {
        const { context, page, errors } = await open(run.browser, run.base, `?game=doublets&lang=${lang}#g=1.doublets.willughby.2.t61t35`);
        const status = page.locator('[data-testid="status"]');
        assert.equal(await status.getAttribute('aria-live'), 'polite', 'the status line is a live region');
        assert.doesNotMatch(await status.textContent(), /5/, 'a choice to make: nothing done by itself yet');
        await page.tap('[data-point="black-3"]');
        assert.match(await status.textContent(), played);
        await page.tap('[data-action="end-turn"]');
        assert.match(await status.textContent(), handedOn, 'said until the next throw');
        await page.tap('[data-action="roll"]');
        assert.doesNotMatch(await status.textContent(), /\b5\b|Nero|Czarnego|黒の/, "White's throw: Black's turn is no longer told");
        assert.deepEqual(errors, []);
        await context.close();
    }
    // Willughby: Black's points 1 and 2 are down, and Black throws 1 and 2 again: both lost.
    const lost = '#g=1.doublets.willughby.8.t61t1212t1212t12';
    for (const [lang, text] of [['en', /^Black's 1 and 2 are lost: no man can take them\. White to throw\.$/], ['ja', /^黒の 1・2 はどの駒にも使えないので無効です。白が振る番です。$/]]) {
        const { context, page, errors } = await open(run.browser, run.base, `?game=doublets&lang=${lang}${lost}`);
        assert.match(await page.textContent('[data-testid="status"]'), text);
        assert.deepEqual(errors, []);
        await context.close();
    }
});

/**
 * Where the table and the dice row are in the window once the page is scrolled to the
 * table's bottom edge (the felt: the drawing as drawn, not its box), and the status's lines.
 */
function seenTogether() {
    const svg = document.querySelector('svg.doublets-table');
    svg.scrollIntoView({ block: 'end' });
    const box = (el) => { const b = el.getBoundingClientRect(); return { left: b.left, right: b.right, top: b.top, bottom: b.bottom, width: b.width, height: b.height }; };
    const status = document.querySelector('[data-testid="status"]');
    return {
        window: { width: innerWidth, height: innerHeight },
        felt: box(svg.querySelector('.felt')),
        dice: box(document.querySelector('.dice-row')),
        buttons: [...document.querySelectorAll('.dice-row > *')].filter((e) => e.getClientRects().length).map(box),
        status: box(status),
        statusText: status.textContent,
        // The lines its words take (not its room): a line box a top.
        statusLines: (() => {
            const range = document.createRange();
            range.selectNodeContents(status);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        })(),
        scrolls: { x: document.documentElement.scrollWidth > innerWidth, y: document.documentElement.scrollHeight > innerHeight },
    };
}

/** What is wrong with `seen` for a frame: each a sentence; `embedded` asks more. */
function notSeen(seen, embedded) {
    const { window: w, felt, dice, buttons, status } = seen;
    const inside = (b) => b.left >= -0.5 && b.top >= -0.5 && b.right <= w.width + 0.5 && b.bottom <= w.height + 0.5;
    const problems = [];
    if (!inside(felt)) problems.push(`the table is cut: ${JSON.stringify(felt)}`);
    if (!inside(dice)) problems.push(`the dice row is not seen with the table: ${JSON.stringify(dice)}`);
    for (const b of buttons) if (!inside(b)) problems.push(`a die or button of the dice row is out of the window: ${JSON.stringify(b)}`);
    if (seen.scrolls.x) problems.push('the page scrolls sideways');
    // The table takes the window's width: all of it but the screen's margins.
    const room = w.width - (embedded ? 12 : 24);
    if (felt.width < 0.97 * room && !(embedded && seen.statusLines > 2)) problems.push(`the table is ${felt.width.toFixed(0)} px wide of ${room}`);
    if (embedded) {
        if (!inside(status)) problems.push('the status is out of the frame');
        if (seen.scrolls.y) problems.push('the frame scrolls');
        if (dice.height > 50) problems.push(`the dice row takes ${dice.height.toFixed(0)} px: more than one row`);
        if (felt.width < 0.85 * room) problems.push(`the table is ${felt.width.toFixed(0)} px wide of ${room}, under a status of ${seen.statusLines} lines`);
        if (seen.statusText.length <= 24 && seen.statusLines !== 1) problems.push(`"${seen.statusText}" takes ${seen.statusLines} lines`);
    }
    return problems;
}

/** Plays `steps` steps by taps and checks the frame after each: the start, throws, choices, confirms. */
async function frameThroughAGame(page, steps, embedded, what) {
    const problems = [];
    for (let i = 0; i <= steps && !(await attr(page, root, 'data-result')); i++) {
        if (i > 0) await play(page, 1);
        for (const problem of notSeen(await page.evaluate(seenTogether), embedded)) problems.push(`${what}, step ${i}: ${problem}`);
    }
    return problems;
}

test('in a bare window of 320×400 or 360×440 the whole table is seen with the dice row above it, the table as wide as the window', async () => {
    const problems = [];
    for (const [width, height] of [[320, 400], [360, 440]]) {
        for (const lang of ['en', 'it', 'pl', 'ja']) {
            for (const rules of ['willughby', 'doblet']) {
                const { context, page, errors } = await open(run.browser, run.base, `?game=doublets&rules=${rules}&seed=7&lang=${lang}`,
                    { ...TABLET, viewport: { width, height } });
                problems.push(...await frameThroughAGame(page, 12, false, `${width}×${height} ${rules} ${lang}`));
                if (lang === 'en') await screenshot(page, `doublets-${rules}-bare-${width}x${height}.png`);
                problems.push(...errors);
                await context.close();
            }
        }
    }
    assert.deepEqual(problems, []);
});

test('embedded at 320×400 and 360×440: the status, the dice on one row and the table as wide as the frame, nothing scrolls', async () => {
    const problems = [];
    for (const [width, height] of [[320, 400], [360, 440]]) {
        for (const lang of ['en', 'it', 'pl', 'ja']) {
            for (const rules of ['willughby', 'doblet']) {
                const { context, page, errors } = await open(run.browser, run.base, `?game=doublets&rules=${rules}&seed=7&lang=${lang}&embed=1`,
                    { ...TABLET, viewport: { width, height } });
                problems.push(...await frameThroughAGame(page, 12, true, `${width}×${height} ${rules} ${lang}`));
                if (lang === 'en') await screenshot(page, `doublets-${rules}-embed-${width}x${height}.png`);
                problems.push(...errors);
                await context.close();
            }
        }
    }
    assert.deepEqual(problems, []);
});

test('a comment written on a step of the log is said there and under the table, kept through a reload and carried by the link', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=doublets&rules=willughby&seed=7&lang=en');
    await page.tap('[data-action="roll"]');
    await untilChoice(page);
    await page.locator('.point.choice').first().tap();
    await page.click('[data-testid="log"] li:last-child button');
    await page.click('.doublets-note summary');
    const note = 'The opening throw: <b>not</b> bold ] ~ & 始め';
    await page.fill('[data-testid="comment-field"]', note);
    assert.equal(await page.textContent('[data-comment]'), note);
    assert.equal(await page.textContent('[data-testid="log"] li:last-child [data-log-comment]'), note);
    await page.reload();
    await page.waitForSelector('[data-log-comment]');
    assert.equal(await page.textContent('[data-log-comment]'), note, 'kept through a reload');
    await page.tap('[data-action="share"]');
    const link = await page.inputValue('[data-testid="share-link"]');
    assert.match(link, /#g=.*&n=/);
    const { context: other, page: friend } = await open(run.browser, run.base, link.slice(link.indexOf('?')));
    await friend.waitForSelector('[data-log-comment]');
    assert.equal(await friend.textContent('[data-log-comment]'), note, 'the link carries it');
    assert.equal(await friend.locator('[data-log-comment] b').count(), 0, 'text, never markup');
    assert.deepEqual(errors, []);
    await other.close();
    await context.close();
});
