import type { ReactNode } from 'react';

/** One column of a Table. */
export interface TableColumn<T> {
  /** Column id; also the row property shown when neither `value` nor `render` is given. */
  key: string;
  /** Header text. */
  title: string;
  /** The cell's value, used for sorting and as the default cell text. */
  value?: (row: T) => string | number | null | undefined;
  /** Custom cell content (links, tags, money); sorting still uses `value`. */
  render?: (row: T) => ReactNode;
  /** Shows a sort button in the header. */
  sortable?: boolean;
  /** CSS width of the column, e.g. 120 or '20%'; it includes the cell's padding (border-box, as antd's). */
  width?: number | string;
  /** Text alignment; money columns align right, which also gives them tabular figures (digits line up). */
  align?: 'left' | 'center' | 'right';
  /** Kept in view at the right edge while a table wider than its box scrolls sideways (the row actions). */
  pin?: 'right';
}

/** The active sort: which column and which direction. */
export interface TableSort {
  key: string;
  direction: 'asc' | 'desc';
}
