import { FINANCE_TOO_MUCH } from '@scf/api/contract';
import type { FinanceDetail, FinanceFiguresView, FinanceOptions } from '@scf/api/contract';
import { fenToDecimal, parseFen } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import { fenOf as fen } from '../../platform/db/fen-column';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { acting, inLedger } from '../applications';
import { checkedParts, createHeldCreditsApp } from '../credits';
import { linkFiles } from '../files';
import { claimPackage, lockPackage, packageFileIds, packageForFinance, setPackageVerdict } from '../trade-data';
import { financeDetail } from './finance-reads.service';
import * as repo from './finance.repo';
import { checkDatumForApply, checkFiAndTerm, creditOf, figuresOf, rule } from './finance.rules';
import { figuresView } from './finance.view';

/** 融资申请 (domain.md §7.7): the form's choices, the live preview and the apply itself. */

/** 融资申请's choices: cooperating FIs, own settlement/electronic accounts, submitted finance packages not in use. */
export async function financeOptions(q: Queryable, actor: Actor): Promise<FinanceOptions> {
  const fis = new Map<string, { corpId: string; corpName: string; issuerCorpIds: string[] }>();
  for (const r of await repo.fisForHolder(q, actor.corpId)) {
    const fi = fis.get(r.corp_id) ?? { corpId: r.corp_id, corpName: r.corp_name, issuerCorpIds: [] };
    fi.issuerCorpIds.push(r.issuer_corp_id);
    fis.set(r.corp_id, fi);
  }
  return {
    fis: [...fis.values()],
    accounts: (await repo.ownAccounts(q, actor.corpId)).map((a) => ({
      accountId: a.account_id,
      accountType: a.account_type,
      accountNo: a.account_no,
      accountName: a.account_name,
      bankName: a.bank_name,
      bankCode: a.bank_code,
    })),
    packages: (await repo.financePackagesOf(q, actor.corpId))
      .filter((p) => Number(p.released) === 0)
      .map((p) => ({
        packageNo: p.package_no,
        creditNos: p.credit_nos ?? [],
        invoiceCount: Number(p.invoice_count),
        occupyTotal: fenToDecimal(fen(p.occupy_fen)),
        allVerified: Number(p.unverified) === 0 && Number(p.invoice_count) > 0,
      })),
  };
}

/** The preview at the business date (the form's figures; the server's own for the amount it will store). */
export async function financePreview(
  env: ServiceEnv,
  actor: Actor,
  input: { fiCorpId: string; creditNo: string; amount: string },
): Promise<FinanceFiguresView> {
  const credit = await creditOf(env.db, actor.corpId, input.creditNo);
  const amountFen = parseFen(input.amount);
  if (amountFen > fen(credit.amount_fen)) throw rule(FINANCE_TOO_MUCH);
  const quote = await checkFiAndTerm(env.db, actor, env.businessDate, input.fiCorpId, credit);
  await checkDatumForApply(env.db, actor.corpId, credit);
  const f = figuresOf(quote, amountFen, env.businessDate, credit.due_date);
  return figuresView({
    annual_rate: quote.annual_rate,
    service_fee_rate: quote.service_fee_rate,
    interest_payer: quote.interest_payer,
    buyer_share_pct: quote.buyer_share_pct,
    buyer_charge_fen: f.buyerChargeFen,
    value_date: env.businessDate,
    due_date: credit.due_date,
    days: f.days,
    finance_fen: amountFen,
    interest_fen: f.interestFen,
    service_fee_fen: f.serviceFeeFen,
    net_fen: f.netFen,
  });
}

/**
 * The finance data package behind the application: the applicant's, submitted, for this credit, not in use, every
 * invoice VERIFIED and reserved, Σ 本次占用金额 ≥ amount.
 */
