// A study (issue 50): a comment and marks written with a finger on a phone, in Japanese,
// kept through a reload, carried by the shared link, and read in an embed, where a
// comment a stranger wrote is text and runs nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { session, open, screenshot } from './harness.mjs';

const run = session();

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const HOSTILE = '黒の手番。<script>window.pwned=1</script></textarea> "quoted" ] \\ & # ~';

const marks = (page) => page.$$eval('[data-markup]', (all) => all.map((m) => [m.dataset.markup, m.dataset.at, m.dataset.text ?? null]));

test('a study written with a finger on a phone in Japanese is kept, shared by link and read in an embed', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex&size=9&swap=0&lang=ja', PHONE);
    for (const cell of ['e5', 'd6']) {
        await page.tap(`[data-cell="${cell}"]`);
        // On a cramped board a first tap marks the cell, and a second plays it.
        if (await page.getAttribute(`[data-cell="${cell}"]`, 'data-stone') === '') await page.tap(`[data-cell="${cell}"]`);
    }
    const played = await page.locator('[data-stone="black"], [data-stone="white"]').count();
    await page.click('[data-action="annotate"]');
    await page.fill('[data-testid="comment-field"]', HOSTILE);
    await page.click('[data-tool="triangle"]');
    await page.tap('[data-cell="c3"]');
    await page.click('[data-tool="circle"]');
    await page.tap('[data-cell="g7"]');
    await page.click('[data-tool="label"]');
    await page.tap('[data-cell="f4"]');
    await page.click('[data-tool="arrow"]');
    await page.tap('[data-cell="b2"]');
    await page.tap('[data-cell="c3"]');
    await page.click('[data-action="annotate-done"]');
    assert.equal(await page.locator('[data-stone="black"], [data-stone="white"]').count(), played, 'taps in Annotate play nothing');
    // Drawn by kind, as SGF writes them: labels, the shapes, arrows.
    const written = [['label', 'f4', 'A'], ['triangle', 'c3', null], ['circle', 'g7', null], ['arrow', 'b2-c3', null]];
    assert.deepEqual(await marks(page), written);
    assert.equal(await page.textContent('[data-comment]'), HOSTILE);

    await page.reload();
    await page.waitForSelector('[data-comment]');
    assert.equal(await page.textContent('[data-comment]'), HOSTILE, 'kept through a reload');
    assert.deepEqual(await marks(page), written);

    await page.click('[data-action="share"]');
    const link = await page.inputValue('[data-testid="share-link"]');
    assert.match(link, /#g=1\.hex\.9n\.\d+\.[a-z]+&n=2\./);
    await context.close();

    const embed = await open(run.browser, link.replace('?', '?embed=1&'), '', { viewport: { width: 320, height: 400 }, hasTouch: true, isMobile: true });
    await embed.page.waitForSelector('[data-comment]');
    assert.equal(await embed.page.textContent('[data-comment]'), HOSTILE);
    assert.deepEqual(await marks(embed.page), written);
    assert.equal(await embed.page.isVisible('[data-action="annotate"]'), false, 'an embed is read, not written');
    assert.equal(await embed.page.evaluate(() => window.pwned), undefined, 'the comment ran nothing');
    assert.deepEqual([...errors, ...embed.errors], []);
    await embed.context.close();
});

