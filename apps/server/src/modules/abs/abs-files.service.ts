import { strToU8, zipSync } from 'fflate';
import {
  ABS_DOC_KIND_LABEL,
  ABS_DOC_STATE_LABEL,
  ABS_MATRIX_COLUMNS,
  ABS_RECEIVABLE_STATUS_LABEL,
  absFilePackageQuerySchema,
  absReceivableListSchema,
  pageWindow,
} from '@scf/api/contract';
import type { AbsDocCell, AbsDocKind, AbsDocState, AbsFilePackageQuery, AbsFileRow, AbsReceivableListQuery, ApplicationDetail, Page } from '@scf/api/contract';
import { ApiError, fail } from '../../platform/api-error';
import type { Queryable } from '../../platform/db/db';
import { fenOf, yuanOf } from '../../platform/db/fen-column';
import { FileReply } from '../../platform/http/file-reply';
import { refuse } from '../../platform/refusal';
import { checkMenu } from '../../platform/security/access-check';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { acting, createApp, detailOf, inLedger, newApp, nextAppNo } from '../applications';
import { SIGNED_TRANSFER, isTransferred, issueMissing } from './abs-files.effects';
import { sha256Hex } from './abs-files.issue';
import { appStatuses, archiveRows, documentsOf, fileBytes, openPayConfirms, pageArchive } from './abs-files.repo';
import type { DocumentRow } from './abs-files.repo';
import * as repo from './abs.repo';
import type { ReceivableRow } from './abs.repo';

/**
 * 核心企业档案 and 链属企业档案 (domain-lines.md §18.3, §18.5): the document × asset matrix, the debtor operator's 提交签署
 * of a 付款确认书 (its director signs it with the generic approve), and 下载文件包.
 */

export type Side = 'DEBTOR' | 'CREDITOR';
export const ARCHIVE_PAGE: Record<Side, string> = { DEBTOR: '/abs/core/index/file', CREDITOR: '/abs/chain/index/file' };

export const PAY_CONFIRM_REFUSAL = {
  notTransferred: '仅已转让的应收账款可提交签署付款确认书',
  twice: '付款确认书已提交签署，请勿重复提交',
  signed: '付款确认书已签署',
  notMine: '请选择本企业的应付账款',
} as const;

const cell = (kind: AbsDocKind, state: AbsDocState, d?: DocumentRow): AbsDocCell => ({
  kind,
  state,
  stateLabel: ABS_DOC_STATE_LABEL[state],
  signer: d?.signed ? d.signer_name : null,
  date: d?.doc_date || null,
  fileId: d?.file_id ?? null,
  fileName: d?.file_name ?? null,
  verifyCode: d?.verify_code ?? null,
});

/** A cell's state from the receivable's and its documents' (§18.3: 待签署 / 已签署 / 不适用). */
function cellOf(kind: AbsDocKind, r: ReceivableRow, d: DocumentRow | undefined, transferStatus: string | undefined): AbsDocCell {
  switch (kind) {
    case 'CONFIRMATION':
      return d ? cell(kind, 'SIGNED', d) : cell(kind, r.status === 'PENDING_CONFIRM' ? 'PENDING' : 'NA');
    case 'TRANSFER_APPLY':
    case 'TRANSFER_NOTICE': {
      const current = d && d.doc_no === r.transfer_app_no ? d : undefined;
      if (current && transferStatus && SIGNED_TRANSFER.has(transferStatus)) return cell(kind, 'SIGNED', current);
      return cell(kind, r.status === 'TRANSFERRING' ? 'PENDING' : 'NA');
    }
    case 'PAY_CONFIRM':
      if (r.pay_confirmed && d?.signed) return cell(kind, 'SIGNED', d);
      return isTransferred(r) && !r.pay_confirmed ? cell(kind, 'PENDING', d) : cell(kind, 'NA');
    default:
      return isTransferred(r) && d ? cell(kind, 'SIGNED', d) : cell(kind, 'NA');
  }
}

async function rowsView(q: Queryable, rows: readonly ReceivableRow[], side: Side): Promise<AbsFileRow[]> {
  const nos = rows.map((r) => r.receivable_no);
  const docs = new Map((await documentsOf(q, nos)).map((d) => [`${d.receivable_no}/${d.kind}`, d]));
  const open = await openPayConfirms(q, nos);
  const transfers = await appStatuses(
    q,
    rows.flatMap((r) => (r.transfer_app_no ? [r.transfer_app_no] : [])),
  );
  return rows.map((r) => ({
    receivableNo: r.receivable_no,
    debtor: { corpId: r.debtor_corp_id, corpName: r.debtor_name },
    creditor: { corpId: r.creditor_corp_id, corpName: r.creditor_name },
    amount: yuanOf(r.amount_fen),
    dueDate: r.due_date,
    status: r.status,
    statusLabel: ABS_RECEIVABLE_STATUS_LABEL[r.status],
    payConfirmed: r.pay_confirmed,
    payConfirmAppNo: open.get(r.receivable_no) ?? null,
    canSubmitPayConfirm: side === 'DEBTOR' && payConfirmRefusal(r, open.get(r.receivable_no)) === null,
    cells: ABS_MATRIX_COLUMNS.map(({ kind }) =>
      cellOf(kind, r, docs.get(`${r.receivable_no}/${kind}`), r.transfer_app_no ? transfers.get(r.transfer_app_no) : undefined),
    ),
  }));
}

