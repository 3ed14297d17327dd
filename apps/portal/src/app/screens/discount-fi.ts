import type { ScreenRegistry } from './registry';

/** The bank’s side and maturity (domain-lines.md §20.4, §20.6): 贴现审批, 票据业务查询 and 到期付款查询 (part D). */
export const SCREENS: ScreenRegistry = {};
