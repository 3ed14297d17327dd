import { useEffect, useId, useMemo, useState } from 'react';
import type { AbsFactor, AbsReceivable } from '@scf/api/contract';
import { FormField, Select, Spinner } from '@scf/ui';
import { ApplicationForm, FormHint, FormSection } from '../../../lib/applications';
import { useFormErrors } from '../../../lib/form';
import { FormAlert } from '../../../lib/page';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { failureMessage, useWrite } from '../../../lib/write';
import {
  MAX_PICK,
  absTransferCalls,
  useConfirmedReceivables,
  useFactors,
  useReceivableByNo,
  useRefreshTransfers,
  useTransferPreview,
} from '../api/abs-transfer-calls';
import { priceBasis } from '../api/abs-transfer-paths';
import { PriceLinesTable, PriceTotalsView } from './price-lines-table';
import { ReceivablePicker } from './receivable-picker';

type Field = 'receivables' | 'fi';

/** What a factor quotes, in words: 徐州示例重工：折扣方式 4.20%，服务费 0.10%. */
/** Why a preselected receivable cannot be picked, in §18.3's words (it is not among the caller's 已确权 ones). */
function notTransferable(r: AbsReceivable | undefined): string {
  if (r?.status === 'DISPUTED') return '该应收账款存在异议，不能转让';
  return '仅已确权的应收账款可转让';
}

const quotesText = (f: AbsFactor) => f.quotes.map((q) => `${q.debtor.corpName}：${priceBasis(q.priceMode, q.rate)}，服务费 ${q.serviceFeeRate}`).join('；');

export interface TransferApplyFormProps {
  /** `?receivableNo=`: picked from the start when it is one of the caller's 已确权 receivables. */
  preselect: string | null;
  onSubmitted: (appNo: string) => void;
}

/**
 * ABS转让申请 (domain-lines.md §18.3–§18.4): the 已确权 receivables, 受让方 (a factor quoting for their debtors), and the
 * server's 转让价款 at today per receivable and in total; submitted, the application is 待复核 and the receivables 转让中.
 * Refusals are the server's words (仅已确权的应收账款可转让, 未配置该债务人的转让报价 …).
 */
export function TransferApplyForm({ preselect, onSubmitted }: TransferApplyFormProps) {
  const previewId = useId();
  const write = useWrite();
  const refresh = useRefreshTransfers();
  const form = useFormErrors<Field>();
  const receivables = useConfirmedReceivables();
  const factors = useFactors();
  const rows = useMemo(() => receivables.data?.rows ?? [], [receivables.data]);
  const missing = Boolean(preselect && receivables.data && !rows.some((r) => r.receivableNo === preselect));
  const named = useReceivableByNo(missing ? preselect : null);
  const [picked, setPicked] = useState<string[]>([]);
  const [fiCorpId, setFiCorpId] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  // What the page chose by itself (the preselected receivable, the only factor) is not the user's input to lose:
  // leaving with just those asks nothing.
  const onlyFactor = factors.data?.length === 1 ? (factors.data[0]?.fi.corpId ?? '') : '';
  const chosenByUser = picked.some((no) => no !== preselect) || (fiCorpId !== '' && fiCorpId !== onlyFactor);
  const leaveGuard = useUnsavedChangesGuard(chosenByUser && submitted === null);

  // The preselected receivable, once the list shows it is the caller's and 已确权.
  useEffect(() => {
    if (preselect && rows.some((r) => r.receivableNo === preselect)) setPicked((p) => (p.length === 0 ? [preselect] : p));
  }, [preselect, rows]);
  // One factor only: it is the choice.
  useEffect(() => {
    const only = factors.data?.length === 1 ? factors.data[0] : undefined;
    if (only) setFiCorpId((v) => v || only.fi.corpId);
  }, [factors.data]);
  useEffect(() => {
    if (submitted) onSubmitted(submitted);
  }, [submitted, onSubmitted]);

  const ordered = useMemo(() => rows.filter((r) => picked.includes(r.receivableNo)).map((r) => r.receivableNo), [rows, picked]);
  const preview = useTransferPreview(ordered, fiCorpId);
  const byNo = new Map<string, AbsReceivable>(rows.map((r) => [r.receivableNo, r]));
  const factor = factors.data?.find((f) => f.fi.corpId === fiCorpId);

  function validate() {
    const e: Partial<Record<Field, string>> = {};
    if (ordered.length === 0) e.receivables = '请选择应收账款';
    else if (ordered.length > MAX_PICK) e.receivables = `一次最多转让${MAX_PICK}笔应收账款`;
    if (!fiCorpId) e.fi = '请选择受让方';
    return e;
  }

  async function submit() {
    if (!form.show(validate())) return;
    const app = await write.run((client, key) => absTransferCalls.apply(ordered, fiCorpId)(client, key));
    if (!app) return;
    void refresh();
    setSubmitted(app.appNo);
  }

  return (
    <ApplicationForm label="ABS转让申请" onSubmit={submit} error={write.error} busy={write.busy} leaveGuard={leaveGuard}>
      <FormSection aria-label="选择应收账款">
        <h3>选择应收账款</h3>
        <ReceivablePicker
          rows={rows}
          loading={receivables.isLoading}
          error={receivables.error ? failureMessage(receivables.error) : undefined}
          onRetry={() => void receivables.mutate()}
          selected={picked}
          onSelectedChange={form.changed('receivables', setPicked)}
        />
        {missing && (named.data || named.error) ? (
          <FormAlert title={`应收账款${preselect ?? ''}不能转让`} message={notTransferable(named.data?.rows.find((r) => r.receivableNo === preselect))} />
        ) : null}
        {form.errors.receivables ? <FormAlert title="请选择应收账款" message={form.errors.receivables} /> : null}
      </FormSection>
      <FormSection aria-label="受让方">
        <FormField
          label="受让方"
          required
          error={form.errors.fi}
          help={factor ? `报价：${quotesText(factor)}` : '为所选应收账款的债务人配置了转让报价的金融机构'}
        >
          <Select
            value={fiCorpId}
            onValueChange={form.changed('fi', setFiCorpId)}
            options={(factors.data ?? []).map((f) => ({ value: f.fi.corpId, label: f.fi.corpName }))}
            placeholder={factors.data && factors.data.length === 0 ? '暂无可选的受让方' : '请选择受让方'}
          />
        </FormField>
        {factors.error ? <FormAlert title="受让方加载失败" message={failureMessage(factors.error)} /> : null}
      </FormSection>
      <FormSection aria-labelledby={previewId}>
        <h3 id={previewId}>转让价款测算</h3>
        {preview.isLoading ? <Spinner label="正在测算转让价款" /> : null}
        {preview.error ? <FormAlert title="不能转让" message={failureMessage(preview.error)} /> : null}
        {preview.data ? (
          <>
            <PriceLinesTable
              label="转让价款明细"
              lines={preview.data.lines.map((line) => ({ receivable: byNo.get(line.receivableNo) as AbsReceivable, price: line })).filter((l) => l.receivable)}
            />
            <PriceTotalsView totals={preview.data} count={preview.data.lines.length} />
          </>
        ) : null}
        <FormHint>按今日起息测算；转让价款以金融机构付款当日重新计算为准，服务费从转让价款中扣除。</FormHint>
      </FormSection>
    </ApplicationForm>
  );
}
