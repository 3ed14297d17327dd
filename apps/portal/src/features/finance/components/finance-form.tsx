import { useId, useMemo, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useEndpoint } from '@scf/api';
import { FINANCE_TOO_MUCH, financeEndpoints } from '@scf/api/contract';
import type { Credit, FinanceFiguresView } from '@scf/api/contract';
import { fenToDecimal, formatFen, parseFen, voucherFinanceFigures } from '@scf/api/money';
import { FormField, MoneyInput, Select, Spinner } from '@scf/ui';
import { FormAlert } from '../../../lib/page';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { failureMessage } from '../../../lib/write';
import { ApplicationForm, CreditPicker, FormGrid, FormHint, FormSection, formatAccount, useLedgerAction, RemarkField } from '../../../lib/applications';
import { useProduct } from '../../../lib/product';
import { useFormErrors } from '../../../lib/form';
import { carryTrip, draftOf } from '../../../lib/return-trip';
import { financeCalls } from '../api/finance-calls';
import { FinanceFigures } from './finance-figures';
import { DatumVerdictHint, ModeComparison } from './voucher-finance';

type Field = 'credit' | 'amount' | 'fi' | 'account' | 'package';

/** What the form keeps while its user builds a 融资资料 package (新增融资资料) and comes back (继续融资申请). */
interface FinanceDraft {
  picked: Credit[];
  amount: string;
  fiCorpId: string;
  accountId: string;
  remark: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The draft handed back by the trip, or an empty form (the history entry is the user's: read it defensively). */
function financeDraft(state: unknown): FinanceDraft {
  const d = draftOf(state);
  const r = typeof d === 'object' && d !== null ? (d as Record<string, unknown>) : {};
  const picked = Array.isArray(r.picked) ? (r.picked as unknown[]).filter((c): c is Credit => typeof c === 'object' && c !== null && 'creditNo' in c) : [];
  return { picked: picked.slice(0, 1), amount: text(r.amount), fiCorpId: text(r.fiCorpId), accountId: text(r.accountId), remark: text(r.remark) };
}

/** The figures for the typed amount, computed here with the quote the server found (the same formula as the server's). */
function localFigures(quote: FinanceFiguresView | undefined, amount: string): FinanceFiguresView | null {
  if (!quote || !/^\d+(\.\d{1,2})?$/.test(amount) || parseFen(amount) <= 0n) return null;
  const f = voucherFinanceFigures({
    amountFen: parseFen(amount),
    annualRate: `${quote.annualRate}%`,
    serviceFeeRate: `${quote.serviceFeeRate}%`,
    buyerPct: quote.buyerSharePct,
    valueDate: quote.valueDate,
    dueDate: quote.dueDate,
  });
  return {
    ...quote,
    days: f.days,
    financeAmount: fenToDecimal(parseFen(amount)),
    interest: fenToDecimal(f.interestFen),
    serviceFee: fenToDecimal(f.serviceFeeFen),
    netAmount: fenToDecimal(f.netFen),
    buyerInterest: fenToDecimal(f.buyerInterestFen),
    buyerServiceFee: fenToDecimal(f.buyerFeeFen),
    sellerInterest: fenToDecimal(f.sellerInterestFen),
    sellerServiceFee: fenToDecimal(f.sellerFeeFen),
    buyerCharge: fenToDecimal(f.buyerChargeFen),
  };
}

/**
 * 融资申请 (domain.md §7.7): one held credit and its 融资金额 (the whole by default; less splits it at funding), the
 * 金融机构 that cooperates with its issuer, the own 收款账户 and the 融资资料 (a submitted package of verified invoices
 * whose 本次占用金额 cover the amount). The 融资试算 shows rate, days, interest, fee and net at today's date.
 */
export function FinanceForm() {
  const product = useProduct();
  const previewId = useId();
  const action = useLedgerAction();
  const location = useLocation();
  const [params] = useSearchParams();
  const [draft] = useState(() => financeDraft(location.state));
  const [picked, setPicked] = useState<Credit[]>(draft.picked);
  const [amount, setAmount] = useState(draft.amount);
  const [fiCorpId, setFi] = useState(draft.fiCorpId);
  const [accountId, setAccount] = useState(draft.accountId);
  // 继续融资申请 after a package was submitted brings its number (`?packageNo=`).
  const [packageNo, setPackage] = useState(() => params.get('packageNo') ?? '');
  const [remark, setRemark] = useState(draft.remark);
  const form = useFormErrors<Field>();
  const { errors } = form;
  const options = useEndpoint(financeEndpoints.options, {});
  const credit = picked[0];
  const fis = (options.data?.fis ?? []).filter((f) => !credit || f.issuerCorpIds.includes(credit.issuer.corpId));
  const packages = (options.data?.packages ?? []).filter((p) => credit && p.creditNos.includes(credit.creditNo));
  const quote = useEndpoint(financeEndpoints.preview, credit && fiCorpId ? { body: { fiCorpId, creditNo: credit.creditNo, amount: credit.amount } } : null);
  const figures = useMemo(() => localFigures(quote.data, amount), [quote.data, amount]);
  const leaveGuard = useUnsavedChangesGuard(picked.length > 0 || amount !== '');

  const pick = (next: Credit[]) => {
    const one = next.filter((c) => c.creditNo !== credit?.creditNo).slice(-1);
    setPicked(one);
    setAmount(one[0]?.amount ?? '');
    // The package chosen (or just made) stays when it backs the new credit.
    const kept = (options.data?.packages ?? []).some((p) => p.packageNo === packageNo && one[0] && p.creditNos.includes(one[0].creditNo));
    if (!kept) setPackage('');
    form.clear('credit', 'amount');
  };

  function validate() {
    const e: Partial<Record<Field, string>> = {};
    if (!credit) e.credit = '请选择凭证';
    if (!amount) e.amount = '请输入融资金额';
    else if (parseFen(amount) <= 0n) e.amount = '融资金额须大于0';
    else if (credit && parseFen(amount) > parseFen(credit.amount)) e.amount = FINANCE_TOO_MUCH;
    if (!fiCorpId) e.fi = '请选择金融机构';
    if (!accountId) e.account = '请选择收款账户';
    if (!packageNo) e.package = '请选择融资资料';
    return e;
  }

  async function submit() {
    if (!form.show(validate()) || !credit) return;
    const done = await action.run(
      financeCalls.apply({ fiCorpId, line: { creditNo: credit.creditNo, amount }, receiveAccountId: accountId, packageNo, remark }),
      '已提交融资申请，等待主管复核',
    );
    if (!done) return;
    setPicked([]);
    setAmount('');
    setPackage('');
    setRemark('');
  }

  return (
    <ApplicationForm label="融资申请" onSubmit={submit} error={action.error} busy={action.busy} leaveGuard={leaveGuard}>
      <FormSection aria-label="选择凭证">
        <h3>选择凭证</h3>
        <CreditPicker scope="transferable" label="可融资凭证" emptyText="暂无可融资的凭证" value={picked} onChange={pick} />
        {errors.credit ? <FormAlert title="请选择凭证" message={errors.credit} /> : null}
        {credit && product.facts.options.datumVerdict ? <DatumVerdictHint creditNo={credit.creditNo} /> : null}
      </FormSection>
      <FormSection aria-label="融资信息">
        <h3>融资信息</h3>
        {options.error ? <FormAlert title="融资选项加载失败" message={failureMessage(options.error)} /> : null}
        <FormGrid>
          <FormField label="融资金额" required error={errors.amount}>
            <MoneyInput
              value={amount}
              onValueChange={form.changed('amount', setAmount)}
              positive
              placeholder={credit ? `不超过${credit.amount}` : '请先选择凭证'}
            />
          </FormField>
          <FormField label="金融机构" required error={errors.fi}>
            <Select
              value={fiCorpId}
              onValueChange={form.changed('fi', setFi)}
              searchable
              options={fis.map((f) => ({ value: f.corpId, label: f.corpName }))}
              placeholder="请选择金融机构"
            />
          </FormField>
          <FormField label="收款账户" required error={errors.account}>
            <Select
              value={accountId}
              onValueChange={form.changed('account', setAccount)}
              options={(options.data?.accounts ?? []).map((a) => ({ value: a.accountId, label: formatAccount(a) }))}
              placeholder="请选择结算户或电子账户"
            />
          </FormField>
          <FormField label="融资资料" required error={errors.package}>
            <Select
              value={packageNo}
              onValueChange={form.changed('package', setPackage)}
              options={packages.map((p) => ({
                value: p.packageNo,
                label: `${p.packageNo}（发票${p.invoiceCount}张，占用${formatFen(parseFen(p.occupyTotal))}元${p.allVerified ? '' : '，含未查验通过发票'}）`,
              }))}
              placeholder={credit ? (packages.length ? '请选择融资资料' : '该凭证暂无已提交的融资资料') : '请先选择凭证'}
            />
          </FormField>
          <RemarkField value={remark} onChange={(e) => setRemark(e.target.value)} />
        </FormGrid>
        <FormHint>
          融资资料须包含查验通过的发票，且本次占用金额合计不低于融资金额。
          <Link
            to={`${product.base}/finance-data/create/finance${credit ? `?creditNo=${encodeURIComponent(credit.creditNo)}` : ''}`}
            state={carryTrip({ path: location.pathname, label: '继续融资申请', draft: { picked, amount, fiCorpId, accountId, remark } satisfies FinanceDraft })}
          >
            新增融资资料
          </Link>
        </FormHint>
      </FormSection>
      <FormSection aria-labelledby={previewId}>
        <h3 id={previewId}>融资试算</h3>
        {!credit || !fiCorpId ? <FormHint>选择凭证和金融机构后显示利率、天数、利息、服务费和实际到账金额。</FormHint> : null}
        {quote.isLoading ? <Spinner label="正在试算" /> : null}
        {quote.error ? <FormAlert title="无法试算" message={failureMessage(quote.error)} /> : null}
        {figures ? <FinanceFigures figures={figures} title="试算结果（按今日起息）" voucher={product.facts.options.financeModes} /> : null}
        {figures && product.facts.options.financeModes ? <ModeComparison figures={figures} /> : null}
      </FormSection>
    </ApplicationForm>
  );
}
