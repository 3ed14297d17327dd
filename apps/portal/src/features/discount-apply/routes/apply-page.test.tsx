import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import { describe, expect, it } from 'vitest';
import { BAB1, BAB4, DSL, HOLDINGS, TRIAL_B, discountDetail, discountRow, page, renderDiscountApply } from '../test/render-discount-apply';
import { DiscountApplyPage } from './apply-page';

const AT = '/discount/chain/apply';
const server = (over: Record<string, unknown> = {}) => ({
  'discount.holdings': HOLDINGS,
  'discount.trial': TRIAL_B,
  'discount.apply': discountDetail(),
  'discount.list': page([]),
  ...over,
});

/** The amount field of one bill, cleared and typed again. */
async function typeAmount(user: ReturnType<typeof renderDiscountApply>['user'], packageNo: string, amount: string) {
  const input = await screen.findByRole('textbox', { name: `贴现金额 ${packageNo}` });
  await user.clear(input);
  await user.type(input, amount);
  await user.tab();
}

describe('贴现申请 (/discount/chain/apply), the supplier’s operator', () => {
  it('?packageNo= adds the bill with its only bank and account; the trial shows Example B and 提交 sends its date and rate', async () => {
    const { user, sent } = renderDiscountApply(DiscountApplyPage, { at: `${AT}?packageNo=${BAB1}`, server: server() });
    const lines = await screen.findByRole('table', { name: '贴现票据' });
    await waitFor(() => expect(within(lines).getByText(BAB1)).toBeInTheDocument());
    expect(await screen.findByText(/贴现利率 1.50%（节假日顺延）/)).toBeInTheDocument();
    await typeAmount(user, BAB1, '300000');
    await user.click(screen.getByRole('button', { name: '贴现试算' }));
    const result = await screen.findByRole('table', { name: '贴现试算结果' });
    expect(sent('discount.trial')).toEqual([{ fiCorpId: 'F1', payer: 'SELLER', lines: [{ packageNo: BAB1, amount: '300000.00' }] }]);
    const row = within(result).getByText(BAB1).closest('tr') as HTMLElement;
    for (const text of ['子票区间 1–30000000', '300,000.00', '2025-10-09（国庆节顺延）', '顺延规则：节假日顺延', '115天', '1,437.50', '298,562.50'])
      expect(row).toHaveTextContent(text);
    // The total 实付金额 carries 大写.
    expect(screen.getByText(/贰拾玖万捌仟伍佰陆拾贰元伍角/)).toBeInTheDocument();
    expect(screen.getByText(/计息基准 360天/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getByRole('status', { name: '当前地址' })).toHaveTextContent('/discount/chain/query'));
    expect(screen.getByRole('status', { name: '当前地址' })).toHaveTextContent(`贴现申请${DSL}已提交，待主管复核`);
    expect(sent('discount.apply')).toEqual([
      {
        fiCorpId: 'F1',
        payer: 'SELLER',
        lines: [{ packageNo: BAB1, amount: '300000.00' }],
        accountId: 'A-S1-SETTLE',
        trialDate: '2025-06-16',
        annualRate: '1.50%',
      },
    ]);
  });

  it('提交 before 贴现试算 refuses with 请先完成贴现试算; a change after the trial clears it', async () => {
    const { user, sent } = renderDiscountApply(DiscountApplyPage, { at: `${AT}?packageNo=${BAB1}`, server: server() });
    await screen.findByRole('textbox', { name: `贴现金额 ${BAB1}` });
    await typeAmount(user, BAB1, '300000');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请先完成贴现试算')).toBeInTheDocument();
    expect(sent('discount.apply')).toEqual([]);
    await user.click(screen.getByRole('button', { name: '贴现试算' }));
    expect(await screen.findByRole('table', { name: '贴现试算结果' })).toBeInTheDocument();
    expect(screen.queryByText('请先完成贴现试算')).not.toBeInTheDocument();
    // Another 付息方式: the trial is gone and 提交 refuses again.
    await user.click(screen.getByRole('radio', { name: '买方付息' }));
    expect(screen.queryByRole('table', { name: '贴现试算结果' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请先完成贴现试算')).toBeInTheDocument();
    expect(sent('discount.apply')).toEqual([]);
    // Another amount after a new trial clears it too.
    await user.click(screen.getByRole('button', { name: '贴现试算' }));
    expect(await screen.findByRole('table', { name: '贴现试算结果' })).toBeInTheDocument();
    expect(sent('discount.trial').at(-1)).toEqual({ fiCorpId: 'F1', payer: 'BUYER', lines: [{ packageNo: BAB1, amount: '300000.00' }] });
    await typeAmount(user, BAB1, '200000');
    expect(screen.queryByRole('table', { name: '贴现试算结果' })).not.toBeInTheDocument();
  });

  it('协议付息 asks for 买方付息比例 1–99 and sends it', async () => {
    const { user, sent } = renderDiscountApply(DiscountApplyPage, { at: `${AT}?packageNo=${BAB1}`, server: server() });
    await screen.findByRole('textbox', { name: `贴现金额 ${BAB1}` });
    await user.click(screen.getByRole('radio', { name: '协议付息' }));
    await user.click(screen.getByRole('button', { name: '贴现试算' }));
    expect(await screen.findByText('买方付息比例须为1–99')).toBeInTheDocument();
    expect(sent('discount.trial')).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: '买方付息比例' }), '60');
    await user.click(screen.getByRole('button', { name: '贴现试算' }));
    await waitFor(() =>
      expect(sent('discount.trial')).toEqual([{ fiCorpId: 'F1', payer: 'AGREED', buyerPct: 60, lines: [{ packageNo: BAB1, amount: '1200000.00' }] }]),
    );
  });

  it('refuses more than 可用金额, and part of a bill that is not splittable, before asking the server', async () => {
    const { user, sent } = renderDiscountApply(DiscountApplyPage, { at: `${AT}?packageNo=${BAB1}`, server: server() });
    await typeAmount(user, BAB1, '1200000.01');
    await user.click(screen.getByRole('button', { name: '贴现试算' }));
    expect((await screen.findAllByText('贴现金额不能超过票据可用金额')).length).toBeGreaterThan(0);
    await user.click(within(screen.getByRole('table', { name: '可贴现的票据' })).getByRole('button', { name: `添加 ${BAB4}` }));
    await typeAmount(user, BAB1, '300000');
    await typeAmount(user, BAB4, '100000');
    await user.click(screen.getByRole('button', { name: '贴现试算' }));
    expect((await screen.findAllByText('该票据不可分包，只能全额贴现')).length).toBeGreaterThan(0);
    expect(sent('discount.trial')).toEqual([]);
    // Removing the whole-only bill leaves a trial of BAB-1 alone.
    await user.click(screen.getByRole('button', { name: `移除 ${BAB4}` }));
    await user.click(screen.getByRole('button', { name: '贴现试算' }));
    await waitFor(() => expect(sent('discount.trial')).toEqual([{ fiCorpId: 'F1', payer: 'SELLER', lines: [{ packageNo: BAB1, amount: '300000.00' }] }]));
  });

  it('shows the server’s refusals of the trial and of the submit verbatim, keeping what was typed', async () => {
    const first = renderDiscountApply(DiscountApplyPage, {
      at: `${AT}?packageNo=${BAB1}`,
      server: server({ 'discount.trial': () => new ApiError('E', '票据已被其他申请占用', 200) }),
    });
    await typeAmount(first.user, BAB1, '300000');
    await first.user.click(screen.getByRole('button', { name: '贴现试算' }));
    expect(await screen.findByText(/票据已被其他申请占用/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: `贴现金额 ${BAB1}` })).toHaveValue('300,000.00');
    first.unmount();
    const { user } = renderDiscountApply(DiscountApplyPage, {
      at: `${AT}?packageNo=${BAB1}`,
      server: server({ 'discount.apply': () => new ApiError('E', '银行贴现报价已调整，请重新试算', 200) }),
    });
    await typeAmount(user, BAB1, '300000');
    await user.click(screen.getByRole('button', { name: '贴现试算' }));
    await screen.findByRole('table', { name: '贴现试算结果' });
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('提交失败：银行贴现报价已调整，请重新试算');
    expect(screen.getByRole('textbox', { name: `贴现金额 ${BAB1}` })).toHaveValue('300,000.00');
    expect(screen.getByRole('form', { name: '贴现申请' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '当前地址' })).not.toBeInTheDocument();
  });

  it('says why a preselected bill cannot be discounted (票据已到期，不能贴现) and does not add it', async () => {
    const due = { ...HOLDINGS, packages: HOLDINGS.packages.map((p) => (p.packageNo === BAB4 ? { ...p, due: true } : p)) };
    renderDiscountApply(DiscountApplyPage, { at: `${AT}?packageNo=${BAB4}`, server: server({ 'discount.holdings': due }) });
    expect(await screen.findByText('票据已到期，不能贴现', { exact: false })).toBeInTheDocument();
    expect(screen.getByText(`票据${BAB4}不能贴现`, { exact: false })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '贴现票据' })).queryByText(BAB4)).not.toBeInTheDocument();
  });

  it('says while the holdings load, when there are none, and when they cannot be read', async () => {
    const first = renderDiscountApply(DiscountApplyPage, { at: AT, server: server() });
    expect(screen.getByRole('status', { name: '正在加载持有票据' })).toBeInTheDocument();
    await screen.findByText(BAB1);
    first.unmount();
    const second = renderDiscountApply(DiscountApplyPage, { at: AT, server: server({ 'discount.holdings': { ...HOLDINGS, packages: [] } }) });
    expect(await screen.findByText('暂无可贴现的票据')).toBeInTheDocument();
    second.unmount();
    renderDiscountApply(DiscountApplyPage, { at: AT, server: server({ 'discount.holdings': () => new ApiError('E', '服务暂不可用', 500) }) });
    expect(await screen.findByText(/服务暂不可用/)).toBeInTheDocument();
  });

  it('已退回 lists the returned applications; 编辑 fills the form again and 撤销 goes through the generic cancel', async () => {
    const returned = discountDetail({}, { status: 'RETURNED', reason: '贴现金额有误', actions: ['EDIT', 'CANCEL'] });
    const { user, sent } = renderDiscountApply(DiscountApplyPage, {
      at: `${AT}?tab=returned`,
      server: server({ 'discount.list': page([discountRow({ status: 'RETURNED' })]), 'discount.detail': returned, 'credit.cancel': returned.application }),
    });
    const table = await screen.findByRole('table', { name: '已退回的贴现申请' });
    await waitFor(() => expect(within(table).getByText('已退回')).toBeInTheDocument());
    expect(sent('discount.list')).toContainEqual(expect.objectContaining({ filters: { role: 'seller', status: 'RETURNED' } }));
    await user.click(within(table).getByRole('button', { name: '撤销' }));
    await user.click(await screen.findByRole('button', { name: '撤销申请' }));
    await waitFor(() => expect(sent('credit.cancel')).toEqual([`/v1/applications/${DSL}/cancel`]));
    await user.click(within(table).getByRole('button', { name: '编辑' }));
    expect(await screen.findByText(/主管意见：贴现金额有误/)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: `贴现金额 ${BAB1}` })).toHaveValue('300,000.00');
  });

  it('a returned application submitted again is a new one, and the returned one is withdrawn', async () => {
    const returned = discountDetail({}, { status: 'RETURNED', reason: '贴现金额有误', actions: ['EDIT', 'CANCEL'] });
    const NEW = 'DSL20250616000002';
    const { user, sent } = renderDiscountApply(DiscountApplyPage, {
      at: `${AT}?edit=${DSL}`,
      server: server({ 'discount.detail': returned, 'discount.apply': discountDetail({}, { appNo: NEW }), 'credit.cancel': returned.application }),
    });
    await typeAmount(user, BAB1, '250000');
    await user.click(screen.getByRole('button', { name: '贴现试算' }));
    await screen.findByRole('table', { name: '贴现试算结果' });
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getByRole('status', { name: '当前地址' })).toHaveTextContent('/discount/chain/query'));
    expect(screen.getByRole('status', { name: '当前地址' })).toHaveTextContent(`贴现申请${NEW}已提交，待主管复核；原申请${DSL}已撤销`);
    expect(sent('discount.apply')).toEqual([
      {
        fiCorpId: 'F1',
        payer: 'SELLER',
        lines: [{ packageNo: BAB1, amount: '250000.00' }],
        accountId: 'A-S1-SETTLE',
        trialDate: '2025-06-16',
        annualRate: '1.50%',
      },
    ]);
    expect(sent('credit.cancel')).toEqual([`/v1/applications/${DSL}/cancel`]);
  });

  it('?appNo= opens a returned application with 撤销申请 and 修改后重新提交 (the form filled again)', async () => {
    const returned = discountDetail({}, { status: 'RETURNED', reason: '贴现金额有误', actions: ['CANCEL'] });
    const { user } = renderDiscountApply(DiscountApplyPage, { at: `${AT}?appNo=${DSL}`, server: server({ 'discount.detail': returned }) });
    expect(await screen.findByRole('heading', { name: `贴现申请详情 ${DSL}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '撤销申请' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '修改后重新提交' }));
    expect(await screen.findByText(/主管意见：贴现金额有误/)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: `贴现金额 ${BAB1}` })).toHaveValue('300,000.00');
  });
});
