import { ROLE_LABEL, UKEY_REQUEST_STATUS_LABEL } from '@scf/api/contract';
import type { RoleCode, UkeyBill, UkeyBinding, UkeyRequest, UkeyRequestStatus } from '@scf/api/contract';
import { formatDate, formatDateTime } from '@scf/finance-widgets';
import type { StatusStyle } from '@scf/ui';

/** Request status tags: 待下载证书 waits for the holder, 已完成 is done. */
export const REQUEST_STATUS_STYLE: Record<UkeyRequestStatus, StatusStyle> = {
  TO_DOWNLOAD: { label: UKEY_REQUEST_STATUS_LABEL.TO_DOWNLOAD, tone: 'warning' },
  COMPLETED: { label: UKEY_REQUEST_STATUS_LABEL.COMPLETED, tone: 'success' },
};

/** A bound key: 有效 until it is cancelled (注销). */
export const BINDING_STATUS_STYLE: Record<UkeyBinding['status'], StatusStyle> = {
  ACTIVE: { label: '有效', tone: 'success' },
  REVOKED: { label: '已注销', tone: 'default' },
};

export const BILL_STATUS_STYLE: Record<UkeyBill['status'], StatusStyle> = {
  UNPAID: { label: '未缴费', tone: 'warning' },
  PAID: { label: '已缴费', tone: 'success' },
};

export const MEDIUM_LABEL: Record<UkeyRequest['medium'], string> = { UKEY: '硬件Ukey', SOFT: '软证书' };

export const roleLabelOf = (roleCode: string): string => ROLE_LABEL[roleCode as RoleCode] ?? roleCode;

/** The role's key tail number: the last four characters of the printed number (spec §9 Ukey tip). */
export const tailOf = (ukeyCode: string): string => ukeyCode.slice(-4);

/** `YYYY-MM-DD HH:mm` in Asia/Shanghai (design.md §3: business time is Shanghai time); '' for none. */
export const dateTimeText = (iso: string | null): string => (iso ? formatDateTime(iso) : '');

/** `YYYY-MM-DD` of a timestamp in Asia/Shanghai (a certificate's 有效期至); '' for none. */
export const dateText = (iso: string | null): string => (iso ? formatDate(iso) : '');

const shanghaiDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * 剩余天数: calendar days from the business date (`YYYY-MM-DD`, `useBusinessDate()`, never the machine clock) to the
 * day the certificate ends in Asia/Shanghai; 0 on its last day, negative once it has passed.
 */
export function daysLeft(notAfter: string, businessDate: string): number {
  const end = shanghaiDay.format(new Date(notAfter));
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${businessDate}T00:00:00Z`)) / 86_400_000);
}

/** The file name of a saved certificate: `<printed no.>-<serial>.cer`. */
export const certificateFileName = (ukeyCode: string, serialNumber: string): string => `${ukeyCode}-${serialNumber}.cer`;
