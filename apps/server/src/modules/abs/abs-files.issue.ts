import { createHash, randomBytes } from 'node:crypto';
import { ABS_DOC_KIND_LABEL } from '@scf/api/contract';
import type { AbsDocKind } from '@scf/api/contract';
import { shanghaiDateTime } from '../../platform/business-date';
import type { Queryable } from '../../platform/db/db';
import { fenOf } from '../../platform/db/fen-column';
import { insertFile, linkFiles } from '../files';
import { registerCode, setDocHash, signerOf } from '../verification';
import { renderAbsDocPdf } from './abs-files.pdf';
import { personOf, upsertDocument } from './abs-files.repo';
import type { ReceivableRow } from './abs.repo';

/**
 * Issue one ABS document (domain-lines.md §18.5): its 验证码 registered on its content, the PDF printed with the code
 * and the signing block (signer, certificate serial, time, the digest of the text the key signed), the code bound to
 * the PDF's SHA-256, the file stored under the debtor and readable by the creditor and the factor, and a row for each
 * receivable it covers.
 */

/** Who signed a document with which certificate, and when; or the simulated registry that issued it. */
export interface DocSigner {
  name: string;
  corpName: string;
  serial: string | null;
  at: number;
}

export interface Issue {
  kind: AbsDocKind;
  /** The business it is issued for: an APR batch, an ABT transfer, a receivable, a 中登 registration. */
  docNo: string;
  body: readonly string[];
  /** The SHA-256 of the text the key signed (the original's document line), printed as 原文摘要. */
  digest?: string;
  rows: readonly ReceivableRow[];
  signer: DocSigner | null;
  /** A registry's certificate (中登登记证明): issued by the registry, not signed by a key. */
  registry?: string;
  /** A factor that reads it besides each receivable's own. */
  factorCorpId?: string | null;
  date: string;
  now: number;
}

export const sha256Hex = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

export const REGISTRY_NAME = '中登网（模拟）';

function signatureBlock(i: Issue): Array<readonly [string, string]> {
  if (i.registry)
    return [
      ['登记机构', i.registry],
      ['登记日期', i.date],
    ];
  if (!i.signer)
    return [
      ['签署状态', '待签署'],
      ['生成日期', i.date],
    ];
  return [
    ['签署人', `${i.signer.name}（${i.signer.corpName}）`],
    ['签署方式', '数字证书签名'],
    ['证书序列号', i.signer.serial ?? '—'],
    ['签署时间', shanghaiDateTime(i.signer.at)],
    ...(i.digest ? [['原文摘要（SHA-256）', i.digest] as const] : []),
  ];
}

export async function issueDocument(q: Queryable, i: Issue): Promise<void> {
  const first = i.rows[0];
  if (!first) return;
  const docType = ABS_DOC_KIND_LABEL[i.kind];
  const amountFen = i.rows.reduce((s, r) => s + fenOf(r.amount_fen), 0n);
  const signer = i.signer && !i.registry ? signerOf(i.signer.name, i.signer.corpName, i.signer.serial ?? '') : null;
  const verifyCode = await registerCode(
    q,
    {
      docType,
      docNo: i.docNo,
      docHash: sha256Hex(JSON.stringify([i.kind, i.docNo, i.body, signer, i.signer?.at ?? null])),
      amountFen,
      parties: [
        { role: '债务人', name: first.debtor_name },
        { role: '债权人', name: first.creditor_name },
      ],
      signer,
      signedAt: signer ? (i.signer?.at ?? null) : null,
    },
    i.now,
  );
  const bytes = await renderAbsDocPdf({
    title: docType,
    docNo: i.docNo,
    lines: i.body,
    signature: signatureBlock(i),
    verifyCode,
    createdAt: i.signer?.at ?? i.now,
  });
  const sha256 = sha256Hex(bytes);
  await setDocHash(q, verifyCode, sha256);
  const fileId = randomBytes(16).toString('hex');
  const fileName = `${docType}-${i.docNo}.pdf`;
  await insertFile(q, {
    fileId,
    corpId: first.debtor_corp_id,
    userId: null,
    fileName,
    mimeType: 'application/pdf',
    sha256,
    sizeBytes: bytes.length,
    content: bytes,
    objectKey: null,
    now: i.now,
  });
  const readers = new Set<string>();
  for (const r of i.rows) for (const c of [r.creditor_corp_id, r.fi_corp_id, i.factorCorpId]) if (c && c !== first.debtor_corp_id) readers.add(c);
  await linkFiles(q, { fileIds: [fileId], corpIds: [...readers], bizType: 'ABS_DOCUMENT', bizNo: i.docNo, now: i.now });
  for (const r of i.rows)
    await upsertDocument(q, {
      receivableNo: r.receivable_no,
      kind: i.kind,
      docNo: i.docNo,
      fileId,
      fileName,
      sha256,
      verifyCode,
      signed: i.signer !== null || i.registry !== undefined,
      signerName: i.registry ?? (i.signer ? `${i.signer.name}（${i.signer.corpName}）` : null),
      certSerial: i.registry ? null : (i.signer?.serial ?? null),
      signedAt: i.signer?.at ?? null,
      docDate: i.date,
      at: i.now,
    });
}

/** The signer of a step: the user's name and corporation, the step's certificate (else his active one in the role). */
export async function signerFor(q: Queryable, userId: string | null, role: string, serial: string | null, at: number): Promise<DocSigner | null> {
  if (!userId) return null;
  const p = await personOf(q, userId, role);
  if (!p) return null;
  return { name: p.person_name, corpName: p.corp_name, serial: serial ?? p.serial, at };
}
