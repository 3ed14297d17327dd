import type { ComponentType } from 'react';
import { cashEndpoints } from '@scf/api/contract';
import { renderSigningScreen } from '../../../test/render-signing-screen';
import type { SigningScreenSetup } from '../../../test/render-signing-screen';

export type CashPageSetup = Omit<SigningScreenSetup<typeof cashEndpoints>, 'original' | 'userName' | 'driver'>;

/**
 * A cash screen against the contract-checking mock platform (every input and answer is validated with the endpoint's
 * schemas, as the real client does); the director's 同意 runs through the real signing flow with the mock key …0101.
 */
export function renderCashPage(Page: ComponentType, setup: CashPageSetup) {
  return renderSigningScreen(Page, cashEndpoints, { ...setup, original: '兑付审批\n兑付计划编号：CSH20250616000001' });
}
