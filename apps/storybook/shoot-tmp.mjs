import { chromium } from 'playwright';
const base = 'http://127.0.0.1:6620';
const targets = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1480, height: 900 } });
page.on('pageerror', (e) => console.log('pageerror', e.message));
for (const t of targets) {
  const [id, mode = 'story', h] = t.split(':');
  const url = mode === 'ui' ? `${base}/?path=/${id}` : `${base}/iframe.html?id=${id}&viewMode=${mode}`;
  await page.setViewportSize({ width: 1480, height: Number(h ?? 900) });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/sb-shots/${id.replace(/[/]/g, '_')}-${mode}.png`, fullPage: mode === 'docs' });
  console.log('shot', id, mode);
}
await browser.close();
