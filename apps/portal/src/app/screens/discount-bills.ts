import type { ScreenRegistry } from './registry';

/** The packages after acceptance (domain-lines.md §20.1, §20.3): 提示收票, 撤票, 票据签收, the queries and 票据详情 (part B). */
export const SCREENS: ScreenRegistry = {};
