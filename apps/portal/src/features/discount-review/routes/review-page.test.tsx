import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import { describe, expect, it } from 'vitest';
import { DSB, S1, detail, page, renderDiscountReview, row } from '../test/render-discount-review';
import { DiscountApprovePage, InterestConfirmPage } from './review-page';

const FI_AT = '/discount/fi/discount-approve';
const CONFIRM_AT = '/discount/core/interest/confirm';
const STATE_REFUSAL = '当前状态不允许此操作，请刷新后重试';

describe('贴现审批 (/discount/fi/discount-approve)', () => {
  it('待办: the bank’s queue (待金融机构审批 and 待终审), oldest first; 办理 opens the detail with its bills and figures', async () => {
    const { user, sent } = renderDiscountReview(DiscountApprovePage, {
      at: FI_AT,
      role: 'ROLE_CLIENT_MANAGER',
      server: { 'discount.list': page([row()]), 'discount.detail': detail() },
    });
    const table = await screen.findByRole('table', { name: '待办的贴现申请' });
    await waitFor(() => expect(within(table).getByText(S1.corpName)).toBeInTheDocument());
    const tr = within(table).getByText(S1.corpName).closest('tr') as HTMLElement;
    expect(tr).toHaveTextContent('300,000.00');
    expect(tr).toHaveTextContent('出票人：徐州示例重工集团有限公司');
    expect(tr).toHaveTextContent('299,075.00');
    expect(sent('discount.list')).toContainEqual({
      page: 1,
      size: 10,
      sort: { field: 'createdAt', order: 'asc' },
      filters: { role: 'fi', statuses: ['PENDING_FI', 'PENDING_FINAL'] },
    });
    await user.click(within(tr).getByRole('button', { name: '办理' }));
    const lines = await screen.findByRole('table', { name: '票据与贴现试算结果' });
    expect(lines).toHaveTextContent('810530300001720250530000000004');
    expect(lines).toHaveTextContent('整张（不可分包）');
    expect(lines).toHaveTextContent('74天');
    expect(lines).toHaveTextContent('925.00');
    expect(screen.getByRole('group', { name: '审批操作' })).toBeInTheDocument();
  });

  it('says when the queue is empty', async () => {
    renderDiscountReview(DiscountApprovePage, { at: FI_AT, role: 'ROLE_CLIENT_MANAGER', server: { 'discount.list': page([]) } });
    expect(await screen.findByText('暂无待办的贴现申请')).toBeInTheDocument();
  });

  it('says when the queue cannot be read', async () => {
    renderDiscountReview(DiscountApprovePage, {
      at: FI_AT,
      role: 'ROLE_CLIENT_MANAGER',
      server: { 'discount.list': () => new ApiError('E', '服务暂不可用', 500) },
    });
    expect(await screen.findByText(/服务暂不可用/)).toBeInTheDocument();
  });

  it('审核通过 sends the application’s fiPass with the 意见', async () => {
    const { user, sent } = renderDiscountReview(DiscountApprovePage, {
      at: `${FI_AT}?appNo=${DSB}`,
      role: 'ROLE_CLIENT_MANAGER',
      server: { 'discount.detail': detail(), 'discount.fiPass': detail({ actions: [] }, { status: 'PENDING_FINAL' }), 'discount.list': page([]) },
    });
    await user.click(await screen.findByRole('button', { name: '审核通过' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), '票据真实');
    await user.click(within(dialog).getByRole('button', { name: '审核通过' }));
    await waitFor(() => expect(sent('discount.fiPass')).toEqual([{ comment: '票据真实' }]));
  });

  it('驳回 shows the server’s refusal in the dialog', async () => {
    const { user } = renderDiscountReview(DiscountApprovePage, {
      at: `${FI_AT}?appNo=${DSB}`,
      role: 'ROLE_CLIENT_MANAGER',
      server: { 'discount.detail': detail(), 'discount.fiReject': () => new ApiError('STATE_CONFLICT', STATE_REFUSAL, 200) },
    });
    await user.click(await screen.findByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), '贸易背景不清');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await within(dialog).findByText(new RegExp(STATE_REFUSAL))).toBeInTheDocument();
  });

  it('产品经理 签收 signs DISCOUNT_BATCH_RECEIVE and sends the signature to fiReceive', async () => {
    const { user, calls } = renderDiscountReview(DiscountApprovePage, {
      at: `${FI_AT}?appNo=${DSB}`,
      role: 'ROLE_PRODUCT_MANAGER',
      server: {
        'discount.detail': detail({ actions: ['FI_RECEIVE', 'FI_REJECT'] }, { status: 'PENDING_FINAL' }),
        'discount.fiReceive': detail({ actions: [] }, { status: 'COMPLETED', receivedOn: '2025-06-16' }),
        'discount.list': page([]),
      },
    });
    await user.click(await screen.findByRole('button', { name: '签收' }));
    const confirm = await screen.findByRole('button', { name: /确认签名|确认/ });
    await user.click(confirm);
    await waitFor(() => expect(calls('discount.fiReceive')).toHaveLength(1));
    expect(calls('discount.fiReceive')[0]?.path).toBe(`/v1/discount/applications/${DSB}/fi-receive`);
  });
});

describe('买方付息确认 (/discount/core/interest/confirm)', () => {
  const agreed = {
    status: 'PENDING_PAYER' as const,
    payer: 'AGREED' as const,
    buyerPct: 60,
    totals: { amount: '300000.00', interest: '1437.50', buyer: '862.50', seller: '575.00', proceeds: '299425.00' },
  };

  it('the drawer’s queue of 待买方确认付息 shows 买方付息', async () => {
    const { sent } = renderDiscountReview(InterestConfirmPage, { at: CONFIRM_AT, role: 'ROLE_OPERATOR', server: { 'discount.list': page([row(agreed)]) } });
    const table = await screen.findByRole('table', { name: '待办的贴现申请' });
    await waitFor(() => expect(table).toHaveTextContent('862.50'));
    expect(table).toHaveTextContent('协议付息（买方60%）');
    expect(sent('discount.list')).toContainEqual(expect.objectContaining({ filters: { role: 'payer', statuses: ['PENDING_PAYER'] } }));
  });

  it('经办 确认付息 sends payerConfirm; 拒绝 needs 意见 and shows the refusal', async () => {
    const { user, sent } = renderDiscountReview(InterestConfirmPage, {
      at: `${CONFIRM_AT}?appNo=${DSB}`,
      role: 'ROLE_OPERATOR',
      server: {
        'discount.detail': detail({ actions: ['PAYER_CONFIRM', 'PAYER_REFUSE'] }, agreed),
        'discount.payerConfirm': detail({ actions: [], payerConfirmed: true }, agreed),
        'discount.payerRefuse': () => new ApiError('STATE_CONFLICT', STATE_REFUSAL, 200),
        'discount.list': page([]),
      },
    });
    await user.click(await screen.findByRole('button', { name: '确认付息' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('862.50');
    await user.click(within(dialog).getByRole('button', { name: '确认付息' }));
    await waitFor(() => expect(sent('discount.payerConfirm')).toEqual([{ comment: '' }]));
    await user.click(await screen.findByRole('button', { name: '拒绝' }));
    const refuse = await screen.findByRole('dialog');
    await user.type(within(refuse).getByRole('textbox'), '不同意');
    await user.click(within(refuse).getByRole('button', { name: '拒绝' }));
    expect(await within(refuse).findByText(new RegExp(STATE_REFUSAL))).toBeInTheDocument();
  });
});
