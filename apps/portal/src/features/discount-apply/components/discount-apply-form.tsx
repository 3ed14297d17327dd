import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { DISCOUNT_BATCH_MAX, DISCOUNT_PAYER_LABEL, DISCOUNT_PAYERS, DISCOUNT_REFUSALS } from '@scf/api/contract';
import type { DiscountHolding, DiscountPayer, DiscountTrial, DiscountTrialInput } from '@scf/api/contract';
import { fenToDecimal, parseFen } from '@scf/api/money';
import { AmountText } from '@scf/finance-widgets';
import { Button, FormField, MoneyInput, RadioGroup, Select, Spinner, Table, TextInput } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { ApplicationForm, FormGrid, FormHint, FormSection, formatAccount } from '../../../lib/applications';
import { useFormErrors } from '../../../lib/form';
import { StackedCell } from '../../../lib/list';
import { FormAlert } from '../../../lib/page';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { failureMessage, useWrite } from '../../../lib/write';
import { discountApplyCalls, useHoldings, useRefreshDiscounts } from '../api/discount-apply-calls';
import { FiguresTable, FiguresTotals } from './figures-table';

/** One bill of the application being typed: the package and 贴现金额 (decimal string, '' when empty). */
export interface DraftLine {
  packageNo: string;
  amount: string;
}

/** What the form starts from: empty, or a returned application to submit again. */
export interface DiscountDraft {
  fiCorpId: string;
  payer: DiscountPayer;
  buyerPct: string;
  accountId: string;
  lines: DraftLine[];
}

export const EMPTY_DRAFT: DiscountDraft = { fiCorpId: '', payer: 'SELLER', buyerPct: '', accountId: '', lines: [] };

type Field = 'fi' | 'lines' | 'buyerPct' | 'account' | 'trial';

const fenOf = (v: string): bigint | null => {
  try {
    return v ? parseFen(v) : null;
  } catch {
    return null;
  }
};

/** Why a bill's 贴现金额 cannot be sent (§20.7's words), or null. */
export function lineProblem(line: DraftLine, holding: DiscountHolding | undefined): string | null {
  const fen = fenOf(line.amount);
  if (fen === null || fen <= 0n) return '请输入贴现金额';
  if (!holding) return null;
  const available = parseFen(holding.available);
  if (fen > available) return DISCOUNT_REFUSALS.overAvailable;
  if (!holding.splittable && fen !== available) return DISCOUNT_REFUSALS.wholeOnly;
  return null;
}

const pctOf = (v: string): number | null => (/^\d{1,2}$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= 99 ? Number(v) : null);

/** The trial's body of the inputs now, or null while they are incomplete (a bank, bills, the payer's share). */
function trialInputOf(d: DiscountDraft): DiscountTrialInput | null {
  if (!d.fiCorpId || d.lines.length === 0) return null;
  const pct = d.payer === 'AGREED' ? pctOf(d.buyerPct) : null;
  if (d.payer === 'AGREED' && pct === null) return null;
  return {
    fiCorpId: d.fiCorpId,
    payer: d.payer,
    ...(pct !== null ? { buyerPct: pct } : {}),
    lines: d.lines.map((l) => ({ packageNo: l.packageNo, amount: fenToDecimal(fenOf(l.amount) ?? 0n) })),
  };
}

export interface DiscountApplyFormProps {
  /** `?packageNo=` (我的票据's 贴现): added from the start when it is one of the caller's bills. */
  preselect: string | null;
  /** A returned application's inputs, to submit again. */
  initial?: DiscountDraft;
  /** The new application's number. */
  onSubmitted: (appNo: string) => void;
}

/**
 * 贴现申请 (domain-lines.md §20.4–§20.5): 贴现银行 (a bank quoting the bills' drawer; one batch = one bank, one rate), the
 * bills with 贴现金额 each (whole for a non-splittable one, at most 可用金额), 付息方式 (with 买方付息比例 for 协议付息) and
 * 入账账户. 贴现试算 is mandatory: 提交 refuses with 请先完成贴现试算 until the current inputs have a trial, and any change
 * of them clears it. The server's refusals are shown in its words; nothing typed is lost.
 */
