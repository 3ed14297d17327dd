import type { ScreenRegistry } from './registry';

/** 供应链ABS (`/abs`): no screen built yet; every route shows 功能建设中. */
export const SCREENS: ScreenRegistry = {};
