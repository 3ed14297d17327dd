import { SCREENS as ACCESS } from './edt-access';
import { SCREENS as CHAIN } from './edt-chain';
import { SCREENS as CORE } from './edt-core';
import type { ScreenRegistry } from './registry';

/** 订单融资 (`/edt`, domain-lines.md §19): 准入 and 授信, the core's and the bank's order screens, the supplier's orders and financing. */
export const SCREENS: ScreenRegistry = { ...ACCESS, ...CORE, ...CHAIN };
