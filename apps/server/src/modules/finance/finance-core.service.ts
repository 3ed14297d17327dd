/**
 * The core's side of financing (domain.md §7.7, issue 14 part 3) and the FI staff's home tiles (§12): 融资签约 (the core
 * signs its suppliers up to an FI's financing product — the FI customer file created, or set ACTIVE again), 签约查询
 * for the core, the supplier and the FI, 供应商融资查询 / 供应商融资详情 (read only, the group's credits) and
 * 供应商额度详情 (per supplier and FI: the file, what could be financed, under way, outstanding, funded).
 */
import { CUSTOMER_FILE_STATUS_LABEL, PRODUCT_LABEL } from '@scf/api/contract';
import type {
  FiHome,
  LedgerProduct,
  FinanceDetail,
  FinanceRow,
  Page,
  SignupApplyInput,
  SignupListQuery,
  SignupOptions,
  SignupResult,
  SignupRow,
  SupplierFinanceQuery,
  SupplierLimits,
} from '@scf/api/contract';
import { formatFen, parseFen } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { issuerApplicationDetail } from '../applications';
import * as repo from './finance.repo';
import { financeDetailWith, financeSummary } from './finance-reads.service';
import { financeRowView } from './finance.view';
import { yuanOf as yuan } from '../../platform/db/fen-column';
import { containingOrAll } from '../../platform/db/list-query';
import { refuse } from '../../platform/refusal';
import { serialOf } from '../../platform/db/serial-number';

const rule = (message: string) => refuse.rule(message);
const likeOf = containingOrAll;
const productName = (fiName: string, productType: 'CREDIT' | 'VOUCHER') => `${fiName} · ${PRODUCT_LABEL[productType]}融资`;

/** 融资签约申请's FI products (of the area's product when the page names it) and the core's suppliers. */
export async function signupOptions(q: Queryable, actor: Actor, productType?: LedgerProduct): Promise<SignupOptions> {
  const products = (await repo.signupProductsOf(q, actor.corpId)).filter((p) => !productType || p.product_type === productType);
  return {
    products: products.map((p) => ({
      fi: { corpId: p.fi_corp_id, corpName: p.fi_name },
      productType: p.product_type,
      productName: productName(p.fi_name, p.product_type),
    })),
    suppliers: (await repo.suppliersOf(q, actor.corpId)).map((s) => ({ corpId: s.corp_id, corpName: s.corp_name, uscc: s.uscc, files: s.files ?? [] })),
  };
}

const signupView = (r: repo.SignupListRow): SignupRow => ({
  signupNo: r.signup_no,
  core: { corpId: r.core_corp_id, corpName: r.core_name },
  supplier: { corpId: r.supplier_corp_id, corpName: r.supplier_name },
  fi: { corpId: r.fi_corp_id, corpName: r.fi_name },
  productType: r.product_type,
  productName: productName(r.fi_name, r.product_type),
  fileAction: r.file_action,
  fileStatus: r.file_status,
  fileStatusLabel: CUSTOMER_FILE_STATUS_LABEL[r.file_status],
  createdBy: r.creator_name,
  createdAt: new Date(Number(r.created_at)).toISOString(),
});

/** 融资签约申请: one batch; each supplier must be the core's, the product one of its FIs'; the customer files become ACTIVE. */
export async function signupApply(env: ServiceEnv, actor: Actor, input: SignupApplyInput): Promise<SignupResult> {
  const supplierIds = [...new Set(input.supplierCorpIds)];
  const signupNo = await env.db.transaction(async (tx) => {
    const products = await repo.signupProductsOf(tx, actor.corpId);
    if (!products.some((p) => p.fi_corp_id === input.fiCorpId && p.product_type === input.productType)) throw rule('所选融资产品不是本企业合作金融机构的产品');
    const mine = new Set((await repo.suppliersOf(tx, actor.corpId)).map((s) => s.corp_id));
    const foreign = supplierIds.filter((id) => !mine.has(id));
    if (foreign.length > 0) throw rule(`所选企业不是本企业的供应商：${foreign.join('、')}`);
    const no = serialOf('QY', env.businessDate, await repo.nextSignupSeq(tx));
    for (const supplierCorpId of supplierIds) {
      const fileAction = await repo.activateCustomer(tx, supplierCorpId, input.fiCorpId, env.now);
      await repo.insertSignup(tx, {
        signupNo: no,
        supplierCorpId,
        coreCorpId: actor.corpId,
        fiCorpId: input.fiCorpId,
        productType: input.productType,
        fileAction,
        userId: actor.userId,
        at: env.now,
      });
    }
    return no;
  });
  const { rows } = await repo.pageSignups(env.db, actor.corpId, { pattern: '%', fileStatus: null, signupNo }, { limit: 100, offset: 0 });
  return { signupNo, rows: rows.map(signupView) };
}

