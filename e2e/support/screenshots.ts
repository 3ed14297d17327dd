import type { Page } from '@playwright/test';

/** Where screenshots go: the run's output folder. */
export const SHOTS = process.env.E2E_OUTPUT_DIR ?? 'test-results';

/**
 * A spec's `shoot(page, name)`: full-page screenshots at 1480 and 1280 px wide (design.md's two widths), saved as
 * `<prefix>-<name>-<width>.png`; the page is left at 1480 px.
 */
export function screenshotsAs(prefix: string): (page: Page, name: string) => Promise<void> {
  return async (page, name) => {
    for (const width of [1480, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/${prefix}-${name}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1480, height: 900 });
  };
}
