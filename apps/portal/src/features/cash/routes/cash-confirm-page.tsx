import { useState } from 'react';
import { cashEndpoints } from '@scf/api/contract';
import type { CashLeaf } from '@scf/api/contract';
import { Button, DatePicker, Dialog, FormField, TextInput, useToast } from '@scf/ui';
import { DialogButtons, FormAlert, LoadState, PagePart } from '../../../lib/page';
import { useBusinessDate } from '../../../lib/business-date/business-date';
import { useUnpaid } from '../api/cash-api';
import { useWrite } from '../../../lib/write';
import { CashPage, LeafTable } from '../components/cash-parts';
import { MyApplications, useOpenApplication, useRefreshLedger } from '../../../lib/applications';

function ConfirmDialog({ leaf, onClose, onDone }: { leaf: CashLeaf; onClose: () => void; onDone: () => void }) {
  const businessDate = useBusinessDate() ?? '';
  const write = useWrite();
  const toast = useToast();
  // The business date may still be loading when the dialog opens: until a day is picked, it is the default.
  const [picked, setPicked] = useState('');
  const paidDate = picked || businessDate;
  const [reference, setReference] = useState('');
  const [tried, setTried] = useState(false);
  const dateError = tried && (!paidDate || (businessDate && paidDate > businessDate)) ? '请选择不晚于当前业务日期的付款日期' : undefined;
  const referenceError = tried && !reference.trim() ? '请填写付款流水号' : undefined;
  const send = async () => {
    setTried(true);
    if (!paidDate || (businessDate && paidDate > businessDate) || !reference.trim()) return;
    const out = await write.run((client, idempotencyKey) =>
      client.call(cashEndpoints.confirm, { body: { creditNo: leaf.creditNo, paidDate, reference } }, { idempotencyKey }),
    );
    if (out) {
      toast.success(`凭证${leaf.creditNo}的兑付确认已提交，待主管审批`);
      onDone();
    }
  };
  return (
    <Dialog.Root open onOpenChange={(next) => (next || write.busy ? undefined : onClose())}>
      <Dialog.Content size="sm" closeOnOutsideClick={false}>
        <Dialog.Header>
          <Dialog.Title>兑付确认</Dialog.Title>
          <Dialog.Close />
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>{`凭证${leaf.creditNo}，收款方${leaf.payee.corpName}，金额${leaf.amount}元，已于线下付款。提交后由主管使用Ukey签名审批${
            leaf.payeeKind === 'FI' ? '，并经收款银行确认收款' : ''
          }后兑付。`}</Dialog.Description>
          <FormField label="付款日期" required error={dateError}>
            <DatePicker value={paidDate} maxDate={businessDate} onValueChange={setPicked} />
          </FormField>
          <FormField label="付款流水号" required error={referenceError}>
            <TextInput value={reference} maxLength={64} onChange={(e) => setReference(e.target.value)} />
          </FormField>
          {write.error ? <FormAlert title="确认失败" message={write.error} /> : null}
        </Dialog.Body>
        <DialogButtons label="提交" busy={write.busy} onCancel={onClose} onConfirm={() => void send()} />
      </Dialog.Content>
    </Dialog.Root>
  );
}

/**
 * 兑付确认 (domain.md §7.8, issue 26 item 6), the operator's side: credits 兑付中 or 逾期 whose payment failed or was
 * made outside the platform; 确认兑付 proposes the date and reference (a CASH_CONFIRM application the director signs,
 * and a bank holding the credit confirms), and 我的兑付确认 follows each proposal.
 */
export default function CashConfirmPage() {
  const unpaid = useUnpaid();
  const [open, setOpen] = useState<CashLeaf | null>(null);
  const mine = useOpenApplication();
  const refreshLedger = useRefreshLedger();
  if (mine.appNo) return <MyApplications bizType="CASH_CONFIRM" label="我的兑付确认" appNo={mine.appNo} onOpen={mine.open} onBack={mine.close} />;
  return (
    <CashPage>
      <LoadState what="待确认兑付的凭证" data={unpaid.data} error={unpaid.error} onRetry={() => void unpaid.mutate()}>
        {(leaves) => (
          <PagePart aria-label="待确认兑付的凭证">
            <LeafTable
              label="待确认兑付的凭证"
              leaves={leaves}
              emptyText="暂无需确认兑付的凭证"
              actions={(l) => (
                <Button variant="link" onClick={() => setOpen(l)} aria-label={`确认兑付 ${l.creditNo}`}>
                  确认兑付
                </Button>
              )}
            />
          </PagePart>
        )}
      </LoadState>
      <PagePart aria-label="我的兑付确认">
        <MyApplications bizType="CASH_CONFIRM" label="我的兑付确认" appNo={null} onOpen={mine.open} onBack={mine.close} />
      </PagePart>
      {open ? (
        <ConfirmDialog
          leaf={open}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            // The proposal joins 我的兑付确认 (and the todos) at once, not at the next visit.
            void unpaid.mutate();
            void refreshLedger();
          }}
        />
      ) : null}
    </CashPage>
  );
}
