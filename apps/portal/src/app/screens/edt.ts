import type { ScreenRegistry } from './registry';

/**
 * 订单融资 (`/edt`): no screen built yet; every route shows 功能建设中 — also the purchase role's home
 * (`/edt/core/order-info-sure`).
 */
export const SCREENS: ScreenRegistry = {};
