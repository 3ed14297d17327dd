import { poolSignedIntoTarget } from './abs-pool-target';
import { toNumber } from '../../platform/db/db';
import type { Queryable } from '../../platform/db/db';
import { refuse } from '../../platform/refusal';
import { appByNo } from '../applications';
import type { AppRow, LedgerContext } from '../applications';
import { approvalStep, directorOf, documentsOf, setPayConfirmed } from './abs-files.repo';
import type { DocumentRow } from './abs-files.repo';
import { REGISTRY_NAME, issueDocument, signerFor } from './abs-files.issue';
import type { DocSigner } from './abs-files.issue';
import { bodyDigest, confirmationBody, dealLines, payConfirmBody, transferApplyBodies, transferContractBodies, zdCertBody } from './abs.documents';
import { receivablesOfApp } from './abs.repo';
import type { ReceivableRow } from './abs.repo';

/**
 * When each document of domain-lines.md §18.5 is issued: as the flow's step happens (the effects below, run by
 * abs.flows.ts inside the step's transaction, signed by the step's key), or — for receivables the seed wrote without
 * running the flows — the first time their archive is read, signed as the seeded steps' records say.
 */

const TRANSFERRED = new Set(['TRANSFERRED', 'POOLED', 'OVERDUE', 'SETTLED']);
export const isTransferred = (r: ReceivableRow): boolean => TRANSFERRED.has(r.status) && r.transfer_date !== null;

/** A transfer whose creditor's director has signed (its 申请书 and 通知书 exist). */
export const SIGNED_TRANSFER = new Set(['PENDING_FI', 'PENDING_FINAL', 'COMPLETED']);

const stepSigner = (ctx: LedgerContext): Promise<DocSigner | null> => signerFor(ctx.tx, ctx.actor.userId, ctx.actor.role, ctx.signedBy, ctx.now);

// --- the documents of each step ----------------------------------------------------------------------------------------

async function confirmationDoc(q: Queryable, app: AppRow, signer: DocSigner | null, date: string, now: number): Promise<void> {
  const body = await confirmationBody(q, app);
  const rows = await receivablesOfApp(q, app.app_no, false);
  await issueDocument(q, { kind: 'CONFIRMATION', docNo: app.app_no, body, digest: bodyDigest('应付账款确认函', body), rows, signer, date, now });
}

async function transferDocs(q: Queryable, app: AppRow, signer: DocSigner | null, date: string, now: number): Promise<void> {
  const { apply, notice } = await transferApplyBodies(q, app);
  const rows = await receivablesOfApp(q, app.app_no, false);
  const common = { docNo: app.app_no, rows, signer, factorCorpId: app.counterparty_corp_id, date, now };
  await issueDocument(q, { ...common, kind: 'TRANSFER_APPLY', body: apply, digest: bodyDigest('应收账款转让申请书', apply) });
  await issueDocument(q, { ...common, kind: 'TRANSFER_NOTICE', body: notice, digest: bodyDigest('应收账款转让通知书', notice) });
}

async function contractDoc(q: Queryable, app: AppRow, rows: readonly ReceivableRow[], signer: DocSigner | null, date: string, now: number): Promise<void> {
  const { contract } = await transferContractBodies(q, app);
  await issueDocument(q, {
    kind: 'TRANSFER_CONTRACT',
    docNo: app.app_no,
    body: [...contract, '成交信息：', ...dealLines(rows)],
    digest: bodyDigest('应收账款转让合同', contract),
    rows,
    signer,
    factorCorpId: app.counterparty_corp_id,
    date,
    now,
  });
}

async function zdDoc(q: Queryable, r: ReceivableRow, factorName: string, now: number): Promise<void> {
  await issueDocument(q, {
    kind: 'ZD_CERT',
    docNo: r.zd_reg_no ?? r.receivable_no,
    body: zdCertBody(r, factorName),
    rows: [r],
    signer: null,
    registry: REGISTRY_NAME,
    date: r.transfer_date ?? '',
    now,
  });
}

async function payConfirmDoc(q: Queryable, r: ReceivableRow, signer: DocSigner | null, date: string, now: number): Promise<void> {
  const body = await payConfirmBody(q, r);
  await issueDocument(q, { kind: 'PAY_CONFIRM', docNo: r.receivable_no, body, digest: bodyDigest('付款确认书', body), rows: [r], signer, date, now });
}

// --- the flows' effects ------------------------------------------------------------------------------------------------

/** APR 同意: the batch's 应付账款确认函, signed by the debtor's director. */
export async function issueConfirmation(ctx: LedgerContext, app: AppRow): Promise<void> {
  await confirmationDoc(ctx.tx, app, await stepSigner(ctx), ctx.businessDate, ctx.now);
}

/** ABT 同意 by the creditor's director: the 应收账款转让申请书 and 转让通知书. */
export async function issueTransferDocs(ctx: LedgerContext, app: AppRow): Promise<void> {
  await transferDocs(ctx.tx, app, await stepSigner(ctx), ctx.businessDate, ctx.now);
}

