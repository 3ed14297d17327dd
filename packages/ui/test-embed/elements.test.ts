// The custom elements (@scf/ui/elements) in a plain HTML page with no React of its own (issue 13 item 5): the page
// examples/bank-host/plain-html, built by Vite inside the host app from the packed tarball (prepare-host.ts),
// served from disk and driven in Chromium.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, serve } from './browser';

const { app } = inject('embed');
let browser: Browser;
let page: Page;
let server: Awaited<ReturnType<typeof serve>>;
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await serve(path.join(app, 'dist-plain'));
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1480, height: 900 } });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  await page.goto(server.url);
  await page.getByRole('textbox', { name: '融资金额' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

type Logged = { type: string; tag: string; detail: { value?: string } | null };
const events = (type: string) => page.evaluate((t) => (window as unknown as { scfEvents: Logged[] }).scfEvents.filter((e) => e.type === t), type);
const background = (selector: string) => page.locator(selector).evaluate((el) => getComputedStyle(el).backgroundColor);

describe('<scf-*> custom elements in a plain HTML page (Chromium)', () => {
  it('renders the variant-B header from the config attribute, in the brand colour', async () => {
    const header = page.locator('scf-header header');
    await expect(header.getByText('供应链金融 · 链上融资')).toBeTruthy();
    expect(await header.innerText()).toContain('供应链金融 · 链上融资');
    expect(await header.innerText()).toContain('张三');
    expect(await background('scf-header header')).toBe('rgb(122, 12, 12)'); // topBackgroundColor #7a0c0c
    expect(await header.locator('xpath=..').evaluate((el) => getComputedStyle(el).getPropertyValue('--scf-top-bar-color'))).toBe('#7a0c0c');
  });

  it('renders the variant-B footer from the config property (layout B texts, bottom colour)', async () => {
    const footer = page.locator('scf-footer footer');
    expect(await footer.getAttribute('data-layout')).toBe('B');
    expect(await footer.innerText()).toContain('95533');
    expect(await footer.innerText()).toContain('主办单位：示例银行');
    expect(await background('scf-footer footer')).toBe('rgb(42, 10, 10)'); // bottomBackgroundColor #2a0a0a
  });

  it('a header link raises a cancelable navigate event with the path and the href', async () => {
    await page.locator('scf-header').getByRole('link', { name: '帮助中心' }).first().click();
    const [navigate] = await events('navigate');
    expect(navigate!.detail).toMatchObject({ path: expect.stringMatching(/^\//), href: expect.stringMatching(/^\/bank\//) });
    expect(new URL(page.url()).pathname).toBe('/'); // cancelled by the page: no navigation
  });

  it('<scf-money-input> required and empty is invalid and blocks the form submission', async () => {
    const validity = await page.locator('scf-money-input').evaluate((el: HTMLElement & { validity: ValidityState; validationMessage: string }) => ({
      valueMissing: el.validity.valueMissing,
      message: el.validationMessage,
      formValid: (el.closest('form') as HTMLFormElement).checkValidity(),
    }));
    expect(validity).toEqual({ valueMissing: true, message: '请输入金额', formValid: false });
    await page.getByRole('button', { name: '提交' }).click();
    expect(await page.locator('#submitted').textContent()).toBe('');
  });

  it('<scf-money-input> types yuan, holds fen: input and change events, the FormData value, reset', async () => {
    const input = page.getByRole('textbox', { name: '融资金额' });
    await input.click();
    await page.keyboard.type('1234567.8');
    // React commits each keystroke asynchronously: read the element until it settles (CI's loaded machine lagged one key).
    const value = () => page.locator('scf-money-input').evaluate((el: HTMLElement & { value: string }) => el.value);
    await expect.poll(value).toBe('123456780');
    await expect.poll(async () => (await events('input')).at(-1)).toEqual({ type: 'input', tag: 'scf-money-input', detail: { value: '123456780' } });
    const inputs = await events('input');
    expect(inputs.every((e) => typeof e.detail?.value === 'string')).toBe(true); // the inner input's own events stay inside
    expect(await events('change')).toEqual([]);
    await page.keyboard.press('Tab');
    await expect.poll(() => events('change')).toEqual([{ type: 'change', tag: 'scf-money-input', detail: { value: '123456780' } }]);
    await expect.poll(() => input.inputValue()).toBe('1,234,567.80');
    expect(await page.locator('scf-money-input').evaluate((el: HTMLElement & { validity: ValidityState }) => el.validity.valid)).toBe(true);

    await page.getByRole('button', { name: '提交' }).click();
    await expect.poll(async () => (await page.locator('#submitted').textContent()) ?? '').toBe(JSON.stringify({ amount: '123456780' }));

    await page.getByRole('button', { name: '重置' }).click();
    await expect
      .poll(() =>
        page.locator('scf-money-input').evaluate((el: HTMLElement & { value: string; validity: ValidityState }) => [el.value, el.validity.valueMissing]),
      )
      .toEqual(['', true]);
    await expect.poll(() => input.inputValue()).toBe('');
  });

  it('<scf-money-input> value property (fen) shows yuan; disabled is not submitted', async () => {
    await page.locator('scf-money-input').evaluate((el: HTMLElement & { value: string }) => {
      el.value = '5000';
    });
    await expect.poll(() => page.getByRole('textbox', { name: '融资金额' }).inputValue()).toBe('50.00');
    await page.locator('scf-money-input').evaluate((el) => el.setAttribute('disabled', ''));
    await expect.poll(() => page.getByRole('textbox', { name: '融资金额' }).isDisabled()).toBe(true);
    await page.locator('#finance').evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expect.poll(async () => (await page.locator('#submitted').textContent()) ?? '').toBe('{}');
    await page.locator('scf-money-input').evaluate((el) => el.removeAttribute('disabled'));
  });

  it('<scf-agreement-modal> opens, and is agreed with the keyboard alone', async () => {
    await page.getByRole('button', { name: '阅读协议' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '融资服务协议' });
    await dialog.waitFor();
    // In the element (themed by its variables), with the host's own HTML as the text.
    expect(await page.locator('scf-agreement-modal [role="dialog"]').count()).toBe(1);
    expect(await dialog.innerText()).toContain('第二条 融资金额以凭证金额为限。');
    const agree = dialog.getByRole('button', { name: '同意' });
    await expect.poll(() => agree.isEnabled()).toBe(true); // short text: read as soon as laid out
    for (let i = 0; i < 5 && !(await agree.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // Enter never activates our buttons (spec §5)
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('#agreed').textContent()).toBe('已同意');
    expect((await events('agree')).length).toBe(1);
    expect(await page.locator('scf-agreement-modal').evaluate((el) => el.hasAttribute('open'))).toBe(false);
  });

  it('<scf-agreement-modal> Escape closes it with a close event', async () => {
    await page.locator('scf-agreement-modal').evaluate((el) => el.setAttribute('open', ''));
    await page.getByRole('dialog', { name: '融资服务协议' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect((await events('close')).length).toBe(1);
    expect(await page.locator('scf-agreement-modal').evaluate((el) => el.hasAttribute('open'))).toBe(false);
  });

  it('unmounts its React root when removed, renders again when put back; define() twice is harmless', async () => {
    const state = await page.evaluate(async () => {
      const footer = document.querySelector('scf-footer')!;
      const parent = footer.parentNode!;
      footer.remove();
      await new Promise((resolve) => setTimeout(resolve, 0));
      const afterRemove = footer.querySelector('[data-scf-element-root]') === null && footer.childElementCount === 0;
      parent.append(footer);
      const afterAppend = footer.querySelector('footer') !== null;
      return { afterRemove, afterAppend, defined: ['scf-header', 'scf-footer', 'scf-money-input', 'scf-agreement-modal'].every((t) => customElements.get(t)) };
    });
    expect(state).toEqual({ afterRemove: true, afterAppend: true, defined: true });
  });

  it('logs no page error', () => {
    expect(pageErrors).toEqual([]);
  });
});
