// A study (issue 50): a comment and marks written with a finger on a phone, in Japanese,
// kept through a reload, carried by the shared link, and read in an embed, where a
// comment a stranger wrote is text and runs nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { session, open } from './harness.mjs';

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
    const written = [['triangle', 'c3', null], ['circle', 'g7', null], ['label', 'f4', 'A'], ['arrow', 'b2-c3', null]];
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

test('a link with marks off the board opens the rest of the study and says what it left out', async () => {
    const { context, page, errors } = await open(run.browser, run.base, '?game=hex#g=1.hex.5n.1.cc&n=1.tb2.tz9.cHello');
    await page.waitForSelector('[data-comment]');
    assert.equal(await page.textContent('[data-comment]'), 'Hello');
    assert.deepEqual(await marks(page), [['triangle', 'b2', null]]);
    assert.match(await page.textContent('[data-testid="notice"]'), /z9/);
    assert.deepEqual(errors, []);
    await context.close();
});
