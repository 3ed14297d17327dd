import { Link } from 'react-router-dom';
import { BIZ_TYPE_LABEL } from '@scf/api/contract';
import type { Credit } from '@scf/api/contract';
import { AmountWithCapital, CreditStatusTag } from '@scf/finance-widgets';
import { Descriptions } from '@scf/ui';
import { flowPath } from '../api/record-paths';

const PRODUCT_LABEL = { CREDIT: '电子债权凭证', VOUCHER: '支付通' } as const;

/** The credit whose flow is shown: numbers, parties, amount with 大写, dates, state and what locks it. */
export function CreditSummary({ credit }: { credit: Credit }) {
  const link = (no: string) => (no === credit.creditNo ? no : <Link to={flowPath(no)}>{no}</Link>);
  return (
    <Descriptions
      columns={3}
      items={[
        { label: '凭证编号', value: credit.creditNo },
        { label: '开立编号', value: link(credit.rootNo) },
        { label: '上级凭证编号', value: credit.parentNo ? link(credit.parentNo) : null },
        { label: '凭证类型', value: PRODUCT_LABEL[credit.productType] },
        { label: '开立方', value: credit.issuer.corpName },
        { label: '原始持有人', value: credit.originalHolder.corpName },
        { label: '持有方', value: credit.holder.corpName },
        { label: '金额', value: <AmountWithCapital value={credit.amount} label="金额" /> },
        { label: '状态', value: <CreditStatusTag status={credit.status} /> },
        { label: '开立日期', value: credit.issueDate },
        { label: '承诺付款日', value: credit.dueDate },
        { label: '办理中业务', value: credit.lockedBy ? `${BIZ_TYPE_LABEL[credit.lockedBy.bizType]} ${credit.lockedBy.appNo}` : null },
        { label: '备注', value: credit.remark, span: 3 },
      ]}
    />
  );
}
