import { creditEndpoints } from '@scf/api/contract';
import { useSignedCall } from '@scf/signing/react';
import { Button, useToast } from '@scf/ui';
import { useBusy } from '../../../lib/write';

export interface EdtSignButtonProps {
  appNo: string;
  /** 同意 a new application (ORDER_LOAN_APPLY_ASSEMBLE_EXIST) or 接受方案 of the bank's plan (ORDER_LOAN_APPLY_ASSEMBLE_EDIT). */
  original: 'ORDER_LOAN_APPLY_ASSEMBLE_EXIST' | 'ORDER_LOAN_APPLY_ASSEMBLE_EDIT';
  onDone: (message: string) => void;
}

/**
 * The supplier director's signed step of an 订单融资 (domain-lines.md §19.5): the original of the step signed with the
 * role's key, sent through the generic `/v1/applications/{appNo}/approve`. A refusal stays in the signing dialog.
 */
export function EdtSignButton({ appNo, original, onDone }: EdtSignButtonProps) {
  const signedCall = useSignedCall();
  const toast = useToast();
  const { busy, run } = useBusy();
  const accept = original === 'ORDER_LOAN_APPLY_ASSEMBLE_EDIT';
  const label = accept ? '接受方案' : '同意';
  const approve = () =>
    run(async () => {
      const outcome = await signedCall(original, [appNo], creditEndpoints.approve, (body) => ({ params: { appNo }, body }));
      if (outcome.code === 0) {
        onDone(accept ? `已接受融资方案，申请${appNo}待终审` : `已同意申请${appNo}，待金融机构审核`);
      } else {
        toast.info(outcome.error.code === 'USER_CANCELLED' ? '已取消签名，申请未处理' : `未能${label}：${outcome.description.message}`);
      }
    });
  return (
    <Button variant="primary" loading={busy} onClick={() => void approve()}>
      {label}
    </Button>
  );
}
