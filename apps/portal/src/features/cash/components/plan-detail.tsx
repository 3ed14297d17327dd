import { useState } from 'react';
import { cashEndpoints } from '@scf/api/contract';
import type { CashPlan } from '@scf/api/contract';
import { useSignedCall } from '@scf/signing/react';
import { Button, Dialog, FormField, Textarea, useToast } from '@scf/ui';
import { DialogButtons, FormAlert, LoadState, PagePart } from '../../../lib/page';
import { usePlan } from '../api/cash-api';
import { useBusy, useWrite } from '../../../lib/write';
import { LineTable, PlanFacts } from './cash-parts';

/** 同意: the director signs the plan's original (the credit product's CREDIT_ASSEMBLE of the plan number) with the role's key. */
function ApprovePlan({ plan, onDone }: { plan: CashPlan; onDone: () => void }) {
  const signedCall = useSignedCall();
  const toast = useToast();
  const { busy, run } = useBusy();
  const approve = () =>
    run(async () => {
      const outcome = await signedCall('CREDIT_ASSEMBLE', [plan.planNo], cashEndpoints.approve, (body) => ({ params: { planNo: plan.planNo }, body }));
      if (outcome.code === 0) {
        toast.success(outcome.value.status === 'PAID' ? `兑付计划${plan.planNo}已审批，付款完成` : `兑付计划${plan.planNo}已审批`);
        onDone();
      } else toast.info(outcome.error.code === 'USER_CANCELLED' ? '已取消签名，兑付计划未处理' : `未能同意：${outcome.description.message}`);
    });
  return (
    <Button variant="primary" loading={busy} onClick={() => void approve()}>
      同意
    </Button>
  );
}

/** 退回 with 意见: back to the operator. */
function ReturnPlan({ plan, onDone }: { plan: CashPlan; onDone: () => void }) {
  const write = useWrite();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const send = async () => {
    setTried(true);
    if (!comment.trim()) return;
    const out = await write.run((client, idempotencyKey) =>
      client.call(cashEndpoints.return, { params: { planNo: plan.planNo }, body: { comment } }, { idempotencyKey }),
    );
    if (out) {
      toast.success(`兑付计划${plan.planNo}已退回`);
      setOpen(false);
      onDone();
    }
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>退回</Button>
      <Dialog.Root open={open} onOpenChange={(next) => (next || write.busy ? undefined : setOpen(false))}>
        <Dialog.Content size="sm" closeOnOutsideClick={false}>
          <Dialog.Header>
            <Dialog.Title>退回</Dialog.Title>
            <Dialog.Close />
          </Dialog.Header>
          <Dialog.Body>
            <FormField label="意见" required error={tried && !comment.trim() ? '请填写意见' : undefined}>
              <Textarea rows={4} maxCount={200} value={comment} onChange={(e) => setComment(e.target.value)} placeholder="请填写退回意见" />
            </FormField>
            {write.error ? <FormAlert title="退回失败" message={write.error} /> : null}
          </Dialog.Body>
          <DialogButtons label="退回" busy={write.busy} onCancel={() => setOpen(false)} onConfirm={() => void send()} />
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}

/** One plan: its header, its lines with 付款状态, and the director's 同意 / 退回 when the server offers them. */
export function PlanDetail({ planNo, onBack }: { planNo: string; onBack: () => void }) {
  const plan = usePlan(planNo);
  const after = () => void plan.mutate();
  return (
    <LoadState what="兑付计划" data={plan.data} error={plan.error} onRetry={after}>
      {(p) => (
        <PagePart aria-label={`兑付计划${p.planNo}`}>
          <PlanFacts plan={p} />
          <LineTable label="付款明细" lines={p.lines} />
          <div style={{ display: 'flex', gap: 8, marginTop: 16 }}>
            <Button onClick={onBack}>返回列表</Button>
            {p.actions.includes('APPROVE') ? <ApprovePlan plan={p} onDone={after} /> : null}
            {p.actions.includes('RETURN') ? <ReturnPlan plan={p} onDone={after} /> : null}
          </div>
        </PagePart>
      )}
    </LoadState>
  );
}
