// Draws the app's icons, assets/icon-192.png and assets/icon-512.png, from assets/icon.svg
// with the browser the tests use (run after scripts/tools.sh has installed it):
//   node scripts/icons.mjs
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '../tests/browser/node_modules/playwright-core/index.mjs';

const assets = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets');
const svg = await readFile(join(assets, 'icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
    for (const size of [192, 512]) {
        const page = await browser.newPage({ viewport: { width: size, height: size } });
        await page.setContent(`<body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`);
        await page.screenshot({ path: join(assets, `icon-${size}.png`) });
        await page.close();
    }
} finally {
    await browser.close();
}
