import { useState } from 'react';
import type { ReactNode } from 'react';
import type { AbsAssetRow, AbsProductRow } from '@scf/api/contract';
import { fenToDecimal, parseFen } from '@scf/api/money';
import { AmountText } from '@scf/finance-widgets';
import { Button, DatePicker, Dialog, FormField, MoneyInput, Select, TextInput } from '@scf/ui';
import { addDays } from '../../../lib/business-date';
import { DialogButtons, FormAlert } from '../../../lib/page';
import { useWrite } from '../../../lib/write';
import { reportCalls, useRefreshReports } from '../api/report-calls';

function FormDialog({
  title,
  open,
  busy,
  error,
  onClose,
  onConfirm,
  children,
}: {
  title: string;
  open: boolean;
  busy: boolean;
  error: string | undefined;
  onClose: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || busy ? undefined : onClose())}>
      <Dialog.Content size="sm" closeOnOutsideClick={false}>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Close />
        </Dialog.Header>
        <Dialog.Body>
          {children}
          {error ? <FormAlert title={`${title}失败`} message={error} /> : null}
        </Dialog.Body>
        <DialogButtons label="确定" busy={busy} onCancel={onClose} onConfirm={onConfirm} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

const AMOUNT = /^\d{1,14}(\.\d{1,2})?$/;
const wire = (v: string) => (AMOUNT.test(v) ? fenToDecimal(parseFen(v)) : '');

/** 新增专项计划 (the factor's 产品经理): the AbsProduct fields; 发行规模 = 优先级规模 + 次级规模. */
export function NewProductButton({ businessDate, onDone }: { businessDate: string; onDone: (message: string) => void }) {
  const write = useWrite();
  const refresh = useRefreshReports();
  const [open, setOpen] = useState(false);
  // 设立日 today and a one-year plan unless changed.
  const empty = {
    productCode: '',
    name: '',
    planManager: '',
    setupDate: businessDate,
    expectedEndDate: businessDate ? addDays(businessDate, 364) : '',
    senior: '',
    subordinate: '',
  };
  const [form, setForm] = useState(empty);
  const [missing, setMissing] = useState<string>();
  const set = (patch: Partial<typeof empty>) => setForm((f) => ({ ...f, ...patch }));
  const issue = wire(form.senior) && wire(form.subordinate || '0') ? fenToDecimal(parseFen(wire(form.senior)) + parseFen(wire(form.subordinate || '0'))) : '';
  const confirm = async () => {
    const blank = (Object.keys(empty) as Array<keyof typeof empty>).find((k) => k !== 'subordinate' && form[k].trim() === '');
    if (blank) {
      setMissing('请填写完整的专项计划信息');
      return;
    }
    setMissing(undefined);
    const done = await write.run(reportCalls.createProduct({ ...form, senior: wire(form.senior), subordinate: wire(form.subordinate || '0') || '0.00' }));
    if (!done) return;
    await refresh();
    setOpen(false);
    onDone(`已新增专项计划 ${done.name}`);
  };
  return (
    <>
      <Button
        variant="primary"
        onClick={() => {
          write.begin();
          setForm(empty);
          setMissing(undefined);
          setOpen(true);
        }}
      >
        新增专项计划
      </Button>
      <FormDialog
        title="新增专项计划"
        open={open}
        busy={write.busy}
        error={missing ?? write.error}
        onClose={() => setOpen(false)}
        onConfirm={() => void confirm()}
      >
        <FormField label="专项计划名称" required>
          <TextInput value={form.name} maxLength={80} onChange={(e) => set({ name: e.target.value })} />
        </FormField>
        <FormField label="产品代码" required>
          <TextInput value={form.productCode} maxLength={32} onChange={(e) => set({ productCode: e.target.value })} />
        </FormField>
        <FormField label="计划管理人" required>
          <TextInput value={form.planManager} maxLength={80} onChange={(e) => set({ planManager: e.target.value })} />
        </FormField>
        <FormField label="设立日" required>
          <DatePicker value={form.setupDate} onValueChange={(v) => set({ setupDate: v })} />
        </FormField>
        <FormField label="预期到期日" required>
          <DatePicker value={form.expectedEndDate} onValueChange={(v) => set({ expectedEndDate: v })} />
        </FormField>
        <FormField label="优先级规模" required>
          <MoneyInput value={form.senior} onValueChange={(v) => set({ senior: v })} />
        </FormField>
        <FormField label="次级规模">
          <MoneyInput value={form.subordinate} onValueChange={(v) => set({ subordinate: v })} />
        </FormField>
        <p>发行规模：{issue ? <AmountText value={issue} /> : '--'}</p>
      </FormDialog>
    </>
  );
}

