import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import { describe, expect, it } from 'vitest';
import { POND_NO, applied, detail, pendingRow, pond, renderAssetPool } from '../test/render-asset-pool';
import AssetPoolPage from './asset-pool-page';

const seeded = { 'pond.list': [pond()], 'pond.detail': detail() };

describe('资产池 (/my/asset-pool/index), the pledgor’s operator', () => {
  it('shows the pond’s tiles and its tabs (seed P1: 池额度 270,000.00, 敞口 100,000.00, 可用 170,000.00)', async () => {
    const { user } = renderAssetPool(AssetPoolPage, { server: seeded });
    const tiles = await screen.findByRole('region', { name: '资产池概况' });
    await waitFor(() => expect(within(tiles).getByText('池额度').nextSibling).toHaveTextContent('270,000.00元'));
    expect(within(tiles).getByText('已提款敞口').nextSibling).toHaveTextContent('100,000.00元');
    expect(within(tiles).getByText('可用额度').nextSibling).toHaveTextContent('170,000.00元');
    expect(within(tiles).getByText('保证金余额').nextSibling).toHaveTextContent('0.00元');
    expect(within(tiles).getByText('池水位').nextSibling).toHaveTextContent('270.00%');
    expect(within(tiles).queryByText('池水位预警')).not.toBeInTheDocument();
    const assets = screen.getByRole('table', { name: '在池资产' });
    expect(within(assets).getByText('PRC20250430000001').closest('tr')).toHaveTextContent('在池');
    await user.click(screen.getByRole('tab', { name: '提款记录' }));
    const draws = await screen.findByRole('table', { name: '提款记录' });
    expect(within(draws).getByText('PDD20250506000001').closest('tr')).toHaveTextContent('未结清');
    for (const name of ['入池', '提款', '还款', '出池']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '待审批' })).not.toBeInTheDocument();
  });

  it('shows 池水位预警 when the pool falls below its exposure', async () => {
    renderAssetPool(AssetPoolPage, {
      server: {
        'pond.list': [pond()],
        'pond.detail': detail({
          pond: pond({
            figures: { poolLimit: '90000.00', exposure: '100000.00', available: '-10000.00', margin: '0.00', levelPercent: '90.00', warning: true },
          }),
        }),
      },
    });
    expect(await screen.findByText('池水位预警')).toBeInTheDocument();
  });

  it('says when there is no pond, and when the ponds cannot be read', async () => {
    const first = renderAssetPool(AssetPoolPage, { server: { 'pond.list': [] } });
    expect(await screen.findByText('暂无资产池')).toBeInTheDocument();
    first.unmount();
    renderAssetPool(AssetPoolPage, { server: { 'pond.list': () => new ApiError('E', '服务暂不可用', 500) } });
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('提款 sends the amount and the due date, and shows the server’s refusal verbatim', async () => {
    const { user, sent } = renderAssetPool(AssetPoolPage, {
      server: { ...seeded, 'pond.drawdown': () => new ApiError('LIMIT_INSUFFICIENT', '池额度不足，当前可用额度为170,000.00元', 200) },
    });
    await user.click(await screen.findByRole('button', { name: '提款' }));
    const dialog = await screen.findByRole('dialog', { name: '提款' });
    await user.type(within(dialog).getByRole('textbox', { name: '提款金额' }), '170000.01');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('池额度不足，当前可用额度为170,000.00元');
    expect(sent('pond.drawdown')).toEqual([{ amount: '170000.01', dueDate: '2026-04-29' }]);
  });

  it('提款 within the available amount is submitted for review', async () => {
    const { user, sent } = renderAssetPool(AssetPoolPage, { server: { ...seeded, 'pond.drawdown': applied('PDD20250616000002') } });
    await user.click(await screen.findByRole('button', { name: '提款' }));
    const dialog = await screen.findByRole('dialog', { name: '提款' });
    await user.type(within(dialog).getByRole('textbox', { name: '提款金额' }), '170000');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已提交提款申请PDD20250616000002，待复核')).toBeInTheDocument();
    expect(sent('pond.drawdown')).toEqual([{ amount: '170000.00', dueDate: '2026-04-29' }]);
  });

  it('入池 picks HELD credits and shows 资产剩余期限不足30天，不能入池', async () => {
    const { user, sent } = renderAssetPool(AssetPoolPage, {
      server: {
        ...seeded,
        'pond.candidates': [{ creditNo: 'XG20250110000004', amount: '200000.00', dueDate: '2025-06-20', remainDays: 4 }],
        'pond.poolIn': () => new ApiError('LEDGER_RULE', '资产剩余期限不足30天，不能入池', 200),
      },
    });
    await user.click(await screen.findByRole('button', { name: '入池' }));
    const dialog = await screen.findByRole('dialog', { name: '入池' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /XG20250110000004/ }));
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('资产剩余期限不足30天，不能入池');
    expect(sent('pond.poolIn')).toEqual([{ creditNos: ['XG20250110000004'] }]);
  });

  it('出池 sends the picked asset and shows the coverage refusal', async () => {
    const { user, sent } = renderAssetPool(AssetPoolPage, {
      server: { ...seeded, 'pond.poolOut': () => new ApiError('LEDGER_RULE', '出池后池额度不足以覆盖已提款金额，不能出池', 200) },
    });
    await user.click(await screen.findByRole('button', { name: '出池' }));
    const dialog = await screen.findByRole('dialog', { name: '出池' });
    await user.click(within(dialog).getByRole('checkbox', { name: /XG20250418000012/ }));
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('出池后池额度不足以覆盖已提款金额，不能出池');
    expect(sent('pond.poolOut')).toEqual([{ prNos: ['PRC20250430000001'] }]);
  });

  it('还款 defaults the principal to the outstanding and shows 已有处理中的还款申请', async () => {
    const { user, sent } = renderAssetPool(AssetPoolPage, {
      server: { ...seeded, 'pond.repay': () => new ApiError('LEDGER_RULE', '已有处理中的还款申请', 200) },
    });
    await user.click(await screen.findByRole('button', { name: '还款' }));
    const dialog = await screen.findByRole('dialog', { name: '还款' });
    await user.click(within(dialog).getByRole('combobox', { name: '提款' }));
    await user.click(await screen.findByRole('option', { name: /PDD20250506000001/ }));
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('已有处理中的还款申请');
    expect(sent('pond.repay')).toEqual([{ drawdownNo: 'PDD20250506000001', principal: '100000.00', source: 'SETTLEMENT' }]);
  });
});

