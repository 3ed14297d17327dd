import { useEffect, useState } from 'react';
import { discountMaturityEndpoints } from '@scf/api/contract';
import type { MaturityRow } from '@scf/api/contract';
import { formatFen, parseFen } from '@scf/api/money';
import { Button, ConfirmDialog, useToast } from '@scf/ui';
import { useWrite } from '../../../lib/write';

/**
 * 还款 of an outstanding 垫款 (domain-lines.md §20.6): the 垫款 and its penalty to today from the drawer's settlement
 * account to the bank, after a confirm that states the sum; the bank's refusal (可用余额不足) is said as a toast.
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
    toast.success(`票据${row.packageNo}的垫款已还，共${total}`);
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
        description={`垫款 ${yuan(row.advance)} + 罚息 ${yuan(row.penalty)}（${row.penaltyDays}天）= ${total}，从结算账户付给承兑行。`}
        confirmText="确认还款"
        onCancel={() => setOpen(false)}
        onConfirm={() => void repay()}
      />
    </>
  );
}
