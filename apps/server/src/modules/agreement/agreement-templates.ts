import { REGISTER_AGREEMENT_VERSION } from '@scf/api/contract';
import type { AgreementText } from '@scf/api/contract';
import { REGISTRATION_AGREEMENT } from './agreement-text';

/**
 * The agreement templates 协议管理 lists (domain-lines.md §16.9) that the platform signs today, each with the version
 * in force: a record of an older version is 待重新签署 until the corporation signs the new one.
 */
export const AGREEMENT_TEMPLATES = {
  PLATFORM: { title: '平台服务协议（注册协议）', version: REGISTRATION_AGREEMENT.version },
  REPAY_MANDATE: { title: '还款账户信息确认函（代扣授权）', version: '2025-01' },
  // Ticked at 注册 with the platform agreement (§15.1): modules/register records them.
  PRIVACY: { title: '隐私政策', version: REGISTER_AGREEMENT_VERSION },
  DIGITAL_CERT: { title: '数字证书服务协议', version: REGISTER_AGREEMENT_VERSION },
} as const;
export type AgreementTemplateCode = keyof typeof AGREEMENT_TEMPLATES;

/** The platform's party to every agreement it signs with a corporation. */
export const PLATFORM_PARTY = '供应链金融服务平台';

/** The exact text of an agreement as signed and hashed: its title, version and paragraphs, one per line. */
export const agreementBody = (a: AgreementText): string => [a.title, `版本：${a.version}`, ...a.paragraphs].join('\n');

/** 《还款账户信息确认函（代扣授权）》 of a corporation's 还款专户 (§17.4): the text its director signs with the key. */
export function repayMandateText(m: { corpName: string; accountNo: string; bankName: string; effectiveFrom: string }): AgreementText {
  return {
    title: AGREEMENT_TEMPLATES.REPAY_MANDATE.title,
    version: AGREEMENT_TEMPLATES.REPAY_MANDATE.version,
    paragraphs: [
      `${m.corpName}（以下简称“本企业”）确认以下账户为本企业在平台开立支付通的还款账户：开户行${m.bankName}，账号${m.accountNo}。`,
      '本企业授权开户行于支付通到期日按平台发送的扣款指令从上述账户代扣应付款项，划付至持有人指定账户；账户余额不足的，按平台规则顺延扣款。',
      `本授权自${m.effectiveFrom}起生效，至本企业书面撤销且平台确认之日止。撤销前已到期的应付款项仍按本授权代扣。`,
      '本企业已阅读并理解本确认函全部内容，以数字证书签名确认。',
    ],
  };
}