describe('保证金提取', () => {
  const withMargin = {
    'pond.list': [pond()],
    'pond.detail': detail({
      pond: pond({
        figures: { poolLimit: '470000.00', exposure: '400000.00', available: '70000.00', margin: '200000.00', levelPercent: '117.50', warning: false },
      }),
      marginWithdrawable: '70000.00',
    }),
  };

  it('is offered only with a margin to take, and tells 可提取 in the dialog; the refusal stays in it verbatim', async () => {
    const none = renderAssetPool(AssetPoolPage, { server: seeded });
    expect(await screen.findByRole('button', { name: '保证金提取' })).toBeDisabled();
    none.unmount();
    // A margin the pond's coverage needs whole: nothing to take, so nothing offered.
    const needed = renderAssetPool(AssetPoolPage, { server: { ...withMargin, 'pond.detail': { ...withMargin['pond.detail'], marginWithdrawable: '0.00' } } });
    expect(await screen.findByRole('button', { name: '保证金提取' })).toBeDisabled();
    needed.unmount();
    const { user, sent } = renderAssetPool(AssetPoolPage, {
      server: { ...withMargin, 'pond.marginTake': () => new ApiError('LEDGER_LIMIT', '保证金提取金额超过可提取金额，当前可提取金额为70,000.00元', 200) },
    });
    await user.click(await screen.findByRole('button', { name: '保证金提取' }));
    const dialog = await screen.findByRole('dialog', { name: '保证金提取' });
    expect(dialog).toHaveTextContent('保证金余额 200,000.00元，当前可提取 70,000.00元；提取至结算账户');
    await user.type(within(dialog).getByRole('textbox', { name: '提取金额' }), '70000.01');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('保证金提取金额超过可提取金额，当前可提取金额为70,000.00元');
    expect(sent('pond.marginTake')).toEqual([{ amount: '70000.01' }]);
  });

  it('submits 可提取 for review', async () => {
    const { user, sent } = renderAssetPool(AssetPoolPage, { server: { ...withMargin, 'pond.marginTake': applied('PMW20250616000001') } });
    await user.click(await screen.findByRole('button', { name: '保证金提取' }));
    const dialog = await screen.findByRole('dialog', { name: '保证金提取' });
    await user.type(within(dialog).getByRole('textbox', { name: '提取金额' }), '70000');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已提交保证金提取申请PMW20250616000001，待复核')).toBeInTheDocument();
    expect(sent('pond.marginTake')).toEqual([{ amount: '70000.00' }]);
  });

  it('the director signs ACCOUNT_COLLECT on 待审批 through the generic approve', async () => {
    const { user, sent } = renderAssetPool(AssetPoolPage, {
      role: 'ROLE_DIRECTOR',
      server: {
        ...withMargin,
        'pond.pending': [pendingRow({ appNo: 'PMW20250616000001', bizType: 'POND_MARGIN', amount: '70000.00' })],
        'credit.approve': applied('PMW20250616000001'),
      },
    });
    const queue = await screen.findByRole('table', { name: '待审批' });
    await waitFor(() => expect(within(queue).getByText('PMW20250616000001')).toBeInTheDocument());
    await user.click(within(queue).getByRole('button', { name: '同意' }));
    const dialog = await screen.findByRole('dialog', { name: /Ukey签名/ });
    expect(dialog).toHaveTextContent('保证金提取金额：70,000.00元');
    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText('已同意申请PMW20250616000001')).toBeInTheDocument();
    expect(sent('credit.approve')[0]).toMatchObject({ original: expect.stringContaining('保证金提取复核') });
  });
});

