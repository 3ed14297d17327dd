import type { Db, Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { accountOf, usersWithRole, yuan } from '../applications';
import { SimBank, isBankRefusal } from '../bank';
import { sendMessages } from '../messages';
import { lockedState, recompute } from './pond.effects';
import { figuresOf } from './pond.rules';

interface Matured {
  pond_no: string;
  asset_no: string;
  amount_fen: unknown;
}

/**
 * A matured asset's cash into the pond's margin account (domain-lines.md §18.7 到期): the asset's amount from the
 * pledgor's settlement account (where its issuer paid it) to the 资产池保证金户, one MARGIN transfer with its receipts, so
 * `0.9 × amount` of asset becomes `1.0 × amount` of margin. When the bank refuses (the cash is not there, an account is
 * frozen) nothing moves: the asset simply leaves 池额度, and the pond may show 池水位预警.
 */
async function cashIntoMargin(tx: Queryable, m: Matured, businessDate: string, now: number): Promise<void> {
  const [pond] = await tx.query<{ pledgor_corp_id: string; margin_account_id: string }>(
    'SELECT pledgor_corp_id, margin_account_id FROM pond WHERE pond_no = $1',
    [m.pond_no],
  );
  const from = pond ? await accountOf(tx, pond.pledgor_corp_id, ['SETTLEMENT']) : undefined;
  if (!pond || !from) return;
  try {
    await SimBank.transfer(tx, {
      fromAccountId: from.account_id,
      toAccountId: pond.margin_account_id,
      amountFen: fenOf(m.amount_fen),
      purpose: 'MARGIN',
      bizRef: m.pond_no,
      remark: `在池资产${m.asset_no}到期回款转入保证金`,
      businessDate,
      now,
    });
  } catch (e) {
    if (!isBankRefusal(e)) throw e;
  }
}

/** 池水位预警 (§18.7): a pond whose 池额度 fell below its exposure tells its bank's client and product managers. */
async function warnBank(tx: Queryable, pondNo: string, businessDate: string): Promise<void> {
  const s = await lockedState(tx, pondNo);
  const f = figuresOf(s, businessDate);
  if (f.poolLimitFen >= f.exposureFen) return;
  const fi = s.pond.fi_corp_id;
  const users = [...(await usersWithRole(tx, fi, 'ROLE_CLIENT_MANAGER')), ...(await usersWithRole(tx, fi, 'ROLE_PRODUCT_MANAGER'))];
  await sendMessages(tx, users, {
    messageType: 'BUSINESS',
    title: '池水位预警',
    content: `资产池${pondNo}（${s.pond.pledgor_name}）池额度${yuan(f.poolLimitFen)}低于已提款敞口${yuan(f.exposureFen)}，已暂停提款`,
    createdOn: businessDate,
    link: '/my/asset-pool/index',
  });
}

/**
 * The pool's daily sweep (domain-lines.md §18.7 到期): an asset whose credit has been paid (兑付完成) is 已到期回款 and
 * its cash goes into the margin account; a funded drawdown unpaid at 17:00 of its due date (or any later day) is 逾期;
 * each pond touched has 可用额度 recomputed under its lock (an asset past its due date and unpaid already drops out of
 * 池额度) and, below its exposure, tells the bank of 池水位预警.
 */
export async function pondMaturity(db: Db, now: number, businessDate: string, businessTime: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const matured = await tx.query<Matured>(
      `UPDATE pond_receivable r SET status = 'MATURED'
         FROM credit c WHERE c.credit_no = r.asset_no AND r.status IN ('IN_POOL', 'PENDING_OUT') AND c.status = 'CASHED'
       RETURNING r.pond_no, r.asset_no, r.amount_fen`,
    );
    for (const m of [...matured].sort((a, b) => a.asset_no.localeCompare(b.asset_no))) await cashIntoMargin(tx, m, businessDate, now);
    const overdue = await tx.query<{ pond_no: string }>(
      `UPDATE pond_drawdown SET status = 'OVERDUE'
        WHERE status = 'FUNDED' AND (due_date < $1 OR (due_date = $1 AND $2 >= '17:00')) RETURNING pond_no`,
      [businessDate, businessTime],
    );
    const ponds = [...new Set([...matured, ...overdue].map((r) => r.pond_no))].sort();
    for (const pondNo of ponds) {
      await recompute(tx, pondNo, businessDate);
      await warnBank(tx, pondNo, businessDate);
    }
    return ponds;
  });
}
