import { useEndpoint } from '@scf/api';
import type { AnyEndpoint } from '@scf/api/contract';
import { DateTimeText } from '@scf/finance-widgets';
import { Button, Dialog, Empty, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import type { DemoCredit } from '@scf/api/contract';

const columns: TableColumn<DemoCredit>[] = [
  { key: 'at', title: '入账时间', width: 170, render: (c) => <DateTimeText value={new Date(c.at).toISOString()} /> },
  { key: 'payerName', title: '付款户名', value: (c) => c.payerName },
  { key: 'amount', title: '金额', width: 100, align: 'right', value: (c) => c.amount },
  { key: 'remark', title: '附言', width: 130, value: (c) => c.remark },
];

/** 查看模拟银行入账 (demo tools, §14A.3): the credits the simulated bank booked to the account typed. */
export interface DemoCreditsDialogProps {
  /** The page's demo-credits read: query `accountNo`, a list of DemoCredit. */
  endpoint: AnyEndpoint;
  accountNo: string;
  onClose: () => void;
}

export function DemoCreditsDialog({ endpoint, accountNo, onClose }: DemoCreditsDialogProps) {
  const { data } = useEndpoint(endpoint, { query: { accountNo } }) as { data: DemoCredit[] | undefined };
  return (
    <Dialog.Root open onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Content size="md">
        <Dialog.Header>
          <Dialog.Title>模拟银行入账</Dialog.Title>
          <Dialog.Close />
        </Dialog.Header>
        <Dialog.Body>
          <Dialog.Description>【演示环境】账户 {accountNo} 收到的入账。</Dialog.Description>
          <Table
            label="模拟银行入账"
            columns={columns}
            data={data ?? []}
            rowKey={(c) => `${c.at}-${c.amount}`}
            emptyText={<Empty description="暂无入账" />}
            virtualized={false}
          />
        </Dialog.Body>
        <Dialog.Footer>
          <Button onClick={onClose}>关闭</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}
