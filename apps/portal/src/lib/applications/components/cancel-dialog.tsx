import { useEffect } from 'react';
import { ConfirmDialog, useToast } from '@scf/ui';
import { applicationCalls } from '../api/application-calls';
import { useLedgerAction } from '../api/use-ledger-action';

export interface CancelDialogProps {
  /** The application to withdraw; null when the dialog is closed. */
  appNo: string | null;
  onClose: () => void;
  onDone?: () => void;
}

/** 撤销申请 (domain.md §7.2: the operator withdraws a draft, a pending or a returned application), after a confirm. */
export function CancelDialog({ appNo, onClose, onDone }: CancelDialogProps) {
  const toast = useToast();
  const action = useLedgerAction();
  const { begin, error } = action;
  useEffect(() => {
    if (appNo) begin();
  }, [appNo, begin]);
  useEffect(() => {
    if (error) toast.error(`撤销失败：${error}`);
  }, [error, toast]);
  return (
    <ConfirmDialog
      open={appNo !== null}
      title={`确认撤销申请${appNo ?? ''}？`}
      description="撤销后申请作废，冻结的额度或锁定的凭证随即释放。"
      confirmText="撤销申请"
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        if (appNo) void action.run(applicationCalls.cancel(appNo), '已撤销申请').then((ok) => (ok ? onDone?.() : undefined));
      }}
    />
  );
}
