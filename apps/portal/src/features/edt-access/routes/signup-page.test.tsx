import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import { accessApp, renderEdtPage } from '../test/render-edt-page';
import { BANKS, COUNTERPARTIES, SPECIAL_ACCOUNTS, selfCheck } from '../test/options';
import { AccessSignupPage } from './index';

const POLICY = (input: { body: { localFileName: string } }) => ({
  useOss: false,
  fileName: `uploads/S1/202506/${input.body.localFileName}`,
  url: '/v1/files',
  bucketName: '',
  policy: '',
  sign: '',
  accessKeyId: '',
  callback: 'token',
});
let n = 0;
const SERVER = {
  'counterparty.page': COUNTERPARTIES,
  'eAccount.options': BANKS,
  'eAccount.specialList': SPECIAL_ACCOUNTS,
  'edt.selfCheck': selfCheck(),
  'file.postPolicy': POLICY,
  'file.upload': () => ({ pkFile: `F-${++n}`, url: `/v1/files/F-${n}/snapshot/ORIGINAL/show`, mimeType: 'application/pdf' }),
} as const;
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

type User = ReturnType<typeof renderEdtPage>['user'];
async function pick(user: User, field: string, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}
async function fill(user: User) {
  await pick(user, '核心企业', '徐州示例重工集团有限公司');
  await pick(user, '资金方', '中国建设银行股份有限公司徐州分行');
  await user.type(screen.getByRole('textbox', { name: '与核心企业近12个月交易额' }), '3600000');
  await user.type(screen.getByRole('textbox', { name: '经营年限' }), '12');
  await user.type(screen.getByRole('textbox', { name: '联系人' }), '周杰');
  await user.type(screen.getByRole('textbox', { name: '联系电话' }), '13900001101');
  await pick(user, '回款专户', /32050161000000009101/);
  const uploader = screen.getByRole('group', { name: '近两年财务报表' });
  await user.upload(uploader.querySelector<HTMLInputElement>('input[type=file]')!, [pdf('2023.pdf'), pdf('2024.pdf')]);
  await within(uploader).findByText('2024.pdf');
  await user.click(screen.getByRole('checkbox', { name: '我已阅读并同意《e订通业务合作协议》' }));
}

describe('准入签约 (/edt/chain/corp-access/signup)', () => {
  it('checks the form with the contract’s schema before anything is sent', async () => {
    const { user, sent } = renderEdtPage(AccessSignupPage, { at: '/edt/chain/corp-access/signup', server: SERVER });
    expect(await screen.findByRole('heading', { name: '准入自检' })).toBeInTheDocument();
    expect(screen.getByText('请选择核心企业后查看准入条件。')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '联系电话' }), '12345');
    await user.click(screen.getByRole('button', { name: '提交' }));
    for (const message of [
      '请选择核心企业',
      '请选择资金方',
      '请上传近两年财务报表',
      '请输入经营年限',
      '请输入联系人',
      '请输入正确的联系电话',
      '请选择回款专户',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByText('请阅读并同意《e订通业务合作协议》')).toBeInTheDocument();
    expect(sent('edt.accessApply')).toEqual([]);
  });

  it('shows 准入自检 for the chosen core and bank, submits the form and shows the application number', async () => {
    const { user, sent } = renderEdtPage(AccessSignupPage, {
      at: '/edt/chain/corp-access/signup',
      server: { ...SERVER, 'edt.accessApply': accessApp({ appNo: 'EAC20250616000001' }) },
    });
    await fill(user);
    // Only S1's 回款专户 at F1 is offered, with 开立后再绑定.
    await user.click(screen.getByRole('combobox', { name: '回款专户' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([expect.stringContaining('32050161000000009101'), '开立后再绑定']);
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('listitem', { name: '所选资金方为该核心企业提供e订通：已满足' })).toBeInTheDocument();
    expect(sent('edt.selfCheck')).toContainEqual({ coreCorpId: 'C1', fiCorpId: 'F1' });
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('准入申请已提交')).toBeInTheDocument();
    expect(screen.getByText(/申请编号：EAC20250616000001/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看准入查询' })).toHaveAttribute('href', '/edt/chain/corp-access/query?appNo=EAC20250616000001');
    expect(sent('edt.accessApply')).toEqual([
      {
        coreCorpId: 'C1',
        fiCorpId: 'F1',
        statementFileIds: [expect.stringMatching(/^F-\d+$/), expect.stringMatching(/^F-\d+$/)],
        tradeAmount: '3600000.00',
        yearsInBusiness: 12,
        contactName: '周杰',
        contactPhone: '13900001101',
        collectAccountId: 'A-S1-EDT',
        agreed: true,
      },
    ]);
  });

  it('sends 开立后再绑定 as no account, and shows the server’s refusal verbatim', async () => {
    const { user, sent } = renderEdtPage(AccessSignupPage, {
      at: '/edt/chain/corp-access/signup',
      server: { ...SERVER, 'edt.accessApply': () => new ApiError('LEDGER_RULE', '已存在有效的准入申请', 200) },
    });
    await fill(user);
    await pick(user, '回款专户', '开立后再绑定');
    await user.click(screen.getByRole('button', { name: '提交' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('提交失败：已存在有效的准入申请');
    await waitFor(() => expect(sent('edt.accessApply')).toHaveLength(1));
    expect(sent('edt.accessApply')[0]).toMatchObject({ collectAccountId: null });
    expect(screen.queryByText('准入申请已提交')).not.toBeInTheDocument();
  });
});
