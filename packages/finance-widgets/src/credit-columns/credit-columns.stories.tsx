// Stories for apps/storybook. Plain CSF objects: no Storybook import needed here.
import { Table } from '@scf/ui';
import { creditColumns } from './credit-columns';
import { CR2 } from '../fixtures';

export default { title: 'Finance/CreditColumns' };

/** A credit list's fixed columns (design.md §3) in a plain table. */
export const InATable = {
  render: () => (
    <Table
      label="凭证列表"
      columns={creditColumns({ sortable: ['amount', 'dueDate'] })}
      data={[
        CR2,
        {
          ...CR2,
          creditNo: 'XG2025011000000004',
          amount: '200000.00',
          issuer: { corpId: 'C1', corpName: '徐州示例重工集团有限公司' },
          dueDate: '2025-06-20',
          status: 'HELD' as const,
        },
      ]}
      rowKey={(c) => c.creditNo}
    />
  ),
};
