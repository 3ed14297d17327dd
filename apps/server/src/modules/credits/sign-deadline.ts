import { addDays } from '../../platform/business-date';
import type { Db } from '../../platform/db/db';
import { ledgerConfig } from '../config';
import { appByNo, SYSTEM_ROLE, act } from '../applications';
import { moveCredits } from './credit-moves';
import { creditsByNos, pendingSignIssuedBy } from './credit.repo';
import type { LedgerContext } from '../applications';
import { notify } from './credit-notices';

/** Credits handled per sweep: the rest wait for the next one (a sweep stays short). */
const BATCH = 200;

/**
 * The sign deadline (domain.md §7.3, 超期未签收): a credit still PENDING_SIGN `signExpireDays` calendar days after its
 * issue is refused by the platform, its limit released, an open sign-for ended. Driven by the business date; each
 * credit in its own transaction. Returns the credits refused.
 */
export async function expireUnsignedCredits(db: Db, now: number, businessDate: string): Promise<string[]> {
  const { signExpireDays } = await ledgerConfig(db);
  const candidates = await pendingSignIssuedBy(db, addDays(businessDate, -(signExpireDays + 1)), BATCH);
  const refused: string[] = [];
  for (const { credit_no } of candidates) {
    const done = await db.transaction(async (tx) => {
      const [c] = await creditsByNos(tx, [credit_no], false);
      if (!c || c.status !== 'PENDING_SIGN') return false;
      const ctx: LedgerContext = {
        tx,
        now,
        businessDate,
        actor: { userId: null, corpId: c.holder_corp_id, role: SYSTEM_ROLE },
        signedBy: null,
        config: await ledgerConfig(tx),
      };
      if (c.locked_by_app) {
        const open = await appByNo(tx, c.locked_by_app, true);
        if (!open || open.biz_type !== 'SIGN') return false;
        await act(ctx, open, 'EXPIRE', { comment: '超期未签收' });
      }
      await moveCredits(ctx, [credit_no], 'SIGN_EXPIRE', { appNo: null, bizType: 'SIGN' }, { comment: '超期未签收' });
      await notify.signResult(ctx, c.issuer_corp_id, c.holder_name, [credit_no], false);
      return true;
    });
    if (done) refused.push(credit_no);
  }
  return refused;
}
