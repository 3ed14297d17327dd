import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { edtFinanceApplySchema } from '@scf/api/contract';
import type { EdtOrder, EdtPayMode } from '@scf/api/contract';
import { fenToDecimal, formatFen, parseFen } from '@scf/api/money';
import { CheckboxGroup, DatePicker, FormField, MoneyInput, RadioGroup, Spinner, TextInput } from '@scf/ui';
import { ApplicationForm, FormGrid, FormHint, FormSection } from '../../../lib/applications';
import { addDays, useBusinessDate } from '../../../lib/business-date';
import { useFormErrors } from '../../../lib/form';
import { FormAlert } from '../../../lib/page';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { failureMessage, useWrite } from '../../../lib/write';
import { edtChainCalls, useFinancePreview, useRefreshEdt } from '../api/edt-chain-calls';
import { EDT_CHAIN_PATHS, PAYMENT_MODE_LABEL } from '../api/edt-chain-labels';
import { useDebounced } from '../api/use-debounced';
import { useContracts, useInvoices } from '../api/finance-data-calls';
import { FinancePreviewFigures } from './finance-preview';

type Field = 'amount' | 'dueDate' | 'payee';
const AMOUNT = /^\d+(?:\.\d{1,2})?$/;

/**
 * 申请融资 (domain-lines.md §19.5) on 订单信息: 融资金额, 融资到期日 (约定付款日 by default, earlier allowed), 收款方式
 * (自主支付 to the supplier's settlement account, or 受托支付 to an upstream payee with its account and purchase contract),
 * the 融资资料 picked (the supplier's contracts and verified invoices), with the server's 融资试算; checked with the contract's schema,
 * refused by the server in its own words (融资金额不能超过订单可融资上限…); done, 提交成功.
 */