test('a position set up with a finger on a phone in Japanese begins the study, kept, linked and embedded', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex&size=7&swap=0&lang=ja', PHONE);
    await page.tap('[data-cell="a1"]');
    if (await page.getAttribute('[data-cell="a1"]', 'data-stone') === '') await page.tap('[data-cell="a1"]');
    await page.click('[data-action="annotate"]');
    await page.click('[data-action="set-up"]');
    assert.equal(await page.getAttribute('[data-tool="black"]', 'aria-pressed'), 'true', 'the pen holds a black stone');
    // The game set aside is said, with the button that brings it back, over the board's top.
    assert.match(await page.textContent('[data-testid="notice"]'), /./);
    await page.click('[data-testid="notice"] .dismiss');
    for (const cell of ['c3', 'd4', 'a1']) await page.tap(`[data-cell="${cell}"]`);
    await page.click('[data-tool="white"]');
    await page.tap('[data-cell="e5"]');
    // Set up from a position after Black's a1: White to move, until the button says otherwise.
    assert.equal(await page.textContent('[data-action="to-move"]'), '白の番');
    await page.click('[data-action="to-move"]');
    assert.equal(await page.getAttribute('[data-action="to-move"]', 'data-to-move'), 'black');
    assert.equal(await page.textContent('[data-action="to-move"]'), '黒の番');
    await page.click('[data-action="to-move"]');
    assert.equal(await page.getAttribute('[data-action="to-move"]', 'data-to-move'), 'white');
    await page.click('[data-action="annotate-done"]');
    const stones = (p) => p.$$eval('[data-stone="black"], [data-stone="white"]', (all) => all.map((c) => `${c.dataset.cell}:${c.dataset.stone}`).sort());
    assert.deepEqual(await stones(page), ['c3:black', 'd4:black', 'e5:white'], 'a1 tapped twice: placed, then taken away');
    assert.equal(await page.getAttribute('[data-to-move]', 'data-to-move'), 'white');
    await page.tap('[data-cell="b6"]');
    if (await page.getAttribute('[data-cell="b6"]', 'data-stone') === '') await page.tap('[data-cell="b6"]');
    const played = ['b6:white', 'c3:black', 'd4:black', 'e5:white'];
    assert.deepEqual(await stones(page), played);

    await page.reload();
    await page.waitForSelector('[data-stone="white"]');
    assert.deepEqual(await stones(page), played, 'kept through a reload');
    await page.click('[data-action="share"]');
    const link = await page.inputValue('[data-testid="share-link"]');
    assert.match(link, /#g=1\.hex\.7n-ccdd-ee-w\.1\.bf/);
    await context.close();

    const embed = await open(run.browser, link.replace('?', '?embed=1&'), '', { viewport: { width: 320, height: 400 }, hasTouch: true, isMobile: true });
    await embed.page.waitForSelector('[data-stone="white"]');
    assert.deepEqual(await stones(embed.page), played);
    assert.equal(await embed.page.getAttribute('[data-to-move]', 'data-to-move'), 'black');
    assert.deepEqual([...errors, ...embed.errors], []);
    await embed.context.close();
});

test('a set-up position the rules refuse is said in the page\'s language, and nothing changes', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex&size=3&swap=0&lang=it');
    await page.click('[data-action="annotate"]');
    await page.click('[data-action="set-up"]');
    assert.equal(await page.locator('[data-testid="notice"]').count(), 0, 'before the first move, this game is set up');
    for (const cell of ['b1', 'b2']) await page.click(`[data-cell="${cell}"]`);
    await page.click('[data-cell="b3"]');
    assert.equal(await page.textContent('[data-testid="notice"] > span'), 'Nella posizione iniziale il Nero ha già vinto: uno studio deve cominciare da una partita ancora da giocare.');
    assert.equal(await page.locator('[data-stone="black"]').count(), 2);
    assert.deepEqual(errors, []);
    await context.close();
});

test('a link with marks off the board opens the rest of the study and says what it left out', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex#g=1.hex.5n.1.cc&n=1.tb2.tz9.cHello');
    await page.waitForSelector('[data-comment]');
    assert.equal(await page.textContent('[data-comment]'), 'Hello');
    assert.deepEqual(await marks(page), [['triangle', 'b2', null]]);
    assert.match(await page.textContent('[data-testid="notice"]'), /z9/);
    assert.deepEqual(errors, []);
    await context.close();
});

