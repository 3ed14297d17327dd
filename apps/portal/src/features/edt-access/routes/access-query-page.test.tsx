import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import { S1, access, accessApp, renderEdtPage } from '../test/render-edt-page';
import { AccessQueryPage, AccessReviewPage } from './index';

const PENDING = access({ appNo: 'EAC20250616000001', status: 'PENDING_REVIEW', appliedOn: '2025-06-16', approvedOn: null, validTo: null });
const AT_BANK = access({ appNo: 'EAC20250616000002', status: 'PENDING_FI', appliedOn: '2025-06-16', approvedOn: null, validTo: null });

describe('准入查询 (/edt/chain/corp-access/query, supplier)', () => {
  it('lists the accesses with §19.2’s labels and 有效期至, the newest first', async () => {
    renderEdtPage(AccessQueryPage, { at: '/edt/chain/corp-access/query', server: { 'edt.accesses': [access(), PENDING] } });
    const table = await screen.findByRole('table', { name: '准入列表' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['EAC20250616000001', S1.corpName, '徐州示例重工集团有限公司', '中国建设银行股份有限公司徐州分行', '2025-06-16', '待复核', '—', '查看'],
      ['EAC20250303000001', S1.corpName, '徐州示例重工集团有限公司', '中国建设银行股份有限公司徐州分行', '2025-03-03', '准入成功', '2026-03-02', '查看'],
    ]);
  });

  it('searches by 状态 and keyword, and 重置 shows all again', async () => {
    const { user } = renderEdtPage(AccessQueryPage, { at: '/edt/chain/corp-access/query', server: { 'edt.accesses': [access(), PENDING] } });
    const table = await screen.findByRole('table', { name: '准入列表' });
    const search = screen.getByRole('search', { name: '准入查询条件' });
    await user.click(within(search).getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByRole('option', { name: '待复核' }));
    await user.click(within(search).getByRole('button', { name: '查询' }));
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]!.textContent),
    ).toEqual(['EAC20250616000001']);
    await user.click(within(search).getByRole('button', { name: '重置' }));
    await user.type(within(search).getByRole('textbox', { name: '企业名称/申请编号' }), 'EAC20250303');
    await user.click(within(search).getByRole('button', { name: '查询' }));
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]!.textContent),
    ).toEqual(['EAC20250303000001']);
  });

  it('says when there is none, and when the list failed', async () => {
    const first = renderEdtPage(AccessQueryPage, { at: '/edt/chain/corp-access/query', server: { 'edt.accesses': [] } });
    expect(await screen.findByText('暂无准入记录')).toBeInTheDocument();
    first.unmount();
    renderEdtPage(AccessQueryPage, { at: '/edt/chain/corp-access/query', server: { 'edt.accesses': () => new ApiError('INTERNAL', '服务暂不可用', 500) } });
    expect(await screen.findByText('准入记录加载失败')).toBeInTheDocument();
  });

  it('the director signs 同意 over 《e订通业务合作协议》 (CONTRACT_SIGN) through the generic approval', async () => {
    const { user, sent } = renderEdtPage(AccessQueryPage, {
      at: '/edt/chain/corp-access/query',
      role: 'ROLE_DIRECTOR',
      userName: 's1_dir',
      server: {
        'edt.accesses': [PENDING],
        'credit.application': accessApp({ actions: ['APPROVE', 'RETURN'] }),
        'credit.approve': accessApp({ status: 'PENDING_FI' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: '查看' }));
    expect(await screen.findByRole('heading', { name: '准入详情 EAC20250616000001' })).toBeInTheDocument();
    expect(screen.getByText('13900001101')).toBeInTheDocument();
    expect(screen.queryByText(/合计金额/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '退回' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '同意' }));
    const dialog = await screen.findByRole('dialog', { name: /Ukey签名/ });
    expect(dialog).toHaveTextContent('《e订通业务合作协议》');
    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText('已同意申请EAC20250616000001')).toBeInTheDocument();
    expect(sent('credit.approve')[0]).toMatchObject({ original: expect.stringContaining('《e订通业务合作协议》') });
  });

  it('the operator withdraws a returned access (撤销申请)', async () => {
    const returned = access({ ...PENDING, status: 'RETURNED' });
    const { user, sent } = renderEdtPage(AccessQueryPage, {
      at: `/edt/chain/corp-access/query?appNo=${returned.appNo}`,
      server: {
        'edt.accesses': [returned],
        'credit.application': accessApp({ status: 'RETURNED', actions: ['CANCEL'] }),
        'credit.cancel': accessApp({ status: 'CANCELLED' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: '撤销申请' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: /确定|撤销/ }));
    await waitFor(() => expect(sent('credit.cancel')).toHaveLength(1));
  });
});

describe('准入审核 (/edt/chain/corp-access/query, the bank’s client manager)', () => {
  const setup = (server: Record<string, unknown> = {}) =>
    renderEdtPage(AccessReviewPage, {
      at: `/edt/chain/corp-access/query?appNo=${AT_BANK.appNo}`,
      role: 'ROLE_CLIENT_MANAGER',
      userName: 'f1_cm',
      server: {
        'edt.accesses': [AT_BANK],
        'credit.application': accessApp({ appNo: AT_BANK.appNo, status: 'PENDING_FI', actions: ['REJECT'] }),
        'edt.accessPass': accessApp({ appNo: AT_BANK.appNo, status: 'COMPLETED' }),
        'edt.accessReject': accessApp({ appNo: AT_BANK.appNo, status: 'FI_REJECTED' }),
        ...server,
      },
    });

  it('passes with an optional 意见 (accessPass)', async () => {
    const { user, sent } = setup();
    expect(await screen.findByRole('heading', { name: '准入审核' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '通过' }));
    const dialog = await screen.findByRole('dialog', { name: '通过' });
    await user.type(within(dialog).getByRole('textbox', { name: '意见' }), '资料齐全');
    await user.click(within(dialog).getByRole('button', { name: '通过' }));
    expect(await screen.findByText('已通过准入申请EAC20250616000002')).toBeInTheDocument();
    expect(sent('edt.accessPass')).toEqual([{ comment: '资料齐全' }]);
  });

  it('rejects only with 意见 (accessReject), and shows a refusal in the dialog', async () => {
    const { user, sent } = setup({ 'edt.accessReject': () => new ApiError('STATE_CONFLICT', '当前状态不允许此操作，请刷新后重试', 200) });
    await user.click(await screen.findByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog', { name: '拒绝' });
    await user.click(within(dialog).getByRole('button', { name: '拒绝' }));
    expect(await within(dialog).findByText('请填写意见')).toBeInTheDocument();
    expect(sent('edt.accessReject')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: '意见' }), '经营年限不足');
    await user.click(within(dialog).getByRole('button', { name: '拒绝' }));
    expect(await within(dialog).findByText(/当前状态不允许此操作，请刷新后重试/)).toBeInTheDocument();
    expect(sent('edt.accessReject')).toEqual([{ comment: '经营年限不足' }]);
  });

  it('offers no action once the access has left the bank’s step', async () => {
    setup({ 'edt.accesses': [{ ...AT_BANK, status: 'APPROVED' }] });
    expect(await screen.findByText('当前无可办理的操作。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
  });
});
