import { useState } from 'react';
import type { ReactNode } from 'react';
import type { ApiClient } from '@scf/api';
import type { ApplicationDetail, PondDetail, PondRepaySource } from '@scf/api/contract';
import { POND_REPAY_SOURCE_LABEL } from '@scf/api/contract';
import { formatFen, parseFen } from '@scf/api/money';
import { Button, CheckboxGroup, DatePicker, Dialog, FormField, MoneyInput, RadioGroup, Select } from '@scf/ui';
import { DialogButtons, FormAlert } from '../../../lib/page';
import { useWrite } from '../../../lib/write';
import { pondCalls, useCandidates } from '../api/pond-calls';

type Send = (client: ApiClient, key: string) => Promise<ApplicationDetail>;

interface ActionDialogProps {
  /** The button and the dialog's title (入池, 提款, 还款, 出池). */
  label: string;
  disabled?: boolean;
  /** The form; returns the call to send, or a message of what is missing. */
  body: (open: boolean) => ReactNode;
  prepare: () => Send | string;
  reset: () => void;
  onDone: (message: string) => void;
}

/** One of the operator's applications: a dialog whose refusal (the server's text, §18.7) stays in it. */
function ActionDialog({ label, disabled, body, prepare, reset, onDone }: ActionDialogProps) {
  const [open, setOpen] = useState(false);
  const [missing, setMissing] = useState<string>();
  const write = useWrite();
  const confirm = async () => {
    const send = prepare();
    if (typeof send === 'string') {
      setMissing(send);
      return;
    }
    setMissing(undefined);
    const app = await write.run(send);
    if (!app) return;
    setOpen(false);
    onDone(`已提交${label}申请${app.appNo}，待复核`);
  };
  return (
    <>
      <Button
        disabled={disabled}
        onClick={() => {
          write.begin();
          reset();
          setMissing(undefined);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <Dialog.Root open={open} onOpenChange={(next) => (next || write.busy ? undefined : setOpen(false))}>
        <Dialog.Content size="md" closeOnOutsideClick={false}>
          <Dialog.Header>
            <Dialog.Title>{label}</Dialog.Title>
            <Dialog.Close />
          </Dialog.Header>
          <Dialog.Body>
            {body(open)}
            {missing ? <FormAlert title={`${label}信息不完整`} message={missing} /> : null}
            {write.error ? <FormAlert title={`${label}申请未提交`} message={write.error} /> : null}
          </Dialog.Body>
          <DialogButtons label="提交" busy={write.busy} onCancel={() => setOpen(false)} onConfirm={() => void confirm()} />
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}

const yuan = (v: string): string => `${formatFen(parseFen(v))}元`;

function DrawdownDialog({ detail, onDone }: { detail: PondDetail; onDone: (m: string) => void }) {
  const [amount, setAmount] = useState('');
  const [dueDate, setDueDate] = useState('');
  const pond = detail.pond;
  return (
    <ActionDialog
      label="提款"
      reset={() => {
        setAmount('');
        setDueDate(pond.endDate);
      }}
      prepare={() => (!amount ? '请输入提款金额' : !dueDate ? '请选择到期日' : pondCalls.drawdown(pond.pondNo, { amount, dueDate }))}
      onDone={onDone}
      body={() => (
        <>
          <FormField label="提款金额" required help={`当前可用额度 ${yuan(pond.figures.available)}`}>
            <MoneyInput value={amount} onValueChange={setAmount} positive showCapital placeholder="请输入提款金额" />
          </FormField>
          <FormField label="到期日" required help={`不晚于资产池到期日${pond.endDate}`}>
            <DatePicker value={dueDate} onValueChange={setDueDate} maxDate={pond.endDate} />
          </FormField>
        </>
      )}
    />
  );
}

function PoolInDialog({ detail, onDone }: { detail: PondDetail; onDone: (m: string) => void }) {
  const [picked, setPicked] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const candidates = useCandidates(detail.pond.pondNo, open);
  return (
    <ActionDialog
      label="入池"
      reset={() => {
        setPicked([]);
        setOpen(true);
      }}
      prepare={() => (picked.length === 0 ? '请选择入池资产' : pondCalls.poolIn(detail.pond.pondNo, { creditNos: picked }))}
      onDone={onDone}
      body={() => (
        <FormField label="入池资产" required help="持有中的凭证，剩余期限不少于30天">
          {candidates.data ? (
            candidates.data.length === 0 ? (
              <p>暂无可入池的资产</p>
            ) : (
              <CheckboxGroup
                label="入池资产"
                vertical
                value={picked}
                onValueChange={setPicked}
                options={candidates.data.map((c) => ({
                  value: c.creditNo,
                  label: `${c.creditNo} · ${yuan(c.amount)} · 到期日${c.dueDate}（剩余${c.remainDays}天）`,
                }))}
              />
            )
          ) : (
            <p>正在加载可入池资产</p>
          )}
        </FormField>
      )}
    />
  );
}

function PoolOutDialog({ detail, onDone }: { detail: PondDetail; onDone: (m: string) => void }) {
  const [picked, setPicked] = useState<string[]>([]);
  const inPool = detail.assets.filter((a) => a.status === 'IN_POOL');
  return (
    <ActionDialog
      label="出池"
      disabled={inPool.length === 0}
      reset={() => setPicked([])}
      prepare={() => (picked.length === 0 ? '请选择出池资产' : pondCalls.poolOut(detail.pond.pondNo, { prNos: picked }))}
      onDone={onDone}
      body={() => (
        <FormField label="出池资产" required help="出池后池额度须仍能覆盖已提款金额">
          <CheckboxGroup
            label="出池资产"
            vertical
            value={picked}
            onValueChange={setPicked}
            options={inPool.map((a) => ({ value: a.prNo, label: `${a.assetNo} · ${yuan(a.amount)} · 到期日${a.dueDate}` }))}
          />
        </FormField>
      )}
    />
  );
}

function RepayDialog({ detail, onDone }: { detail: PondDetail; onDone: (m: string) => void }) {
  const open = detail.drawdowns.filter((d) => d.status === 'FUNDED' || d.status === 'OVERDUE');
  const [drawdownNo, setDrawdownNo] = useState('');
  const [principal, setPrincipal] = useState('');
  const [source, setSource] = useState<PondRepaySource>('SETTLEMENT');
  const chosen = open.find((d) => d.drawdownNo === drawdownNo);
  return (
    <ActionDialog
      label="还款"
      disabled={open.length === 0}
      reset={() => {
        setDrawdownNo('');
        setPrincipal('');
        setSource('SETTLEMENT');
      }}
      prepare={() => (!drawdownNo ? '请选择提款' : !principal ? '请输入还款本金' : pondCalls.repay(detail.pond.pondNo, { drawdownNo, principal, source }))}
      onDone={onDone}
      body={() => (
        <>
          <FormField label="提款" required>
            <Select
              value={drawdownNo}
              onValueChange={(v) => {
                setDrawdownNo(v);
                setPrincipal(open.find((d) => d.drawdownNo === v)?.outstanding ?? '');
              }}
              placeholder="请选择提款"
              options={open.map((d) => ({ value: d.drawdownNo, label: `${d.drawdownNo}（未结清${yuan(d.outstanding)}，到期日${d.dueDate}）` }))}
            />
          </FormField>
          <FormField label="还款本金" required help={chosen ? `不超过未结清本金${yuan(chosen.outstanding)}；利息计至还款日，与本金一并支付` : undefined}>
            <MoneyInput value={principal} onValueChange={setPrincipal} positive showCapital placeholder="请输入还款本金" />
          </FormField>
          <FormField label="还款来源" required>
            <RadioGroup
              value={source}
              onValueChange={(v) => setSource(v as PondRepaySource)}
              options={Object.entries(POND_REPAY_SOURCE_LABEL).map(([value, label]) => ({ value, label }))}
            />
          </FormField>
        </>
      )}
    />
  );
}

/** 保证金提取: up to 可提取 (the margin the pond's coverage does not need); the director signs ACCOUNT_COLLECT. */
function MarginDialog({ detail, onDone }: { detail: PondDetail; onDone: (m: string) => void }) {
  const [amount, setAmount] = useState('');
  return (
    <ActionDialog
      label="保证金提取"
      disabled={parseFen(detail.marginWithdrawable) <= 0n}
      reset={() => setAmount('')}
      prepare={() => (!amount ? '请输入提取金额' : pondCalls.marginTake(detail.pond.pondNo, { amount }))}
      onDone={onDone}
      body={() => (
        <FormField
          label="提取金额"
          required
          help={`保证金余额 ${yuan(detail.pond.figures.margin)}，当前可提取 ${yuan(detail.marginWithdrawable)}；提取至结算账户`}
        >
          <MoneyInput value={amount} onValueChange={setAmount} positive showCapital placeholder="请输入提取金额" />
        </FormField>
      )}
    />
  );
}

/** The pledgor operator's buttons (domain-lines.md §18.7): 入池, 提款, 还款, 出池, 保证金提取. */
export function PondActions({ detail, onDone }: { detail: PondDetail; onDone: (message: string) => void }) {
  return (
    <div role="group" aria-label="资产池操作" style={{ display: 'flex', gap: 8, margin: '8px 0' }}>
      <PoolInDialog detail={detail} onDone={onDone} />
      <DrawdownDialog detail={detail} onDone={onDone} />
      <RepayDialog detail={detail} onDone={onDone} />
      <PoolOutDialog detail={detail} onDone={onDone} />
      <MarginDialog detail={detail} onDone={onDone} />
    </div>
  );
}
