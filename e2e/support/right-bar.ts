import { expect, type Page } from '@playwright/test';

/**
 * Clicks a button of the right help bar (快捷工具栏). The bar folds into a ball after 7 s without use (packages/ui
 * right-bar), which a busy machine reaches between two steps: unfold it first whenever it is folded, and try again
 * if it folds between the look and the click.
 */
export async function clickRightBar(page: Page, name: string): Promise<void> {
  const ball = page.getByRole('button', { name: '展开快捷工具栏' });
  const button = page.getByRole('complementary', { name: '快捷工具栏' }).getByRole('button', { name, exact: true });
  await expect(async () => {
    if (await ball.isVisible()) await ball.click({ timeout: 5_000 });
    await button.click({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}
