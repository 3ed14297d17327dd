import { useCallback, useState } from 'react';
import { discountApplyEndpoints } from '@scf/api/contract';
import type { BizType } from '@scf/api/contract';
import { useSignedCall } from '@scf/signing/react';
import { Button, useToast } from '@scf/ui';
import { FormAlert } from '../../../lib/page';
import { useBusy } from '../../../lib/write';
import { useRefreshDiscounts } from '../api/discount-apply-calls';

/**
 * 撤回 (domain-lines.md §20.4): the seller's director signs DISCOUNT_BILL_REVOKE (one bill, ids = the DSL… number) or
 * DISCOUNT_BATCH_REVOKE (a batch, ids = the DSB… number) before the bank signs; the ranges go back 持有中. `refusal` is
 * the server's words (银行已签收，不能撤回), to say verbatim.
 */
export function useRevoke(onDone: () => void) {
  const signedCall = useSignedCall();
  const toast = useToast();
  const refresh = useRefreshDiscounts();
  const { busy, run } = useBusy();
  const [refusal, setRefusal] = useState<string | null>(null);
  const revoke = useCallback(
    (appNo: string, bizType: BizType) =>
      run(async () => {
        setRefusal(null);
        const original = bizType === 'DISCOUNT_BATCH' ? 'DISCOUNT_BATCH_REVOKE' : 'DISCOUNT_BILL_REVOKE';
        const outcome = await signedCall(original, [appNo], discountApplyEndpoints.revoke, (body) => ({ params: { appNo }, body }));
        if (outcome.code === 0) {
          toast.success(`已撤回申请${appNo}，票据恢复为持有中`);
          void refresh();
          onDone();
        } else if (outcome.error.code === 'USER_CANCELLED') toast.info('已取消签名，申请未撤回');
        else setRefusal(outcome.description.message);
      }),
    [run, signedCall, toast, refresh, onDone],
  );
  return { revoke, busy, refusal };
}

/** 撤回 with its refusal under it. */
export function RevokeButton({ appNo, bizType, onDone }: { appNo: string; bizType: BizType; onDone: () => void }) {
  const { revoke, busy, refusal } = useRevoke(onDone);
  return (
    <>
      <Button loading={busy} onClick={() => void revoke(appNo, bizType)}>
        撤回
      </Button>
      {refusal ? <FormAlert title="撤回失败" message={refusal} /> : null}
    </>
  );
}
