import { useEndpoint } from '@scf/api';
import { EDT_REPAY_KIND_LABEL, edtEndpoints } from '@scf/api/contract';
import type { EdtFinance } from '@scf/api/contract';
import { AmountText, AmountWithCapital } from '@scf/finance-widgets';
import { useSignedCall } from '@scf/signing/react';
import { Button, Descriptions, Spinner, useToast } from '@scf/ui';
import { FormAlert } from '../../../lib/page';
import { failureMessage, useBusy } from '../../../lib/write';

/**
 * 主动还款 / 提前还款 (domain-lines.md §19.7) of a funded 订单融资, for the supplier's director: what repaying the loan in
 * full from the settlement account takes today (interest to the day; before the due date 提前还款 without a fee), then
 * 确认还款 signed with the director's key (REPAYMENT or ADVANCED_PAYMENT over the loan number).
 */
export function RepayPart({ loan, onDone }: { loan: NonNullable<EdtFinance['loan']>; onDone: (message: string) => void }) {
  const { data, error, isLoading } = useEndpoint(edtEndpoints.repayPreview, { params: { loanNo: loan.loanNo } });
  const signedCall = useSignedCall();
  const toast = useToast();
  const { busy, run } = useBusy();
  if (isLoading && !data) return <Spinner label="正在试算还款金额" />;
  if (error || !data) return <FormAlert title="无法试算还款金额" message={error ? failureMessage(error) : ''} />;
  const label = EDT_REPAY_KIND_LABEL[data.kind];
  const repay = () =>
    run(async () => {
      const outcome = await signedCall(data.kind, [loan.loanNo], edtEndpoints.repay, (body) => ({ params: { loanNo: loan.loanNo }, body }));
      if (outcome.code === 0) onDone(`借据${loan.loanNo}已${label}，已结清`);
      else toast.info(outcome.error.code === 'USER_CANCELLED' ? '已取消签名，未还款' : `未能${label}：${outcome.description.message}`);
    });
  return (
    <section aria-label={label}>
      <Descriptions
        title={`${label}（借据${loan.loanNo}）`}
        items={[
          { label: '还款日', value: data.repayDate },
          { label: '计息天数', value: `${data.interestDays}天` },
          { label: '逾期天数', value: `${data.overdueDays}天` },
          { label: '本金', value: <AmountText value={data.principal} /> },
          { label: '利息', value: <AmountText value={data.interest} /> },
          { label: '罚息', value: <AmountText value={data.penalty} /> },
          ...(data.kind === 'ADVANCED_PAYMENT' ? [{ label: '提前还款手续费', value: <AmountText value={data.prepaymentFee} /> }] : []),
          { label: '还款账户', value: `${data.payAccount.accountName} ${data.payAccount.accountNo}`, span: 2 },
          { label: '还款合计', value: <AmountWithCapital value={data.total} label="还款合计" />, span: 3 },
        ]}
      />
      <Button variant="primary" loading={busy} onClick={() => void repay()}>
        确认{label}
      </Button>
    </section>
  );
}
