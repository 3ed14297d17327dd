import type { ScreenMap } from './screen-map';

/** The /abs area, a lazy chunk (spec §2). No screen is built yet: every page shows "under construction". */
export const screens: ScreenMap = {};
