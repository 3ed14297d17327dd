import { screen, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import { describe, expect, it } from 'vitest';
import { issueDetail } from '../../../lib/applications/test/credit-fixtures';
import { ACCOUNT, renderEAccountPage } from '../test/render-e-account-page';
import EAccountIndexPage from './e-account-index-page';

const WTH = 'WTH20250616000001';
const PENDING = { ...ACCOUNT, frozen: '120.50', available: '179.50', pendingWithdrawal: { appNo: WTH, amount: '120.50' } };

describe('电子账户', () => {
  it('lists each e-account with 账户余额, 冻结金额 and 可用余额; the operator asks a 提现 and sees the refusal when above 可用余额', async () => {
    const { user, sent } = renderEAccountPage(EAccountIndexPage, {
      at: '/my/electronic-account/index',
      server: {
        list: [ACCOUNT],
        withdraw: () => new ApiError('LEDGER_RULE', '可用余额不足', 200),
      },
    });
    const row = within(await screen.findByRole('table', { name: '电子账户' })).getByRole('row', { name: /6217001369000000001/ });
    expect(row).toHaveTextContent('300.00 元');
    expect(row).toHaveTextContent('3205****0002');
    expect(screen.getByRole('link', { name: '开户' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '提现' }));
    const dialog = await screen.findByRole('dialog', { name: '提现' });
    await user.type(within(dialog).getByRole('textbox', { name: /提现金额/ }), '300.01');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('可用余额不足');
    expect(sent('/v1/e-accounts/withdraw')[0]).toEqual({ accountId: ACCOUNT.accountId, amount: '300.01' });
    expect(within(row).queryByRole('button', { name: '复核提现' })).toBeNull();
  });

  it('the director signs a pending 提现 with the key (ACCOUNT_COLLECT) through the generic approval', async () => {
    const { user, sent } = renderEAccountPage(EAccountIndexPage, {
      at: '/my/electronic-account/index',
      role: 'ROLE_DIRECTOR',
      server: { list: [PENDING], approve: { ...appDetail(), status: 'COMPLETED' } },
      routes: { [`/v1/accounts/collects/${WTH}/original`]: `复核提现\n提现金额：120.50元` },
    });
    const row = within(await screen.findByRole('table', { name: '电子账户' })).getByRole('row', { name: /6217001369000000001/ });
    expect(row).toHaveTextContent('120.50 元');
    expect(screen.queryByRole('link', { name: '开户' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '提现' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: '复核提现' }));
    await user.click(within(await screen.findByRole('dialog', { name: '复核提现' })).getByRole('button', { name: '同意并签名' }));
    const signed = await screen.findByRole('dialog', { name: 'Ukey签名：归集账户' });
    await user.click(await within(signed).findByRole('button', { name: '确认签名' }));
    expect(await screen.findByText(`已同意提现申请${WTH}`)).toBeInTheDocument();
    expect(sent(`/v1/applications/${WTH}/approve`)[0]).toMatchObject({ original: expect.stringContaining('提现金额：120.50元') });
  });
});

function appDetail() {
  return issueDetail({ appNo: WTH, bizType: 'WITHDRAWAL', productType: 'CREDIT', lines: [], credits: [] });
}
