import { financeScreens, ledgerScreens } from './ledger';
import type { ScreenRegistry } from './registry';

/** 支付通 (`/voucher`): the ledger screens it shares with the credit product, and its 融资 (domain-lines.md §17.2–§17.3). */
export const SCREENS: ScreenRegistry = { ...ledgerScreens('VOUCHER'), ...financeScreens('VOUCHER') };
