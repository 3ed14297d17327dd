import type { Queryable } from '../../platform/db/db';
import { paged } from './paging';
import type { PageWindow } from './paging';
import { paddedNextval } from '../../platform/db/serial-number';
/** Contracts (合同) of the trade data. */

export interface ContractRow {
  contract_id: string;
  corp_id: string;
  contract_no: string;
  name: string;
  buyer_corp_id: string;
  buyer_name: string;
  seller_corp_id: string;
  seller_name: string;
  amount_fen: unknown;
  sign_date: string;
  end_date: string;
  created_at: unknown;
}

const CONTRACT = `SELECT t.contract_id, t.corp_id, t.contract_no, t.name, t.buyer_corp_id, b.corp_name AS buyer_name, t.seller_corp_id,
  s.corp_name AS seller_name,
       t.amount_fen, t.sign_date, t.end_date, t.created_at
  FROM trade_contract t JOIN corp b ON b.corp_id = t.buyer_corp_id JOIN corp s ON s.corp_id = t.seller_corp_id`;

/** The corporation's contracts: those it registered and those it is a party to (buyer or seller). */
const OF_CORP = '(t.corp_id = $1 OR t.buyer_corp_id = $1 OR t.seller_corp_id = $1)';

export const contractsOfCorp = (q: Queryable, corpId: string, ids: readonly string[]): Promise<ContractRow[]> =>
  q.query<ContractRow>(`${CONTRACT} WHERE ${OF_CORP} AND t.contract_id = ANY($2::text[])`, [corpId, [...ids]]);

export const contractNoTaken = async (q: Queryable, corpId: string, contractNo: string): Promise<boolean> =>
  (await q.query('SELECT 1 FROM trade_contract WHERE corp_id = $1 AND contract_no = $2', [corpId, contractNo])).length > 0;

export async function insertContract(
  q: Queryable,
  c: {
    corpId: string;
    contractNo: string;
    name: string;
    buyerCorpId: string;
    sellerCorpId: string;
    amountFen: bigint;
    signDate: string;
    endDate: string;
    userId: string;
    at: number;
  },
): Promise<string> {
  const rows = await q.query<{ contract_id: string }>(
    `INSERT INTO trade_contract (contract_id, corp_id, contract_no, name, buyer_corp_id, seller_corp_id, amount_fen, sign_date, end_date, created_by,
      created_at)
     VALUES ('CT' || ${paddedNextval('trade_doc_seq', 8)}, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING contract_id`,
    [c.corpId, c.contractNo, c.name, c.buyerCorpId, c.sellerCorpId, String(c.amountFen), c.signDate, c.endDate, c.userId, c.at],
  );
  return rows[0]!.contract_id;
}

/** 合同管理: the corporation's contracts by 合同编号, 名称 or a party's name. */
export const pageContracts = (q: Queryable, corpId: string, pattern: string, w: PageWindow) =>
  paged<ContractRow>(
    q,
    CONTRACT,
    `${OF_CORP} AND (t.contract_no LIKE $2 OR t.name LIKE $2 OR b.corp_name LIKE $2 OR s.corp_name LIKE $2)`,
    w.order ? `t.sign_date ${w.order === 'asc' ? 'ASC' : 'DESC'}, t.contract_id` : 't.created_at DESC, t.sign_date DESC, t.contract_id DESC',
    [corpId, pattern],
    w,
  );

// ---- invoices ----
