import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@scf/api';
import { S1, access, line, renderEdtPage } from '../test/render-edt-page';
import { LineManagePage, LineQueryPage } from './index';

const NEW_ACCESS = access({
  appNo: 'EAC20250616000003',
  supplier: { corpId: 'S2', corpName: '苏州示例钢材贸易有限公司' },
  approvedOn: '2025-06-16',
  validTo: '2026-06-15',
});
const PENDING_LINE = line({
  lineId: 'LE20250616000001',
  supplier: NEW_ACCESS.supplier,
  total: '1000000.00',
  used: '0.00',
  frozen: '0.00',
  available: '1000000.00',
  status: 'PENDING',
});

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('授信查询 (/edt/chain/granting-manage/query, supplier)', () => {
  it('shows LE1 read-only: 2 000 000.00 − used 350 000.00 − frozen 175 000.00 = available 1 475 000.00', async () => {
    renderEdtPage(LineQueryPage, { at: '/edt/chain/granting-manage/query', server: { 'edt.lines': [line()] } });
    const table = await screen.findByRole('table', { name: '授信列表' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(cells(row!)).toEqual([
      'LE1',
      '中国建设银行股份有限公司徐州分行',
      '徐州示例重工集团有限公司',
      '2,000,000.00元',
      '350,000.00元',
      '175,000.00元',
      '1,475,000.00元',
      '2025-03-05 至 2026-03-04',
      '70%',
      '3.80%',
      '正常',
    ]);
    expect(screen.queryByRole('button', { name: '新增授信' })).not.toBeInTheDocument();
  });

  it('says when there is no line', async () => {
    renderEdtPage(LineQueryPage, { at: '/edt/chain/granting-manage/query', server: { 'edt.lines': [] } });
    expect(await screen.findByText('暂无授信')).toBeInTheDocument();
  });
});

describe('授信管理 (/edt/chain/granting-manage/query, the bank’s product manager)', () => {
  const setup = (server: Record<string, unknown> = {}) =>
    renderEdtPage(LineManagePage, {
      at: '/edt/chain/granting-manage/query',
      role: 'ROLE_PRODUCT_MANAGER',
      userName: 'f1_pm',
      server: { 'edt.lines': [line(), PENDING_LINE], 'edt.accesses': [access(), NEW_ACCESS], ...server },
    });

  it('grants a line for an approved access without one, checked with edtLineCreateSchema', async () => {
    const { user, sent } = setup({ 'edt.lines': [line()], 'edt.lineCreate': PENDING_LINE });
    await user.click(await screen.findByRole('button', { name: '新增授信' }));
    const dialog = await screen.findByRole('dialog', { name: '新增授信' });
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('请选择准入')).toBeInTheDocument();
    expect(sent('edt.lineCreate')).toEqual([]);
    // S1's access already has LE1: only S2's is offered.
    await user.click(within(dialog).getByRole('combobox', { name: '准入' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['苏州示例钢材贸易有限公司（EAC20250616000003）']);
    await user.click(screen.getByRole('option', { name: '苏州示例钢材贸易有限公司（EAC20250616000003）' }));
    expect(within(dialog).getByRole('textbox', { name: '核心企业' })).toHaveValue('徐州示例重工集团有限公司');
    await user.type(within(dialog).getByRole('textbox', { name: '授信额度' }), '1000000');
    await user.click(within(dialog).getByRole('combobox', { name: '授信到期日' }));
    await user.click(within(await screen.findByRole('dialog', { name: '日历' })).getByRole('button', { name: /2025年6月30日/ }));
    await user.type(within(dialog).getByRole('textbox', { name: '年利率' }), '3.80');
    await user.type(within(dialog).getByRole('textbox', { name: '一次性手续费率' }), '0.10%');
    await user.type(within(dialog).getByRole('textbox', { name: '罚息利率' }), '5.70%');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已新增授信，待审批')).toBeInTheDocument();
    expect(sent('edt.lineCreate')).toEqual([
      {
        accessAppNo: 'EAC20250616000003',
        total: '1000000.00',
        startDate: '2025-06-16',
        endDate: '2025-06-30',
        revolving: true,
        maxRatio: '70%',
        annualRate: '3.80%',
        feeRate: '0.10%',
        graceDays: 3,
        penaltyRate: '5.70%',
        maxDays: 180,
      },
    ]);
  });

  it('审批 signs the LIMIT original of the pending line with the key (→ 正常)', async () => {
    const { user, sent } = setup({ 'edt.lineApprove': { ...PENDING_LINE, status: 'ACTIVE' } });
    const table = await screen.findByRole('table', { name: '授信列表' });
    const pending = within(table).getByRole('row', { name: /LE20250616000001/ });
    expect(within(pending).queryByRole('button', { name: '冻结' })).not.toBeInTheDocument();
    await user.click(within(pending).getByRole('button', { name: '审批' }));
    const dialog = await screen.findByRole('dialog', { name: /Ukey签名/ });
    expect(dialog).toHaveTextContent('e订通授信审批');
    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText('已审批授信LE20250616000001，额度已生效')).toBeInTheDocument();
    expect(sent('edt.lineApprove')[0]).toMatchObject({ original: expect.stringContaining('授信编号：LE20250616000001') });
  });

  it('冻结 an active line after confirming', async () => {
    const { user, sent } = setup({ 'edt.lineFreeze': line({ status: 'FROZEN' }) });
    const table = await screen.findByRole('table', { name: '授信列表' });
    await user.click(within(within(table).getByRole('row', { name: /LE1\b/ })).getByRole('button', { name: '冻结' }));
    const confirm = await screen.findByRole('alertdialog', { name: '冻结授信' });
    await user.click(within(confirm).getByRole('button', { name: '冻结' }));
    expect(await screen.findByText('已冻结授信LE1')).toBeInTheDocument();
    await waitFor(() => expect(sent('edt.lineFreeze')).toEqual(['/v1/edt/lines/LE1/freeze']));
  });

  it('解冻 a frozen line; a refusal is shown as the server words it', async () => {
    const { user } = setup({
      'edt.lines': [line({ status: 'FROZEN' })],
      'edt.lineUnfreeze': () => new ApiError('STATE_CONFLICT', '当前状态不允许此操作，请刷新后重试', 200),
    });
    const table = await screen.findByRole('table', { name: '授信列表' });
    await user.click(within(table).getByRole('button', { name: '解冻' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: '解冻授信' })).getByRole('button', { name: '解冻' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('操作失败：当前状态不允许此操作，请刷新后重试');
  });

  it('调整额度: a decrease below used + frozen is refused with the server’s text; an increase is sent', async () => {
    let answer: unknown = new ApiError('LEDGER_RULE', '调整后的授信额度不能低于已用与冻结金额之和525,000.00元', 200);
    const { user, sent } = setup({ 'edt.lineAdjust': () => answer });
    const table = await screen.findByRole('table', { name: '授信列表' });
    await user.click(within(within(table).getByRole('row', { name: /LE1\b/ })).getByRole('button', { name: '调整额度' }));
    const dialog = await screen.findByRole('dialog', { name: '调整额度' });
    expect(dialog).toHaveTextContent(S1.corpName);
    const total = within(dialog).getByRole('textbox', { name: '调整后授信额度' });
    await user.clear(total);
    await user.type(total, '524999.99');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText(/调整后的授信额度不能低于已用与冻结金额之和525,000.00元/)).toBeInTheDocument();
    answer = line({ total: '2500000.00', available: '1975000.00' });
    await user.clear(total);
    await user.type(total, '2500000');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已调整授信LE1的额度')).toBeInTheDocument();
    expect(sent('edt.lineAdjust')).toEqual([{ total: '524999.99' }, { total: '2500000.00' }]);
  });
});
