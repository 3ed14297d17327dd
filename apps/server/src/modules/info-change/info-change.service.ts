import { INFO_CHANGE_FIELDS, INFO_CHANGE_FIELD_LABEL, INFO_CHANGE_MESSAGES as M, LICENCE_FIELDS } from '@scf/api/contract';
import type { InfoChange, InfoChangeField, InfoChangeRequest, RegisteredInfo, SignaturePayload } from '@scf/api/contract';
import { ApiError, fail } from '../../platform/api-error';
import { shanghaiDate, shanghaiDateTime } from '../../platform/business-date';
import type { Queryable } from '../../platform/db/db';
import { toNumber } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { issueChallenge, stateDigest } from '../../platform/signing/challenge-store';
import type { ChallengeScope } from '../../platform/signing/challenge-store';
import { requirePlatformResign } from '../agreement';
import { requireReauth } from '../realname';
import { lookupRegistry } from '../registry';
import { runKeySignedOperation } from '../ukey';
import {
  boundKeyMedium,
  changeOf,
  changesOf,
  corpFile,
  decideChange,
  insertDraft,
  openChangeExists,
  registeredOf,
  softKeySigns,
  writeRegistered,
} from './info-change.repo';
import type { CorpRegistered, InfoChangeRow, RegisteredValues } from './info-change.repo';

/** The signing original of the submission: 《企业信息变更申请书》 (domain-lines.md §16.2). */
const BUSINESS_TYPE = 'CONTRACT_SIGN';

const refusal = (message: string) => new ApiError(200, 'INFO_CHANGE_REFUSED', message);

const dateTime = (ms: unknown): string => shanghaiDateTime(toNumber(ms));

async function registered(q: Queryable, corpId: string, lock = false): Promise<CorpRegistered> {
  const corp = await registeredOf(q, corpId, lock);
  if (!corp) throw fail.notFound('企业不存在');
  return corp;
}

const valuesOf = (c: RegisteredValues): RegisteredValues => ({
  corpName: c.corpName,
  legalRepName: c.legalRepName,
  regAddress: c.regAddress,
  businessScope: c.businessScope,
});

/** 企业信息变更's starting point: the registered information, the USCC and type shown read-only. */
export async function currentInfo(env: ServiceEnv, actor: Actor): Promise<RegisteredInfo> {
  const c = await registered(env.db, actor.corpId);
  return { uscc: c.uscc, corpType: c.corpType, ...valuesOf(c) };
}

function toChange(r: InfoChangeRow): InfoChange {
  return {
    changeNo: r.change_no,
    status: r.status,
    fields: JSON.parse(r.fields) as InfoChangeField[],
    before: JSON.parse(r.before_values) as RegisteredValues,
    after: JSON.parse(r.after_values) as RegisteredValues,
    submitterName: r.submitter_name,
    createdAt: dateTime(r.created_at),
    decidedAt: r.decided_at === null ? null : dateTime(r.decided_at),
    reason: r.reason,
  };
}

/** 变更记录: the corporation's submitted changes, newest first (drafts are the submitter's, not a record). */
export const infoChanges = async (env: ServiceEnv, actor: Actor): Promise<InfoChange[]> => (await changesOf(env.db, actor.corpId)).map(toChange);

/**
 * The checks of §16.2 before anything is signed: the USCC never changes, a verification in progress or a change in
 * review blocks a new one, something must change, a name or legal-representative change needs the new licence, and
 * the submitter needs a key that may sign it.
 */
async function checkDraft(q: Queryable, actor: Actor, corp: CorpRegistered, form: InfoChangeRequest) {
  if (form.uscc !== undefined && form.uscc !== corp.uscc) throw refusal(M.usccImmutable);
  if (corp.realnameState === 'VERIFYING') throw refusal(M.verifying);
  if (await openChangeExists(q, actor.corpId)) throw refusal(M.open);
  const after: RegisteredValues = { corpName: form.corpName, legalRepName: form.legalRepName, regAddress: form.regAddress, businessScope: form.businessScope };
  const fields = INFO_CHANGE_FIELDS.filter((f) => after[f] !== corp[f]);
  if (fields.length === 0) throw refusal(M.unchanged);
  const licence = form.licenceFileId ?? null;
  if (fields.some((f) => LICENCE_FIELDS.includes(f)) && (licence === null || !(await corpFile(q, licence, actor.corpId)))) throw refusal(M.licence);
  const medium = await boundKeyMedium(q, actor.userId, actor.role);
  if (!medium) throw refusal(M.noKey);
  if (medium === 'SOFT' && !(await softKeySigns(q, BUSINESS_TYPE)))
    throw new ApiError(200, 'SIGN_SOFT_KEY_NOT_ALLOWED', '软证书不能签署该业务，请使用Ukey签名');
  return { fields, after, licence };
}

