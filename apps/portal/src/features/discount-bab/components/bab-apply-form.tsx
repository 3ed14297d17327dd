import { useState } from 'react';
import { styled } from 'styled-components';
import { babIssueInputSchema, babLatestDueDate } from '@scf/api/contract';
import type { ApplicationDetail, BabIssueDetail, BabIssueInput, BabLine, CorpRef } from '@scf/api/contract';
import { parseFen } from '@scf/api/money';
import { AmountText, AmountWithCapital } from '@scf/finance-widgets';
import { Button, Checkbox, DatePicker, Descriptions, FormField, MoneyInput, Select, TextInput } from '@scf/ui';
import { FormAlert } from '../../../lib/page';
import { useWrite } from '../../../lib/write';
import { babCalls } from '../api/bab-calls';
import { dec, lineFigures } from './bab-figures';

interface Row {
  key: number;
  payeeCorpId: string;
  amount: string;
  dueDate: string;
  splittable: boolean;
  notTransferable: boolean;
  contractNo: string;
  invoices: string;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0 16px;
`;
const Bill = styled.fieldset`
  border: 1px solid #e5e6eb;
  border-radius: 4px;
  margin: 0 0 12px;
  padding: 12px 16px;
`;
const Bar = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  margin: 8px 0 16px;
`;

let nextKey = 1;
const emptyRow = (): Row => ({
  key: nextKey++,
  payeeCorpId: '',
  amount: '',
  dueDate: '',
  splittable: true,
  notTransferable: false,
  contractNo: '',
  invoices: '',
});

const rowsOf = (d: BabIssueDetail): Row[] =>
  d.lines.map((l) => ({
    key: nextKey++,
    payeeCorpId: l.payee.corpId,
    amount: l.amount,
    dueDate: l.dueDate,
    splittable: l.splittable,
    notTransferable: l.notTransferable,
    contractNo: l.contractNo,
    invoices: l.invoiceNos.join(','),
  }));

const invoiceNos = (text: string): string[] =>
  text
    .split(/[,，、\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);

export interface BabApplyFormProps {
  lines: readonly BabLine[];
  payees: readonly CorpRef[];
  /** 出票日: the business date. */
  today: string;
  /** A returned application to edit and resubmit. */
  editing?: BabIssueDetail;
  onDone: (app: ApplicationDetail) => void;
  onCancelEdit?: () => void;
}

/**
 * 银承出票申请 (domain-lines.md §20.3): the bank (with its 承兑额度), then one bill per payee — 收票人, 票据金额, 到期日
 * (≤ 6 months), 是否可分包, 不得转让, 合同编号 and 发票 — with 保证金, 敞口 and 承兑手续费 per bill and in total. Checked
 * with the server's own schema before it is sent; the server's refusal stays on the form.
 */
export function BabApplyForm({ lines, payees, today, editing, onDone, onCancelEdit }: BabApplyFormProps) {
  const [fiCorpId, setFi] = useState(editing?.acceptor.corpId ?? lines[0]?.fi.corpId ?? '');
  const [rows, setRows] = useState<Row[]>(() => (editing ? rowsOf(editing) : [emptyRow()]));
  const [missing, setMissing] = useState<string>();
  const write = useWrite();
  const line = lines.find((l) => l.fi.corpId === fiCorpId);
  const latest = babLatestDueDate(today);
  const change = (key: number, patch: Partial<Row>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const figures = rows.map((r) => lineFigures(r.amount, line));
  const total = (pick: (f: NonNullable<(typeof figures)[number]>) => bigint) => figures.reduce((s, f) => s + (f ? pick(f) : 0n), 0n);
  const amountTotal = rows.reduce((s, r, i) => s + (figures[i] ? parseFen(r.amount) : 0n), 0n);

  const submit = async () => {
    const body: BabIssueInput = {
      ...(editing ? { appNo: editing.application.appNo } : {}),
      fiCorpId,
      issueDate: today,
      lines: rows.map((r) => ({
        payeeCorpId: r.payeeCorpId,
        amount: r.amount,
        dueDate: r.dueDate,
        splittable: r.splittable,
        notTransferable: r.notTransferable,
        contractNo: r.contractNo,
        invoiceNos: invoiceNos(r.invoices),
      })),
    };
    const checked = babIssueInputSchema.safeParse(body);
    if (!checked.success) {
      setMissing(checked.error.issues[0]?.message);
      return;
    }
    setMissing(undefined);
    const app = await write.run(babCalls.apply(checked.data));
    if (app) onDone(app);
  };

  return (
    <form
      aria-label="银承出票申请"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Grid>
        <FormField label="承兑行" required>
          <Select value={fiCorpId} onValueChange={setFi} options={lines.map((l) => ({ value: l.fi.corpId, label: l.fi.corpName }))} />
        </FormField>
        <FormField label="出票日">
          <TextInput value={today} readOnly />
        </FormField>
      </Grid>
      {line ? (
        <Descriptions
          title="承兑额度"
          items={[
            { label: '额度总额', value: <AmountText value={line.total} /> },
            { label: '已用额度', value: <AmountText value={line.used} /> },
            { label: '冻结额度', value: <AmountText value={line.frozen} /> },
            { label: '可用额度', value: <AmountText value={line.available} /> },
            { label: '保证金比例', value: line.marginRatio },
            { label: '承兑手续费率', value: line.acceptFeeRate },
          ]}
        />
      ) : null}
      <h3>票据明细</h3>
      {rows.map((r, i) => {
        const f = figures[i];
        return (
          <Bill key={r.key} aria-label={`第${i + 1}张票据`}>
            <Grid>
              <FormField label="收票人" required>
                <Select
                  value={r.payeeCorpId}
                  onValueChange={(v) => change(r.key, { payeeCorpId: v })}
                  options={payees.map((p) => ({ value: p.corpId, label: p.corpName }))}
                  placeholder="请选择收票人"
                />
              </FormField>
              <FormField label="票据金额" required>
                <MoneyInput value={r.amount} onValueChange={(v) => change(r.key, { amount: v })} positive placeholder="请输入票据金额" />
              </FormField>
              <FormField label="到期日" required help={`不晚于${latest}`}>
                <DatePicker value={r.dueDate} onValueChange={(v) => change(r.key, { dueDate: v })} minDate={today} maxDate={latest} />
              </FormField>
              <FormField label="合同编号" required>
                <TextInput value={r.contractNo} onChange={(e) => change(r.key, { contractNo: e.target.value })} placeholder="贸易合同编号" />
              </FormField>
              <FormField label="发票号码" required help="多张发票以逗号分隔">
                <TextInput value={r.invoices} onChange={(e) => change(r.key, { invoices: e.target.value })} placeholder="请输入发票号码" />
              </FormField>
              <div>
                <Checkbox checked={r.splittable} onCheckedChange={(v) => change(r.key, { splittable: v })}>
                  是否可分包
                </Checkbox>
                <Checkbox checked={r.notTransferable} onCheckedChange={(v) => change(r.key, { notTransferable: v })}>
                  不得转让
                </Checkbox>
              </div>
            </Grid>
            <Bar>
              <span role="status" aria-label={`第${i + 1}张票据测算`}>
                {f
                  ? `保证金 ${dec(f.marginFen)}元 · 敞口 ${dec(f.exposureFen)}元 · 承兑手续费 ${dec(f.feeFen)}元`
                  : '输入票据金额后测算保证金、敞口与承兑手续费'}
              </span>
              {rows.length > 1 ? (
                <Button variant="link" onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}>
                  删除
                </Button>
              ) : null}
            </Bar>
          </Bill>
        );
      })}
      <Button onClick={() => setRows((rs) => [...rs, emptyRow()])}>添加票据</Button>
      <Descriptions
        title="合计"
        items={[
          { label: '票据金额合计', value: <AmountWithCapital value={dec(amountTotal)} label="票据金额合计" />, span: 2 },
          { label: '保证金合计', value: <AmountText value={dec(total((f) => f.marginFen))} /> },
          { label: '敞口合计', value: <AmountText value={dec(total((f) => f.exposureFen))} /> },
          { label: '承兑手续费合计', value: <AmountText value={dec(total((f) => f.feeFen))} /> },
        ]}
      />
      {missing ? <FormAlert title="出票信息不完整" message={missing} /> : null}
      {write.error ? <FormAlert title="银承出票申请未提交" message={write.error} /> : null}
      <Bar>
        <Button type="submit" variant="primary" loading={write.busy}>
          提交
        </Button>
        {editing && onCancelEdit ? <Button onClick={onCancelEdit}>取消编辑</Button> : null}
      </Bar>
    </form>
  );
}
