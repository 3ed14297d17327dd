import type { BackableCredit, TradeParty } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import * as repo from './trade-data.repo';
import type { BackableCreditRow } from './trade-data.repo';
import { amount } from './trade-data.view';
import type { Party } from './verification';
import { party, scope } from './trade-data.access';
/** The trade data's counterparties and the credits a package may back (domain.md §8). */

export async function listParties(env: ServiceEnv, actor: Actor): Promise<TradeParty[]> {
  return (await repo.partiesOf(env.db, scope(actor))).map((r) => ({ corpId: r.corp_id, corpName: r.corp_name, uscc: r.uscc, own: r.own }));
}

/** The sides an invoice backing this credit must name (domain.md §8 check 3). */
export async function sidesOf(q: Queryable, corpId: string, credit: BackableCreditRow): Promise<{ seller: Party; buyer: Party }> {
  if (credit.holder_corp_id === corpId && credit.issuer_corp_id !== corpId)
    return { seller: await party(q, corpId), buyer: await party(q, await repo.chainCounterparty(q, credit)) };
  return { seller: await party(q, credit.original_holder_corp_id), buyer: await party(q, credit.issuer_corp_id) };
}

export async function listBackableCredits(
  env: ServiceEnv,
  actor: Actor,
  body: { purpose: 'FINANCE' | 'ISSUE'; productType: 'CREDIT' | 'VOUCHER' },
): Promise<BackableCredit[]> {
  const rows = await repo.backableCredits(env.db, scope(actor), body.purpose, body.productType);
  const out: BackableCredit[] = [];
  for (const r of rows) {
    const sides = await sidesOf(env.db, scope(actor), r);
    const other = body.purpose === 'FINANCE' ? sides.buyer : sides.seller;
    out.push({ ...creditView(r), counterpartyName: other.corpName, counterpartyUscc: other.uscc });
  }
  return out;
}

export const creditView = (r: BackableCreditRow) => ({
  creditNo: r.credit_no,
  issuerName: r.issuer_name,
  holderName: r.holder_name,
  amount: amount(r.amount_fen),
  dueDate: r.due_date,
  status: r.status,
});

// ---- contracts ----
