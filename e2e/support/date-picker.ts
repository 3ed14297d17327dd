import type { Locator, Page } from '@playwright/test';

/** A calendar day: year, month (1-12), day. */
export type Day = readonly [year: number, month: number, day: number];

/** Pick a day in a date field's calendar (the combobox `field` in `scope`), month by month towards it from wherever it opens. */
export async function pickDate(page: Page, scope: Locator | Page, field: string, [y, m, d]: Day): Promise<void> {
  await scope.getByRole('combobox', { name: field }).click();
  const calendar = page.getByRole('dialog', { name: '日历' });
  const day = calendar.getByRole('button', { name: new RegExp(`${y}年${m}月${d}日`) });
  const target = y * 12 + m;
  for (let i = 0; i < 60 && (await day.count()) === 0; i += 1) {
    const caption = (await calendar.getByRole('grid').first().getAttribute('aria-label')) ?? '';
    const [, cy, cm] = /(\d{4})年(\d{1,2})月/.exec(caption) ?? [];
    const back = cy ? Number(cy) * 12 + Number(cm) > target : true;
    await calendar
      .getByRole('button', { name: back ? /上|previous/i : /下|next/i })
      .first()
      .click();
  }
  await day.click();
}
