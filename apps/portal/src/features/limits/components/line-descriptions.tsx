import type { CreditLine } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { Descriptions, Tag } from '@scf/ui';
import { LINE_PRODUCT_LABEL, LINE_STATUS_LABEL } from '../api/limit-labels';

/** A line's terms and its §6.2 figures: 授信机构, 额度类型, 总额度 … 可用, 是否循环, 有效期, 状态. */
export function LineDescriptions({ line }: { line: CreditLine }) {
  return (
    <Descriptions
      columns={4}
      items={[
        { label: '授信机构', value: line.fi.corpName, span: 2 },
        { label: '额度类型', value: LINE_PRODUCT_LABEL[line.productType] },
        { label: '状态', value: <Tag tone={line.status === 'ACTIVE' ? 'success' : 'default'}>{LINE_STATUS_LABEL[line.status]}</Tag> },
        { label: '总额度', value: <AmountText value={line.total} /> },
        { label: '已分配', value: <AmountText value={line.allocated} /> },
        { label: '已用', value: <AmountText value={line.used} /> },
        { label: '冻结', value: <AmountText value={line.frozen} /> },
        { label: '可用', value: <AmountText value={line.available} /> },
        { label: '是否循环', value: line.revolving ? '是' : '否' },
        { label: '有效期', value: `${line.startDate} 至 ${line.endDate}`, span: 2 },
      ]}
    />
  );
}
