import type { ComponentType } from 'react';
import { cashEndpoints, creditEndpoints } from '@scf/api/contract';
import { renderSigningScreen } from '../../../test/render-signing-screen';
import type { SigningScreenSetup } from '../../../test/render-signing-screen';

/** The cash calls, and the applications list that 兑付确认's 我的兑付确认 reads. */
const CASH_SCREEN_ENDPOINTS = { ...cashEndpoints, applications: creditEndpoints.applications };

export type CashPageSetup = Omit<SigningScreenSetup<typeof CASH_SCREEN_ENDPOINTS>, 'original' | 'userName' | 'driver'>;

/**
 * A cash screen against the contract-checking mock platform (every input and answer is validated with the endpoint's
 * schemas, as the real client does); the director's 同意 runs through the real signing flow with the mock key …0101.
 */
export function renderCashPage(Page: ComponentType, setup: CashPageSetup) {
  return renderSigningScreen(Page, CASH_SCREEN_ENDPOINTS, {
    ...setup,
    server: { applications: { rows: [], total: 0 }, ...setup.server },
    original: '兑付审批\n兑付计划编号：CSH20250616000001',
  });
}
