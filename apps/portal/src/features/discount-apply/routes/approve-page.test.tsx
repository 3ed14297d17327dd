import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import { describe, expect, it } from 'vitest';
import { confirmWithOpinion } from '../../../lib/applications/test/opinion-dialog';
import { BAB1, DSB, DSL, discountApp, discountDetail, discountRow, page, renderDiscountApply } from '../test/render-discount-apply';
import { DiscountApprovePage } from './approve-page';

const AT = '/discount/chain/approve';
const DIRECTOR = { role: 'ROLE_DIRECTOR' };

describe('贴现复核 (/discount/chain/approve), the supplier’s director', () => {
  it('待复核 lists the operators’ applications; one opens with its bills and Example B’s figures', async () => {
    const { user, sent } = renderDiscountApply(DiscountApprovePage, {
      ...DIRECTOR,
      at: AT,
      server: { 'discount.list': page([discountRow()]), 'discount.detail': discountDetail() },
    });
    const table = await screen.findByRole('table', { name: '待复核的贴现申请' });
    await waitFor(() => expect(within(table).getByText('中国建设银行股份有限公司徐州分行')).toBeInTheDocument());
    const row = within(table).getByText('1张').closest('tr') as HTMLElement;
    for (const text of ['300,000.00', '298,562.50', '卖方付息', '2025-06-16', '待复核']) expect(row).toHaveTextContent(text);
    expect(sent('discount.list')).toContainEqual(expect.objectContaining({ filters: { role: 'seller', status: 'PENDING_REVIEW' } }));
    await user.click(within(table).getByRole('button', { name: '复核' }));
    expect(await screen.findByRole('heading', { name: `贴现申请详情 ${DSL}` })).toBeInTheDocument();
    const lines = await screen.findByRole('table', { name: '贴现票据明细' });
    const line = within(lines).getByRole('link', { name: BAB1 }).closest('tr') as HTMLElement;
    expect(within(lines).getByRole('link', { name: BAB1 })).toHaveAttribute('href', `/discount/bill/detail?packageNo=${BAB1}`);
    for (const text of ['子票区间 1–30000000', '2025-10-09（国庆节顺延）', '115天', '1,437.50', '298,562.50', '贴现中']) expect(line).toHaveTextContent(text);
  });

  it('同意 signs the detail’s approveOriginal (DISCOUNT_BILL_SIGN for one bill) through the generic approve', async () => {
    const { user, sent } = renderDiscountApply(DiscountApprovePage, {
      ...DIRECTOR,
      at: `${AT}?appNo=${DSL}`,
      server: { 'discount.detail': discountDetail(), 'credit.approve': discountApp({ status: 'PENDING_FI', actions: [] }), 'discount.list': page([]) },
    });
    await user.click(await screen.findByRole('button', { name: '同意' }));
    const dialog = await screen.findByRole('dialog', { name: /Ukey签名/ });
    expect(dialog).toHaveTextContent('贴现申请书');
    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText(`已同意申请${DSL}`)).toBeInTheDocument();
    expect(sent('credit.approve')[0]).toMatchObject({ original: expect.stringContaining('贴现申请书') });
  });

  it('a batch’s 同意 signs DISCOUNT_BATCH_SIGN', async () => {
    const batch = discountDetail({}, { appNo: DSB, bizType: 'DISCOUNT_BATCH', approveOriginal: 'DISCOUNT_BATCH_SIGN' });
    const { user, sent } = renderDiscountApply(DiscountApprovePage, {
      ...DIRECTOR,
      at: `${AT}?appNo=${DSB}`,
      server: { 'discount.detail': batch, 'credit.approve': discountApp({ appNo: DSB, status: 'PENDING_FI', actions: [] }), 'discount.list': page([]) },
    });
    await user.click(await screen.findByRole('button', { name: '同意' }));
    const dialog = await screen.findByRole('dialog', { name: /Ukey签名/ });
    expect(dialog).toHaveTextContent('批量贴现申请书');
    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    await waitFor(() => expect(sent('credit.approve')[0]).toMatchObject({ original: expect.stringContaining('批量贴现申请书') }));
  });

  it('退回 needs 意见 and goes through the generic return', async () => {
    const { user, sent } = renderDiscountApply(DiscountApprovePage, {
      ...DIRECTOR,
      at: `${AT}?appNo=${DSL}`,
      server: { 'discount.detail': discountDetail(), 'credit.return': discountApp({ status: 'RETURNED', actions: [] }), 'discount.list': page([]) },
    });
    await confirmWithOpinion(user, '退回', '贴现金额有误', () => sent('credit.return'));
    await waitFor(() => expect(sent('credit.return')).toEqual([{ comment: '贴现金额有误' }]));
  });

  it('可撤回 lists 待买方确认付息 and 待银行签收; 撤回 signs DISCOUNT_BILL_REVOKE and sends it to revoke', async () => {
    const { user, sent } = renderDiscountApply(DiscountApprovePage, {
      ...DIRECTOR,
      at: `${AT}?tab=revocable`,
      server: {
        'discount.list': page([discountRow({ status: 'PENDING_FI' })]),
        'discount.revoke': discountDetail({}, { status: 'REVOKED', actions: [] }),
      },
    });
    const table = await screen.findByRole('table', { name: '可撤回的贴现申请' });
    await waitFor(() => expect(within(table).getByText('待银行签收')).toBeInTheDocument());
    expect(sent('discount.list')).toContainEqual(
      expect.objectContaining({ filters: { role: 'seller', statuses: ['PENDING_PAYER', 'PENDING_FI', 'PENDING_FINAL'] } }),
    );
    await user.click(within(table).getByRole('button', { name: '撤回' }));
    const dialog = await screen.findByRole('dialog', { name: /Ukey签名/ });
    expect(dialog).toHaveTextContent('贴现撤回申请');
    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText(`已撤回申请${DSL}，票据恢复为持有中`)).toBeInTheDocument();
    expect(sent('discount.revoke')[0]).toMatchObject({ original: expect.stringContaining('贴现撤回申请') });
  });

  it('撤回 on the detail shows the server’s refusal verbatim (银行已签收，不能撤回)', async () => {
    const { user } = renderDiscountApply(DiscountApprovePage, {
      ...DIRECTOR,
      at: `${AT}?appNo=${DSL}`,
      server: {
        'discount.detail': discountDetail({ actions: ['REVOKE'] }, { status: 'PENDING_FI', actions: [] }),
        'discount.revoke': () => new ApiError('E', '银行已签收，不能撤回', 200),
        'discount.list': page([]),
      },
    });
    await user.click(await screen.findByRole('button', { name: '撤回' }));
    const dialog = await screen.findByRole('dialog', { name: /Ukey签名/ });
    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    expect((await screen.findAllByText(/银行已签收，不能撤回/)).length).toBeGreaterThan(0);
  });

  it('says when the queue is empty, and when it cannot be read', async () => {
    const first = renderDiscountApply(DiscountApprovePage, { ...DIRECTOR, at: AT, server: { 'discount.list': page([]) } });
    expect(await screen.findByText('暂无待复核的贴现申请')).toBeInTheDocument();
    first.unmount();
    renderDiscountApply(DiscountApprovePage, { ...DIRECTOR, at: AT, server: { 'discount.list': () => new ApiError('E', '服务暂不可用', 500) } });
    expect(await screen.findByText(/服务暂不可用/)).toBeInTheDocument();
  });
});
