// Stories for apps/storybook: one per phase of the signing dialog. Plain CSF objects.
import { SigningError, describeSigningError } from '@scf/signing';
import { DIRECTOR, DIRECTOR_CERT, ORIGINAL } from '../test/signing-fixtures';
import { SigningDialog } from './signing-dialog';
import type { SigningDialogProps } from './signing-dialog';

export default { title: 'Finance/SigningDialog', component: SigningDialog };

const base = {
  open: true,
  businessLabel: '凭证签章',
  keyTip: DIRECTOR,
  onConfirm: () => undefined,
  onCancel: () => undefined,
  onRetry: () => undefined,
} satisfies Omit<SigningDialogProps, 'phase'>;

export const Reading = { args: { ...base, phase: { kind: 'reading' } } satisfies SigningDialogProps };
export const Confirm = { args: { ...base, phase: { kind: 'confirm', original: ORIGINAL, cert: DIRECTOR_CERT } } satisfies SigningDialogProps };
export const Signing = { args: { ...base, phase: { kind: 'signing' } } satisfies SigningDialogProps };
export const InsertKey = {
  args: {
    ...base,
    phase: { kind: 'failed', error: new SigningError('INSERT_KEY'), description: describeSigningError('INSERT_KEY', DIRECTOR) },
  } satisfies SigningDialogProps,
};
export const DriverOutdated = {
  args: {
    ...base,
    phase: { kind: 'failed', error: new SigningError('DRIVER_OUTDATED'), description: describeSigningError('DRIVER_OUTDATED', { minVersion: '3.0.0' }) },
  } satisfies SigningDialogProps,
};
export const NotBound = {
  args: {
    ...base,
    keyTip: { uKeyCodeSuffix: '', roleName: '经办' },
    phase: { kind: 'failed', error: new SigningError('NOT_BOUND'), description: describeSigningError('NOT_BOUND', { roleName: '经办' }) },
  } satisfies SigningDialogProps,
};
