import { withdrawalApplySchema } from '@scf/api/contract';
import type { ApplicationDetail, WithdrawalApplyInput } from '@scf/api/contract';
import { parseFen } from '@scf/api/money';
import { fail } from '../../platform/api-error';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { acting, approvalOriginal, createApp, detailOf, inLedger, newApp, nextAppNo } from '../applications';
import { insertWithdrawal, ownAccount } from './e-accounts.repo';
import { checkWithdrawal } from './withdrawal.rules';

/** 提现 (domain-lines.md §16.8): a WITHDRAWAL application (待复核) for one of the caller's e-accounts, its amount frozen. */
export async function applyWithdrawal(env: ServiceEnv, actor: Actor, raw: WithdrawalApplyInput): Promise<ApplicationDetail> {
  const input = withdrawalApplySchema.parse(raw);
  const amountFen = parseFen(input.amount);
  return inLedger(env, acting(actor), async (ctx) => {
    const account = await ownAccount(ctx.tx, actor.corpId, input.accountId, true);
    if (!account || account.account_type !== 'ELECTRONIC') throw fail.notFound('账户不存在');
    const toAccountId = checkWithdrawal(account, amountFen);
    const appNo = await nextAppNo(ctx.tx, 'WITHDRAWAL', ctx.businessDate);
    const app = await createApp(ctx, newApp(ctx, { appNo, bizType: 'WITHDRAWAL', productType: 'CREDIT', amountFen }), 'SUBMIT', async () => {
      await insertWithdrawal(ctx.tx, appNo, account.account_id, toAccountId, amountFen);
    });
    return detailOf(ctx.tx, ctx.actor, app);
  });
}

/** The original the director signs to approve one (`ACCOUNT_COLLECT`, §14A.5). */
export const withdrawalOriginal = (env: ServiceEnv, actor: Actor, appNo: string): Promise<string> => approvalOriginal(env, actor, appNo, 'ACCOUNT_COLLECT');
