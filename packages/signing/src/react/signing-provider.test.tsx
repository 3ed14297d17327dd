import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { repaymentEndpoints } from '@scf/api/contract';
import type { SignOutcome } from '../flows/sign-outcome';
import { CCB, CCB_CERT } from '../test-support/fixtures';
import { mockConfig } from '../test-support/mock-config';
import { SigningProvider } from './signing-provider';
import { MissingSigningProviderError } from './signing-context';
import { useRegisterKey } from './use-register-key';
import { useSignedCall } from './use-signed-call';
import { useSigner } from './use-signer';
import { useSigningState } from './use-signing-state';

const ROLE = { uKeyCodeSuffix: '0101', roleName: '主管' };
const REPAYMENT = { repaymentId: 'r1', loanNo: 'L1', payeeName: '银行', amount: '100.00', dueDate: '2025-06-16', status: 'CONFIRMED' };

/** What a dialog would show of the running flow, with its buttons. */
function FlowPanel() {
  const { flow, confirm, cancel, retry } = useSigningState();
  if (!flow) return <p role="status">无签名</p>;
  const { phase } = flow;
  return (
    <section aria-label={flow.label}>
      <p role="status">{phase.kind}</p>
      {phase.kind === 'confirm' ? <pre aria-label="签名原文">{phase.original}</pre> : null}
      {phase.kind === 'confirm-key' ? <p>印刷号 {phase.cert.keyCode}</p> : null}
      {phase.kind === 'failed' ? <p role="alert">{phase.description.message}</p> : null}
      <button onClick={confirm}>确认</button>
      <button onClick={cancel}>取消</button>
      <button onClick={retry}>重新签名</button>
    </section>
  );
}

function setup(...args: Parameters<typeof mockConfig> extends [unknown, ...infer R] ? R : never) {
  const ctx = mockConfig([CCB], { certificates: [CCB_CERT], ...args[0] }, { '/v1/repayments/r1/original': '还款原文 r1', ...args[1] });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <SigningProvider config={ctx.config} role={ROLE}>
      <FlowPanel />
      {children}
    </SigningProvider>
  );
  const hook = renderHook(() => ({ sign: useSigner(), signedCall: useSignedCall(), registration: useRegisterKey() }), { wrapper });
  return { ...ctx, ...hook, user: userEvent.setup() };
}