export function FinanceApplyForm({ order }: { order: EdtOrder }) {
  const previewId = useId();
  const navigate = useNavigate();
  const today = useBusinessDate();
  const write = useWrite();
  const refresh = useRefreshEdt();
  const form = useFormErrors<Field>();
  const [amount, setAmount] = useState('');
  const [dueDate, setDueDate] = useState(order.paymentDate);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [payMode, setPayMode] = useState<EdtPayMode>('SELF');
  const [payee, setPayee] = useState({ name: '', accountNo: '', contractNo: '' });
  const [contractIds, setContractIds] = useState<string[]>([]);
  const [invoiceIds, setInvoiceIds] = useState<string[]>([]);
  const contracts = useContracts();
  const invoices = useInvoices();
  const payeeField = (key: keyof typeof payee) => (e: { target: { value: string } }) => {
    form.changed('payee', setPayee)({ ...payee, [key]: e.target.value });
  };
  // The wire's form of the amount: two decimals ("210000.00").
  const wire = AMOUNT.test(amount) && parseFen(amount) > 0n ? fenToDecimal(parseFen(amount)) : '';
  const asked = useDebounced({ amount: wire, dueDate });
  const preview = useFinancePreview(order.orderId, asked.amount, asked.amount ? asked.dueDate : '');
  const leaveGuard = useUnsavedChangesGuard(amount !== '' && submitted === null);

  // After the guard has let go of the form: on to 提交成功.
  useEffect(() => {
    if (submitted) navigate(`${EDT_CHAIN_PATHS.success}?appNo=${encodeURIComponent(submitted)}&orderNo=${encodeURIComponent(order.orderNo)}`);
  }, [submitted, navigate, order.orderNo]);

  function body() {
    const chosen = payMode === 'ENTRUSTED' && payee.name && payee.accountNo && payee.contractNo ? payee : null;
    return { orderId: order.orderId, amount: wire || amount, dueDate, payMode, payee: chosen, contractIds, invoiceIds };
  }

  function validate() {
    const e: Partial<Record<Field, string>> = {};
    const parsed = edtFinanceApplySchema.safeParse(body());
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'amount' || key === 'dueDate' || key === 'payee') && !e[key]) e[key] = issue.message;
      }
    }
    if (!amount) e.amount = '请输入融资金额';
    if (!dueDate) e.dueDate = '请选择融资到期日';
    else if (dueDate > order.paymentDate) e.dueDate = '融资到期日不能晚于约定付款日';
    return e;
  }

  async function submit() {
    if (!form.show(validate())) return;
    const app = await write.run((client, key) => edtChainCalls.apply(body())(client, key));
    if (!app) return;
    void refresh();
    setSubmitted(app.appNo);
  }

  const cap = preview.data ? formatFen(parseFen(preview.data.cap)) : null;
  return (
    <ApplicationForm label="申请融资" onSubmit={submit} error={write.error} busy={write.busy} leaveGuard={leaveGuard}>
      <FormSection aria-label="融资信息">
        <h3>申请融资</h3>
        <FormGrid>
          <FormField label="融资金额" required error={form.errors.amount}>
            <MoneyInput value={amount} onValueChange={form.changed('amount', setAmount)} positive placeholder={cap ? `不超过${cap}` : '请输入融资金额'} />
          </FormField>
          <FormField label="融资到期日" required error={form.errors.dueDate} help={`不晚于约定付款日${order.paymentDate}`}>
            <DatePicker
              value={dueDate}
              onValueChange={form.changed('dueDate', setDueDate)}
              maxDate={order.paymentDate}
              {...(today ? { minDate: addDays(today, 1) } : {})}
            />
          </FormField>
          <FormField label="收款方式" required help={payMode === 'SELF' ? '融资款付至贵企业结算账户。' : '融资款由资金方直接付至上游收款方。'}>
            <RadioGroup
              value={payMode}
              onValueChange={(v) => setPayMode(v as EdtPayMode)}
              options={[
                { value: 'SELF', label: PAYMENT_MODE_LABEL.SELF },
                { value: 'ENTRUSTED', label: PAYMENT_MODE_LABEL.ENTRUSTED },
              ]}
            />
          </FormField>
          {payMode === 'ENTRUSTED' ? (
            <>
              <FormField label="收款方名称" required error={form.errors.payee}>
                <TextInput value={payee.name} onChange={payeeField('name')} maxLength={100} />
              </FormField>
              <FormField label="收款账号" required>
                <TextInput value={payee.accountNo} onChange={payeeField('accountNo')} inputMode="numeric" maxLength={32} />
              </FormField>
              <FormField label="采购合同编号" required>
                <TextInput value={payee.contractNo} onChange={payeeField('contractNo')} maxLength={64} />
              </FormField>
            </>
          ) : null}
        </FormGrid>
      </FormSection>
      <FormSection aria-label="融资资料">
        <h3>融资资料</h3>
        <FormGrid>
          <FormField label="合同" help={contracts.data?.rows.length ? undefined : '暂无合同，可在融资资料中上传'}>
            <CheckboxGroup
              value={contractIds}
              onValueChange={setContractIds}
              options={(contracts.data?.rows ?? []).map((c) => ({ value: c.contractId, label: `${c.contractNo} ${c.name}` }))}
            />
          </FormField>
          <FormField label="发票" help="仅可选择查验通过的发票">
            <CheckboxGroup
              value={invoiceIds}
              onValueChange={setInvoiceIds}
              options={(invoices.data?.rows ?? [])
                .filter((i) => i.verifyStatus === 'VERIFIED')
                .map((i) => ({ value: i.invoiceId, label: `${i.number} ${formatFen(parseFen(i.total))}元` }))}
            />
          </FormField>
        </FormGrid>
        <FormHint>
          融资资料（订单合同、已开具的发票）可在融资资料中维护：<Link to={EDT_CHAIN_PATHS.financeDataCreate}>新增融资资料</Link>
        </FormHint>
      </FormSection>
      <FormSection aria-labelledby={previewId}>
        <h3 id={previewId}>融资试算</h3>
        {preview.isLoading && !preview.data ? <Spinner label="正在试算" /> : null}
        {preview.error ? <FormAlert title="无法试算" message={failureMessage(preview.error)} /> : null}
        {preview.data ? <FinancePreviewFigures preview={preview.data} /> : null}
        {!asked.amount ? <FormHint>输入融资金额后显示融资天数、利息、手续费和实际到账金额（按今日起息）。</FormHint> : null}
      </FormSection>
    </ApplicationForm>
  );
}
