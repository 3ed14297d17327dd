import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { APP_STATUSES, APP_STATUS_LABEL, CREDIT_STATUSES, CREDIT_STATUS_LABEL } from '@scf/api/contract';
import { AppStatusTag, CreditStatusTag } from './status-tag';

const cases: Array<[string, () => Array<[ReactElement, string]>]> = [
  ['credit status (domain.md §7.1)', () => CREDIT_STATUSES.map((s) => [<CreditStatusTag key={s} status={s} />, CREDIT_STATUS_LABEL[s]])],
  ['application status (domain.md §7.2)', () => APP_STATUSES.map((s) => [<AppStatusTag key={s} status={s} />, APP_STATUS_LABEL[s]])],
];

describe('status tags', () => {
  it.each(cases)('shows every %s by its Chinese label', (_name, tags) => {
    for (const [tag, label] of tags()) {
      const { unmount } = render(tag);
      expect(screen.getByText(label)).toBeInTheDocument();
      unmount();
    }
  });

  it('names the states users see most as design.md §3 does', () => {
    render(
      <>
        <CreditStatusTag status="PENDING_SIGN" />
        <CreditStatusTag status="HELD" />
        <AppStatusTag status="PENDING_REVIEW" />
      </>,
    );
    for (const label of ['待签收', '持有中', '待复核']) expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('names a finer step of an application in its status’s colour, and falls back to the status for an empty one', () => {
    render(
      <>
        <AppStatusTag status="PENDING_FI" label="待客户经理审核" />
        <AppStatusTag status="PENDING_FI" />
        <AppStatusTag status="COMPLETED" label="" />
      </>,
    );
    expect(screen.queryByText('待客户经理审核')?.className).toBe(screen.getByText(APP_STATUS_LABEL.PENDING_FI).className);
    expect(screen.getByText(APP_STATUS_LABEL.COMPLETED)).toBeInTheDocument();
  });

  it('says the status in the reader’s words: the counterparty’s own pending review is 待复核, not 待对方复核', () => {
    render(
      <>
        <AppStatusTag status="PENDING_CP_APPROVAL" side="counterparty" />
        <AppStatusTag status="PENDING_CP_SIGN" side="counterparty" />
      </>,
    );
    expect(screen.getByText('待复核')).toBeInTheDocument();
    expect(screen.getByText('待签收')).toBeInTheDocument();
    expect(screen.queryByText(/待对方/)).toBeNull();
  });

  it('the initiator reads the counterparty’s steps as the other party’s', () => {
    render(<AppStatusTag status="PENDING_CP_APPROVAL" side="initiator" />);
    expect(screen.getByText('待对方复核')).toBeInTheDocument();
  });
});
