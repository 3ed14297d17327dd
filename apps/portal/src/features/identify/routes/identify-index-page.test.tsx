import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockDriver } from '@scf/signing';
import { renderIdentifyPage } from '../test/render-identify-page';
import IdentifyIndexPage from './identify-index-page';

const KEY = {
  handle: 'h1',
  serialNumber: '1a2b',
  issuerDN: 'CN=SCF Demo CCB CA, O=China Construction Bank, C=CN',
  subjectDN: 'CN=胡军',
  certType: 'RSA' as const,
  keyCode: 'CCB5100001301',
};

describe('实名认证 page', () => {
  it('offers the three ways to authenticate, each with 去认证, and checks the inserted key against the current role, which has none bound yet', async () => {
    const driver = createMockDriver({ version: '3.2.0', certificates: [KEY] });
    renderIdentifyPage(IdentifyIndexPage, { at: '/register/identify/index', drivers: [driver], userName: 's3_dir', personName: '胡军' });
    const methods = screen.getByRole('navigation', { name: '认证方式' });
    expect(
      within(methods)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Ukey认证', '软证书认证', '营业执照对公账户认证']);
    expect(within(methods).getAllByRole('button', { name: /去认证$/ })).toHaveLength(3);
    expect(screen.getByText('当前用户：胡军（s3_dir）· 主管')).toBeInTheDocument();
    const checks = await screen.findByRole('list', { name: '诊断结果' });
    expect(within(checks).getByRole('listitem', { name: '驱动版本：正常' })).toHaveTextContent('3.2.0（最低要求 3.0.0）');
    expect(within(checks).getByRole('listitem', { name: '绑定证书：异常' })).toHaveTextContent('未绑定Ukey');
  });
});
