import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SIGN_ERROR_CODES, describeSigningError, specNumberOf } from '@scf/signing';
import type { SignErrorCode, SignOutcome } from '@scf/signing';
import { DIRECTOR, DIRECTOR_CERT, MockSigningHost, ORIGINAL, mockSigning } from '../test/signing-fixtures';
import { SignButton } from './sign-button';

function setup(...args: Parameters<typeof mockSigning>) {
  const ctx = mockSigning(...args);
  const onResult = vi.fn<(o: SignOutcome) => void>();
  render(
    <MockSigningHost config={ctx.config}>
      <SignButton businessType="CREDIT_ASSEMBLE" ids={['c1']} onResult={onResult} />
    </MockSigningHost>,
  );
  return { ...ctx, onResult, user: userEvent.setup() };
}

/** Close the failure the dialog shows; the flow then reports it. */
async function closeFailure(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '关闭' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('SignButton with the mock driver', () => {
  it('shows the Ukey tip and the readable original, then signs on confirm: code 0 with the payload', async () => {
    const { user, onResult } = setup();
    await user.click(screen.getByRole('button', { name: '签名' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ukey签名：凭证签章' });
    expect(within(dialog).getByText('请插入尾号为0101的主管Ukey')).toBeInTheDocument();
    await within(dialog).findByRole('button', { name: '确认签名' });
    expect(within(dialog).getByText('供应商一')).toBeInTheDocument();
    expect(within(dialog).getByText('1,234.56元')).toBeInTheDocument();
    expect(within(dialog).getByText('大写：壹仟贰佰叁拾肆元伍角陆分')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('签名原文')).toHaveTextContent('凭证编号：C202506160001');
    expect(onResult).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(1));
    expect(onResult.mock.calls[0]![0]).toMatchObject({
      code: 0,
      payload: { certSerialNo: DIRECTOR_CERT.serialNumber, original: ORIGINAL, algorithmType: 'SHA1withRSA', creditList: [{ fkCredit: 'c1' }] },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('signs nothing when the user cancels: code -1, USER_CANCELLED, dialog closed', async () => {
    const { user, onResult, driver } = setup();
    await user.click(screen.getByRole('button', { name: '签名' }));
    await user.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(1));
    expect(onResult.mock.calls[0]![0]).toMatchObject({ code: -1, error: { code: 'USER_CANCELLED' } });
    expect(driver.calls).not.toContain('sign');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a double click signs once and reports once', async () => {
    const { user, onResult, driver } = setup();
    // Both clicks land before the dialog opens, as a fast double click does.
    const button = screen.getByRole('button', { name: '签名' });
    fireEvent.click(button);
    fireEvent.click(button);
    await user.click(await screen.findByRole('button', { name: '确认签名' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(1));
    expect(driver.calls.filter((c) => c === 'sign')).toHaveLength(1);
  });

  it('a removed key (no certificate) asks for the role key by its tail number, reported when closed', async () => {
    const { user, onResult } = setup({ certificates: [] });
    await user.click(screen.getByRole('button', { name: '签名' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('未检测到尾号为0101的Ukey（主管）请插入该Ukey后重试');
    // Issue 28 item 11: the dialog said 请插入尾号为0101的Ukey three times (tip, message, action); now once.
    expect(screen.getByRole('dialog').textContent!.match(/尾号为?0101/g)).toHaveLength(1);
    expect(onResult).not.toHaveBeenCalled();
    await closeFailure(user);
    expect(onResult.mock.calls[0]![0]).toMatchObject({ code: -1, error: { code: 'INSERT_KEY' } });
  });

  it('two keys, a wrong issuer and an outdated driver each give their message and spec number', async () => {
    const cases: [Parameters<typeof mockSigning>[0], string, string][] = [
      [{ certificates: [DIRECTOR_CERT, { ...DIRECTOR_CERT, handle: 'h2', serialNumber: '1f' }] }, '只能插入一个Ukey', '请拔出多余的Ukey后重试'],
      [{ certificates: [{ ...DIRECTOR_CERT, issuerDN: 'CN=Other Bank Demo CA' }] }, 'Ukey颁发机构与所选银行不一致（错误码 12）', '请选择与Ukey一致的银行'],
      [{ version: '1.0.0' }, 'Ukey驱动不是最新版本（错误码 2）', '请升级Ukey驱动至3.0.0或以上版本'],
    ];
    for (const [state, message, action] of cases) {
      const { user } = setup(state);
      await user.click(screen.getAllByRole('button', { name: '签名' }).at(-1)!);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(alert).toHaveTextContent(action);
      await closeFailure(user);
    }
  });

  it('retries after a failure and signs once the key is back: one result, code 0', async () => {
    const { user, onResult, driver } = setup();
    driver.fail({ op: 'sign', code: 'KEY_REMOVED', driverCode: 0x0a000023 });
    await user.click(screen.getByRole('button', { name: '签名' }));
    await user.click(await screen.findByRole('button', { name: '确认签名' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ukey已拔出');
    expect(alert).toHaveTextContent('设备返回码 0x0A000023');
    await user.click(screen.getByRole('button', { name: '重新签名' }));
    await user.click(await screen.findByRole('button', { name: '确认签名' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(1));
    expect(onResult.mock.calls[0]![0]).toMatchObject({ code: 0 });
  });

  // Every code of the catalogue, driven as a fault of the key read, reaches the user with its message and action.
  it.each(SIGN_ERROR_CODES.filter((c) => c !== 'USER_CANCELLED'))('shows %s with its catalogue message and action', async (code: SignErrorCode) => {
    const { user, driver, onResult } = setup();
    driver.fail({ op: 'listCertificates', code });
    await user.click(screen.getByRole('button', { name: '签名' }));
    const alert = await screen.findByRole('alert');
    const expected = describeSigningError(code, { ...DIRECTOR, minVersion: '3.0.0' });
    expect(alert).toHaveTextContent(expected.message);
    expect(alert).toHaveTextContent(expected.actionText);
    const number = specNumberOf(code);
    if (number !== undefined) expect(alert).toHaveTextContent(`错误码 ${number}`);
    await closeFailure(user);
    expect(onResult.mock.calls[0]![0]).toMatchObject({ code: -1, error: { code } });
  });
});