test('a question written on the page is answered in an embed: wrong with the author\'s why, then right', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex&size=7&swap=0&lang=en', PHONE);
    for (const cell of ['d4', 'c5', 'e3']) {
        await page.tap(`[data-cell="${cell}"]`);
        if (await page.getAttribute(`[data-cell="${cell}"]`, 'data-stone') === '') await page.tap(`[data-cell="${cell}"]`);
    }
    await page.click('[data-action="back"]');
    await page.click('[data-action="annotate"]');
    await page.fill('[data-testid="comment-field"]', 'Black to play and keep the edge.');
    await page.click('[data-action="question"]');
    await page.click('[data-tool="wrong"]');
    await page.fill('[data-testid="why-field"]', 'White blocks at e4.');
    await page.tap('[data-cell="d5"]');
    assert.match(await page.textContent('[data-testid="answers-listed"]'), /Right: the game's next move · Wrong: d5/);
    await page.click('[data-action="annotate-done"]');
    assert.equal(await page.getAttribute('main.screen', 'data-question'), 'open');
    await page.click('[data-action="share"]');
    const link = await page.inputValue('[data-testid="share-link"]');
    assert.match(link, /&n=2\.q\.wd5-White_blocks_at_e4%2E\.cBlack_to_play_and_keep_the_edge%2E&at=2$/);
    await context.close();

    const embed = await open(run.browser, link.replace('?', '?embed=1&'), '', { viewport: { width: 320, height: 400 }, hasTouch: true, isMobile: true });
    const reader = embed.page;
    assert.equal(await reader.getAttribute('main.screen', 'data-question'), 'open');
    assert.match(await reader.textContent('[data-testid="status"]'), /Find the move/);
    await reader.tap('[data-cell="d5"]');
    if (await reader.getAttribute('main.screen', 'data-answer') === null) await reader.tap('[data-cell="d5"]');
    assert.equal(await reader.getAttribute('main.screen', 'data-answer'), 'wrong');
    assert.match(await reader.textContent('[data-testid="status"]'), /Not d5: White blocks at e4\./);
    assert.equal(await reader.getAttribute('[data-cell="d5"]', 'data-stone'), '', 'a wrong answer plays nothing');
    await reader.tap('[data-cell="e3"]');
    assert.equal(await reader.getAttribute('main.screen', 'data-answer'), 'right');
    assert.equal(await reader.getAttribute('[data-cell="e3"]', 'data-stone'), 'black', 'the board goes on to the game\'s move');
    assert.equal(await reader.getAttribute('main.screen', 'data-question'), null);
    assert.deepEqual([...errors, ...embed.errors], []);
    await embed.context.close();
});

test('the reader can ask for the answer', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=hex&embed=1#g=1.hex.5n.2.ccbb&n=1.q.cWhere_now%3F&at=1');
    assert.equal(await page.getAttribute('main.screen', 'data-question'), 'open');
    await page.click('[data-action="show-answer"]');
    assert.match(await page.textContent('[data-testid="status"]'), /The answer: b2\./);
    assert.equal(await page.getAttribute('main.screen', 'data-question'), null);
    await context.close();
});

test('the puzzle of the day opens from the home screen as a question the solver proved', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?lang=en', PHONE);
    await page.click('[data-action="puzzle-of-the-day"]');
    await page.waitForSelector('[data-game="hex"][data-question="open"]');
    assert.match(await page.textContent('[data-comment]'), /^Puzzle \d+ of \d+: (Black|White) to play and win\./);
    await page.click('[data-action="show-answer"]');
    const answer = (await page.textContent('[data-testid="status"]')).match(/The answer: ([a-s]\d+)/)[1];
    await page.reload();
    await page.waitForSelector('[data-question="open"]');
    await page.tap(`[data-cell="${answer}"]`);
    if (await page.getAttribute('main.screen', 'data-answer') === null) await page.tap(`[data-cell="${answer}"]`);
    assert.equal(await page.getAttribute('main.screen', 'data-answer'), 'right');
    assert.deepEqual(errors, []);
    await context.close();
});

test('puzzle 1 refutes a tempting wrong move with the reply the solver proved', async () => {
    // 5×5, Black to move: a2 wins; b2 loses to White's b1 (the collection's first line).
    const { context, page } = await open(run.browser, run.base, '?game=hex&puzzle=1&lang=en');
    await page.waitForSelector('[data-question="open"]');
    await page.tap('[data-cell="b2"]');
    assert.equal(await page.getAttribute('main.screen', 'data-answer'), 'wrong');
    assert.match(await page.textContent('[data-testid="status"]'), /Not b2: White answers b1 and wins: proved\./);
    await page.tap('[data-cell="a2"]');
    assert.equal(await page.getAttribute('main.screen', 'data-answer'), 'right');
    await context.close();
});

