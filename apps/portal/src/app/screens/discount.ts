import type { ScreenRegistry } from './registry';

/** 票据贴现 (`/discount`, domain-lines.md §20.2): no screen built yet; every route shows 功能建设中 and no menu grants one. */
export const SCREENS: ScreenRegistry = {};
