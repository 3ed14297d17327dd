import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DIRECTOR, MockSigningHost, mockSigning } from '../test/signing-fixtures';
import { RoleKeyDiagnostics } from './role-key-diagnostics';
import { runDiagnostics } from './run-diagnostics';
import { SigningDiagnostics } from './signing-diagnostics';

const run = () => runDiagnostics({ config: mockSigning().config, role: DIRECTOR });

describe('SigningDiagnostics', () => {
  it('lists each check and copies the report with the sign test result', async () => {
    const copy = vi.fn(async (_text: string) => undefined);
    const signTest = vi.fn(async () => ({ ok: true, message: '服务端验签通过' }));
    const user = userEvent.setup();
    render(<SigningDiagnostics run={run} signTest={signTest} copy={copy} context={{ userName: 'c1_dir' }} />);
    const list = await screen.findByRole('list', { name: '诊断结果' });
    expect(within(list).getByRole('listitem', { name: 'Ukey驱动：正常' })).toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: '证书有效期：注意' })).toHaveTextContent('无法读取证书有效期');

    await user.click(screen.getByRole('button', { name: '签名测试' }));
    expect(await screen.findByText('签名测试通过：服务端验签通过')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '复制诊断信息' }));
    expect(await screen.findByText('诊断信息已复制')).toBeInTheDocument();
    expect(copy.mock.calls[0]![0]).toContain('签名测试：通过：服务端验签通过');
  });

  it('shows the text to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    render(<SigningDiagnostics run={run} copy={async () => Promise.reject(new Error('denied'))} />);
    await screen.findByRole('list', { name: '诊断结果' });
    await user.click(screen.getByRole('button', { name: '复制诊断信息' }));
    expect(((await screen.findByRole('textbox', { name: '诊断信息' })) as HTMLTextAreaElement).value).toContain('【Ukey签名诊断】');
  });

  it('RoleKeyDiagnostics checks the provider role key and runs 签名测试 through the config', async () => {
    const { config } = mockSigning({}, { '/v1/ukeys/sign-test/original': '签名测试 sc_2', '/v1/ukeys/sign-test/verify': true });
    const user = userEvent.setup();
    render(
      <MockSigningHost config={config}>
        <RoleKeyDiagnostics userName="c1_dir" boundSerials={['1A2B3C']} />
      </MockSigningHost>,
    );
    const list = await screen.findByRole('list', { name: '诊断结果' });
    expect(within(list).getByRole('listitem', { name: '绑定证书：正常' })).toHaveTextContent('与当前角色绑定的尾号 0101 一致');
    await user.click(screen.getByRole('button', { name: '签名测试' }));
    expect(await screen.findByText('签名测试通过：服务端验签通过（SHA1withRSA，序列号 1a2b3c）')).toBeInTheDocument();
  });
});
