import type * as AbsFinanceDataScreens from '../../features/abs-finance-data/routes';
import type * as TradeDataScreens from '../../features/trade-data/routes';
import { named, under } from './registry';
import type { ScreenRegistry } from './registry';

const abs = (name: keyof typeof AbsFinanceDataScreens) => named(() => import('../../features/abs-finance-data/routes'), name);
const tradeData = (name: keyof typeof TradeDataScreens) => named(() => import('../../features/trade-data/routes'), name);

/**
 * ABS融资资料 (`/abs/finance-data/*`, domain-lines.md §18.3): the §8 uploads are the credit product's screens on the ABS
 * paths (上传合同, 上传发票 with its 查验, 上传其他资料 and 上传授权资料 by the route); the overview (the caller's
 * receivables and its uploads), 新增ABS资料, ABS资料详情 and 提交成功 are ABS's own, as the credit product's are
 * about packages of credits.
 */
export const SCREENS: ScreenRegistry = under('/abs/finance-data/', {
  'index/finance': abs('FinanceIndexPage'),
  create: abs('CreatePage'),
  'upload/auth': tradeData('UploadDocumentPage'),
  'upload/contract': tradeData('UploadContractPage'),
  'upload/invoice': tradeData('UploadInvoicePage'),
  'upload/other': tradeData('UploadDocumentPage'),
  detail: abs('DetailPage'),
  success: abs('SuccessPage'),
});
