import type { SortOrder } from '@scf/api/contract';

/** One action of a row (签收, 详情, 撤销申请...). */
export interface DataTableAction {
  /** Button text, in Chinese; also its accessible name. */
  label: string;
  /** Runs the action for this row. */
  onSelect: () => void;
  /** Shown but not usable (the row's state does not allow it). */
  disabled?: boolean;
  /** Destructive (删除, 作废): red text. */
  danger?: boolean;
}

/** The sort of a paged query (`@scf/api/contract` `pagedQuery`): a sortable column's key and the direction. */
export interface DataTableSort<F extends string = string> {
  field: F;
  order: SortOrder;
}
