import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import { describe, expect, it } from 'vitest';
import { BAB1, DSL, discountDetail, discountRow, page, renderDiscountApply } from '../test/render-discount-apply';
import { DiscountQueryPage } from './query-page';

const AT = '/discount/chain/query';

describe('贴现查询 (/discount/chain/query), every supplier role', () => {
  it('lists the applications with 贴现银行, 票据张数, 贴现金额, 实付金额, 付息方式, 申请日期, 状态', async () => {
    const rows = [
      discountRow({ status: 'PENDING_FI', payer: 'AGREED', buyerPct: 60 }),
      discountRow({ appNo: 'DSB20250616000002', bizType: 'DISCOUNT_BATCH', billCount: 2, status: 'COMPLETED' }),
    ];
    const { sent } = renderDiscountApply(DiscountQueryPage, { role: 'ROLE_QUERY', at: AT, server: { 'discount.list': page(rows) } });
    const table = await screen.findByRole('table', { name: '贴现申请' });
    await waitFor(() => expect(within(table).getByRole('button', { name: DSL })).toBeInTheDocument());
    const first = within(table).getByRole('button', { name: DSL }).closest('tr') as HTMLElement;
    for (const text of [
      '中国建设银行股份有限公司徐州分行',
      '贴现利率 1.50%',
      '1张',
      '300,000.00',
      '298,562.50',
      '协议付息（买方60%）',
      '2025-06-16',
      '待银行签收',
    ])
      expect(first).toHaveTextContent(text);
    const second = within(table).getByRole('button', { name: 'DSB20250616000002' }).closest('tr') as HTMLElement;
    expect(second).toHaveTextContent('2张');
    expect(second).toHaveTextContent('已贴现');
    expect(sent('discount.list')[0]).toMatchObject({ page: 1, filters: { role: 'seller' }, sort: { field: 'createdAt', order: 'desc' } });
  });

  it('searches by keyword and 状态 (待银行签收 asks for both of the bank’s steps)', async () => {
    const { user, sent } = renderDiscountApply(DiscountQueryPage, { at: AT, server: { 'discount.list': page([discountRow()]) } });
    const search = await screen.findByRole('search', { name: '贴现查询' });
    await user.type(within(search).getByRole('textbox', { name: '申请编号/票据包号' }), BAB1);
    await user.click(within(search).getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByRole('option', { name: '待银行签收' }));
    await user.click(within(search).getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(sent('discount.list')).toContainEqual(
        expect.objectContaining({ filters: { role: 'seller', keyword: BAB1, statuses: ['PENDING_FI', 'PENDING_FINAL'] } }),
      ),
    );
  });

  it('a row opens its detail: each bill’s 子票区间 and figures linking to 票据详情, and the 流转记录; no actions', async () => {
    const { user } = renderDiscountApply(DiscountQueryPage, {
      at: AT,
      server: { 'discount.list': page([discountRow()]), 'discount.detail': discountDetail({}, { actions: ['APPROVE'] }) },
    });
    await user.click(await screen.findByRole('button', { name: DSL }));
    expect(await screen.findByRole('heading', { name: `贴现申请详情 ${DSL}` })).toBeInTheDocument();
    const lines = await screen.findByRole('table', { name: '贴现票据明细' });
    expect(within(lines).getByRole('link', { name: BAB1 })).toHaveAttribute('href', `/discount/bill/detail?packageNo=${BAB1}`);
    expect(within(lines).getByText('子票区间 1–30000000｜贴现中')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '流转记录' })).toBeInTheDocument();
    expect(screen.getByText(/贰拾玖万捌仟伍佰陆拾贰元伍角/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '同意' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回列表' }));
    expect(await screen.findByRole('table', { name: '贴现申请' })).toBeInTheDocument();
  });

  it('says while loading, when there is nothing, and when the list or a detail cannot be read', async () => {
    const first = renderDiscountApply(DiscountQueryPage, { at: AT, server: { 'discount.list': page([]) } });
    expect(await screen.findByText('暂无贴现申请')).toBeInTheDocument();
    first.unmount();
    const second = renderDiscountApply(DiscountQueryPage, { at: AT, server: { 'discount.list': () => new ApiError('E', '服务暂不可用', 500) } });
    expect(await screen.findByText(/服务暂不可用/)).toBeInTheDocument();
    second.unmount();
    renderDiscountApply(DiscountQueryPage, { at: `${AT}?appNo=${DSL}`, server: { 'discount.detail': () => new ApiError('E', '申请不存在', 200) } });
    expect(screen.getByRole('status', { name: '正在加载贴现申请详情' })).toBeInTheDocument();
    expect(await screen.findByText(/申请不存在/)).toBeInTheDocument();
  });
});
