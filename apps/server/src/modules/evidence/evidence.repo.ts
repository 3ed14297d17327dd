import type { Queryable } from '../../platform/db/db';
import { toNumber } from '../../platform/db/db';

/** A credit on the path from its root to the one asked for (names of its issuer and holder, for the documents). */
export interface PathCredit {
  creditNo: string;
  parentNo: string | null;
  issuerCorpId: string;
  issuerName: string;
  holderCorpId: string;
  holderName: string;
  amountFen: bigint;
}

/** The credit and its ancestors, root first (a split's parent carries the history its children share). */
export async function creditPath(q: Queryable, creditNo: string): Promise<PathCredit[]> {
  const rows = await q.query<{
    credit_no: string;
    parent_no: string | null;
    issuer_corp_id: string;
    issuer_name: string;
    holder_corp_id: string;
    holder_name: string;
    amount_fen: unknown;
    depth: number;
  }>(
    `WITH RECURSIVE path AS (
       SELECT credit_no, parent_no, 0 AS depth FROM credit WHERE credit_no = $1
       UNION ALL
       SELECT c.credit_no, c.parent_no, p.depth + 1 FROM credit c JOIN path p ON c.credit_no = p.parent_no
     )
     SELECT c.credit_no, c.parent_no, c.issuer_corp_id, i.corp_name AS issuer_name, c.holder_corp_id, h.corp_name AS holder_name, c.amount_fen, p.depth
       FROM path p JOIN credit c ON c.credit_no = p.credit_no
       JOIN corp i ON i.corp_id = c.issuer_corp_id JOIN corp h ON h.corp_id = c.holder_corp_id
      ORDER BY p.depth DESC`,
    [creditNo],
  );
  return rows.map((r) => ({
    creditNo: r.credit_no,
    parentNo: r.parent_no,
    issuerCorpId: r.issuer_corp_id,
    issuerName: r.issuer_name,
    holderCorpId: r.holder_corp_id,
    holderName: r.holder_name,
    amountFen: BigInt(String(r.amount_fen)),
  }));
}

/** Every corporation that held a credit of the path or issued its root. */
export async function pathParties(q: Queryable, creditNos: readonly string[]): Promise<Set<string>> {
  const rows = await q.query<{ corp_id: string }>(
    `SELECT issuer_corp_id AS corp_id FROM credit WHERE credit_no = ANY($1::text[])
     UNION SELECT original_holder_corp_id FROM credit WHERE credit_no = ANY($1::text[])
     UNION SELECT holder_corp_id FROM credit WHERE credit_no = ANY($1::text[])
     UNION SELECT corp_id FROM flow_record WHERE credit_no = ANY($1::text[]) AND user_id IS NOT NULL`,
    [creditNos],
  );
  return new Set(rows.map((r) => r.corp_id));
}

/** A signature kept when it was verified, with the steps (flow records) of the path it made. */
export interface EvidenceRow {
  evidenceId: string;
  signedAt: number;
  businessType: string;
  businessIds: string[];
  original: string;
  signatureB64: string;
  signAlg: 'SHA1withRSA' | 'SHA256withRSA' | 'SM3withSM2';
  serialNo: string;
  issuerDn: string;
  certDerB64: string | null;
  signerName: string;
  signerCorp: string;
  flowIds: number[];
  creditNos: string[];
  actions: string[];
  amountFen: bigint | null;
}

/**
 * The signatures behind the signed steps of these credits: a step's record and the kept signature share the signer,
 * the certificate serial and the instant (one signed submission writes both in one transaction).
 */
export async function signedEvidenceOf(q: Queryable, creditNos: readonly string[]): Promise<EvidenceRow[]> {
  const rows = await q.query<{
    evidence_id: string;
    signed_at: unknown;
    business_type: string;
    business_ids: string;
    original_text: string;
    signature_b64: string;
    sign_alg: EvidenceRow['signAlg'];
    serial_norm: string;
    issuer_dn: string;
    cert_der: string | null;
    person_name: string;
    corp_name: string;
    flow_id: unknown;
    credit_no: string;
    action: string;
    amount_fen: unknown;
  }>(
    `SELECT e.*, u.person_name, c.corp_name, f.flow_id, f.credit_no, f.action, f.amount_fen
       FROM flow_record f
       JOIN signed_evidence e ON e.user_id = f.user_id AND e.serial_norm = f.signed_by AND e.signed_at = f.at
       JOIN app_user u ON u.user_id = e.user_id JOIN corp c ON c.corp_id = u.corp_id
      WHERE f.credit_no = ANY($1::text[])
      ORDER BY f.flow_id`,
    [creditNos],
  );
  const byId = new Map<string, EvidenceRow>();
  for (const r of rows) {
    let e = byId.get(r.evidence_id);
    if (!e) {
      e = {
        evidenceId: r.evidence_id,
        signedAt: toNumber(r.signed_at),
        businessType: r.business_type,
        businessIds: JSON.parse(r.business_ids) as string[],
        original: r.original_text,
        signatureB64: r.signature_b64,
        signAlg: r.sign_alg,
        serialNo: r.serial_norm,
        issuerDn: r.issuer_dn,
        certDerB64: r.cert_der,
        signerName: r.person_name,
        signerCorp: r.corp_name,
        flowIds: [],
        creditNos: [],
        actions: [],
        amountFen: r.amount_fen === null ? null : BigInt(String(r.amount_fen)),
      };
      byId.set(r.evidence_id, e);
    }
    e.flowIds.push(toNumber(r.flow_id));
    if (!e.creditNos.includes(r.credit_no)) e.creditNos.push(r.credit_no);
    if (!e.actions.includes(r.action)) e.actions.push(r.action);
  }
  return [...byId.values()];
}
