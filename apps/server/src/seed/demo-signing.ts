import { bindWithRecord } from '../modules/ukey';
import { addDays } from '../platform/business-date';
import type { Queryable } from '../platform/db/db';
import { bankOfIssuer } from '../platform/signing/banks';
import { parseCertificate } from '../platform/signing/certificate';
import { DEMO_UKEYS } from '../platform/signing/demo-ukeys';
import { ruleForSerial } from '../platform/signing/signing-rules';

/** Pending repayments the demo directors confirm with their key (amounts in fen; due dates relative to the business date). */
const REPAYMENTS = [
  { id: 'RP202500001', corpId: 'C1', loanNo: 'JJ2025XZ0001', amountFen: 125_000_000n, dueInDays: 10 },
  { id: 'RP202500002', corpId: 'C1', loanNo: 'JJ2025XZ0002', amountFen: 38_650_050n, dueInDays: 25 },
  { id: 'RP202500003', corpId: 'C2', loanNo: 'JJ2025XZ0003', amountFen: 9_999_999n, dueInDays: 15 },
  { id: 'RP202500004', corpId: 'S1', loanNo: 'JJ2025XZ0004', amountFen: 50_000_000n, dueInDays: 30 },
  { id: 'RP202500005', corpId: 'S2', loanNo: 'JJ2025XZ0005', amountFen: 123_456n, dueInDays: 5 },
  { id: 'RP202500006', corpId: 'C1', loanNo: 'JJ2025XZ0006', amountFen: 7_000_000n, dueInDays: 40 },
  { id: 'RP202500007', corpId: 'S3', loanNo: 'JJ2025XZ0007', amountFen: 2_580_000n, dueInDays: 20 },
];

/**
 * Demo key bindings (the local agent's keys, public certificates only), each with its 新增Ukey request and bills
 * as if the holder had added it on the business date, and the signed business's records.
 */
export async function seedDemoSigning(tx: Queryable, businessDate: string): Promise<void> {
  const now = Date.parse(`${businessDate}T00:00:00Z`);
  for (const k of DEMO_UKEYS) {
    const cert = parseCertificate(k.certDerB64);
    const rule = cert && ruleForSerial(cert.serialNorm);
    const bank = cert && bankOfIssuer(cert.issuerDN);
    if (!cert || !rule || !bank || rule.certType !== cert.certType) throw new Error(`demo key of ${k.userName} does not fit the rules`);
    const user = (await tx.query<{ corp_id: string; default_role: string }>('SELECT corp_id, default_role FROM app_user WHERE user_id = $1', [k.userName]))[0];
    if (!user) throw new Error(`demo key for unknown user ${k.userName}`);
    const bound = {
      corpId: user.corp_id,
      userId: k.userName,
      roleCode: user.default_role,
      cert,
      signAlg: rule.alg,
      bank: bank.code,
      ukeyCode: k.keyCode,
      // The demo bank CA's certificates: hardware Ukeys in the local agent.
      medium: 'UKEY' as const,
      boundBy: k.userName,
    };
    await bindWithRecord(tx, { now, businessDate }, 'ADD', bound, k.certDerB64, null);
  }
  for (const r of REPAYMENTS) {
    await tx.query('INSERT INTO repayment (repayment_id, corp_id, loan_no, payee_corp_id, amount_fen, due_date) VALUES ($1, $2, $3, $4, $5, $6)', [
      r.id,
      r.corpId,
      r.loanNo,
      'F1',
      r.amountFen.toString(),
      addDays(businessDate, r.dueInDays),
    ]);
  }
}
