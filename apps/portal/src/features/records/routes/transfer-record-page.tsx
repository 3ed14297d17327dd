import { Link, useSearchParams } from 'react-router-dom';
import { creditNoSchema } from '@scf/api/contract';
import { Empty } from '@scf/ui';
import { Page } from '../../../lib/page';
import { TRANSFER_RECORD_PATH } from '../api/record-paths';
import { CreditFlow } from '../components/credit-flow';
import { CreditPicker } from '../components/credit-picker';

/**
 * `/transfer-record` 流转记录 (domain.md §4.5): with `?creditNo=` one credit's flow — the credit, the tree of its
 * root and the timeline of every step; without it, the corporation's credits to pick one from.
 */
export default function TransferRecordPage() {
  const creditNo = useSearchParams()[0].get('creditNo');
  if (creditNo === null) {
    return (
      <Page>
        <CreditPicker />
      </Page>
    );
  }
  const valid = creditNoSchema.safeParse(creditNo).success;
  return (
    <Page actions={<Link to={TRANSFER_RECORD_PATH}>返回凭证列表</Link>}>
      {valid ? <CreditFlow key={creditNo} creditNo={creditNo} /> : <Empty description="凭证编号格式不正确" />}
    </Page>
  );
}