export function DiscountApplyForm({ preselect, initial = EMPTY_DRAFT, onSubmitted }: DiscountApplyFormProps) {
  const trialId = useId();
  const billsId = useId();
  const write = useWrite();
  const trialWrite = useWrite();
  const refresh = useRefreshDiscounts();
  const form = useFormErrors<Field>();
  const holdings = useHoldings();
  const [draft, setDraft] = useState<DiscountDraft>(initial);
  const [trial, setTrial] = useState<{ key: string; result: DiscountTrial } | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const packages = useMemo(() => holdings.data?.packages ?? [], [holdings.data]);
  const accounts = useMemo(() => holdings.data?.accounts ?? [], [holdings.data]);
  const byNo = useMemo(() => new Map(packages.map((p) => [p.packageNo, p])), [packages]);
  // What the user changed (not what the page chose by itself: the preselected bill, the only account) is what leaving loses.
  const [touched, setTouched] = useState(false);
  const leaveGuard = useUnsavedChangesGuard(touched && submitted === null);
  const reported = useRef(false);

  // 贴现银行: the banks quoting the drawers of the caller's bills.
  const banks = useMemo(() => {
    const seen = new Map<string, { corpId: string; corpName: string; rates: Set<string> }>();
    for (const p of packages)
      for (const q of p.quotes) {
        const b = seen.get(q.fi.corpId) ?? { ...q.fi, rates: new Set<string>() };
        b.rates.add(`${q.annualRate}（${q.deferralRuleLabel}）`);
        seen.set(q.fi.corpId, b);
      }
    return [...seen.values()];
  }, [packages]);
  const bank = banks.find((b) => b.corpId === draft.fiCorpId);

  // The preselected bill once the holdings show it is the caller's, with its only bank.
  useEffect(() => {
    const p = preselect ? packages.find((h) => h.packageNo === preselect) : undefined;
    if (!p || p.due || p.available === '0.00') return;
    setDraft((d) =>
      d.lines.length > 0
        ? d
        : {
            ...d,
            fiCorpId: d.fiCorpId || (p.quotes.length === 1 ? (p.quotes[0]?.fi.corpId ?? '') : ''),
            lines: [{ packageNo: p.packageNo, amount: p.available }],
          },
    );
  }, [preselect, packages]);
  // One settlement account: it is the choice.
  useEffect(() => {
    const only = accounts.length === 1 ? accounts[0] : undefined;
    if (only) setDraft((d) => (d.accountId ? d : { ...d, accountId: only.accountId }));
  }, [accounts]);
  // Once, after the leave guard is off.
  useEffect(() => {
    if (submitted && !reported.current) {
      reported.current = true;
      onSubmitted(submitted);
    }
  }, [submitted, onSubmitted]);

  // Why the preselected bill (我的票据's 贴现) was not added, in §20.7's words where it has them.
  const named = preselect ? byNo.get(preselect) : undefined;
  const preselectProblem =
    !preselect || !holdings.data
      ? null
      : !named || named.available === '0.00'
        ? '该票据当前无可贴现金额'
        : named.due
          ? DISCOUNT_REFUSALS.due
          : named.quotes.length === 0
            ? '暂无银行为该票据的出票人配置贴现报价'
            : null;

  const input = trialInputOf(draft);
  const key = input ? JSON.stringify(input) : '';
  const current = trial && trial.key === key ? trial.result : null;

  // Any change of the trial's inputs clears the trial (and a refusal about it).
  const change = (patch: Partial<DiscountDraft>, field?: Field) => {
    setDraft((d) => ({ ...d, ...patch }));
    setTouched(true);
    setTrial(null);
    trialWrite.clear();
    form.clear('trial', ...(field ? [field] : []));
  };
  const setLine = (packageNo: string, amount: string) => {
    change({ lines: draft.lines.map((l) => (l.packageNo === packageNo ? { ...l, amount } : l)) });
    setLineErrors(({ [packageNo]: _gone, ...rest }) => rest);
  };
  const add = (p: DiscountHolding) => change({ lines: [...draft.lines, { packageNo: p.packageNo, amount: p.available }] }, 'lines');
  const remove = (packageNo: string) => {
    change({ lines: draft.lines.filter((l) => l.packageNo !== packageNo) });
    setLineErrors(({ [packageNo]: _gone, ...rest }) => rest);
  };

  /** The checks shared by 贴现试算 and 提交. */
  function check(forSubmit: boolean) {
    const e: Partial<Record<Field, string>> = {};
    if (!draft.fiCorpId) e.fi = '请选择贴现银行';
    if (draft.lines.length === 0) e.lines = '请选择票据';
    else if (draft.lines.length > DISCOUNT_BATCH_MAX) e.lines = DISCOUNT_REFUSALS.batchMax;
    if (draft.payer === 'AGREED' && pctOf(draft.buyerPct) === null) e.buyerPct = '买方付息比例须为1–99';
    if (forSubmit && !draft.accountId) e.account = '请选择入账账户';
    const lines: Record<string, string> = {};
    for (const l of draft.lines) {
      const problem = lineProblem(l, byNo.get(l.packageNo));
      if (problem) lines[l.packageNo] = problem;
    }
    setLineErrors(lines);
    if (Object.keys(lines).length > 0 && !e.lines) e.lines = Object.values(lines)[0];
    return e;
  }

  async function runTrial() {
    if (!form.show(check(false)) || !input) return;
    const result = await trialWrite.run((client) => discountApplyCalls.trial(input)(client));
    if (result) setTrial({ key, result });
  }

  async function submit() {
    const e = check(true);
    if (Object.keys(e).length === 0 && !current) e.trial = DISCOUNT_REFUSALS.trialFirst;
    if (!form.show(e) || !input || !current) return;
    const app = await write.run((client, idempotencyKey) =>
      discountApplyCalls.apply({ ...input, accountId: draft.accountId, trialDate: current.trialDate, annualRate: current.annualRate })(client, idempotencyKey),
    );
    if (!app) return;
    void refresh();
    setSubmitted(app.application.appNo);
  }

  const eligible = packages.filter((p) => !p.due && p.available !== '0.00' && (!draft.fiCorpId || p.quotes.some((q) => q.fi.corpId === draft.fiCorpId)));
  const picked = new Set(draft.lines.map((l) => l.packageNo));
  const holdingColumns: TableColumn<DiscountHolding>[] = [
    {
      key: 'packageNo',
      title: '票据包号',
      width: 260,
      value: (p) => p.packageNo,
      render: (p) => <StackedCell main={p.packageNo} sub={`出票人：${p.drawer.corpName}｜承兑人：${p.acceptor.corpName}`} />,
    },
    {
      key: 'amount',
      title: '票据金额',
      align: 'right',
      width: 140,
      value: (p) => p.amount,
      render: (p) => <StackedCell main={<AmountText value={p.amount} />} sub={`到期日 ${p.dueDate}`} />,
    },
    {
      key: 'available',
      title: '可用金额',
      align: 'right',
      width: 140,
      value: (p) => p.available,
      render: (p) => (
        <StackedCell
          main={<AmountText value={p.available} />}
          sub={
            <>
              锁定金额 <AmountText value={p.locked} />
            </>
          }
        />
      ),
    },
    { key: 'splittable', title: '是否可分包', width: 90, value: (p) => (p.splittable ? '可分包' : '不可分包') },
    {
      key: 'op',
      title: '操作',
      width: 80,
      render: (p) =>
        picked.has(p.packageNo) ? (
          '已添加'
        ) : (
          <Button variant="link" aria-label={`添加 ${p.packageNo}`} onClick={() => add(p)}>
            添加
          </Button>
        ),
    },
  ];
  const lineColumns: TableColumn<DraftLine>[] = [
    {
      key: 'packageNo',
      title: '票据包号',
      width: 260,
      value: (l) => l.packageNo,
      render: (l) => {
        const h = byNo.get(l.packageNo);
        return <StackedCell main={l.packageNo} sub={h ? `${h.splittable ? '可分包' : '不可分包，只能全额贴现'}｜到期日 ${h.dueDate}` : undefined} />;
      },
    },
    {
      key: 'available',
      title: '可用金额',
      align: 'right',
      width: 140,
      value: (l) => byNo.get(l.packageNo)?.available ?? '',
      render: (l) => {
        const h = byNo.get(l.packageNo);
        return h ? <AmountText value={h.available} /> : '—';
      },
    },
    {
      key: 'amount',
      title: '贴现金额',
      width: 260,
      render: (l) => (
        <StackedCell
          main={
            <MoneyInput
              aria-label={`贴现金额 ${l.packageNo}`}
              value={l.amount}
              showCapital={false}
              invalid={Boolean(lineErrors[l.packageNo])}
              onValueChange={(v) => setLine(l.packageNo, v)}
            />
          }
          sub={lineErrors[l.packageNo] ? <span role="alert">{lineErrors[l.packageNo]}</span> : undefined}
        />
      ),
    },
    {
      key: 'op',
      title: '操作',
      width: 80,
      render: (l) => (
        <Button variant="link" aria-label={`移除 ${l.packageNo}`} onClick={() => remove(l.packageNo)}>
          移除
        </Button>
      ),
    },
  ];

  return (
    <ApplicationForm label="贴现申请" onSubmit={submit} error={write.error} busy={write.busy} leaveGuard={leaveGuard}>
      {holdings.isLoading ? <Spinner label="正在加载持有票据" /> : null}
      {holdings.error ? (
        <>
          <FormAlert title="持有票据加载失败" message={failureMessage(holdings.error)} />
          <Button onClick={() => void holdings.mutate()}>重试</Button>
        </>
      ) : null}
      <FormSection aria-label="贴现银行">
        <FormGrid>
          <FormField
            label="贴现银行"
            required
            error={form.errors.fi}
            help={bank ? `贴现利率 ${[...bank.rates].join('、')}` : '为所选票据的出票人配置了贴现报价的银行；一个批次为同一贴现银行和同一利率'}
          >
            <Select
              value={draft.fiCorpId}
              onValueChange={(v) =>
                change({ fiCorpId: v, lines: draft.lines.filter((l) => byNo.get(l.packageNo)?.quotes.some((q) => q.fi.corpId === v) ?? true) }, 'fi')
              }
              options={banks.map((b) => ({ value: b.corpId, label: b.corpName }))}
              placeholder={holdings.data && banks.length === 0 ? '暂无可选的贴现银行' : '请选择贴现银行'}
            />
          </FormField>
          <FormField label="入账账户" required error={form.errors.account} help="贴现款（实付金额）划入贵企业的结算账户">
            <Select
              value={draft.accountId}
              onValueChange={(v) => {
                setDraft((d) => ({ ...d, accountId: v }));
                setTouched(true);
                form.clear('account');
              }}
              options={accounts.map((a) => ({ value: a.accountId, label: formatAccount(a) }))}
              placeholder="请选择入账账户"
            />
          </FormField>
        </FormGrid>
      </FormSection>
      <FormSection aria-labelledby={billsId}>
        <h3 id={billsId}>选择票据</h3>
        {preselectProblem ? <FormAlert title={`票据${preselect ?? ''}不能贴现`} message={preselectProblem} /> : null}
        <Table
          label="可贴现的票据"
          columns={holdingColumns}
          data={eligible}
          rowKey={(p) => p.packageNo}
          loading={holdings.isLoading}
          emptyText={draft.fiCorpId ? '暂无该银行可贴现的票据' : '暂无可贴现的票据'}
          virtualized={false}
        />
        <h3>贴现票据</h3>
        <Table label="贴现票据" columns={lineColumns} data={draft.lines} rowKey={(l) => l.packageNo} emptyText="请从上表添加票据" virtualized={false} />
        {form.errors.lines ? <FormAlert title="贴现票据" message={form.errors.lines} /> : null}
        <FormHint>可分包的票据可部分贴现，贴现时取其最低的子票区间；不可分包的票据只能全额贴现。一次最多{DISCOUNT_BATCH_MAX}张票据。</FormHint>
      </FormSection>
      <FormSection aria-label="付息方式">
        <FormGrid>
          <FormField label="付息方式" required>
            <RadioGroup
              value={draft.payer}
              onValueChange={(v) => change({ payer: v as DiscountPayer, buyerPct: v === 'AGREED' ? draft.buyerPct : '' }, 'buyerPct')}
              options={DISCOUNT_PAYERS.map((p) => ({ value: p, label: DISCOUNT_PAYER_LABEL[p] }))}
            />
          </FormField>
          {draft.payer === 'AGREED' ? (
            <FormField label="买方付息比例" required error={form.errors.buyerPct} help="1–99，买方（出票人）承担的贴现利息百分比">
              <TextInput value={draft.buyerPct} inputMode="numeric" maxLength={2} onChange={(e) => change({ buyerPct: e.target.value }, 'buyerPct')} />
            </FormField>
          ) : null}
        </FormGrid>
        {draft.payer !== 'SELLER' ? <FormHint>买方付息或协议付息的申请，经主管复核后由出票人确认付息，再由银行签收。</FormHint> : null}
      </FormSection>
      <FormSection aria-labelledby={trialId}>
        <h3 id={trialId}>贴现试算</h3>
        <Button loading={trialWrite.busy} onClick={() => void runTrial()}>
          贴现试算
        </Button>
        {trialWrite.error ? <FormAlert title="试算失败" message={trialWrite.error} /> : null}
        {form.errors.trial ? <FormAlert title={form.errors.trial} message={form.errors.trial} /> : null}
        {current ? (
          <>
            <h3>贴现试算结果</h3>
            <FormHint>
              {`试算日 ${current.trialDate}｜贴现银行 ${current.fi.corpName}｜贴现利率 ${current.annualRate}｜顺延规则 ${current.deferralRuleLabel}｜计息基准 ${current.basis}天｜${
                current.payer === 'AGREED' ? `协议付息（买方${current.buyerPct}%）` : DISCOUNT_PAYER_LABEL[current.payer]
              }｜利息四舍五入至分`}
            </FormHint>
            <FiguresTable label="贴现试算结果" lines={current.lines} ruleLabel={current.deferralRuleLabel} />
            <FiguresTotals totals={current.totals} count={current.lines.length} />
          </>
        ) : (
          <FormHint>提交前须完成贴现试算；修改贴现银行、票据、贴现金额或付息方式后须重新试算。</FormHint>
        )}
      </FormSection>
    </ApplicationForm>
  );
}
