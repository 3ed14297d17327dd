import type { ScreenRegistry } from './registry';

/** 银承出票 (domain-lines.md §20.3): 银承出票申请, 银承出票复核 and the bank’s 承兑审批 (issue 33 part A). */
export const SCREENS: ScreenRegistry = {};
