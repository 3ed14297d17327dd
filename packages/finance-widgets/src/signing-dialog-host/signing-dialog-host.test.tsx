import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { repaymentEndpoints } from '@scf/api/contract';
import type { SignOutcome } from '@scf/signing';
import { useRegisterKey, useSignedCall, useSigner, useSigningState } from '@scf/signing/react';
import type { KeyRegistration, SignedCall, Signer } from '@scf/signing/react';
import { DIRECTOR_CERT, MockSigningHost, mockSigning } from '../test/signing-fixtures';

const REPAYMENT = { repaymentId: 'r1', loanNo: 'L1', payeeName: '建设银行', amount: '100.00', dueDate: '2025-06-16', status: 'CONFIRMED' };
const hooks: { sign?: Signer; signedCall?: SignedCall; registration?: KeyRegistration } = {};

function Screen() {
  hooks.sign = useSigner();
  hooks.signedCall = useSignedCall();
  hooks.registration = useRegisterKey();
  const { flow, confirm } = useSigningState();
  if (flow?.phase.kind !== 'confirm-key') return null;
  return (
    <section aria-label={flow.label}>
      <p>读取到印刷号 {flow.phase.cert.keyCode}</p>
      <button onClick={confirm}>确认更换</button>
    </section>
  );
}

function setup(...args: Parameters<typeof mockSigning>) {
  const ctx = mockSigning(...args);
  render(
    <MockSigningHost config={ctx.config}>
      <Screen />
    </MockSigningHost>,
  );
  return { ...ctx, user: userEvent.setup() };
}

describe('SigningDialogHost', () => {
  it('a screen signs and submits in one line: the host shows the dialog, the endpoint gets the payload', async () => {
    const bodies: unknown[] = [];
    const { user } = setup(
      {},
      {
        '/v1/repayments/r1/original': '还款编号：r1\n金额：100.00',
        '/v1/repayments/r1/confirm': ({ body }: { body: unknown }) => (bodies.push(body), REPAYMENT),
      },
    );
    let outcome!: ReturnType<SignedCall>;
    act(() => void (outcome = hooks.signedCall!('REPAYMENT', ['r1'], repaymentEndpoints.confirm, (body) => ({ params: { id: 'r1' }, body }))));
    const dialog = await screen.findByRole('dialog', { name: 'Ukey签名：还款' });
    expect(within(dialog).getByText('请插入尾号为0101的主管Ukey')).toBeInTheDocument();
    expect(await within(dialog).findByText('大写：壹佰元整')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    await expect(outcome).resolves.toMatchObject({ code: 0, value: { status: 'CONFIRMED' } });
    expect(bodies).toEqual([expect.objectContaining({ certSerialNo: DIRECTOR_CERT.serialNumber, original: '还款编号：r1\n金额：100.00' })]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('in no-key mode the original is still shown, without a certificate line', async () => {
    const { user, driver } = setup({ available: false }, { '/v1/auth/cfca/controls/enable': false });
    let outcome!: Promise<SignOutcome>;
    act(() => void (outcome = hooks.sign!.business('CREDIT_ASSEMBLE', ['c1'])));
    const dialog = await screen.findByRole('dialog', { name: 'Ukey签名：凭证签章' });
    await within(dialog).findByRole('button', { name: '确认签名' });
    expect(within(dialog).queryByText(/签名证书/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    await expect(outcome).resolves.toMatchObject({ code: 0, dummy: true });
    expect(driver.calls).toEqual([]);
  });

  it('leaves inline flows to their page: a registration confirms the key on the page, not in the dialog', async () => {
    const { user } = setup({ certificates: [{ ...DIRECTOR_CERT, certDerB64: 'MIIB' }] }, { '/v1/auth/cas/add/info/original': '绑定原文' });
    let outcome!: ReturnType<KeyRegistration['register']>;
    act(() => void (outcome = hooks.registration!.register({ label: '更换Ukey' })));
    const page = await screen.findByRole('region', { name: '更换Ukey' });
    expect(within(page).getByText('读取到印刷号 CCB5100000101')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(page).getByRole('button', { name: '确认更换' }));
    await expect(outcome).resolves.toMatchObject({ code: 0, registration: { ukeyCode: 'CCB5100000101', original: '绑定原文' } });
  });
});
