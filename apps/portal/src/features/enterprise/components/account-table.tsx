import { BANK_ACCOUNT_TYPE_LABEL } from '@scf/api/contract';
import type { BankAccount } from '@scf/api/contract';
import { Empty, Table, Tag } from '@scf/ui';
import type { TableColumn } from '@scf/ui';

const STATUS = { PENDING_BIND: ['待绑定', 'processing'], ACTIVE: ['正常', 'success'], FROZEN: ['冻结', 'warning'], CLOSED: ['已销户', 'default'] } as const;

const columns: TableColumn<BankAccount>[] = [
  { key: 'accountType', title: '账户类型', width: 110, value: (a) => BANK_ACCOUNT_TYPE_LABEL[a.accountType] },
  { key: 'accountNo', title: '账号', width: 220, value: (a) => a.accountNo },
  { key: 'accountName', title: '户名', value: (a) => a.accountName },
  { key: 'bankName', title: '开户行', value: (a) => a.bankName },
  { key: 'bankCode', title: '联行号', width: 150, value: (a) => a.bankCode },
  { key: 'status', title: '状态', width: 90, render: (a) => <Tag tone={STATUS[a.status][1]}>{STATUS[a.status][0]}</Tag> },
];

/** The corporation's bank accounts: 结算账户, 电子账户 (receives cleared funds) and 兑付专户 (pays at maturity). */
export function AccountTable({ accounts, label }: { accounts: readonly BankAccount[]; label: string }) {
  return (
    <Table label={label} columns={columns} data={accounts} rowKey={(a) => a.accountId} emptyText={<Empty description="暂无银行账户" />} virtualized={false} />
  );
}
