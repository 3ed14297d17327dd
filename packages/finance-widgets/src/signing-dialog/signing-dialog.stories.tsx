// Stories for apps/storybook: one per phase of the signing dialog. Plain CSF objects.
import { SigningError, describeSigningError } from '@scf/signing';
import type { SignErrorCode, SigningErrorContext } from '@scf/signing';
import { DIRECTOR, DIRECTOR_CERT, ORIGINAL } from '../test/signing-fixtures';
import { SigningDialog } from './signing-dialog';
import type { SigningDialogProps } from './signing-dialog';
import type { SigningPhase } from './signing-phase';

const base = {
  open: true,
  businessLabel: '凭证签章',
  keyTip: DIRECTOR,
  onConfirm: () => undefined,
  onCancel: () => undefined,
  onRetry: () => undefined,
} satisfies Omit<SigningDialogProps, 'phase'>;

/** The failed phase the flow shows for a signing error code, described as the catalogue describes it. */
function failed(code: SignErrorCode, context: SigningErrorContext) {
  return { kind: 'failed', error: new SigningError(code), description: describeSigningError(code, context) } satisfies SigningPhase;
}

export const Reading = { args: { ...base, phase: { kind: 'reading' } } satisfies SigningDialogProps };
export const Confirm = { args: { ...base, phase: { kind: 'confirm', original: ORIGINAL, cert: DIRECTOR_CERT } } satisfies SigningDialogProps };
export const Signing = { args: { ...base, phase: { kind: 'signing' } } satisfies SigningDialogProps };
export const InsertKey = { args: { ...base, phase: failed('INSERT_KEY', DIRECTOR) } satisfies SigningDialogProps };
export const DriverOutdated = { args: { ...base, phase: failed('DRIVER_OUTDATED', { minVersion: '3.0.0' }) } satisfies SigningDialogProps };
export const NotBound = {
  args: {
    ...base,
    keyTip: { uKeyCodeSuffix: '', roleName: '经办' },
    phase: failed('NOT_BOUND', { roleName: '经办' }),
  } satisfies SigningDialogProps,
};

/** Signed: the dialog says so before the host closes it. */
export const Success = { args: { ...base, phase: { kind: 'done' } } satisfies SigningDialogProps };

/** The user cancelled at the key's own prompt: 已取消签名, with 重试. */
export const Cancelled = { args: { ...base, phase: failed('USER_CANCELLED', DIRECTOR) } satisfies SigningDialogProps };

const phases = {
  reading: Reading.args.phase,
  confirm: Confirm.args.phase,
  signing: Signing.args.phase,
  done: Success.args.phase,
  cancelled: Cancelled.args.phase,
  insertKey: InsertKey.args.phase,
  driverOutdated: DriverOutdated.args.phase,
};

export default {
  title: 'Signing/SigningDialog',
  component: SigningDialog,
  // The phase as a choice of the flow's steps (spec §4), not a raw object.
  argTypes: {
    phase: {
      control: {
        type: 'select' as const,
        labels: {
          reading: '读取 Ukey',
          confirm: '确认原文',
          signing: '签名中',
          done: '签名成功',
          cancelled: '已取消',
          insertKey: '请插入 Ukey',
          driverOutdated: '驱动版本过低',
        },
      },
      options: Object.keys(phases),
      mapping: phases,
    },
    keyTip: { control: false as const },
    describe: { control: false as const },
  },
};
