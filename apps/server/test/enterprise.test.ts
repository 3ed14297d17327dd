import { describe, expect, it } from 'vitest';
import { enterpriseEndpoints } from '@scf/api/contract';
import type { BankAccount, EnterpriseInfo } from '@scf/api/contract';
import { ok } from './credits/ledger-helpers';
import { useTestServer } from './helpers/test-server';

const server = useTestServer();

describe('企业信息 (/my/enterprise-info/info) and 银行账户', () => {
  it('gives the administrator its own corporation: names, USCC, products, users by role, Ukeys and accounts', async () => {
    const info = ok<EnterpriseInfo>(await (await server.login('c1_admin')).callEndpoint(enterpriseEndpoints.info));
    expect(info).toMatchObject({
      corpId: 'C1',
      corpName: '徐州示例重工集团有限公司',
      uscc: '91320300MA1XG0000F',
      corpType: 'CORE',
      parent: null,
      authenticated: true,
      status: 'ACTIVE',
    });
    expect(info.openedProducts).toEqual(['ABS', 'CREDIT', 'DISCOUNT', 'EDT', 'VOUCHER']);
    // c1_op is 经办 and 查询, so 查询 counts two users.
    expect(info.users).toEqual(
      expect.arrayContaining([
        { role: 'ROLE_OPERATOR', roleLabel: '经办', count: 1 },
        { role: 'ROLE_QUERY', roleLabel: '查询', count: 2 },
        { role: 'ROLE_ADMIN', roleLabel: '管理员', count: 1 },
      ]),
    );
    expect(info.ukeys).toBeGreaterThanOrEqual(1);
    expect(info.accounts.map((a) => [a.accountType, a.accountNo])).toEqual([
      ['SETTLEMENT', '32050161360000000002'],
      ['SPECIAL', '32050161360000000001'],
      // The 还款专户 of the vouchers and the 银承保证金户 (domain-lines.md §13.6).
      ['SPECIAL', '32050161360000000003'],
      ['SPECIAL', '32050161360000000004'],
    ]);
  });

  it('answers each administrator with its own corporation only, and refuses roles without the menu', async () => {
    const s4 = ok<EnterpriseInfo>(await (await server.login('s4_admin')).callEndpoint(enterpriseEndpoints.info));
    expect(s4).toMatchObject({ corpId: 'S4', corpType: 'CHAIN', openedProducts: ['CREDIT'] });
    const accounts = ok<BankAccount[]>(await (await server.login('s4_admin')).callEndpoint(enterpriseEndpoints.bankAccounts));
    expect(accounts.every((a) => !a.accountNo.startsWith('3205016136000000000'))).toBe(true);
    // Directors read it too: 企业信息变更, signed with their key, starts there (domain-lines.md §16.2).
    expect(ok<EnterpriseInfo>(await (await server.login('c1_dir')).callEndpoint(enterpriseEndpoints.info)).corpId).toBe('C1');
    for (const user of ['c1_op', 'c1_final', 's1_op']) {
      expect((await (await server.login(user)).callEndpoint(enterpriseEndpoints.info)).status).toBe(403);
    }
  });
});
