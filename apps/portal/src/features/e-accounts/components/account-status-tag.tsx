import { BANK_ACCOUNT_STATUS_LABEL } from '@scf/api/contract';
import type { BankAccountStatus } from '@scf/api/contract';
import { Tag } from '@scf/ui';

const TONE = { PENDING_BIND: 'warning', ACTIVE: 'success', FROZEN: 'danger', CLOSED: 'default' } as const;

export const AccountStatusTag = ({ status }: { status: BankAccountStatus }) => <Tag tone={TONE[status]}>{BANK_ACCOUNT_STATUS_LABEL[status]}</Tag>;
