import { screen, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import type { RepayMandate } from '@scf/api/contract';
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
});
