import { test as base, expect } from '@playwright/test';
import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * Issue 28 item 10: a bank's QA reads the browser console. Every spec imports `test` from here instead of
 * `@playwright/test`: after the spec, it fails when any page of the spec logged a console error (a failed request,
 * a React warning logged as an error, a CSP violation: Chromium logs each blocked script, style or eval as an error),
 * threw an uncaught error, or raised a `securitypolicyviolation` event.
 *
 * A spec whose story provokes a logged failure on purpose (a wrong password answered 401, a refused upload answered
 * 4xx) names it with `test.use({ consoleAllow: [/…/] })`; everything else in the console is a finding. One pattern
 * (alternatives with `|`): Playwright reads a two-element array in `test.use` as a value and its fixture options.
 */
export interface ConsoleCleanOptions {
  /** Console errors the spec expects, by pattern over the message text (with the request's URL for a failed resource). */
  consoleAllow: RegExp[];
}

/** Chromium's console line for a failed resource names the status, not the URL: the URL is added from the message's location. */
function describe(message: ConsoleMessage): string {
  const where = message.location().url;
  return where && message.text().startsWith('Failed to load resource') ? `${message.text()} ${where}` : message.text();
}

function watch(page: Page, found: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error') found.push(describe(message));
  });
  page.on('pageerror', (error) => found.push(`uncaught: ${error.message}`));
}

export const test = base.extend<ConsoleCleanOptions & { consoleClean: void }>({
  consoleAllow: [[], { option: true }],
  consoleClean: [
    async ({ context, consoleAllow }, use) => {
      const found: string[] = [];
      // A CSP violation the browser does not print (report-only, a blocked frame) still raises the event.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} in ${e.sourceFile}:${e.lineNumber}`);
        });
      });
      for (const page of context.pages()) watch(page, found);
      context.on('page', (page) => watch(page, found));
      await use();
      const unexpected = found.filter((line) => !consoleAllow.some((allowed) => allowed.test(line)));
      expect(unexpected, 'the browser console of a clean run: no error, no CSP violation').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