/** Draft the change from the form (checked); it is submitted only by the signature over its 申请书. */
export function draftChange(env: ServiceEnv, actor: Actor, input: InfoChangeRequest): Promise<InfoChange> {
  return env.db.transaction(async (tx) => {
    const corp = await registered(tx, actor.corpId, true);
    const { fields, after, licence } = await checkDraft(tx, actor, corp, input);
    const no = await insertDraft(tx, {
      corpId: actor.corpId,
      fields,
      before: valuesOf(corp),
      after,
      licenceFile: licence,
      userId: actor.userId,
      now: env.now,
      day: shanghaiDate(env.now),
    });
    const row = await changeOf(tx, actor.corpId, no);
    if (!row) throw fail.notFound();
    return toChange(row);
  });
}

async function ownDraft(q: Queryable, actor: Actor, changeNo: string, lock: boolean): Promise<InfoChangeRow> {
  const row = await changeOf(q, actor.corpId, changeNo, lock);
  if (!row || row.submitted_by !== actor.userId) throw fail.notFound('变更申请不存在');
  if (row.status !== 'DRAFT') throw refusal('该变更申请已提交');
  return row;
}

/** What the signature covers: the draft's 变更后 values (and the corporation's current ones they replace). */
const scopeOf = (actor: Actor, r: InfoChangeRow): ChallengeScope => ({
  userId: actor.userId,
  roleCode: actor.role,
  businessType: BUSINESS_TYPE,
  businessIds: [r.change_no],
  stateDigest: stateDigest({ before: r.before_values, after: r.after_values, fields: r.fields }),
});

/** 《企业信息变更申请书》: the corporation, then 变更前 / 变更后 of each changed field (WYSIWYS). */
export async function changeOriginal(env: ServiceEnv, actor: Actor, changeNo: string): Promise<string> {
  const r = await ownDraft(env.db, actor, changeNo, false);
  const corp = await registered(env.db, actor.corpId);
  const before = JSON.parse(r.before_values) as RegisteredValues;
  const after = JSON.parse(r.after_values) as RegisteredValues;
  const fields = JSON.parse(r.fields) as InfoChangeField[];
  return issueChallenge(env.db, env.now, scopeOf(actor, r), [
    '企业信息变更申请书',
    `变更编号：${r.change_no}`,
    `企业名称：${before.corpName}`,
    `统一社会信用代码：${corp.uscc}`,
    ...fields.flatMap((f) => [`${INFO_CHANGE_FIELD_LABEL[f]}（变更前）：${before[f] || '—'}`, `${INFO_CHANGE_FIELD_LABEL[f]}（变更后）：${after[f] || '—'}`]),
  ]);
}

/**
 * The registry must show a new name or legal representative for the USCC (§16.2): a seeded registry row that says
 * otherwise refuses the change; a USCC the registry has no row for accepts it on the licence attached.
 */
async function registryMismatch(q: Queryable, uscc: string, fields: readonly InfoChangeField[], after: RegisteredValues): Promise<boolean> {
  if (!fields.some((f) => LICENCE_FIELDS.includes(f))) return false;
  const entry = await lookupRegistry(q, uscc, after.corpName);
  if (!entry?.legalRep) return false;
  return entry.corpName !== after.corpName || entry.legalRep.name !== after.legalRepName;
}

/**
 * Submit signed with the key of the current role: the challenge, the signature, the review and the effects in one
 * transaction. Approved: the information changes; a name or legal-representative change sends the corporation to
 * re-authentication (CORP_INFO_CHANGED) and a new name makes the platform agreement to be signed again.
 */
export function submitChange(env: ServiceEnv, actor: Actor, changeNo: string, payload: SignaturePayload): Promise<InfoChange> {
  return runKeySignedOperation({
    db: env.db,
    now: env.now,
    signingEnabled: env.signingEnabled,
    payload,
    scope: async (tx) => scopeOf(actor, await ownDraft(tx, actor, changeNo, true)),
    async effect(tx, signedBy) {
      const corp = await registered(tx, actor.corpId, true);
      const r = await ownDraft(tx, actor, changeNo, true);
      const fields = JSON.parse(r.fields) as InfoChangeField[];
      const before = JSON.parse(r.before_values) as RegisteredValues;
      const after = JSON.parse(r.after_values) as RegisteredValues;
      // The information changed since the draft (another change took effect): the draft no longer says what it changes.
      if (INFO_CHANGE_FIELDS.some((f) => before[f] !== corp[f])) throw refusal('企业信息已变更，请刷新后重新提交');
      if (await openChangeExists(tx, actor.corpId)) throw refusal(M.open);
      if (await registryMismatch(tx, corp.uscc, fields, after)) {
        await decideChange(tx, changeNo, { status: 'REJECTED', reason: M.registry, now: env.now, serial: signedBy.serialNorm });
      } else {
        await writeRegistered(tx, actor.corpId, after);
        if (fields.some((f) => LICENCE_FIELDS.includes(f))) await requireReauth(tx, actor.corpId, 'CORP_INFO_CHANGED', env.now);
        if (fields.includes('corpName')) await requirePlatformResign(tx, actor.corpId);
        await decideChange(tx, changeNo, { status: 'APPROVED', reason: '', now: env.now, serial: signedBy.serialNorm });
      }
      const done = await changeOf(tx, actor.corpId, changeNo);
      if (!done) throw fail.notFound();
      return toChange(done);
    },
  });
}
