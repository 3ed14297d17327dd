import type { ScreenRegistry } from './registry';

/** The area’s homes (domain-lines.md §20.2): the core’s, the supplier’s and the bank’s (part E). */
export const SCREENS: ScreenRegistry = {};
