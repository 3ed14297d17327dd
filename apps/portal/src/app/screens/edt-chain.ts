import type { ScreenRegistry } from './registry';

/** e订通: the supplier's orders, financing and 融资资料 (/edt/chain/order/*, /edt/chain/finance-data/*). */
export const SCREENS: ScreenRegistry = {};