async function checkPackage(q: Queryable, corpId: string, packageNo: string, creditNo: string, amountFen: bigint): Promise<void> {
  // One application at a time per package (issue 26 item 3): the "in use" check below holds until this transaction ends.
  await lockPackage(q, packageNo);
  const pkg = await packageForFinance(q, packageNo, corpId);
  if (!pkg || pkg.purpose !== 'FINANCE') throw rule('请选择本企业的融资资料');
  if (pkg.status !== 'SUBMITTED') throw rule('融资资料尚未提交');
  if (!pkg.creditNos.includes(creditNo)) throw rule('所选融资资料不是该凭证的融资资料');
  if (await repo.packageInUse(q, packageNo)) throw rule('该融资资料已用于其他融资申请');
  if (!pkg.allVerified) throw rule('融资资料中的发票须全部查验通过');
  if (pkg.invoices.some((i) => i.occupyState !== 'RESERVED')) throw rule('融资资料中的发票占用已释放，请重新提交融资资料');
  if (pkg.occupyTotalFen < amountFen) throw rule('发票本次占用金额合计不能低于融资金额');
}

/**
 * The FI reviewing a financing reads the package's contract, invoice and other scans (issue 14 part 3): the files
 * module's business link `FINANCE_APPLY` / the application number grants the FI every read of those files.
 */
export async function linkPackageToFi(q: Queryable, v: { packageNo: string; fiCorpId: string; appNo: string; now: number }): Promise<void> {
  await linkFiles(q, { fileIds: await packageFileIds(q, v.packageNo), corpIds: [v.fiCorpId], bizType: 'FINANCE_APPLY', bizNo: v.appNo, now: v.now });
}

/** 融资申请 (§7.7): the credit goes 融资中 and the application waits for the director. */
export async function financeApply(
  env: ServiceEnv,
  actor: Actor,
  input: { fiCorpId: string; line: { creditNo: string; amount: string }; receiveAccountId: string; packageNo: string; remark?: string | undefined },
): Promise<FinanceDetail> {
  const app = await inLedger(env, acting(actor), async (ctx) => {
    const [part] = await checkedParts(ctx.tx, actor.corpId, [input.line], FINANCE_TOO_MUCH);
    if (!part) throw rule('请选择凭证');
    const quote = await checkFiAndTerm(ctx.tx, actor, ctx.businessDate, input.fiCorpId, part.credit);
    await checkDatumForApply(ctx.tx, actor.corpId, part.credit);
    const account = await repo.accountRow(ctx.tx, input.receiveAccountId);
    if (!account || account.corp_id !== actor.corpId || account.status !== 'ACTIVE' || !['SETTLEMENT', 'ELECTRONIC'].includes(account.account_type))
      throw rule('请选择本企业的结算户或电子账户');
    await checkPackage(ctx.tx, actor.corpId, input.packageNo, part.credit.credit_no, part.amountFen);
    const created = await createHeldCreditsApp(ctx, { bizType: 'FINANCE', counterpartyCorpId: input.fiCorpId, reason: input.remark ?? '' }, [part]);
    const appNo = created.app_no;
    const q = quote;
    const f = figuresOf(q, part.amountFen, ctx.businessDate, part.credit.due_date);
    await repo.insertFinanceApp(ctx.tx, {
      appNo,
      fiCorpId: input.fiCorpId,
      creditNo: part.credit.credit_no,
      packageNo: input.packageNo,
      receiveAccountId: input.receiveAccountId,
      annualRate: q.annual_rate,
      serviceFeeRate: q.service_fee_rate,
      interestPayer: q.interest_payer,
      buyerSharePct: q.buyer_share_pct,
      valueDate: ctx.businessDate,
      dueDate: part.credit.due_date,
      days: f.days,
      financeFen: part.amountFen,
      interestFen: f.interestFen,
      serviceFeeFen: f.serviceFeeFen,
      netFen: f.netFen,
      buyerChargeFen: f.buyerChargeFen,
    });
    await claimPackage(ctx.tx, input.packageNo, appNo);
    await setPackageVerdict(ctx.tx, input.packageNo, 'PENDING', '待金融机构审核');
    await linkPackageToFi(ctx.tx, { packageNo: input.packageNo, fiCorpId: input.fiCorpId, appNo, now: ctx.now });
    return created;
  });
  return financeDetail(env.db, actor, app.app_no);
}