/** ABT 同意受让 (after the payment): the 转让合同 the factor signs, each 中登登记证明, and each 付款确认书 for the debtor to sign. */
export async function issueAcceptanceDocs(ctx: LedgerContext, app: AppRow): Promise<void> {
  const rows = await receivablesOfApp(ctx.tx, app.app_no, false);
  await contractDoc(ctx.tx, app, rows, await stepSigner(ctx), ctx.businessDate, ctx.now);
  for (const r of rows) {
    await zdDoc(ctx.tx, r, app.counterparty_name ?? '', ctx.now);
    await payConfirmDoc(ctx.tx, r, null, ctx.businessDate, ctx.now);
  }
}

/** ABS_PAY_CONFIRM 同意: the debtor's director signed the 付款确认书 — payConfirmed, and the PDF issued again with the signature. */
export async function confirmPayment(ctx: LedgerContext, app: AppRow): Promise<void> {
  const rows = await receivablesOfApp(ctx.tx, app.app_no, true);
  if (
    (await setPayConfirmed(
      ctx.tx,
      rows.map((r) => r.receivable_no),
      ctx.now,
    )) !== rows.length
  )
    throw refuse.state();
  const signer = await stepSigner(ctx);
  for (const r of rows) await payConfirmDoc(ctx.tx, r, signer, ctx.businessDate, ctx.now);
  // 入池至 named at 同意受让: now that the 付款确认书 is signed, into the plan (abs-pool-target.ts).
  await poolSignedIntoTarget(ctx.tx, rows, { businessDate: ctx.businessDate, now: ctx.now, userId: ctx.actor.userId ?? app.creator_user_id });
}

// --- the seed's receivables, on first read ------------------------------------------------------------------------------

/** Who signed an application's approval by a role, as its flow record says (the seed's records carry no serial: his key's). */
async function recordedSigner(q: Queryable, appNo: string, role: string): Promise<{ signer: DocSigner | null; date: string; at: number } | undefined> {
  const step = await approvalStep(q, appNo, role);
  if (!step) return undefined;
  const at = toNumber(step.at);
  return { signer: await signerFor(q, step.user_id, role, step.signed_by, at), date: step.business_date, at };
}

/**
 * Issue the documents the receivables' states say exist but were never issued (the seed's: AP1's 确认函, AP3 and AP4's
 * whole set with their signed 付款确认书, AP5's 申请书 and 通知书). Returns whether anything was issued.
 */
export async function issueMissing(q: Queryable, rows: readonly ReceivableRow[], now: number): Promise<boolean> {
  const have = new Map<string, DocumentRow>();
  for (const d of await documentsOf(
    q,
    rows.map((r) => r.receivable_no),
  ))
    have.set(`${d.receivable_no}/${d.kind}`, d);
  const has = (r: ReceivableRow, kind: string, docNo?: string) => {
    const d = have.get(`${r.receivable_no}/${kind}`);
    return d !== undefined && (docNo === undefined || d.doc_no === docNo);
  };
  let issued = false;
  for (const r of rows) {
    if (r.confirmed_date && r.confirm_app_no && !has(r, 'CONFIRMATION')) {
      const app = await appByNo(q, r.confirm_app_no, false);
      const step = await recordedSigner(q, r.confirm_app_no, 'ROLE_DIRECTOR');
      if (app) await confirmationDoc(q, app, step?.signer ?? null, r.confirmed_date, now);
      issued = true;
    }
    const transfer = r.transfer_app_no ? await appByNo(q, r.transfer_app_no, false) : undefined;
    if (!transfer || !SIGNED_TRANSFER.has(transfer.status)) continue;
    if (!has(r, 'TRANSFER_APPLY', transfer.app_no)) {
      const step = await recordedSigner(q, transfer.app_no, 'ROLE_DIRECTOR');
      await transferDocs(q, transfer, step?.signer ?? null, step?.date ?? r.transfer_date ?? '', now);
      issued = true;
    }
    if (!isTransferred(r) || (has(r, 'TRANSFER_CONTRACT') && has(r, 'ZD_CERT') && has(r, 'PAY_CONFIRM'))) continue;
    const accepted = await recordedSigner(q, transfer.app_no, 'ROLE_PRODUCT_MANAGER');
    if (!has(r, 'TRANSFER_CONTRACT')) await contractDoc(q, transfer, [r], accepted?.signer ?? null, r.transfer_date ?? '', now);
    if (!has(r, 'ZD_CERT')) await zdDoc(q, r, transfer.counterparty_name ?? '', now);
    if (!has(r, 'PAY_CONFIRM')) {
      // The seed's 付款确认书 were signed by the debtor's director after the transfer.
      const director = r.pay_confirmed ? await directorOf(q, r.debtor_corp_id) : undefined;
      const at = (accepted?.at ?? now) + 60 * 60_000;
      const signer = director ? await signerFor(q, director, 'ROLE_DIRECTOR', null, at) : null;
      await payConfirmDoc(q, r, signer, r.transfer_date ?? '', now);
    }
    issued = true;
  }
  return issued;
}
