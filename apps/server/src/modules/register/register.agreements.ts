import { REGISTER_AGREEMENT_TEXT } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import { AGREEMENT_TEMPLATES, PLATFORM_PARTY, agreementBody, recordAgreement, signPlatformAgreement } from '../agreement';

/** The agreements beside the platform agreement that 注册 ticks; each is its own record on 协议管理 (§15.1, §16.9). */
const OTHER_AGREEMENTS = ['PRIVACY', 'DIGITAL_CERT'] as const;

/**
 * Every agreement ticked on the form, signed 勾选同意 by the new administrator in the registration's transaction: the
 * platform agreement (so the post-login agreement modal has nothing left to ask), 隐私政策 and 数字证书服务协议, each
 * with the exact text the form showed, its hash and the client's IP.
 */
export async function signRegisterAgreements(tx: Queryable, who: { corpId: string; corpName: string; userId: string; ip: string }, now: number): Promise<void> {
  await signPlatformAgreement(tx, { corpId: who.corpId, userId: who.userId, ip: who.ip }, now);
  for (const code of OTHER_AGREEMENTS) {
    const { title, version } = AGREEMENT_TEMPLATES[code];
    await recordAgreement(tx, {
      corpId: who.corpId,
      templateCode: code,
      title,
      version,
      text: agreementBody({ title, version, paragraphs: [...REGISTER_AGREEMENT_TEXT[code]] }),
      signMethod: 'CHECK',
      signerUserId: who.userId,
      signedAt: now,
      signedIp: who.ip,
      parties: [who.corpName, PLATFORM_PARTY],
    });
  }
}
