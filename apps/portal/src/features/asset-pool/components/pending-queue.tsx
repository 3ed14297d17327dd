import { useState } from 'react';
import type { PondPending } from '@scf/api/contract';
import { APP_STATUS_LABEL, creditEndpoints, pondEndpoints } from '@scf/api/contract';
import { useSignedCall } from '@scf/signing/react';
import { AmountText } from '@scf/finance-widgets';
import { DataTable, Dialog, FormField, Textarea, useToast } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { DialogButtons, FormAlert } from '../../../lib/page';
import { failureMessage, useBusy, useWrite } from '../../../lib/write';
import { originalOf, pondCalls, usePondPending } from '../api/pond-calls';
import { bizLabel } from '../api/pond-labels';

const columns: TableColumn<PondPending>[] = [
  { key: 'appNo', title: '申请编号', width: 180, value: (a) => a.appNo },
  { key: 'bizType', title: '业务类型', width: 110, value: (a) => bizLabel(a.bizType) },
  { key: 'pledgor', title: '出质人', value: (a) => a.pledgor.corpName },
  { key: 'amount', title: '金额', align: 'right', width: 150, value: (a) => a.amount, render: (a) => <AmountText value={a.amount} /> },
  { key: 'appliedDate', title: '申请日期', width: 110, value: (a) => a.appliedDate },
  { key: 'status', title: '状态', width: 130, value: (a) => APP_STATUS_LABEL[a.status] },
];

export interface PendingQueueProps {
  /** The bank's product manager confirms through the pool's own call; the pledgor's director through the generic approve. */
  side: 'director' | 'bank';
  /** Only the signer acts (the bank's client manager reads the queue). */
  canAct: boolean;
  onDone: (message: string) => void;
}

/** 待审批 (domain-lines.md §18.7): the pond applications waiting on the caller, 同意 with the key or 拒绝 with 意见. */
export function PendingQueue({ side, canAct, onDone }: PendingQueueProps) {
  const { data, error, isLoading, mutate } = usePondPending(true);
  const signedCall = useSignedCall();
  const toast = useToast();
  const { run } = useBusy();
  const [rejecting, setRejecting] = useState<PondPending>();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const rows = data ?? [];
  const approve = (a: PondPending) =>
    run(async () => {
      const outcome =
        side === 'bank'
          ? await signedCall(originalOf(a.bizType), [a.appNo], pondEndpoints.fiApprove, (body) => ({ params: { appNo: a.appNo }, body }))
          : await signedCall(originalOf(a.bizType), [a.appNo], creditEndpoints.approve, (body) => ({ params: { appNo: a.appNo }, body }));
      if (outcome.code === 0) onDone(side === 'bank' ? `已同意申请${a.appNo}` : `已同意申请${a.appNo}`);
      else toast.info(outcome.error.code === 'USER_CANCELLED' ? '已取消签名，申请未处理' : `未能同意：${outcome.description.message}`);
    });
  return (
    <>
      <DataTable
        label="待审批"
        columns={columns}
        rows={rows.slice((page - 1) * size, page * size)}
        total={rows.length}
        rowKey={(a) => a.appNo}
        page={page}
        size={size}
        onPageChange={setPage}
        onSizeChange={setSize}
        loading={isLoading}
        error={error ? failureMessage(error) : undefined}
        onRetry={() => void mutate()}
        emptyText="暂无待审批的申请"
        actionsWidth={110}
        {...(canAct
          ? {
              actions: (a: PondPending) => [
                { label: '同意', onSelect: () => void approve(a) },
                { label: '拒绝', onSelect: () => setRejecting(a) },
              ],
            }
          : {})}
      />
      {rejecting ? (
        <RejectDialog
          app={rejecting}
          bank={side === 'bank'}
          onClose={() => setRejecting(undefined)}
          onDone={(m) => {
            setRejecting(undefined);
            onDone(m);
          }}
        />
      ) : null}
    </>
  );
}

function RejectDialog({ app, bank, onClose, onDone }: { app: PondPending; bank: boolean; onClose: () => void; onDone: (m: string) => void }) {
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const write = useWrite();
  const confirm = async () => {
    if (!comment.trim()) {
      setMissing(true);
      return;
    }
    const done = await write.run(async (client, key) => {
      await pondCalls.reject(app.appNo, comment.trim(), bank)(client, key);
      return true;
    });
    if (done) onDone(`已拒绝申请${app.appNo}`);
  };
  return (
    <Dialog.Root open onOpenChange={(next) => (next || write.busy ? undefined : onClose())}>
      <Dialog.Content size="sm" closeOnOutsideClick={false}>
        <Dialog.Header>
          <Dialog.Title>拒绝</Dialog.Title>
          <Dialog.Close />
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>
            拒绝{bizLabel(app.bizType)}申请{app.appNo}
          </Dialog.Description>
          <FormField label="意见" required error={missing ? '请填写拒绝意见' : undefined}>
            <Textarea
              value={comment}
              onChange={(e) => {
                setComment(e.target.value);
                setMissing(false);
              }}
            />
          </FormField>
          {write.error ? <FormAlert title="拒绝失败" message={write.error} /> : null}
        </Dialog.Body>
        <DialogButtons label="拒绝" busy={write.busy} onCancel={onClose} onConfirm={() => void confirm()} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
