import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { AGREEMENT_FILE_TAMPERED, AGREEMENT_SIGN_METHOD_LABEL } from '@scf/api/contract';
import type { AgreementRecord, AgreementStatus } from '@scf/api/contract';
import { ApiError, fail } from '../../platform/api-error';
import { shanghaiDate, shanghaiDateTime } from '../../platform/business-date';
import type { Queryable } from '../../platform/db/db';
import { toNumber } from '../../platform/db/db';
import { FileReply } from '../../platform/http/file-reply';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { renderAgreementPdf } from './agreement-records.pdf';
import { agreementRecordOf, agreementRecordsOf, insertAgreementRecord } from './agreement-records.repo';
import type { AgreementRecordRow, NewAgreementRecord } from './agreement-records.repo';
import { AGREEMENT_TEMPLATES } from './agreement-templates';

export const sha256Hex = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

/** Record a signature of an agreement (the text hashed here), superseding the corporation's record in force. */
export const recordAgreement = (q: Queryable, r: Omit<NewAgreementRecord, 'textSha256'>): Promise<string> =>
  insertAgreementRecord(q, { ...r, textSha256: sha256Hex(r.text) }, shanghaiDate(r.signedAt));

/** A record in force of a version no longer the template's must be signed again (待重新签署). */
function statusOf(r: AgreementRecordRow): AgreementStatus {
  if (r.status !== 'ACTIVE') return r.status;
  const template = (AGREEMENT_TEMPLATES as Record<string, { version: string } | undefined>)[r.template_code];
  return template && template.version !== r.version ? 'RESIGN_REQUIRED' : 'ACTIVE';
}

const partiesOf = (r: AgreementRecordRow): string[] => JSON.parse(r.parties) as string[];

function toRecord(r: AgreementRecordRow): AgreementRecord {
  return {
    agreementNo: r.agreement_no,
    templateCode: r.template_code,
    title: r.title,
    version: r.version,
    parties: partiesOf(r),
    signerName: r.signer_name,
    signMethod: r.sign_method,
    certSerial: r.cert_serial,
    signedAt: shanghaiDateTime(toNumber(r.signed_at)),
    signedIp: r.signed_ip,
    textSha256: r.text_sha256,
    status: statusOf(r),
  };
}

/** 协议管理: every agreement the caller's corporation signed, newest first. */
export const agreementRecords = async (env: ServiceEnv, actor: Actor): Promise<AgreementRecord[]> =>
  (await agreementRecordsOf(env.db, actor.corpId)).map(toRecord);

/** The corporation's record with its text re-hashed: a text that no longer matches its hash is never served. */
async function checkedRecord(env: ServiceEnv, actor: Actor, agreementNo: string): Promise<AgreementRecordRow> {
  const r = await agreementRecordOf(env.db, actor.corpId, agreementNo);
  if (!r) throw fail.notFound('协议不存在');
  if (sha256Hex(r.text_content) !== r.text_sha256) throw new ApiError(409, 'AGREEMENT_FILE_TAMPERED', AGREEMENT_FILE_TAMPERED);
  return r;
}

function signatureLines(r: AgreementRecordRow): Array<readonly [string, string]> {
  return [
    ['协议编号', r.agreement_no],
    ['版本', r.version],
    ['签署方', partiesOf(r).join('、')],
    ['签署人', `${r.signer_name}（${r.corp_name}）`],
    ['签署方式', AGREEMENT_SIGN_METHOD_LABEL[r.sign_method]],
    ...(r.cert_serial ? [['证书序列号', r.cert_serial] as const] : []),
    ['签署时间', shanghaiDateTime(toNumber(r.signed_at))],
    ['签署IP', r.signed_ip],
    ['内容摘要（SHA-256）', r.text_sha256],
  ];
}

const pdfOf = (r: AgreementRecordRow): Promise<Uint8Array> =>
  renderAgreementPdf({ agreementNo: r.agreement_no, text: r.text_content, signature: signatureLines(r), signedAt: toNumber(r.signed_at) });

const fileName = (r: AgreementRecordRow) => `${r.title}-${r.agreement_no}.pdf`;

/** 预览 · 下载: the PDF of the exact text signed, rendered after the text was re-hashed. */
export async function agreementFile(env: ServiceEnv, actor: Actor, agreementNo: string, inline: boolean): Promise<FileReply> {
  const r = await checkedRecord(env, actor, agreementNo);
  return new FileReply(await pdfOf(r), 'application/pdf', fileName(r), inline ? 'inline' : 'attachment');
}

/**
 * 证据包 (§16.9): a zip of the PDF, the exact text, the signature when the agreement was signed with a key, and
 * evidence.json (who, when, IP, method, hashes of the text and of each file).
 */
export async function agreementEvidence(env: ServiceEnv, actor: Actor, agreementNo: string): Promise<FileReply> {
  const r = await checkedRecord(env, actor, agreementNo);
  // ASCII names inside the zip: an unzip that ignores the UTF-8 flag (Windows' own, Info-ZIP) would garble Chinese ones.
  const root = `evidence-${r.agreement_no}`;
  const files: Record<string, Uint8Array> = {
    'agreement.pdf': await pdfOf(r),
    'agreement.txt': strToU8(r.text_content),
    ...(r.signature_b64 ? { 'signature.bin': new Uint8Array(Buffer.from(r.signature_b64, 'base64')) } : {}),
  };
  const evidence = {
    agreementNo: r.agreement_no,
    templateCode: r.template_code,
    title: r.title,
    version: r.version,
    corpName: r.corp_name,
    parties: partiesOf(r),
    signer: { userId: r.signer_user_id, name: r.signer_name },
    signMethod: r.sign_method,
    signMethodLabel: AGREEMENT_SIGN_METHOD_LABEL[r.sign_method],
    certSerial: r.cert_serial,
    signedAt: new Date(toNumber(r.signed_at)).toISOString(),
    signedIp: r.signed_ip,
    textSha256: r.text_sha256,
    status: statusOf(r),
    files: Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, sha256Hex(bytes)])),
    generatedAt: new Date(env.now).toISOString(),
  };
  const zipped: Record<string, Uint8Array> = {};
  for (const [name, bytes] of Object.entries(files)) zipped[`${root}/${name}`] = bytes;
  zipped[`${root}/evidence.json`] = strToU8(JSON.stringify(evidence, null, 2));
  return new FileReply(zipSync(zipped, { level: 6, mtime: new Date(env.now) }), 'application/zip', `证据包-${r.agreement_no}.zip`, 'attachment');
}
