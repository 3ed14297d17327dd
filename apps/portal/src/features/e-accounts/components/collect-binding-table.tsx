import type { CollectBinding } from '@scf/api/contract';
import { Button, Empty, Table, Tag } from '@scf/ui';
import type { TableColumn } from '@scf/ui';

/** What the row offers: 绑定 when none is bound, 变更 when another of the supplier's 回款专户 at the bank exists. */
function Action({ b, onBind }: { b: CollectBinding; onBind: ((b: CollectBinding) => void) | undefined }) {
  const others = b.candidates.filter((c) => c.accountId !== b.account?.accountId);
  if (!onBind || !b.inForce || others.length === 0) return <>--</>;
  return (
    <Button variant="link" onClick={() => onBind(b)}>
      {b.account ? '变更回款专户' : '绑定回款专户'}
    </Button>
  );
}

const lastChange = (b: CollectBinding): string => {
  const c = b.changes[0];
  if (!c) return '--';
  return `${c.changedOn} ${c.changedBy}${c.consent ? `（${c.consent}）` : ''}`;
};

/**
 * 回款专户 of each e订通 access (domain-lines.md §16.8): the bound account, the orders a change concerns (未结清融资 blocks
 * it, the others go back to the core to confirm again) and the last change with the bank's consent. Without `onBind`
 * the user may look but not bind (查询).
 */
export function CollectBindingTable({ rows, onBind }: { rows: readonly CollectBinding[]; onBind: ((b: CollectBinding) => void) | undefined }) {
  const columns: TableColumn<CollectBinding>[] = [
    { key: 'core', title: '核心企业', value: (b) => b.core.corpName },
    { key: 'fi', title: '监管行', value: (b) => b.fi.corpName },
    { key: 'validTo', title: '准入有效期至', width: 112, value: (b) => b.validTo ?? '--' },
    { key: 'account', title: '回款专户', width: 190, render: (b) => (b.account ? b.account.accountNo : <Tag tone="warning">未绑定</Tag>) },
    { key: 'openLoan', title: '未结清融资订单', width: 120, align: 'right', value: (b) => String(b.openLoanOrders) },
    { key: 'change', title: '最近变更', width: 220, value: lastChange },
    { key: 'actions', title: '操作', width: 120, render: (b) => <Action b={b} onBind={onBind} /> },
  ];
  return (
    <Table label="回款专户" columns={columns} data={rows} rowKey={(b) => b.accessNo} emptyText={<Empty description="暂无e订通准入" />} virtualized={false} />
  );
}
