import type { ScreenRegistry } from './registry';

/** 贴现 (domain-lines.md §20.4–§20.5): 贴现申请 with its trial, 贴现复核, 贴现查询 and 买方付息确认 (part C). */
export const SCREENS: ScreenRegistry = {};
