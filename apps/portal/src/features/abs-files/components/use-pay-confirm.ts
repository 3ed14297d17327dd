import { creditEndpoints } from '@scf/api/contract';
import { useSignedCall } from '@scf/signing/react';
import { useToast } from '@scf/ui';
import { useBusy, useWrite } from '../../../lib/write';
import { absFileCalls, useRefreshFiles } from '../api/abs-files-calls';

/**
 * The 付款确认书's two steps on 核心企业档案 (domain-lines.md §18.3): the operator's 提交签署 (an ABS_PAY_CONFIRM
 * application), the director's 签署 — CONTRACT_SIGN over the 付款确认书 with the role's key, through the generic approve.
 * Each ends in a toast: done, or the server's refusal in its own words.
 */
export function usePayConfirm() {
  const toast = useToast();
  const refresh = useRefreshFiles();
  const write = useWrite();
  const signedCall = useSignedCall();
  const { busy, run } = useBusy();
  const submit = async (receivableNo: string) => {
    const done = await write.run(absFileCalls.submitPayConfirm(receivableNo));
    if (done) {
      toast.success(`已提交签署付款确认书，申请${done.appNo}待主管签署`);
      await refresh();
    }
  };
  const sign = (appNo: string) =>
    run(async () => {
      const outcome = await signedCall('CONTRACT_SIGN', [appNo], creditEndpoints.approve, (body) => ({ params: { appNo }, body }));
      if (outcome.code === 0) {
        toast.success(`已签署付款确认书（申请${appNo}）`);
        await refresh();
      } else {
        toast.info(outcome.error.code === 'USER_CANCELLED' ? '已取消签名，付款确认书未签署' : `未能签署：${outcome.description.message}`);
      }
    });
  return { submit, sign, busy: busy || write.busy, error: write.error, clearError: write.clear };
}
