/** Demo state of the post-login shell checks (spec §4): who signed the registration agreement, who gets which notice. */
import { REGISTRATION_AGREEMENT } from '../modules/agreement';
import type { Queryable } from '../platform/db/db';
import { seedNotices } from './notices-messages';
import { SEED_CORPS, SEED_USERS } from './orgs';

/**
 * Every demo corporation has signed the agreement in force, except those flagged `agreementSigned: false`; the
 * signer is the corporation's first demo user, a day before the business date's midnight (a fixed instant, so
 * reseeding gives the same rows). Notices with an audience get their rows. No corporation needs real-name
 * re-authentication by default (tests set `corp_reauth` themselves).
 */
export async function seedShellChecks(tx: Queryable, businessDate: string): Promise<void> {
  const signedAt = Date.parse(`${businessDate}T00:00:00+08:00`) - 86_400_000;
  for (const corp of SEED_CORPS.filter((c) => c.agreementSigned !== false)) {
    const signer = SEED_USERS.find((u) => u.corpId === corp.corpId);
    if (!signer) throw new Error(`seed corporation ${corp.corpId} has no user to sign the agreement`);
    await tx.query('INSERT INTO agreement_sign (corp_id, version, signed_by, signed_at) VALUES ($1, $2, $3, $4)', [
      corp.corpId,
      REGISTRATION_AGREEMENT.version,
      signer.userName,
      signedAt,
    ]);
  }
  for (const notice of seedNotices(businessDate)) {
    for (const corpId of notice.audience ?? []) {
      await tx.query('INSERT INTO notice_audience (notice_id, corp_id) VALUES ($1, $2)', [notice.noticeId, corpId]);
    }
  }
}