/** 入池: the ticked 已转让 receivables into one of the factor's unlocked plans (one batch PIB…). */
export function PoolButton({
  rows,
  products,
  onDone,
}: {
  rows: readonly AbsAssetRow[];
  products: readonly AbsProductRow[];
  onDone: (message: string) => void;
}) {
  const write = useWrite();
  const refresh = useRefreshReports();
  const [open, setOpen] = useState(false);
  const [productCode, setProductCode] = useState('');
  const [missing, setMissing] = useState<string>();
  const total = fenToDecimal(rows.reduce((s, r) => s + parseFen(r.amount), 0n));
  const confirm = async () => {
    if (!productCode) {
      setMissing('请选择专项计划');
      return;
    }
    setMissing(undefined);
    const done = await write.run(reportCalls.pool({ productCode, receivableNos: rows.map((r) => r.receivableNo) }));
    if (!done) return;
    await refresh();
    setOpen(false);
    onDone(`已入池 ${done.count} 笔，入池批次号 ${done.batchNo}`);
  };
  return (
    <>
      <Button
        disabled={rows.length === 0}
        onClick={() => {
          write.begin();
          setProductCode('');
          setMissing(undefined);
          setOpen(true);
        }}
      >
        入池
      </Button>
      <FormDialog title="入池" open={open} busy={write.busy} error={missing ?? write.error} onClose={() => setOpen(false)} onConfirm={() => void confirm()}>
        <p>
          已选 {rows.length} 笔，应收账款金额 <AmountText value={total} />
        </p>
        <FormField label="专项计划" required>
          <Select
            value={productCode}
            options={products.filter((p) => !p.locked && p.status === 'ACTIVE').map((p) => ({ value: p.productCode, label: p.name }))}
            onValueChange={setProductCode}
          />
        </FormField>
      </FormDialog>
    </>
  );
}

/** 回款登记: 回款日期, 回款金额 (= 应收账款金额), 银行流水号 → 已回款. */
export function CollectDialog({
  row,
  businessDate,
  onClose,
  onDone,
}: {
  row: AbsAssetRow;
  businessDate: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const write = useWrite();
  const refresh = useRefreshReports();
  const [collectDate, setCollectDate] = useState(businessDate);
  const [amount, setAmount] = useState(row.amount);
  const [bankSerial, setBankSerial] = useState('');
  const [missing, setMissing] = useState<string>();
  const confirm = async () => {
    if (!collectDate || !wire(amount) || !bankSerial.trim()) {
      setMissing('请填写回款日期、回款金额和银行流水号');
      return;
    }
    setMissing(undefined);
    const done = await write.run(reportCalls.collect(row.receivableNo, { collectDate, amount: wire(amount), bankSerial: bankSerial.trim() }));
    if (!done) return;
    await refresh();
    onDone(`已登记回款，应收账款 ${row.receivableNo} 已回款，回单编号 ${done.receiptNo}`);
  };
  return (
    <FormDialog title="回款登记" open busy={write.busy} error={missing ?? write.error} onClose={onClose} onConfirm={() => void confirm()}>
      <p>
        应收账款 {row.receivableNo}，应收账款金额 <AmountText value={row.amount} />
      </p>
      <FormField label="回款日期" required>
        <DatePicker value={collectDate} onValueChange={setCollectDate} />
      </FormField>
      <FormField label="回款金额" required>
        <MoneyInput value={amount} onValueChange={(v) => setAmount(v)} />
      </FormField>
      <FormField label="银行流水号" required>
        <TextInput value={bankSerial} maxLength={64} onChange={(e) => setBankSerial(e.target.value)} />
      </FormField>
    </FormDialog>
  );
}
