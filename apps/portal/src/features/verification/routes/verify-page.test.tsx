import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import { createMockTransport } from '@scf/signing';
import { renderScreen, testAuth } from '../../../test/render-screen';
import VerifyPage from './verify-page';

const CODE = 'A1B2C3D4E5F6G7H8';
const RESULT = {
  code: CODE,
  docType: '签章原文（凭证签章）',
  docNo: 'ISS20250616000123',
  amount: '6666.66',
  parties: [
    { role: '开立方', name: '徐州******有限公司' },
    { role: '持有方', name: '苏州******有限公司' },
  ],
  signer: '张*（徐州******有限公司，证书序列号 1a2b）',
  signedAt: '2025-06-16T02:00:00.000Z',
  docHash: 'ab'.repeat(32),
  issuedAt: '2025-06-16T02:00:00.000Z',
};

function setup(at: string) {
  const transport = createMockTransport({
    [`/v1/verification/${CODE}`]: RESULT,
    '/v1/verification/{code}': new ApiError('VERIFY_CODE_INVALID', '验证码无效', 200),
  });
  return renderScreen(VerifyPage, { at, client: transport, auth: testAuth({ permissions: [] }) });
}

describe('验证码查验 page (issue 26 item 10)', () => {
  it('shows what a code from the QR certifies, masked, with the document’s SHA-256', async () => {
    setup(`/verify?code=${CODE}`);
    expect(await screen.findByText('验证码有效')).toBeInTheDocument();
    const result = screen.getByRole('region', { name: '查验结果' });
    expect(result).toHaveTextContent('A1B2-C3D4-E5F6-G7H8');
    expect(result).toHaveTextContent('签章原文（凭证签章）');
    expect(result).toHaveTextContent('6,666.66元');
    expect(result).toHaveTextContent('陆仟陆佰陆拾陆元陆角陆分');
    expect(result).toHaveTextContent('苏州******有限公司');
    expect(within(result).getByText('ab'.repeat(32))).toBeInTheDocument();
  });

  it('says 验证码无效 for a code the platform never issued, and checks the format before asking', async () => {
    const { user } = setup('/verify');
    await user.type(screen.getByRole('textbox', { name: '验证码' }), 'abc');
    await user.click(screen.getByRole('button', { name: '查验' }));
    expect(screen.getByText('验证码格式不正确，应为16位字母或数字')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: '验证码' }));
    await user.type(screen.getByRole('textbox', { name: '验证码' }), 'abcd-efgh-jkmn-pqrs');
    await user.click(screen.getByRole('button', { name: '查验' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码无效');
  });
});
