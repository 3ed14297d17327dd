import type { ScreenRegistry } from './registry';

/** e订通: the core's and the bank's order screens (/edt/core/*). */
export const SCREENS: ScreenRegistry = {};
