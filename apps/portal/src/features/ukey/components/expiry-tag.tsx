import { EXPIRY_WARNING_DAYS } from '@scf/finance-widgets';
import { Tag } from '@scf/ui';
import { daysLeft } from '../api/ukey-format';

/** Days left on a certificate, with 即将到期 (≤30 days) or 已过期 said in words, not only in colour. */
export function ExpiryText({ notAfter, now }: { notAfter: string; now?: Date }) {
  const days = daysLeft(notAfter, now);
  if (days < 0) return <Tag tone="danger">已过期</Tag>;
  return (
    <span>
      剩余 {days} 天{' '}
      {days <= EXPIRY_WARNING_DAYS ? <Tag tone="warning">即将到期</Tag> : null}
    </span>
  );
}
