import { EXPIRY_WARNING_DAYS } from '@scf/finance-widgets';
import { Tag } from '@scf/ui';
import { useBusinessDate } from '../../../lib/business-date';
import { daysLeft } from '../api/ukey-format';

/**
 * Days left on a certificate, counted from the business date (issue 9: never the machine clock), with 即将到期
 * (≤30 days) or 已过期 said in words, not only in colour. Nothing until the business date is known.
 */
export function ExpiryText({ notAfter }: { notAfter: string }) {
  const businessDate = useBusinessDate();
  if (!businessDate) return null;
  const days = daysLeft(notAfter, businessDate);
  if (days < 0) return <Tag tone="danger">已过期</Tag>;
  return (
    <span>
      剩余 {days} 天 {days <= EXPIRY_WARNING_DAYS ? <Tag tone="warning">即将到期</Tag> : null}
    </span>
  );
}
