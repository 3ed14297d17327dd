import type { TableColumn } from './table-types';

/** What a column without a width keeps at the least: about seven Chinese characters (a company name wraps). */
export const AUTO_COLUMN_MIN_WIDTH = 100;
/** The selection column (CheckCell). */
const CHECK_COLUMN_WIDTH = 44;

/**
 * The narrowest the table may get: the fixed widths, the selection column and a minimum for each column without a
 * width. Below it the table scrolls sideways in its wrapper, instead of squeezing a width-less column to nothing
 * (a fixed-layout table gives such a column only what the fixed ones leave — zero when they add up to more).
 * Percentages and other CSS widths count as width-less: they follow the table.
 */
export function tableMinWidth(columns: readonly Pick<TableColumn<unknown>, 'width'>[], selectable: boolean): number {
  const fixed = columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : AUTO_COLUMN_MIN_WIDTH), 0);
  return fixed + (selectable ? CHECK_COLUMN_WIDTH : 0);
}
