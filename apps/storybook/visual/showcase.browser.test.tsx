import { composeStories } from '@storybook/react-vite';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import * as signingDialogStories from '../../../packages/finance-widgets/src/signing-dialog/signing-dialog.stories';
import * as agreementStories from '../../../packages/ui/src/agreement-modal/agreement-modal.stories';
import * as datePickerStories from '../../../packages/ui/src/date-picker/date-picker.stories';
import * as headerStories from '../../../packages/ui/src/header/header.stories';
import * as moneyInputStories from '../../../packages/ui/src/money-input/money-input.stories';
import * as noticeStories from '../../../packages/ui/src/notice-popup/notice-popup.stories';
import * as rightBarStories from '../../../packages/ui/src/right-bar/right-bar.stories';
import * as tableStories from '../../../packages/ui/src/table/table.stories';
import * as uploaderStories from '../../../packages/ui/src/uploader/uploader.stories';

const header = composeStories(headerStories);
const rightBar = composeStories(rightBarStories);
const uploader = composeStories(uploaderStories);
const table = composeStories(tableStories);
const moneyInput = composeStories(moneyInputStories);
const datePicker = composeStories(datePickerStories);
const agreement = composeStories(agreementStories);
const notice = composeStories(noticeStories);
const signingDialog = composeStories(signingDialogStories);

let root: HTMLElement | undefined;

/** Runs a showcase story in a box of the given width; the baseline is its resting state, without a focus ring. */
async function run(story: { run: (ctx: { canvasElement: HTMLElement }) => Promise<void> }, width: number, height?: number) {
  root = document.createElement('div');
  root.style.width = `${width}px`;
  if (height) {
    // A transformed box is the containing block of `position: fixed` parts (the right bar): they land inside it.
    root.style.height = `${height}px`;
    root.style.transform = 'translateZ(0)';
  }
  document.body.append(root);
  await story.run({ canvasElement: root });
  (document.activeElement as HTMLElement | null)?.blur();
  return root;
}

/** The story's own box. */
const mount = async (...args: Parameters<typeof run>) => page.elementLocator(await run(...args));

/** Dialogs and popovers render in portals on <body>: the dialog itself, once it has settled. */
async function dialog(story: Parameters<typeof run>[0], role: 'dialog' | 'alertdialog' = 'dialog') {
  await run(story, 1480);
  const found = page.getByRole(role).last();
  await expect.element(found).toBeVisible();
  // Radix's enter animation: wait for it to finish so the baseline is the settled dialog.
  await new Promise((resolve) => setTimeout(resolve, 400));
  return found;
}

afterEach(() => {
  root?.remove();
  root = undefined;
});

// Baselines of the designers' showcase states (issue 13 §8). Regenerate with `vitest run --project visual -u` only
// for an intended change, and look at each PNG before accepting.
describe('showcase visual baselines', () => {
  it('header, real long title at MINI (1200 px): one line, the rest under 更多', async () => {
    await expect.element(await mount(header.LongTitleMini, 1200)).toMatchScreenshot('header-long-title-mini');
  });
  it('right bar, folded into the ball', async () => {
    await expect.element(await mount(rightBar.Folded, 1480, 300)).toMatchScreenshot('right-bar-folded');
  });
  it('uploader, image thumbnails', async () => {
    await expect.element(await mount(uploader.WithImages, 600)).toMatchScreenshot('uploader-images');
  });
  it('uploader, upload in progress', async () => {
    await expect.element(await mount(uploader.Uploading, 600)).toMatchScreenshot('uploader-uploading');
  });
  it('table, formatted money', async () => {
    await expect.element(await mount(table.Basic, 900)).toMatchScreenshot('table-money');
  });
  it('table, load failed', async () => {
    await expect.element(await mount(table.LoadFailed, 900)).toMatchScreenshot('table-load-failed');
  });
  it('money input with an error', async () => {
    await expect.element(await mount(moneyInput.WithError, 600)).toMatchScreenshot('money-input-error');
  });
  it('date picker, calendar open', async () => {
    await expect.element(await dialog(datePicker.CalendarOpen)).toMatchScreenshot('date-picker-calendar');
  });
  it('agreement modal, loading', async () => {
    await expect.element(await dialog(agreement.Loading)).toMatchScreenshot('agreement-loading');
  });
  it('agreement modal, load failed', async () => {
    await expect.element(await dialog(agreement.LoadFailed)).toMatchScreenshot('agreement-load-failed');
  });
  it('notice popup, leaving-the-platform confirm', async () => {
    await expect.element(await dialog(notice.LeavingConfirm, 'alertdialog')).toMatchScreenshot('notice-leaving-confirm');
  });
  it('signing dialog, signed', async () => {
    await expect.element(await dialog(signingDialog.Success)).toMatchScreenshot('signing-success');
  });
  it('signing dialog, cancelled', async () => {
    await expect.element(await dialog(signingDialog.Cancelled)).toMatchScreenshot('signing-cancelled');
  });
});
