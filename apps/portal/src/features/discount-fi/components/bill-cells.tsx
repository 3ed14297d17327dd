import { Link } from 'react-router-dom';
import { BILL_PACKAGE_STATUS_LABEL, MATURITY_STATUS_LABEL } from '@scf/api/contract';
import type { BillPackageStatus, MaturityStatus } from '@scf/api/contract';
import { Tag } from '@scf/ui';
import type { TagTone } from '@scf/ui';
import { billDetailPath } from '../api/discount-fi-api';

/** 票据包号 as a link to 票据详情. */
export function PackageLink({ packageNo }: { packageNo: string }) {
  return <Link to={billDetailPath(packageNo)}>{packageNo}</Link>;
}

const PACKAGE_TONE: Record<BillPackageStatus, TagTone> = {
  ACCEPTED: 'processing',
  PENDING_RECEIVE: 'processing',
  ISSUED: 'success',
  REFUSED: 'danger',
  CANCELLED: 'default',
  PAID: 'default',
};

export function PackageStatusTag({ status }: { status: BillPackageStatus }) {
  return <Tag tone={PACKAGE_TONE[status]}>{BILL_PACKAGE_STATUS_LABEL[status]}</Tag>;
}

const MATURITY_TONE: Record<MaturityStatus, TagTone> = { UPCOMING: 'processing', NONE: 'success', OUTSTANDING: 'danger', REPAID: 'default' };

export function MaturityStatusTag({ status }: { status: MaturityStatus }) {
  return <Tag tone={MATURITY_TONE[status]}>{MATURITY_STATUS_LABEL[status]}</Tag>;
}
