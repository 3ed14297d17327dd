// Stories for apps/storybook: the sign button over a mock-driver signer (no device, no server).
import { DIRECTOR, mockSigner } from '../test/signing-fixtures';
import { SignButton } from './sign-button';

export default { title: 'Finance/SignButton', component: SignButton };

function Demo({ state }: { state?: Parameters<typeof mockSigner>[0] }) {
  const { signer } = mockSigner(state);
  return <SignButton signer={signer} businessType="CREDIT_ASSEMBLE" ids={['c1']} role={DIRECTOR} onResult={() => undefined} />;
}

export const KeyInserted = { render: () => <Demo /> };
export const NoKey = { render: () => <Demo state={{ certificates: [] }} /> };
