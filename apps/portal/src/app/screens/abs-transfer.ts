import type { ScreenRegistry } from './registry';

/** 供应链ABS (domain-lines.md §18): this part's screens, registered lazily (none built yet). */
export const SCREENS: ScreenRegistry = {};
