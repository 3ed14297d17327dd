import { SCREENS as FILES } from './abs-files';
import { SCREENS as FINANCE_DATA } from './abs-finance-data';
import { SCREENS as RECEIVABLES } from './abs-receivables';
import { SCREENS as REPORTS } from './abs-reports';
import { SCREENS as TRANSFER } from './abs-transfer';
import type { ScreenRegistry } from './registry';

/**
 * 供应链ABS (`/abs`, domain-lines.md §18): the core's payables and the supplier's receivables, the transfer to a
 * factor, the documents on both 档案 pages, the ABS 融资资料 and the report centre.
 */
export const SCREENS: ScreenRegistry = { ...RECEIVABLES, ...TRANSFER, ...FILES, ...FINANCE_DATA, ...REPORTS };
