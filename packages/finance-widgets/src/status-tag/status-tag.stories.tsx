import type { ReactNode } from 'react';
import { APP_STATUSES, CREDIT_STATUSES } from '@scf/api/contract';
import { AppStatusTag, CreditStatusTag } from './status-tag';

export default { title: 'Finance/StatusTag', component: CreditStatusTag };

const Row = ({ children }: { children: ReactNode }) => <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>{children}</div>;

export const Credit = { args: { status: 'HELD' } };

/** Every credit status of domain.md §7.1. */
export const AllCreditStatuses = {
  render: () => (
    <Row>
      {CREDIT_STATUSES.map((s) => (
        <CreditStatusTag key={s} status={s} />
      ))}
    </Row>
  ),
};

/** A finer step of an application, in its status's colour (融资详情's 状态: 待客户经理审核 is 待金融机构审批). */
export const ApplicationStep = { render: () => <AppStatusTag status="PENDING_FI" label="待客户经理审核" /> };

/** Every application status of domain.md §7.2. */
export const AllApplicationStatuses = {
  render: () => (
    <Row>
      {APP_STATUSES.map((s) => (
        <AppStatusTag key={s} status={s} />
      ))}
    </Row>
  ),
};
