import { screen, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import { describe, expect, it } from 'vitest';
import type { EAccount } from '@scf/api/contract';
import { ACCOUNT, renderEAccountPage } from '../test/render-e-account-page';
import EAccountBindPage from './e-account-bind-page';

const PENDING: EAccount = { ...ACCOUNT, status: 'PENDING_BIND', boundAccountNo: null, boundBankName: null, balance: '0.00', available: '0.00' };
const PAID: EAccount = {
  ...PENDING,
  verification: {
    attemptId: 'DVA1',
    status: 'PAID',
    accountNo: '32050161360000000002',
    accountName: '徐州示例重工集团有限公司',
    bankName: '中国建设银行徐州分行营业部',
    triesLeft: 3,
    expiresOn: '2025-06-23',
    failReason: '',
    todayLeft: 2,
  },
};

describe('电子账户绑定', () => {
  it('asks the deposit to a settlement account of the corporation’s name, then shows 剩余回填次数, 有效期至 and 今日剩余打款次数', async () => {
    const { user, sent } = renderEAccountPage(EAccountBindPage, {
      at: `/my/electronic-account/bind?accountId=${PENDING.accountId}`,
      server: { list: [PENDING], bind: PAID },
    });
    const form = await screen.findByRole('form', { name: '绑定结算账户' });
    expect(within(form).getByRole('textbox', { name: /户名/ })).toHaveValue('徐工集团工程机械股份有限公司');
    await user.click(within(form).getByRole('button', { name: '申请打款' }));
    expect(await within(form).findByText('请输入正确的账号（8-32位数字）')).toBeInTheDocument();
    expect(sent('/v1/e-accounts/bind')).toHaveLength(0);
    await user.type(within(form).getByRole('textbox', { name: /结算账号/ }), '32050161360000000002');
    await user.type(within(form).getByRole('textbox', { name: /开户行/ }), '中国建设银行徐州分行营业部');
    await user.type(within(form).getByRole('textbox', { name: /联行号/ }), '105303000017');
    await user.click(within(form).getByRole('button', { name: '申请打款' }));
    expect(sent('/v1/e-accounts/bind')[0]).toMatchObject({
      accountId: PENDING.accountId,
      accountNo: '32050161360000000002',
      accountName: '徐工集团工程机械股份有限公司',
    });
  });

  it('回填: a wrong amount shows the refusal verbatim; the demo link is absent with the demo tools off', async () => {
    const { user } = renderEAccountPage(EAccountBindPage, {
      at: `/my/electronic-account/bind?accountId=${PAID.accountId}`,
      server: { list: [PAID], backfill: () => new ApiError('LEDGER_RULE', '打款金额不正确，您还有2次机会', 200) },
    });
    const form = await screen.findByRole('form', { name: '回填打款金额' });
    expect(form).toHaveTextContent('剩余回填次数3次');
    expect(form).toHaveTextContent('有效期至2025-06-23');
    expect(form).toHaveTextContent('今日剩余打款次数2次');
    expect(within(form).queryByRole('button', { name: '查看模拟银行入账' })).toBeNull();
    await user.type(within(form).getByRole('textbox', { name: /打款金额/ }), '0.11');
    await user.click(within(form).getByRole('button', { name: '确认回填' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('打款金额不正确，您还有2次机会');
  });
});
