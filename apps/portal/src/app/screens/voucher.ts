import { ledgerScreens } from './ledger';
import type { ScreenRegistry } from './registry';

/** 支付通 (`/voucher`): the ledger screens it shares with the credit product; nothing of its own yet. */
export const SCREENS: ScreenRegistry = ledgerScreens('VOUCHER');
