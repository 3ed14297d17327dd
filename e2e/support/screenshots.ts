import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** Where screenshots go: the run's output folder. */
export const SHOTS = process.env.E2E_OUTPUT_DIR ?? 'test-results';

/**
 * Whether the specs take their review screenshots (the screens at 1480 and 1280 px, for a person to look at):
 * `E2E_SCREENSHOTS=1`, as `npm run test:shots --workspace e2e` sets it. They assert nothing (the visual baselines are
 * `toHaveScreenshot`, always on), and a full-page capture and its PNG at two widths cost the browser about a third of
 * its CPU in the specs that take them, so `npm test` runs without them (docs/testing.md).
 */
export const REVIEW_SHOTS = process.env.E2E_SCREENSHOTS === '1';

/** `target.screenshot(options)` when the review screenshots are on (REVIEW_SHOTS); the viewport stays the caller's. */
export async function reviewShot(target: Page | Locator, options: { path: string; fullPage?: boolean }): Promise<void> {
  if (REVIEW_SHOTS) await target.screenshot(options);
}

/**
 * A spec's `shoot(page, name)`: full-page screenshots at 1480 and 1280 px wide (design.md's two widths), saved as
 * `<prefix>-<name>-<width>.png`, from the top of the page and once its loading bar (页面加载进度) is gone: a
 * full-page shot of a scrolled page draws the fixed bar and the sticky side menu where the scroll left them, across
 * the content. The page is left at 1480 px unless `leaveAt1280`.
 */
export function screenshotsAs(prefix: string, { leaveAt1280 = false } = {}): (page: Page, name: string) => Promise<void> {
  return async (page, name) => {
    await expect(page.getByRole('progressbar', { name: '页面加载进度' })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const width of [1480, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await reviewShot(page, { path: `${SHOTS}/${prefix}-${name}-${width}.png`, fullPage: true });
    }
    if (!leaveAt1280) await page.setViewportSize({ width: 1480, height: 900 });
  };
}