test('a diagram of a study draws its marks and takes its comment, as text, for its caption', async () => {
    const hostile = '</textarea><script>window.pwned=1</script> "x" ] \\';
    const notes = `0.td4.ac3-e5.c${encodeURIComponent(hostile).replace(/%20/g, '_').replace(/\./g, '%2E')}`;
    const { context, page, errors } = await open(run.browser, run.base, `?game=hex&lang=en#g=1.hex.7n.0&n=${notes}`);
    await page.click('[data-action="embed"]');
    await page.locator('input[name="embed-kind"][value="diagram"]').check();
    const still = await page.inputValue('[data-testid="embed-code"]');
    assert.match(still, /^<iframe srcdoc="/);
    assert.match(still, /data-markup=&quot;triangle&quot;/);
    assert.match(still, /data-markup=&quot;arrow&quot;/);
    assert.match(still, /&amp;lt;\/textarea&amp;gt;&amp;lt;script&amp;gt;window\.pwned=1/, 'the caption is text, escaped twice: in the SVG, then in srcdoc');
    assert.doesNotMatch(still, /<script/i);
    // Pasted into a page, the frame shows the caption as written and runs nothing.
    await page.setContent(`<!doctype html><body>${still}</body>`);
    const caption = await page.frameLocator('iframe').locator('svg').textContent();
    // Wrapped into lines of the board's width: its characters, in order.
    assert.ok(caption.replace(/\s/g, '').includes(hostile.replace(/\s/g, '')), caption);
    assert.equal(await page.evaluate(() => window.pwned), undefined);
    assert.equal(await page.frameLocator('iframe').locator('body').evaluate(() => window.pwned), undefined);
    assert.deepEqual(errors, []);
    await context.close();
});

test('a study past the length links travel whole is shared with a word on it', async () => {
    const long = `c${'a'.repeat(1990)}`;
    const notes = [0, 1, 2, 3, 4].map((k) => `${k}.${long}`).join('~');
    const { context, page } = await open(run.browser, run.base, `?game=hex&lang=en#g=1.hex.7n.4.aabbccdd&n=${notes}`);
    await page.click('[data-action="share"]');
    assert.match(await page.textContent('[data-testid="link-too-long"]'), /This link is \d+ characters long: past 8000/);
    assert.equal((await page.inputValue('[data-testid="share-link"]')).split('&n=')[1].split('~').length, 5, 'the whole study, not cut');
    await context.close();
});

test('an answer the author did not list is weighed by the computer: refuted, or proved to win too', async () => {
    // The collection's first puzzle asked with no answer listed: a2 wins, b2 loses.
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex&lang=en#g=1.hex.5n.8.eacaccdbcbdadceb&n=8.q&at=8');
    await page.waitForSelector('[data-question="open"]');
    await page.tap('[data-cell="b2"]');
    await page.waitForSelector('main.screen[data-answer="wrong"]');
    assert.match(await page.textContent('[data-testid="status"]'), /Not b2: White answers [a-e]\d and wins \(proved\)\. Try again\./);
    assert.equal(await page.getAttribute('[data-cell="b2"]', 'data-stone'), '', 'an answer plays nothing');
    await page.tap('[data-cell="a2"]');
    await page.waitForSelector('main.screen[data-answer="right"]');
    assert.match(await page.textContent('[data-testid="status"]'), /a2 wins too: proved by the solver\./);
    assert.deepEqual(errors, []);
    await context.close();
});

test('after a review, each move that threw a proved win away becomes a question in one tap', async () => {
    // 4×4: Black's a1 throws away the win c2 keeps; White's d4 the win b3 keeps.
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex&size=4&swap=0&lang=en&review=1#g=1.hex.4n.2.aadd');
    await page.waitForSelector('[data-action="find-missed"]');
    assert.equal(await page.textContent('[data-action="find-missed"]'), 'Find what you missed (2)');
    await page.click('[data-action="find-missed"]');
    assert.match(await page.textContent('[data-testid="notice"]'), /2 moves threw a proved win away/);
    assert.equal(await page.getAttribute('main.screen', 'data-question'), 'open');
    assert.equal(await page.locator('[data-stone="black"], [data-stone="white"]').count(), 0, 'the first question: the start');
    await page.tap('[data-cell="a1"]');
    await page.waitForSelector('main.screen[data-answer="wrong"]');
    assert.match(await page.textContent('[data-testid="status"]'), /Not a1: White answers [a-d]\d and wins \(proved\)/);
    await page.tap('[data-cell="c2"]');
    assert.equal(await page.getAttribute('main.screen', 'data-answer'), 'right');
    assert.deepEqual(errors, []);
    await context.close();
});

test('a note on a variation\'s position is saved in the SGF and pasted back there; a link says it leaves variations out', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex&size=5&swap=0&lang=en');
    for (const cell of ['c3', 'b2', 'd2']) await page.tap(`[data-cell="${cell}"]`);
    // Back to White's b2, and Black tries e5 there instead of d2: a variation.
    await page.click('[data-ply="2"]');
    await page.tap('[data-cell="e5"]');
    await page.waitForSelector('[data-line="1"][data-line-ply="3"]');
    await page.click('[data-action="annotate"]');
    await page.fill('[data-testid="comment-field"]', 'e5 instead: too far from the centre.');
    await page.click('[data-action="annotate-done"]');
    await page.click('[data-action="share"]');
    assert.match(await page.textContent('[data-testid="variations-stay"]'), /not the variations tried beside it \(1\)/);
    const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.click('details.records > summary').then(() => page.click('[data-record="sgf"]')),
    ]);
    const sgf = await readFile(await download.path(), 'utf8');
    assert.match(sgf, /;B\[e5\]C\[e5 instead: too far from the centre\.\]\)/);

    const { context: other, page: pasted } = await open(run.browser, run.base, '?game=hex&size=5&swap=0&lang=en');
    await pasted.click('details.records > summary');
    await pasted.fill('details.records textarea', sgf);
    await pasted.click('[data-action="import"]');
    await pasted.click('[data-line="1"][data-line-ply="3"]');
    assert.equal(await pasted.textContent('[data-comment]'), 'e5 instead: too far from the centre.');
    await pasted.click('[data-action="back-to-game"]');
    assert.equal(await pasted.locator('[data-comment]').count(), 0, 'the game\'s own position has no note');
    assert.deepEqual(errors, []);
    await other.close();
    await context.close();
});

