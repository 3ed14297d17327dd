import { SCREENS as APPLY } from './discount-apply';
import { SCREENS as BAB } from './discount-bab';
import { SCREENS as BILLS } from './discount-bills';
import { SCREENS as FI } from './discount-fi';
import { SCREENS as HOMES } from './discount-homes';
import { SCREENS as REVIEW } from './discount-review';
import type { ScreenRegistry } from './registry';

/**
 * 票据贴现 (`/discount`, domain-lines.md §20): the core's 银承 issued at its bank and delivered to its suppliers, their
 * discount at a bank, maturity, and the area's homes.
 */
export const SCREENS: ScreenRegistry = { ...HOMES, ...BAB, ...BILLS, ...APPLY, ...REVIEW, ...FI };
