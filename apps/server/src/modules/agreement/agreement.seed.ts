import type { Queryable } from '../../platform/db/db';
import { toNumber } from '../../platform/db/db';
import { corpNameOf } from './agreement-records.repo';
import { recordAgreement } from './agreement-records.service';
import { AGREEMENT_TEMPLATES, PLATFORM_PARTY, agreementBody, repayMandateText } from './agreement-templates';
import { REGISTRATION_AGREEMENT } from './agreement-text';

/** The address the demo's seeded signatures came from (a private address of the demo's office network). */
const SEED_IP = '10.20.30.41';

/**
 * 协议管理's records of the demo (§16.9): each seeded signature of the platform agreement (seed/shell-checks) and
 * each 代扣授权 in force (e-accounts' seed), signed by its director with the key.
 */
export async function seedAgreementRecords(tx: Queryable): Promise<void> {
  const signed = await tx.query<{ corp_id: string; signed_by: string; signed_at: unknown }>(
    'SELECT corp_id, signed_by, signed_at FROM agreement_sign WHERE version = $1 ORDER BY corp_id',
    [REGISTRATION_AGREEMENT.version],
  );
  for (const s of signed) {
    await recordAgreement(tx, {
      corpId: s.corp_id,
      templateCode: 'PLATFORM',
      title: AGREEMENT_TEMPLATES.PLATFORM.title,
      version: REGISTRATION_AGREEMENT.version,
      text: agreementBody(REGISTRATION_AGREEMENT),
      signMethod: 'CHECK',
      signerUserId: s.signed_by,
      signedAt: toNumber(s.signed_at),
      signedIp: SEED_IP,
      parties: [await corpNameOf(tx, s.corp_id), PLATFORM_PARTY],
    });
  }
  const mandates = await tx.query<{
    mandate_no: string;
    corp_id: string;
    signed_by: string;
    effective_from: string;
    created_at: unknown;
    account_no: string;
    bank_name: string;
    serial: string | null;
  }>(
    `SELECT m.mandate_no, m.corp_id, m.signed_by, m.effective_from, m.created_at, a.account_no, a.bank_name,
            COALESCE(NULLIF(m.cert_serial, ''), (SELECT b.serial_norm FROM ukey_binding b
              WHERE b.user_id = m.signed_by AND b.status = 'ACTIVE' ORDER BY b.serial_norm LIMIT 1)) AS serial
       FROM account_mandate m JOIN bank_account a ON a.account_id = m.account_id
      WHERE m.status = 'ACTIVE' ORDER BY m.mandate_no`,
  );
  for (const m of mandates) {
    const corpName = await corpNameOf(tx, m.corp_id);
    await recordAgreement(tx, {
      corpId: m.corp_id,
      templateCode: 'REPAY_MANDATE',
      title: AGREEMENT_TEMPLATES.REPAY_MANDATE.title,
      version: AGREEMENT_TEMPLATES.REPAY_MANDATE.version,
      text: agreementBody(repayMandateText({ corpName, accountNo: m.account_no, bankName: m.bank_name, effectiveFrom: m.effective_from })),
      signMethod: 'UKEY',
      signerUserId: m.signed_by,
      certSerial: m.serial,
      signedAt: toNumber(m.created_at),
      signedIp: SEED_IP,
      parties: [corpName, m.bank_name, PLATFORM_PARTY],
      bizRef: m.mandate_no,
    });
  }
}