describe('SigningProvider and useSigner: one flow, one confirm gate', () => {
  it('pauses on the original until confirmed, then signs: code 0 with the payload', async () => {
    const { result, user, driver } = setup();
    let outcome!: Promise<SignOutcome>;
    act(() => void (outcome = result.current.sign.business('REPAYMENT', ['r1'])));
    expect(await screen.findByRole('region', { name: '还款' })).toBeInTheDocument();
    expect(await screen.findByLabelText('签名原文')).toHaveTextContent('还款原文 r1');
    expect(screen.getByRole('status')).toHaveTextContent('confirm');
    expect(driver.calls).not.toContain('sign');
    await user.click(screen.getByRole('button', { name: '确认' }));
    await expect(outcome).resolves.toMatchObject({ code: 0, payload: { original: '还款原文 r1', certSerialNo: '1abc' } });
    expect(screen.getByRole('status')).toHaveTextContent('无签名');
  });

  it('cancel: code -1 USER_CANCELLED and the key never signs', async () => {
    const { result, user, driver } = setup();
    let outcome!: Promise<SignOutcome>;
    act(() => void (outcome = result.current.sign.business('REPAYMENT', ['r1'])));
    await user.click(await screen.findByRole('button', { name: '取消' }));
    await expect(outcome).resolves.toMatchObject({ code: -1, error: { code: 'USER_CANCELLED' } });
    expect(driver.calls).not.toContain('sign');
  });

  it('a second click joins the running flow: one original, one signature; another flow meanwhile is FLOW_BUSY', async () => {
    const { result, user, driver, transport } = setup();
    let first!: Promise<SignOutcome>;
    let second!: Promise<SignOutcome>;
    let other!: Promise<SignOutcome>;
    act(() => {
      first = result.current.sign.business('REPAYMENT', ['r1']);
      second = result.current.sign.business('REPAYMENT', ['r1']);
      other = result.current.sign.business('CREDIT_ASSEMBLE', ['c1']);
    });
    expect(second).toBe(first);
    await expect(other).resolves.toMatchObject({ code: -1, error: { code: 'FLOW_BUSY' }, description: { message: '另一笔签名正在进行' } });
    await user.click(await screen.findByRole('button', { name: '确认' }));
    await expect(first).resolves.toMatchObject({ code: 0 });
    expect(driver.calls.filter((c) => c === 'sign')).toHaveLength(1);
    expect(transport.calls.filter((c) => c.path === '/v1/repayments/r1/original')).toHaveLength(1);
  });

  it('a failure stays with its Chinese description until closed; 重新签名 runs the flow again', async () => {
    const { result, user, driver } = setup({ certificates: [] });
    let outcome!: Promise<SignOutcome>;
    act(() => void (outcome = result.current.sign.business('REPAYMENT', ['r1'])));
    expect(await screen.findByRole('alert')).toHaveTextContent('未检测到尾号为0101的Ukey（主管）');
    driver.state.certificates = [CCB_CERT];
    await user.click(screen.getByRole('button', { name: '重新签名' }));
    await user.click(await screen.findByRole('button', { name: '确认' }));
    await expect(outcome).resolves.toMatchObject({ code: 0 });

    driver.state.certificates = [];
    let closed!: Promise<SignOutcome>;
    act(() => void (closed = result.current.sign.business('REPAYMENT', ['r1'])));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: '取消' }));
    await expect(closed).resolves.toMatchObject({ code: -1, error: { code: 'INSERT_KEY' }, description: { actionText: '请插入该Ukey后重试' } });
  });

  it('an inline flow ends at its failure at once', async () => {
    const { result } = setup({ available: false });
    await expect(act(() => result.current.sign.business('REPAYMENT', ['r1'], { inline: true }))).resolves.toMatchObject({
      code: -1,
      error: { code: 'DRIVER_UNAVAILABLE' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('无签名');
  });

  it('dummy mode: with the signing switch off the original is still confirmed, and no key is asked', async () => {
    const { result, user, driver } = setup({ available: false }, { '/v1/auth/cfca/controls/enable': false });
    let outcome!: Promise<SignOutcome>;
    act(() => void (outcome = result.current.sign.business('REPAYMENT', ['r1'])));
    expect(await screen.findByLabelText('签名原文')).toHaveTextContent('还款原文 r1');
    await user.click(screen.getByRole('button', { name: '确认' }));
    await expect(outcome).resolves.toMatchObject({ code: 0, dummy: true, payload: { signature: 'NONE', original: '还款原文 r1' } });
    expect(driver.calls).toEqual([]);
  });

  it('original(): another key than the session role, named by the caller', async () => {
    const { result, user } = setup({}, { '/v1/ukeys/renew/original': '证书更新原文' });
    let outcome!: Promise<SignOutcome>;
    act(() => void (outcome = result.current.sign.original('证书更新', async () => '证书更新原文', { role: { boundSerial: '1ABC' } })));
    expect(await screen.findByRole('region', { name: '证书更新' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '确认' }));
    await expect(outcome).resolves.toMatchObject({ code: 0, payload: { original: '证书更新原文' } });
  });
});

describe('useSignedCall', () => {
  it('signs and submits the payload to the endpoint in one flow', async () => {
    const bodies: unknown[] = [];
    const { result, user } = setup({}, { '/v1/repayments/r1/confirm': ({ body }: { body: unknown }) => (bodies.push(body), REPAYMENT) });
    let outcome!: ReturnType<ReturnType<typeof useSignedCall>>;
    act(() => void (outcome = result.current.signedCall('REPAYMENT', ['r1'], repaymentEndpoints.confirm, (body) => ({ params: { id: 'r1' }, body }))));
    await user.click(await screen.findByRole('button', { name: '确认' }));
    await expect(outcome).resolves.toMatchObject({ code: 0, value: { repaymentId: 'r1', status: 'CONFIRMED' } });
    expect(bodies).toEqual([expect.objectContaining({ original: '还款原文 r1', certSerialNo: '1abc', algorithmType: 'SHA1withRSA' })]);
  });

  it("a refusal shows 请求异常 with the platform's message; 重新签名 signs a fresh original", async () => {
    let refuse = true;
    let n = 0;
    const { result, user, transport } = setup(
      {},
      {
        '/v1/repayments/r1/original': () => `还款原文 n=${++n}`,
        '/v1/repayments/r1/confirm': () => (refuse ? new Error('签名挑战已使用') : REPAYMENT),
      },
    );
    let outcome!: ReturnType<ReturnType<typeof useSignedCall>>;
    act(() => void (outcome = result.current.signedCall('REPAYMENT', ['r1'], repaymentEndpoints.confirm, (body) => ({ params: { id: 'r1' }, body }))));
    await user.click(await screen.findByRole('button', { name: '确认' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请求异常：签名挑战已使用');
    refuse = false;
    await user.click(screen.getByRole('button', { name: '重新签名' }));
    expect(await screen.findByLabelText('签名原文')).toHaveTextContent('还款原文 n=2');
    await user.click(screen.getByRole('button', { name: '确认' }));
    await expect(outcome).resolves.toMatchObject({ code: 0, payload: { original: '还款原文 n=2' } });
    expect(transport.calls.filter((c) => c.path === '/v1/repayments/r1/confirm')).toHaveLength(2);
  });
});

describe('useRegisterKey', () => {
  it('pauses on the key that was read (confirm-key) before it signs the registration original', async () => {
    const { result, user, driver } = setup({}, { '/v1/auth/cas/add/info/original': '绑定原文' });
    let outcome!: ReturnType<ReturnType<typeof useRegisterKey>['register']>;
    act(() => void (outcome = result.current.registration.register({ label: '更换Ukey' })));
    expect(await screen.findByText('印刷号 CCB5100000101')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '更换Ukey' })).toBeInTheDocument();
    expect(driver.calls).not.toContain('sign');
    await user.click(screen.getByRole('button', { name: '确认' }));
    await expect(outcome).resolves.toMatchObject({ code: 0, registration: { ukeyCode: 'CCB5100000101', original: '绑定原文' } });
  });

  it('binds without pausing when asked not to confirm the key, and reports a failure at once', async () => {
    const { result } = setup({ certificates: [{ ...CCB_CERT, certDerB64: 'MIIB' }] }, { '/v1/auth/cas/add/info/original': '绑定原文' });
    const submit = async () => 'bound';
    await expect(act(() => result.current.registration.registerAndSubmit({ confirmKey: false, submit }))).resolves.toMatchObject({ ok: true, value: 'bound' });
    const refused = act(() =>
      result.current.registration.registerAndSubmit({ confirmKey: false, submit: async () => Promise.reject(new Error('仅主管可绑定')) }),
    );
    await expect(refused).resolves.toEqual({
      ok: false,
      code: 'REQUEST_ERROR',
      codeLabel: '注册错误码 11',
      message: '请求异常：仅主管可绑定',
      actionText: expect.any(String),
    });
  });
});

describe('provider wiring', () => {
  it('hooks outside the provider throw a typed error', () => {
    expect(() => renderHook(() => useSigner())).toThrow(MissingSigningProviderError);
  });

  it('a flow waiting for the user ends as cancelled when the provider goes away', async () => {
    const { result, unmount, driver } = setup();
    let outcome!: Promise<SignOutcome>;
    act(() => void (outcome = result.current.sign.business('REPAYMENT', ['r1'])));
    await screen.findByLabelText('签名原文');
    unmount();
    await expect(outcome).resolves.toMatchObject({ code: -1, error: { code: 'USER_CANCELLED' } });
    expect(driver.calls).not.toContain('sign');
  });

  it('renders the flow where the page wants it', async () => {
    const { config } = mockConfig([CCB], { certificates: [] });
    function Page() {
      const sign = useSigner();
      return <button onClick={() => void sign.business('REPAYMENT', ['r1'])}>签名</button>;
    }
    render(
      <SigningProvider config={config} role={ROLE}>
        <Page />
        <FlowPanel />
      </SigningProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: '签名' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('未检测到尾号为0101的Ukey（主管）'));
  });
});
