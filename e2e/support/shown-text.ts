import type { Page } from '@playwright/test';

/**
 * The first match of `pattern` in the text the page shows (its `innerText`), read in the same look that finds it: a
 * success toast goes away by itself, so checking that it is visible and reading it afterwards could miss it on a busy
 * machine. Returns the capture group `group` (0: the whole match); fails after `timeout` ms if nothing matches.
 */
export async function shownText(page: Page, pattern: RegExp, group = 0, timeout = 15_000): Promise<string> {
  const found = await page.waitForFunction(
    ([source, flags, g]) => new RegExp(source, flags).exec(document.body.innerText)?.[g],
    [pattern.source, pattern.flags, group] as const,
    { timeout },
  );
  return (await found.jsonValue()) as string;
}
