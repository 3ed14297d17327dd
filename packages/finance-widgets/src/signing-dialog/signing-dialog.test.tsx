import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTOR_CERT } from '../test/signing-fixtures';
import { SigningDialog } from './signing-dialog';

// The original as the server writes it: the business, then its challenge id and expiry (an ISO instant in UTC).
const ORIGINAL = [
  '申请编号：ISS20250616000012',
  '开立方：徐州示例重工集团有限公司',
  '金额：123456.78',
  '挑战编号：sc_HP8GCvjqCGMuWhJuC0v8-Q',
  '有效期至：2026-11-28T23:46:43.006Z',
].join('\n');

const open = () =>
  render(
    <SigningDialog
      open
      businessLabel="凭证签章"
      keyTip={{ uKeyCodeSuffix: '0101', roleName: '主管', holderName: '王芳' }}
      phase={{ kind: 'confirm', original: ORIGINAL, cert: { ...DIRECTOR_CERT, subjectCN: 'c1_dir', serialNumber: '1fa3b6b0e8ebb4072e5' } }}
      onConfirm={() => undefined}
      onCancel={() => undefined}
    />,
  );

// Issue 28 item 3: 有效期至 read "2026-11-28T23:46:43.006Z" (the day before for the signer), the challenge id stood among
// what the signer reads, and the holder was the login name.
describe('SigningDialog: what the signer reads', () => {
  afterEach(() => vi.useRealTimers());

  it('shows 有效期至 in Beijing time with the time left, counting down', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-28T23:42:00.000Z') });
    open();
    const fields = within(screen.getByRole('dialog')).getByLabelText('签名内容');
    expect(fields).toHaveTextContent('有效期至2026-11-29 07:46（剩余 4分43秒）');
    act(() => vi.advanceTimersByTime(2000));
    expect(fields).toHaveTextContent('（剩余 4分41秒）');
    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(fields).toHaveTextContent('2026-11-29 07:46（已过期，请取消后重新签名）');
    expect(fields).not.toHaveTextContent('2026-11-28');
  });

  it('names the holder and the key tail, and keeps the challenge id and the serial in 签名原文', () => {
    open();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('签名人：王芳（主管，Ukey尾号0101）')).toBeInTheDocument();
    // The login name is only in the certificate's line, folded with the exact text.
    expect(
      within(dialog)
        .getByText(/c1_dir/)
        .closest('details'),
    ).not.toBeNull();
    const fields = within(dialog).getByLabelText('签名内容');
    expect(within(fields).queryByText('挑战编号')).toBeNull();
    expect(fields).not.toHaveTextContent('sc_');
    const details = within(dialog).getByText('签名原文').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(details).toHaveTextContent('挑战编号：sc_HP8GCvjqCGMuWhJuC0v8-Q');
    expect(details).toHaveTextContent('有效期至：2026-11-28T23:46:43.006Z');
    expect(details).toHaveTextContent('签名证书：c1_dir（序列号 1fa3b6b0e8ebb4072e5）');
  });
});