export async function signupList(q: Queryable, actor: Actor, query: SignupListQuery): Promise<Page<SignupRow>> {
  const f = query.filters ?? {};
  const { rows, total } = await repo.pageSignups(
    q,
    actor.corpId,
    { pattern: likeOf(f.keyword), fileStatus: f.fileStatus || null },
    { limit: query.size ?? 20, offset: ((query.page ?? 1) - 1) * (query.size ?? 20) },
  );
  return { rows: rows.map(signupView), total };
}

/** A `YYYY-MM-DD` filter value, or none: 申请日期 is the application's business date. */
const dateOrNull = (d: string | undefined): string | null => (/^\d{4}-\d{2}-\d{2}$/.test(d ?? '') ? d! : null);

export async function supplierFinances(q: Queryable, actor: Actor, query: SupplierFinanceQuery): Promise<Page<FinanceRow>> {
  const f = query.filters ?? {};
  const size = query.size ?? 20;
  const { rows, total } = await repo.pageSupplierFinance(
    q,
    actor.corpId,
    {
      pattern: likeOf(f.keyword),
      stage: f.stage ?? 'all',
      fiCorpId: f.fiCorpId || null,
      from: dateOrNull(f.from),
      to: dateOrNull(f.to),
      supplierCorpId: f.supplierCorpId || null,
      productType: f.productType || null,
    },
    { limit: size, offset: ((query.page ?? 1) - 1) * size },
  );
  return { rows: rows.map(financeRowView), total };
}

/** 供应商融资详情: the whole financing, read only, for the core whose group issued the credit. */
export async function supplierFinance(q: Queryable, actor: Actor, appNo: string): Promise<FinanceDetail> {
  return financeDetailWith(q, actor, await issuerApplicationDetail(q, actor, appNo));
}

export async function supplierLimits(q: Queryable, actor: Actor, productType?: LedgerProduct): Promise<SupplierLimits> {
  return {
    rows: (await repo.supplierLimitsOf(q, actor.corpId, productType ?? null)).map((r) => ({
      supplier: { corpId: r.supplier_corp_id, corpName: r.supplier_name },
      fi: { corpId: r.fi_corp_id, corpName: r.fi_name },
      fileStatus: r.file_status,
      fileStatusLabel: r.file_status ? CUSTOMER_FILE_STATUS_LABEL[r.file_status] : '未建档',
      financeable: yuan(r.financeable),
      inProgress: yuan(r.in_progress),
      inProgressCount: Number(r.in_progress_n),
      outstanding: yuan(r.outstanding),
      fundedTotal: yuan(r.funded),
      fundedCount: Number(r.funded_n),
    })),
  };
}

/** The FI staff's home (domain.md §12 FI): pending the client manager / the product manager, funded this month, outstanding, overdue. */
export async function fiHome(env: ServiceEnv, actor: Actor): Promise<FiHome> {
  const s = await financeSummary(env.db, actor, env.businessDate);
  const overdue = await repo.fiOverdueOf(env.db, actor.corpId, env.businessDate);
  const queue = '/credit/core/finance/query';
  const count = (key: string, title: string, t: { count: number; amount: string }, mine: boolean, note?: string) => ({
    key,
    title,
    kind: 'count' as const,
    value: String(t.count),
    note: note ?? `${formatFen(parseFen(t.amount))}元`,
    link: mine ? queue : null,
  });
  const pm = actor.role === 'ROLE_PRODUCT_MANAGER';
  return {
    tiles: [
      count('pendingCm', '待客户经理审核', s.pendingFi, actor.role === 'ROLE_CLIENT_MANAGER'),
      count('pendingPm', '待产品经理审批', s.pendingFinal, pm),
      count('pendingFunding', '待放款', s.pendingFunding, pm),
      { key: 'fundedThisMonth', title: '本月放款', kind: 'amount', value: s.fundedThisMonth.amount, note: `共${s.fundedThisMonth.count}笔`, link: queue },
      { key: 'outstanding', title: '融资余额', kind: 'amount', value: s.outstanding.amount, note: `共${s.outstanding.count}笔`, link: null },
      { key: 'overdue', title: '逾期金额', kind: 'amount', value: yuan(overdue.fen), note: `共${Number(overdue.n)}笔`, link: null },
    ],
  };
}
