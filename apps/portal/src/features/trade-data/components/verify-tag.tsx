import type { VerifyStatus } from '@scf/api/contract';
import { Tag } from '@scf/ui';
import { verifyText, verifyTone } from '../api/trade-labels';

/** An invoice's 查验 state: 查验通过 in green, 查验不通过 with its reason in red. */
export function VerifyTag({ status }: { status: VerifyStatus }) {
  return <Tag tone={verifyTone(status)}>{verifyText(status)}</Tag>;
}