/** The matrix of the caller's receivables on its side; documents the seed never issued are issued on this first read. */
export async function archive(env: ServiceEnv, actor: Actor, side: Side, raw: AbsReceivableListQuery): Promise<Page<AbsFileRow>> {
  const query = absReceivableListSchema.parse(raw);
  const { limit, offset } = pageWindow(query);
  return env.db.transaction(async (tx) => {
    const page = await pageArchive(tx, actor.corpId, side, query.filters ?? {}, query.sort, limit, offset);
    await issueMissing(tx, page.rows, env.now);
    return { rows: await rowsView(tx, page.rows, side), total: page.total };
  });
}

function payConfirmRefusal(r: ReceivableRow, openApp: string | undefined): string | null {
  if (r.pay_confirmed) return PAY_CONFIRM_REFUSAL.signed;
  if (!isTransferred(r) || r.status === 'SETTLED') return PAY_CONFIRM_REFUSAL.notTransferred;
  if (openApp) return PAY_CONFIRM_REFUSAL.twice;
  return null;
}

/** 提交签署 付款确认书: the debtor's operator → ABS_PAY_CONFIRM 待复核 for its director's CONTRACT_SIGN. */
export async function submitPayConfirm(env: ServiceEnv, actor: Actor, receivableNo: string): Promise<ApplicationDetail> {
  return inLedger(env, acting(actor), async (ctx) => {
    const r = await repo.receivableOf(ctx.tx, actor.corpId, receivableNo, true);
    if (!r || r.debtor_corp_id !== actor.corpId) throw refuse.rule(PAY_CONFIRM_REFUSAL.notMine);
    const refusal = payConfirmRefusal(r, (await openPayConfirms(ctx.tx, [r.receivable_no])).get(r.receivable_no));
    if (refusal) throw refuse.rule(refusal);
    await issueMissing(ctx.tx, [r], ctx.now);
    const appNo = await nextAppNo(ctx.tx, 'ABS_PAY_CONFIRM', ctx.businessDate);
    const app = await createApp(ctx, newApp(ctx, { appNo, bizType: 'ABS_PAY_CONFIRM', productType: 'ABS', amountFen: fenOf(r.amount_fen) }), 'SUBMIT', () =>
      repo.linkApp(ctx.tx, appNo, r.receivable_no),
    );
    return detailOf(ctx.tx, ctx.actor, app);
  });
}

export const PACKAGE_TAMPERED = '文件校验失败，请联系平台';
export const PACKAGE_EMPTY = '所选应收账款暂无可下载的文件';

/** One file of a file pack: its path inside the zip and its bytes. */
export interface PackageEntry {
  name: string;
  bytes: Uint8Array;
}

/**
 * The file pack of the selected receivables of the caller's side: each document's PDF, checked against its stored
 * SHA-256, then manifest.json (who signed, when, the hash and 验证码 of each file). ASCII names inside the zip, as the
 * 证据包 does. Read by 下载文件包's export job (exports/source-abs-file-package.ts) and the direct link below.
 */
export async function packageEntries(q: Queryable, actor: Actor, side: Side, receivableNos: readonly string[]): Promise<PackageEntry[]> {
  const nos = [...new Set(receivableNos)];
  const rows = await archiveRows(q, actor.corpId, side, nos);
  if (rows.length !== nos.length) throw fail.notFound('应收账款不存在');
  const out: PackageEntry[] = [];
  const manifest: unknown[] = [];
  for (const d of await documentsOf(q, nos)) {
    const bytes = await fileBytes(q, d.file_id);
    if (!bytes || sha256Hex(bytes) !== d.sha256) throw new ApiError(409, 'ABS_FILE_TAMPERED', PACKAGE_TAMPERED);
    const name = `${d.receivable_no}/${d.kind.toLowerCase()}.pdf`;
    out.push({ name, bytes });
    manifest.push({
      file: name,
      receivableNo: d.receivable_no,
      document: ABS_DOC_KIND_LABEL[d.kind],
      fileName: d.file_name,
      docNo: d.doc_no,
      signed: d.signed,
      signer: d.signer_name,
      certSerial: d.cert_serial,
      date: d.doc_date,
      sha256: d.sha256,
      verifyCode: d.verify_code,
    });
  }
  if (manifest.length === 0) throw refuse.rule(PACKAGE_EMPTY);
  out.push({ name: 'manifest.json', bytes: strToU8(JSON.stringify(manifest, null, 2)) });
  return out;
}

/** 下载文件包 as a direct link (the pages now go through the download centre's export job). */
export async function filePackage(env: ServiceEnv, actor: Actor, raw: AbsFilePackageQuery): Promise<FileReply> {
  const query = absFilePackageQuerySchema.parse(raw);
  await checkMenu(env.db, actor, { menu: ARCHIVE_PAGE[query.side] });
  const entries = await packageEntries(env.db, actor, query.side, query.nos.split(','));
  return new FileReply(
    zipSync(Object.fromEntries(entries.map((e) => [e.name, e.bytes])), { level: 6, mtime: new Date(env.now) }),
    'application/zip',
    `ABS文件包-${env.businessDate.replaceAll('-', '')}.zip`,
    'attachment',
  );
}
