// Stories for apps/storybook: the host's signing dialog in each state of a flow, over the mock driver.
import { useEffect, useState } from 'react';
import type { BusinessType } from '@scf/signing';
import { useSigner } from '@scf/signing/react';
import { MockSigningHost, mockSigning } from '../test/signing-fixtures';
import { SigningDialogHost } from './signing-dialog-host';

export default { title: 'Signing/SigningDialogHost', component: SigningDialogHost };

/** Starts a flow as a screen would on a click, so the dialog shows where it stops. */
function StartOnMount({ businessType, ids }: { businessType: BusinessType; ids: string[] }) {
  const sign = useSigner();
  useEffect(() => void sign.business(businessType, ids), [sign, businessType, ids]);
  return null;
}

function Demo({ setup }: { setup: () => ReturnType<typeof mockSigning> }) {
  const [{ config }] = useState(setup);
  const [ids] = useState(['c1']);
  return (
    <MockSigningHost config={config}>
      <StartOnMount businessType="CREDIT_ASSEMBLE" ids={ids} />
    </MockSigningHost>
  );
}

function stuckReading() {
  const ctx = mockSigning();
  // The middleware never answers: the dialog stays on 正在读取Ukey证书.
  ctx.driver.isAvailable = () => new Promise<boolean>(() => undefined);
  return ctx;
}

export const Reading = { render: () => <Demo setup={stuckReading} /> };
export const Confirm = { render: () => <Demo setup={() => mockSigning()} /> };
export const NoKeyModeConfirm = { render: () => <Demo setup={() => mockSigning({ available: false }, { '/v1/auth/cfca/controls/enable': false })} /> };
export const InsertKey = { render: () => <Demo setup={() => mockSigning({ certificates: [] })} /> };
export const DriverOutdated = { render: () => <Demo setup={() => mockSigning({ version: '1.0.0' })} /> };
