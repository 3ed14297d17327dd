// Stories for apps/storybook: the sign button under a provider over the mock driver (no device, no server).
import { useState } from 'react';
import { MockSigningHost, mockSigning } from '../test/signing-fixtures';
import { SignButton } from './sign-button';

export default { title: 'Signing/SignButton', component: SignButton };

function Demo({ state, routes }: { state?: Parameters<typeof mockSigning>[0]; routes?: Parameters<typeof mockSigning>[1] }) {
  // One config per story: a new one on each render would restart the provider's flow.
  const [{ config }] = useState(() => mockSigning(state, routes));
  return (
    <MockSigningHost config={config}>
      <SignButton businessType="CREDIT_ASSEMBLE" ids={['c1']} onResult={() => undefined} />
    </MockSigningHost>
  );
}

export const KeyInserted = { render: () => <Demo /> };
export const NoKey = { render: () => <Demo state={{ certificates: [] }} /> };
export const DriverOutdated = { render: () => <Demo state={{ version: '1.0.0' }} /> };
export const SigningSwitchOff = { render: () => <Demo state={{ available: false }} routes={{ '/v1/auth/cfca/controls/enable': false }} /> };
