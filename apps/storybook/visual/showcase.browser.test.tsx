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
import * as selectStories from '../../../packages/ui/src/select/select.stories';
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
const select = composeStories(selectStories);

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
  // [test, story, width, height, baseline]: the story's own box.
  it.each<[string, RunnableStory, number, number | undefined, string]>([
    ['header, real long title at MINI (1200 px): one line, the rest under 更多', header.LongTitleMini, 1200, undefined, 'header-long-title-mini'],
    ['right bar, folded into the ball', rightBar.Folded, 1480, 300, 'right-bar-folded'],
    ['uploader, image thumbnails', uploader.WithImages, 600, undefined, 'uploader-images'],
    ['uploader, upload in progress', uploader.Uploading, 600, undefined, 'uploader-uploading'],
    ['table, formatted money', table.Basic, 900, undefined, 'table-money'],
    ['table, one row selected: the boxes fit their column (no ellipsis beside them)', table.WithSelection, 900, undefined, 'table-selection'],
    ['table, load failed', table.LoadFailed, 900, undefined, 'table-load-failed'],
    ['money input with an error', moneyInput.WithError, 600, undefined, 'money-input-error'],
    ['select, a long choice: one line from the left, cut with an ellipsis', select.LongValue, 400, undefined, 'select-long-value'],
  ])('%s', async (_, story, width, height, baseline) => {
    await expect.element(await mount(story, width, height)).toMatchScreenshot(baseline, stable);
  });

  // [test, story, role, baseline]: the settled dialog or popover.
  it.each<[string, RunnableStory, 'dialog' | 'alertdialog', string]>([
    ['date picker, calendar open', datePicker.CalendarOpen, 'dialog', 'date-picker-calendar'],
    ['agreement modal, loading', agreement.Loading, 'dialog', 'agreement-loading'],
    ['agreement modal, load failed', agreement.LoadFailed, 'dialog', 'agreement-load-failed'],
    ['notice popup, leaving-the-platform confirm', notice.LeavingConfirm, 'alertdialog', 'notice-leaving-confirm'],
    ['signing dialog, signed', signingDialog.Success, 'dialog', 'signing-success'],
    ['signing dialog, cancelled', signingDialog.Cancelled, 'dialog', 'signing-cancelled'],
  ])('%s', async (_, story, role, baseline) => {
    await expect.element(await dialog(story, role)).toMatchScreenshot(baseline, stable);
  });

  it('select, searchable: the filter above the options it narrows', async () => {
    // The story's play function closes the select again (for its accessibility check): open and filter it here.
    await runStory(select.Searchable, 400);
    await page.getByRole('combobox', { name: '金融机构' }).click();
    const search = page.getByRole('searchbox', { name: '搜索' });
    await expect.element(search).toBeVisible();
    await search.fill('徐州');
    const list = page.getByRole('listbox', { name: '金融机构' });
    await expect.element(list).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 400));
    const popup = page.elementLocator(list.element().parentElement!);
    await expect.element(popup).toMatchScreenshot('select-searchable', stable);
  }, 60_000);
});