test('TwixT\'s pen draws a bridge to be between holes a knight\'s move apart, and says why not elsewhere', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=twixt&size=12&rules=standard&lang=en');
    await page.click('[data-action="annotate"]');
    assert.equal(await page.locator('[data-tool="bridge"]').count(), 1);
    await page.click('[data-tool="bridge"]');
    await page.tap('[data-cell="F6"]');
    await page.tap('[data-cell="H7"]');
    await page.waitForSelector('[data-markup="bridge"][data-at="F6-H7"]');
    await page.tap('[data-cell="C4"]');
    await page.tap('[data-cell="D4"]');
    await page.waitForFunction(() => /no bridge joins C4 and D4/.test(document.body.textContent));
    assert.equal(await page.locator('[data-markup="bridge"]').count(), 1, 'the other is kept');
    await screenshot(page, 'twixt-bridge-to-be.png');
    await page.click('[data-action="annotate-done"]');
    await page.reload();
    await page.waitForSelector('[data-markup="bridge"][data-at="F6-H7"]');
    assert.deepEqual(errors, []);
    await context.close();
});

test('Hex\'s pen has no bridge to be', async () => {
    const { context, page } = await open(run.browser, run.base, '?game=hex&size=5&lang=en');
    await page.click('[data-action="annotate"]');
    assert.equal(await page.locator('[data-tool="arrow"]').count(), 1);
    assert.equal(await page.locator('[data-tool="bridge"]').count(), 0);
    await context.close();
});
