import { screen, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import type { CollectBinding, RepayMandate } from '@scf/api/contract';
import { describe, expect, it } from 'vitest';
import { renderEAccountPage } from '../test/render-e-account-page';
import SpecialAccountBindPage from './special-account-bind-page';

const AT = '/my/electronic-account/special-account/bind';
const UNSIGNED: RepayMandate = {
  accountId: 'A-P32050161360900000001',
  accountNo: '32050161360900000001',
  accountName: '常州示例机械制造有限公司',
  bankName: '中国建设银行股份有限公司徐州分行',
  controller: { corpId: 'F1', corpName: '中国建设银行股份有限公司徐州分行' },
  status: 'ACTIVE',
  available: '0.00',
  state: 'NONE',
  mandate: null,
  outstandingVouchers: 0,
};
const SIGNED: RepayMandate = {
  ...UNSIGNED,
  state: 'PENDING',
  mandate: { mandateNo: 'MDT-A-P32050161360900000001-1', signedBy: '黄敏', signedOn: '2025-06-16', effectiveFrom: '2025-06-17', revokedOn: null },
};

const OLD = { accountId: 'A-S1-EDT', accountNo: '32050161360000011002' };
const NEW = { accountId: 'A-S1-EDT2', accountNo: '32050161360000011099' };
const ACCESS: CollectBinding = {
  accessNo: 'EAC20250303000001',
  core: { corpId: 'C1', corpName: '徐州示例重工集团有限公司' },
  fi: { corpId: 'F1', corpName: '中国建设银行股份有限公司徐州分行' },
  validTo: '2026-03-02',
  inForce: true,
  account: OLD,
  candidates: [OLD, NEW],
  openLoanOrders: 2,
  openOrders: 1,
  changes: [],
};

const rowOf = async () => within(await screen.findByRole('table', { name: '还款专户' })).getByRole('row', { name: /32050161360900000001/ });

describe('专户绑定', () => {
  it('the operator sees 未签署 waiting for the director, with no action of its own', async () => {
    renderEAccountPage(SpecialAccountBindPage, { at: AT, server: { mandates: [UNSIGNED] } });
    const row = await rowOf();
    expect(row).toHaveTextContent('未签署');
    expect(row).toHaveTextContent('待主管签署');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: '专户申请' })).toBeInTheDocument();
  });

  it('the director signs 《还款账户信息确认函（代扣授权）》 with the key (CONTRACT_SIGN by account)', async () => {
    const { user, sent, transport } = renderEAccountPage(SpecialAccountBindPage, {
      at: AT,
      role: 'ROLE_DIRECTOR',
      server: { mandates: [UNSIGNED], signMandate: SIGNED },
      routes: { [`/v1/contracts/${UNSIGNED.accountId}/sign/original`]: '还款账户信息确认函（代扣授权）\n还款专户账号：32050161360900000001' },
    });
    await user.click(within(await rowOf()).getByRole('button', { name: '签署代扣授权' }));
    const signing = await screen.findByRole('dialog', { name: 'Ukey签名：合同签署' });
    expect(signing).toHaveTextContent('还款账户信息确认函（代扣授权）');
    transport.routes.set('/v1/special-accounts/mandates', [SIGNED]);
    await user.click(await within(signing).findByRole('button', { name: '确认签名' }));
    expect(await screen.findByText('还款专户32050161360900000001已签署代扣授权')).toBeInTheDocument();
    expect(sent(`/v1/special-accounts/${UNSIGNED.accountId}/mandate`)[0]).toMatchObject({
      original: expect.stringContaining('还款专户账号：32050161360900000001'),
    });
  });

  it('撤销代扣授权 while 支付通 are outstanding shows the refusal in the dialog', async () => {
    const { user } = renderEAccountPage(SpecialAccountBindPage, {
      at: AT,
      role: 'ROLE_DIRECTOR',
      server: {
        mandates: [{ ...SIGNED, state: 'ACTIVE', outstandingVouchers: 2 }],
        revokeMandate: () => new ApiError('LEDGER_RULE', '存在未到期支付通，不能撤销代扣授权', 200),
      },
    });
    const row = await rowOf();
    expect(row).toHaveTextContent('有效');
    expect(row).toHaveTextContent('黄敏');
    await user.click(within(row).getByRole('button', { name: '撤销代扣授权' }));
    const dialog = await screen.findByRole('dialog', { name: '撤销代扣授权' });
    await user.click(within(dialog).getByRole('button', { name: '确认撤销' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('存在未到期支付通，不能撤销代扣授权');
  });

  it('回款专户: a change refused while an order has a financing open shows the refusal in the dialog', async () => {
    const { user, sent } = renderEAccountPage(SpecialAccountBindPage, {
      at: AT,
      server: {
        mandates: [],
        collectBindings: [ACCESS],
        bindCollect: () => new ApiError('LEDGER_RULE', '存在未结清订单融资，回款账户不能变更', 200),
      },
    });
    const row = within(await screen.findByRole('table', { name: '回款专户' })).getByRole('row', { name: /徐州示例重工集团有限公司/ });
    expect(row).toHaveTextContent('32050161360000011002');
    await user.click(within(row).getByRole('button', { name: '变更回款专户' }));
    const dialog = await screen.findByRole('dialog', { name: '变更回款专户' });
    expect(within(dialog).getByRole('radio', { name: '32050161360000011099' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '确认变更' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('存在未结清订单融资，回款账户不能变更');
    expect(sent(`/v1/special-accounts/collect-bindings/${ACCESS.accessNo}`)).toEqual([{ accountId: NEW.accountId }]);
  });

  it('回款专户: the change is made and the row shows the new account with the bank’s consent', async () => {
    const changed: CollectBinding = {
      ...ACCESS,
      account: NEW,
      openLoanOrders: 0,
      openOrders: 0,
      changes: [{ from: OLD, to: NEW, consent: '监管行已同意', reconfirmOrders: 1, changedBy: '周杰', changedOn: '2025-06-16' }],
    };
    const { user, transport } = renderEAccountPage(SpecialAccountBindPage, {
      at: AT,
      server: { mandates: [], collectBindings: [{ ...ACCESS, openLoanOrders: 0 }], bindCollect: changed },
    });
    const table = await screen.findByRole('table', { name: '回款专户' });
    await user.click(within(table).getByRole('button', { name: '变更回款专户' }));
    transport.routes.set('/v1/special-accounts/collect-bindings', [changed]);
    await user.click(within(await screen.findByRole('dialog', { name: '变更回款专户' })).getByRole('button', { name: '确认变更' }));
    expect(await screen.findByText('回款专户已变更为32050161360000011099')).toBeInTheDocument();
    const row = within(await screen.findByRole('table', { name: '回款专户' })).getByRole('row', { name: /徐州示例重工集团有限公司/ });
    expect(row).toHaveTextContent('32050161360000011099');
    expect(row).toHaveTextContent('2025-06-16 周杰（监管行已同意）');
  });

  it('回款专户: a query user and an expired access get no action', async () => {
    renderEAccountPage(SpecialAccountBindPage, {
      at: AT,
      role: 'ROLE_QUERY',
      server: { mandates: [], collectBindings: [ACCESS, { ...ACCESS, accessNo: 'EAC2', inForce: false }] },
    });
    const table = await screen.findByRole('table', { name: '回款专户' });
    expect(within(table).queryByRole('button')).toBeNull();
  });
});
