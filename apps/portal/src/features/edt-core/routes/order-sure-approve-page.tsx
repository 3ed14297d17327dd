import { creditEndpoints } from '@scf/api/contract';
import { ApplicationReview, ApplicationsTable, pageTableProps, useOpenApplication } from '../../../lib/applications';
import { tableState, useList, useListQuery } from '../../../lib/list';
import { ToastPage } from '../../../lib/page';
import { ConfirmOrderPart } from '../components/confirm-order-part';

const OLDEST_FIRST = { filters: [], sortable: ['createdAt', 'updatedAt', 'amount'], defaultSort: { field: 'createdAt', order: 'asc' } } as const;

/** The director's queue of order confirmations (OCF) waiting on its signature, oldest first. */
function Queue({ onOpen }: { onOpen: (appNo: string) => void }) {
  const list = useList(OLDEST_FIRST);
  // Not the kit's useApplicationList: its product filter takes the ledger products only, and e订通 is none of them.
  const query = useListQuery(creditEndpoints.applications, list, { scope: 'review', bizType: 'ORDER_CONFIRM' });
  return (
    <ApplicationsTable
      label="待审批的订单确认申请"
      emptyText="暂无待审批的订单确认"
      onOpen={onOpen}
      actions={(row) => [{ label: '审批', onSelect: () => onOpen(row.appNo) }]}
      actionsWidth={64}
      showCreator
      {...pageTableProps(query)}
      {...tableState(list)}
    />
  );
}

/**
 * `/edt/core/order-sure-approve` 订单确认审批 (domain-lines.md §19.4): the orders 确认中 awaiting the director; one opens
 * with what the purchase role confirmed, 同意 signs 《订单确认及回款账户确认书》 (CONTRACT_SIGN) with the key through the
 * generic approve (→ 已确认, the 回款账户 locked), 退回 with 意见 (→ 待确认 again).
 */
export function OrderSureApprovePage() {
  const { appNo, open, close } = useOpenApplication();
  return (
    <ToastPage>
      {appNo ? <ApplicationReview appNo={appNo} onBack={close} part={(detail) => <ConfirmOrderPart detail={detail} />} /> : <Queue onOpen={open} />}
    </ToastPage>
  );
}
