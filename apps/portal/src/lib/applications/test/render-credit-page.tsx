import type { ComponentType } from 'react';
import { creditEndpoints } from '@scf/api/contract';
import { renderSigningScreen } from '../../../test/render-signing-screen';
import type { SigningScreenSetup } from '../../../test/render-signing-screen';

export type CreditPageSetup = Omit<SigningScreenSetup<typeof creditEndpoints>, 'original' | 'menus'> & {
  /** The original the server assembles for an application (an issue's by default). */
  original?: string;
};

/**
 * A credit screen against the contract-checking mock platform: every input and answer is validated with the
 * endpoint's schemas, and a signed approval runs through the real signing flow with the mock driver's key.
 */
export function renderCreditPage(Page: ComponentType, setup: CreditPageSetup) {
  return renderSigningScreen(Page, creditEndpoints, {
    ...setup,
    original: setup.original ?? '开立复核\n申请编号：ISS20250616000003\n合计：800,000.00元（大写：捌拾万元整），共1笔',
  });
}
