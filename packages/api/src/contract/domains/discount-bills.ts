// The packages after acceptance (domain-lines.md §20.1, §20.3): 提示收票, 票据签收, 撤票, 银承查询, 我的票据, 票据详情.
export { discountBillEndpoints } from '../endpoints/discount-bills';
export {
  BILL_APP_TYPES,
  OTHER_HOLDER,
  RECEIVE_REFUSE_NEEDS_COMMENT,
  babDeliverInputSchema,
  babQuerySchema,
  babRevokeInputSchema,
  billAppQuerySchema,
  billAppRowSchema,
  billDetailRangeSchema,
  billDetailSchema,
  billEventSchema,
  billPackageRowSchema,
  billReceiveInputSchema,
  myBillQuerySchema,
  myBillRowSchema,
} from '../schemas/discount-bills';
export type {
  BabDeliverInput,
  BabQuery,
  BabRevokeInput,
  BillAppQuery,
  BillAppRow,
  BillAppType,
  BillDetail,
  BillDetailRange,
  BillEvent,
  BillPackageRow,
  BillReceiveInput,
  MyBillQuery,
  MyBillRow,
} from '../schemas/discount-bills';
