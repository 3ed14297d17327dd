import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** Where screenshots go: the run's output folder. */
export const SHOTS = process.env.E2E_OUTPUT_DIR ?? 'test-results';

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
      await page.screenshot({ path: `${SHOTS}/${prefix}-${name}-${width}.png`, fullPage: true });
    }
    if (!leaveAt1280) await page.setViewportSize({ width: 1480, height: 900 });
  };
}
