import type { SubLimit } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { Descriptions } from '@scf/ui';

/** The chosen member's sub-limit as it stands, so the operator sees what a change moves. */
export function MemberFigures({ sub }: { sub: SubLimit }) {
  return (
    <Descriptions
      title={`${sub.corp.corpName} 当前额度`}
      columns={2}
      items={[
        { label: '分配额度', value: <AmountText value={sub.total} /> },
        { label: '已用', value: <AmountText value={sub.used} /> },
        { label: '冻结', value: <AmountText value={sub.frozen} /> },
        { label: '可用', value: <AmountText value={sub.available} /> },
      ]}
    />
  );
}
