import { useEffect, useState } from 'react';
import { discountMaturityEndpoints } from '@scf/api/contract';
import type { MaturityRow } from '@scf/api/contract';
import { formatFen, parseFen } from '@scf/api/money';
import { useSignedCall } from '@scf/signing/react';
import { Button, ConfirmDialog, useToast } from '@scf/ui';
import { useBusy, useWrite } from '../../../lib/write';

/**
 * 还款 of an outstanding 垫款 (domain-lines.md §20.6), as every money movement (issue 26): the drawer's operator submits
 * the 还款申请 after a confirm that states the sum — nothing moves yet —, and its director signs it with the Ukey
 * (REPAYMENT original: the 垫款, its penalty to the day, both accounts); the bank's refusal (可用余额不足) is a toast.
 */
export function RepayAdvanceButton({ row, onDone }: { row: MaturityRow; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const { run, begin, busy, error } = useWrite();
  const yuan = (v: string) => `${formatFen(parseFen(v))}元`;
  const total = `${formatFen(parseFen(row.advance) + parseFen(row.penalty))}元`;
  useEffect(() => {
    if (error) toast.error(`还款失败：${error}`);
  }, [error, toast]);
  const repay = async () => {
    setOpen(false);
    const done = await run((client, idempotencyKey) =>
      client.call(discountMaturityEndpoints.repayAdvance, { params: { packageNo: row.packageNo }, body: {} }, { idempotencyKey }),
    );
    if (!done) return;
    toast.success(`票据${row.packageNo}的还款申请已提交，待主管使用Ukey签署`);
    onDone();
  };
  return (
    <>
      <Button
        variant="link"
        aria-label={`还款 ${row.packageNo}`}
        loading={busy}
        onClick={() => {
          begin();
          setOpen(true);
        }}
      >
        还款
      </Button>
      <ConfirmDialog
        open={open}
        title={`确认归还票据${row.packageNo}的垫款？`}
        description={`垫款 ${yuan(row.advance)} + 罚息 ${yuan(row.penalty)}（${row.penaltyDays}天）= ${total}，提交后由主管使用Ukey签署，从结算账户付给承兑行。`}
        confirmText="提交还款申请"
        onCancel={() => setOpen(false)}
        onConfirm={() => void repay()}
      />
    </>
  );
}

/** The drawer's director signs the operator's 还款申请 with the key: the money moves, 垫款已还. */
export function SignAdvanceRepayButton({ row, onDone }: { row: MaturityRow; onDone: () => void }) {
  const signedCall = useSignedCall();
  const toast = useToast();
  const { busy, run } = useBusy();
  const packageNo = row.packageNo;
  const sign = () =>
    run(async () => {
      const outcome = await signedCall('REPAYMENT', [packageNo], discountMaturityEndpoints.repayAdvanceSign, (body) => ({ params: { packageNo }, body }));
      if (outcome.code === 0) {
        toast.success(`票据${packageNo}的垫款已还`);
        onDone();
      } else toast.info(outcome.error.code === 'USER_CANCELLED' ? '已取消签名，垫款未还' : `还款失败：${outcome.description.message}`);
    });
  return (
    <Button variant="link" aria-label={`签署还款 ${packageNo}`} loading={busy} onClick={() => void sign()}>
      签署还款
    </Button>
  );
}
