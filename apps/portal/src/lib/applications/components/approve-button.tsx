import { cashEndpoints, creditEndpoints, financeEndpoints } from '@scf/api/contract';
import type { SigningBusinessType } from '@scf/api/contract';
import { useSignedCall } from '@scf/signing/react';
import { Button, useToast } from '@scf/ui';
import { useBusy } from '../../write';
import { useRefreshLedger } from '../api/use-refresh-ledger';

export interface ApproveButtonProps {
  appNo: string;
  onDone: () => void;
  /** The bank's product manager approving a financing: signs FIN_APPLY_APPROVE (spec §7 融资审批), then 待放款. */
  financing?: boolean;
  /**
   * The original the director signs (domain-lines.md §14A.5): CREDIT_ASSEMBLE, PRODUCT for 供应商开通, CONTRACT_SIGN for
   * e订通准入 and 订单确认, or the one the application's detail names for its step (银承, 贴现).
   */
  original?: SigningBusinessType;
  /** The bank holding a credit confirms an offline 兑付 reached it: 确认收款, signed by its product manager (then 已兑付). */
  receipt?: boolean;
}

/**
 * 同意: the director signs the application's original with the role's key and the signed payload is the approval
 * (spec §3; `CREDIT_ASSEMBLE` with the application number). The signing dialog shows the original, the Ukey tip and
 * any failure; a refusal by the platform stays there with 重新签名.
 */
export function ApproveButton({ appNo, onDone, financing = false, original = 'CREDIT_ASSEMBLE', receipt = false }: ApproveButtonProps) {
  const signedCall = useSignedCall();
  const toast = useToast();
  const refresh = useRefreshLedger();
  const { busy, run } = useBusy();

  const approve = () =>
    run(async () => {
      const toParams = (body: Parameters<Parameters<typeof signedCall>[3]>[0]) => ({ params: { appNo }, body });
      const outcome = financing
        ? await signedCall('FIN_APPLY_APPROVE', [appNo], financeEndpoints.fiApprove, toParams)
        : await signedCall(original, [appNo], receipt ? cashEndpoints.receipt : creditEndpoints.approve, toParams);
      if (outcome.code === 0) {
        // Above the threshold an issue goes on to the final reviewer (domain.md §3.2); the bank's approval waits for 放款.
        const status = 'application' in outcome.value ? outcome.value.application.status : outcome.value.status;
        toast.success(
          receipt
            ? `已确认收款，申请${appNo}已兑付`
            : financing
              ? `已同意申请${appNo}，待放款`
              : status === 'PENDING_FINAL'
                ? `已同意申请${appNo}，待终审`
                : status === 'PENDING_CP_APPROVAL'
                  ? `已同意申请${appNo}，待对方确认`
                  : `已同意申请${appNo}`,
        );
        void refresh();
        onDone();
      } else {
        toast.info(outcome.error.code === 'USER_CANCELLED' ? '已取消签名，申请未处理' : `未能同意：${outcome.description.message}`);
      }
    });

  return (
    <Button variant="primary" loading={busy} onClick={() => void approve()}>
      {receipt ? '确认收款' : '同意'}
    </Button>
  );
}
