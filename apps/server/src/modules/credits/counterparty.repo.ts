import { PRODUCTS } from '@scf/api/contract';
import type { ProductType } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import type { CorpRow } from '../applications';

/** Who may issue, receive and be transferred credits, and the trade contracts behind them (domain.md §3.1, §7.3, §7.5). */

/** The core corporations a user of `corpId` may issue for: itself and its member units (domain.md §3.1). */
export const issuerCorpsOf = (q: Queryable, corpId: string): Promise<CorpRow[]> =>
  q.query<CorpRow>(
    `SELECT corp_id, corp_name, uscc, corp_type, parent_corp_id FROM corp WHERE status = 'ACTIVE' AND corp_type = 'CORE' AND (corp_id = $1
       OR parent_corp_id = $1) ORDER BY corp_id`,
    [corpId],
  );

/**
 * Receivers an issuer may issue to (domain.md §7.3), or a holder transfer to (§7.5): its suppliers (counterparty
 * relation), authenticated, active, with the product opened and not on the blacklist for the process (ISSUE or
 * TRANSFER); `corpId` narrows to one.
 */
export const receiversOf = (
  q: Queryable,
  issuerCorpId: string,
  product: ProductType,
  corpId: string | null = null,
  process: 'ISSUE' | 'TRANSFER' = 'ISSUE',
): Promise<CorpRow[]> =>
  q.query<CorpRow>(
    `SELECT c.corp_id, c.corp_name, c.uscc, c.corp_type, c.parent_corp_id FROM counterparty_rel r JOIN corp c ON c.corp_id = r.counterparty_corp_id
      WHERE r.corp_id = $1 AND r.relation = 'SUPPLIER' AND c.authenticated AND c.status = 'ACTIVE' AND ($3::text IS NULL OR c.corp_id = $3)
        AND EXISTS (SELECT 1 FROM corp_product p WHERE p.corp_id = c.corp_id AND p.product_code = $2)
        AND NOT EXISTS (SELECT 1 FROM corp_blacklist b WHERE b.corp_id = c.corp_id AND b.product_type = $2 AND b.busi_process = $4)
      ORDER BY c.corp_id`,
    [issuerCorpId, product, corpId, process],
  );

export async function blacklisted(q: Queryable, corpId: string, product: ProductType, process: string): Promise<boolean> {
  return anyBlacklisted(q, [corpId], product, process);
}

/** Whether any of the corporations is barred from the process of the product: one statement for all of them (issue 34). */
export async function anyBlacklisted(q: Queryable, corpIds: readonly string[], product: ProductType, process: string): Promise<boolean> {
  const sql = 'SELECT 1 FROM corp_blacklist WHERE corp_id = ANY($1::text[]) AND product_type = $2 AND busi_process = $3 LIMIT 1';
  return (await q.query(sql, [[...corpIds], product, process])).length > 0;
}

export interface ContractRow {
  contract_id: string;
  contract_no: string;
  name: string;
  buyer_corp_id: string;
  seller_corp_id: string;
  amount_fen: unknown;
  sign_date: string;
  end_date: string;
}

/** Contracts with the receiver as seller and the issuer or its group as buyer (domain.md §7.3 trade background). */
export const contractsFor = (q: Queryable, buyers: readonly string[], sellerCorpId: string): Promise<ContractRow[]> =>
  q.query<ContractRow>('SELECT * FROM trade_contract WHERE seller_corp_id = $1 AND buyer_corp_id = ANY($2::text[]) ORDER BY sign_date DESC, contract_id', [
    sellerCorpId,
    [...buyers],
  ]);

/** A trade contract (the seed; uploads arrive with the trade-data pages). */
export async function insertContract(
  q: Queryable,
  c: {
    contractId: string;
    corpId: string;
    contractNo: string;
    name: string;
    buyerCorpId: string;
    sellerCorpId: string;
    amountFen: bigint;
    signDate: string;
    endDate: string;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO trade_contract (contract_id, corp_id, contract_no, name, buyer_corp_id, seller_corp_id, amount_fen, sign_date, end_date) VALUES ($1, $2, $3,
       $4, $5, $6, $7, $8, $9)`,
    [c.contractId, c.corpId, c.contractNo, c.name, c.buyerCorpId, c.sellerCorpId, String(c.amountFen), c.signDate, c.endDate],
  );
}

/**
 * Whether the core lets the supplier receive its credits of the product on the date (domain-lines.md §17.1): a product
 * the core opens per supplier (支付通) needs the core's ACTIVE row in force; for the others only a SUSPENDED row bars.
 */
export async function openedByCore(q: Queryable, coreCorpId: string, supplierCorpId: string, product: ProductType, date: string): Promise<boolean> {
  const [row] = await q.query<{ status: 'ACTIVE' | 'SUSPENDED'; effective_from: string; effective_to: string | null }>(
    'SELECT status, effective_from, effective_to FROM product_supplier WHERE core_corp_id = $1 AND supplier_corp_id = $2 AND product_type = $3',
    [coreCorpId, supplierCorpId, product],
  );
  if (!PRODUCTS[product].options.supplierWhitelist) return row?.status !== 'SUSPENDED';
  return row?.status === 'ACTIVE' && row.effective_from <= date && (row.effective_to === null || row.effective_to >= date);
}

/** 接收方未开通该核心企业的支付通业务. */
export const notOpenedByCoreMessage = (product: ProductType): string => `接收方未开通该核心企业的${PRODUCTS[product].label}业务`;

/** Whether the corporation signed a 代扣授权 on a 还款专户 of its own still ACTIVE (支付通's issue needs it, domain-lines.md §17.4). */
export async function hasRepayMandate(q: Queryable, corpId: string): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM account_mandate m JOIN bank_account a ON a.account_id = m.account_id
      WHERE m.corp_id = $1 AND m.status = 'ACTIVE' AND a.account_type = 'SPECIAL' AND a.purpose = 'CASH_REPAY' AND a.status <> 'CLOSED' LIMIT 1`,
    [corpId],
  );
  return rows.length > 0;
}
