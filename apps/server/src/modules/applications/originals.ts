import { BIZ_TYPE_LABEL, appStatusLabel, readerSideOf } from '@scf/api/contract';
import { fenToChineseCapital, formatFen } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { stateDigest } from '../../platform/signing/challenge-store';
import type { AppRow } from './application.repo';
import type { OriginalType } from './flow-definition';
import { flowOf, pendingOf } from './flow-registry';

/** Amount in figures and in 大写 (WYSIWYS, security.md §2.6). */
export const moneyText = (fen: bigint): string => `${formatFen(fen)}元（大写：${fen < 0n ? '负' : ''}${fenToChineseCapital(fen < 0n ? -fen : fen)}）`;

/** The state the signature covers: any change of the application between the original and the submission is refused. */
export const appDigest = (a: AppRow, more: Readonly<Record<string, string>> = {}): string =>
  stateDigest({
    ...Object.fromEntries(Object.entries(more).map(([k, v]) => [`signed.${k}`, v])),
    appNo: a.app_no,
    bizType: a.biz_type,
    status: a.status,
    version: String(a.version),
    amountFen: String(BigInt(String(a.amount_fen))),
  });

/** The state an approval's signature covers: the row and the facts its flow adds (`signedState`). */
export const approvalDigest = async (q: Queryable, a: AppRow): Promise<string> => appDigest(a, (await flowOf(a.biz_type).signedState?.(q, a)) ?? {});

/** The original an approval of this application signs now (spec §7): its flow says, CREDIT_ASSEMBLE unless it names another. */
export const originalTypeOf = (a: AppRow): OriginalType => flowOf(a.biz_type).originalType?.(a) ?? 'CREDIT_ASSEMBLE';

const defaultStep = (a: AppRow): string => (a.status === 'PENDING_FINAL' ? '终审' : a.status === 'PENDING_CP_APPROVAL' ? '签收复核' : '复核');

/** The state in the signer's words: the corporation whose step it is (its director signs) reads its own 待复核, not 待对方复核. */
function statusWord(a: AppRow): string {
  const signer = pendingOf(a.biz_type, a.status)?.side === 'counterparty' ? a.counterparty_corp_id : a.applicant_corp_id;
  const parties = {
    bizType: a.biz_type,
    applicant: { corpId: a.applicant_corp_id },
    counterparty: a.counterparty_corp_id ? { corpId: a.counterparty_corp_id } : null,
  };
  return appStatusLabel(a.status, readerSideOf(parties, signer), a.biz_type);
}

/** The lines of an application's original text: what it is, its number and state, then its flow's parties and amounts. */
export async function originalLines(q: Queryable, a: AppRow): Promise<string[]> {
  const def = flowOf(a.biz_type);
  const step = def.stepWord?.(a) ?? defaultStep(a);
  const head = [`${BIZ_TYPE_LABEL[a.biz_type]}${step}`, `申请编号：${a.app_no}`, `申请企业：${a.applicant_name}`, `申请状态：${statusWord(a)}`];
  return [...head, ...(await def.originalLines(q, a))];
}
