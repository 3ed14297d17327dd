import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
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
import { runStory } from './mount-story';
import type { RunnableStory } from './mount-story';

const header = composeStories(headerStories);
const rightBar = composeStories(rightBarStories);
const uploader = composeStories(uploaderStories);
const table = composeStories(tableStories);
const moneyInput = composeStories(moneyInputStories);
const datePicker = composeStories(datePickerStories);
const agreement = composeStories(agreementStories);
const notice = composeStories(noticeStories);
const signingDialog = composeStories(signingDialogStories);

/**
 * A stable screenshot (two equal captures in a row) may take longer than the default 5 s when the tests share two
 * cores with other packages' runs (`npm test` runs two at a time).
 */
const stable = { timeout: 20_000 };

/** The story's own box. */
const mount = async (story: RunnableStory, width: number, height?: number) => page.elementLocator(await runStory(story, width, height));

/** Dialogs and popovers render in portals on <body>: the dialog itself, once it has settled. */
async function dialog(story: RunnableStory, role: 'dialog' | 'alertdialog' = 'dialog') {
  await runStory(story, 1480);
  const found = page.getByRole(role).last();
  await expect.element(found).toBeVisible();
  // Radix's enter animation: wait for it to finish so the baseline is the settled dialog.
  await new Promise((resolve) => setTimeout(resolve, 400));
  return found;
}

// Baselines of the designers' showcase states (issue 13 §8). Regenerate with `vitest run --project visual -u` only
// for an intended change, and look at each PNG before accepting.
describe('showcase visual baselines', () => {
  it('header, real long title at MINI (1200 px): one line, the rest under 更多', async () => {
    await expect.element(await mount(header.LongTitleMini, 1200)).toMatchScreenshot('header-long-title-mini', stable);
  });
  it('right bar, folded into the ball', async () => {
    await expect.element(await mount(rightBar.Folded, 1480, 300)).toMatchScreenshot('right-bar-folded', stable);
  });
  it('uploader, image thumbnails', async () => {
    await expect.element(await mount(uploader.WithImages, 600)).toMatchScreenshot('uploader-images', stable);
  });
  it('uploader, upload in progress', async () => {
    await expect.element(await mount(uploader.Uploading, 600)).toMatchScreenshot('uploader-uploading', stable);
  });
  it('table, formatted money', async () => {
    await expect.element(await mount(table.Basic, 900)).toMatchScreenshot('table-money', stable);
  });
  it('table, one row selected: the boxes fit their column (no ellipsis beside them)', async () => {
    await expect.element(await mount(table.WithSelection, 900)).toMatchScreenshot('table-selection', stable);
  });
  it('table, load failed', async () => {
    await expect.element(await mount(table.LoadFailed, 900)).toMatchScreenshot('table-load-failed', stable);
  });
  it('money input with an error', async () => {
    await expect.element(await mount(moneyInput.WithError, 600)).toMatchScreenshot('money-input-error', stable);
  });
  it('date picker, calendar open', async () => {
    await expect.element(await dialog(datePicker.CalendarOpen)).toMatchScreenshot('date-picker-calendar', stable);
  });
  it('agreement modal, loading', async () => {
    await expect.element(await dialog(agreement.Loading)).toMatchScreenshot('agreement-loading', stable);
  });
  it('agreement modal, load failed', async () => {
    await expect.element(await dialog(agreement.LoadFailed)).toMatchScreenshot('agreement-load-failed', stable);
  });
  it('notice popup, leaving-the-platform confirm', async () => {
    await expect.element(await dialog(notice.LeavingConfirm, 'alertdialog')).toMatchScreenshot('notice-leaving-confirm', stable);
  });
  it('signing dialog, signed', async () => {
    await expect.element(await dialog(signingDialog.Success)).toMatchScreenshot('signing-success', stable);
  });
  it('signing dialog, cancelled', async () => {
    await expect.element(await dialog(signingDialog.Cancelled)).toMatchScreenshot('signing-cancelled', stable);
  });
});