describe('the director and the bank', () => {
  it('the director signs POND_DRAWDOWN on 待审批 through the generic approve', async () => {
    const { user, sent } = renderAssetPool(AssetPoolPage, {
      role: 'ROLE_DIRECTOR',
      server: { ...seeded, 'pond.pending': [pendingRow()], 'credit.approve': applied('PDD20250616000002') },
    });
    const queue = await screen.findByRole('table', { name: '待审批' });
    await waitFor(() => expect(within(queue).getByText('PDD20250616000002')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: '提款' })).not.toBeInTheDocument();
    await user.click(within(queue).getByRole('button', { name: '同意' }));
    const dialog = await screen.findByRole('dialog', { name: /Ukey签名/ });
    expect(dialog).toHaveTextContent('提款金额：200,000.00元');
    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText('已同意申请PDD20250616000002')).toBeInTheDocument();
    expect(sent('credit.approve')[0]).toMatchObject({ original: expect.stringContaining('资产池提款复核') });
  });

  it('the bank’s product manager confirms 入池 with POND_IN and rejects with 意见', async () => {
    const waiting = pendingRow({ appNo: 'PIN20250616000003', bizType: 'POND_IN', amount: '500000.00', status: 'PENDING_FI' });
    const { user, sent } = renderAssetPool(AssetPoolPage, {
      role: 'ROLE_PRODUCT_MANAGER',
      server: { ...seeded, 'pond.pending': [waiting], 'pond.fiApprove': applied('PIN20250616000003'), 'pond.fiReject': applied('PIN20250616000003') },
    });
    const queue = await screen.findByRole('table', { name: '待审批' });
    await waitFor(() => expect(within(queue).getByText('PIN20250616000003')).toBeInTheDocument());
    await user.click(within(queue).getByRole('button', { name: '同意' }));
    const dialog = await screen.findByRole('dialog', { name: /Ukey签名/ });
    expect(dialog).toHaveTextContent('资产入池审批');
    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText('已同意申请PIN20250616000003')).toBeInTheDocument();
    expect(sent('pond.fiApprove')[0]).toMatchObject({ original: expect.stringContaining('资产入池审批') });
    await user.click(within(queue).getByRole('button', { name: '拒绝' }));
    const reject = await screen.findByRole('dialog', { name: '拒绝' });
    await user.type(within(reject).getByRole('textbox', { name: '意见' }), '资产不符合要求');
    await user.click(within(reject).getByRole('button', { name: '拒绝' }));
    expect(await screen.findByText('已拒绝申请PIN20250616000003')).toBeInTheDocument();
    expect(sent('pond.fiReject')).toEqual([{ comment: '资产不符合要求' }]);
    expect(POND_NO).toBe(waiting.pondNo);
  });
});
