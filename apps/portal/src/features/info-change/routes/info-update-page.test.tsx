import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import type { InfoChange, RegisteredInfo } from '@scf/api/contract';
import { defaultSigningConfig } from '@scf/finance-widgets';
import { createMockDriver, createMockTransport } from '@scf/signing';
import type { CertInfo } from '@scf/signing';
import { renderScreen, testAuth } from '../../../test/render-screen';
import InfoUpdatePage from './info-update-page';

/** c1_dir's key of the seed (…0101). */
const DIRECTOR_CERT: CertInfo = {
  handle: 'h-c1-dir',
  serialNumber: '5c1d0101',
  issuerDN: 'CN=SCF Demo CCB CA, O=China Construction Bank, C=CN',
  subjectDN: 'CN=王芳, O=徐州示例重工集团有限公司',
  subjectCN: '王芳',
  certType: 'RSA',
  keyCode: 'CCB5100000101',
};

const INFO: RegisteredInfo = {
  uscc: '91320300MA1XG0000F',
  corpType: 'CORE',
  corpName: '徐州示例重工集团有限公司',
  legalRepName: '王建国',
  regAddress: '江苏省徐州市经济技术开发区工业一路8号',
  businessScope: '工程机械的研发、制造、销售',
};
const NEW_ADDRESS = '江苏省徐州市云龙区示例大道99号';
const change = (over: Partial<InfoChange> = {}): InfoChange => ({
  changeNo: 'BG20250616000001',
  status: 'DRAFT',
  fields: ['regAddress'],
  before: { corpName: INFO.corpName, legalRepName: INFO.legalRepName, regAddress: INFO.regAddress, businessScope: INFO.businessScope },
  after: { corpName: INFO.corpName, legalRepName: INFO.legalRepName, regAddress: NEW_ADDRESS, businessScope: INFO.businessScope },
  submitterName: '王芳',
  createdAt: '2025-06-16 10:00:00',
  decidedAt: null,
  reason: '',
  ...over,
});

function setup(draft: unknown = change()) {
  let info = INFO;
  let records: InfoChange[] = [];
  const approved = change({ status: 'APPROVED', decidedAt: '2025-06-16 10:00:05' });
  const transport = createMockTransport({
    '/v1/corp/info-change/current': () => info,
    '/v1/corp/info-changes/list': () => records,
    '/v1/corp/info-changes': draft,
    '/v1/contracts/BG20250616000001/sign/original': `企业信息变更申请书\n注册地址（变更前）：${INFO.regAddress}\n注册地址（变更后）：${NEW_ADDRESS}`,
    '/v1/corp/info-changes/{changeNo}/submit': () => {
      info = { ...INFO, regAddress: NEW_ADDRESS };
      records = [approved];
      return approved;
    },
  });
  const driver = createMockDriver({ certificates: [DIRECTOR_CERT] });
  const auth = testAuth({ role: 'ROLE_DIRECTOR', roleLabel: '主管', uKeyCodeSuffix: '0101', permissions: ['/my/enterprise-info/info-update'] });
  const signing = { config: defaultSigningConfig(transport, [driver]), role: { uKeyCodeSuffix: '0101', roleName: '主管' } };
  const view = renderScreen(InfoUpdatePage, { at: '/my/enterprise-info/info-update', client: transport, auth, signing });
  const sent = (path: string) => transport.calls.filter((c) => c.path === path).map((c) => c.body);
  return { ...view, sent };
}

describe('企业信息变更 (/my/enterprise-info/info-update, §16.2)', () => {
  it('shows the USCC read-only; a director changes the registered address, signs 《企业信息变更申请书》 and sees it in 变更记录', async () => {
    const { user, sent } = setup();
    const form = await screen.findByRole('form', { name: '企业信息变更' });
    expect(within(form).getByRole('textbox', { name: /统一社会信用代码/ })).toHaveAttribute('readonly');
    expect(within(form).getByRole('textbox', { name: /企业类型/ })).toHaveValue('核心企业');
    expect(screen.getByText('暂无变更记录')).toBeInTheDocument();
    const address = within(form).getByRole('textbox', { name: /注册地址/ });
    await user.clear(address);
    await user.type(address, NEW_ADDRESS);
    // Only a name or legal-representative change asks for the new licence.
    expect(within(form).queryByText('新营业执照')).toBeNull();
    await user.click(within(form).getByRole('button', { name: '提交变更' }));
    const signed = await screen.findByRole('dialog', { name: 'Ukey签名：合同签署' });
    await user.click(await within(signed).findByRole('button', { name: '确认签名' }));
    expect(await screen.findByText('变更申请BG20250616000001已生效')).toBeInTheDocument();
    expect(sent('/v1/corp/info-changes')[0]).toMatchObject({ uscc: INFO.uscc, regAddress: NEW_ADDRESS, corpName: INFO.corpName });
    expect(sent('/v1/corp/info-changes/BG20250616000001/submit')[0]).toMatchObject({ original: expect.stringContaining(`注册地址（变更后）：${NEW_ADDRESS}`) });
    const records = await screen.findByRole('table', { name: '变更记录' });
    const row = await within(records).findByRole('row', { name: /BG20250616000001/ });
    expect(row).toHaveTextContent(`注册地址：${NEW_ADDRESS}`);
    expect(row).toHaveTextContent('已生效');
    await waitFor(() => expect(within(screen.getByRole('form', { name: '企业信息变更' })).getByRole('textbox', { name: /注册地址/ })).toHaveValue(NEW_ADDRESS));
  });

  it('asks for the new licence when the name changes and shows the server’s refusal on the form', async () => {
    const { user } = setup(new ApiError('INFO_CHANGE_REFUSED', '变更企业名称或法定代表人须上传新营业执照', 200));
    const form = await screen.findByRole('form', { name: '企业信息变更' });
    const name = within(form).getByRole('textbox', { name: /企业名称/ });
    await user.type(name, '控股');
    expect(within(form).getByText(/变更企业名称或法定代表人须上传新营业执照，支持jpg/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '提交变更' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('变更企业名称或法定代表人须上传新营业执照');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
