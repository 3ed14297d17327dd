import type * as EdtChainScreens from '../../features/edt-chain/routes';
import type * as TradeDataScreens from '../../features/trade-data/routes';
import { named, signing, under } from './registry';
import type { ScreenRegistry } from './registry';

const chain = (name: keyof typeof EdtChainScreens) => named(() => import('../../features/edt-chain/routes'), name);
const tradeData = (name: keyof typeof TradeDataScreens) => named(() => import('../../features/trade-data/routes'), name);

/**
 * e订通: the supplier's orders, financing and 融资资料 (/edt/chain/order/*, /edt/chain/finance-data/*), domain-lines.md
 * §19.5. 订单列表 signs (the director's 同意 and 接受方案). 融资资料: the uploads are the credit product's screens on the
 * e订通 paths (no supplier order upload on the server yet: 上传订单 is the document upload); its overview, detail and
 * 提交成功 are e订通's own, as the credit product's are about packages of credits.
 */
export const SCREENS: ScreenRegistry = {
  ...under('/edt/chain/', {
    'order/index': signing(chain('OrderListPage')),
    'order/info': chain('OrderInfoPage'),
    'order/success': chain('OrderSuccessPage'),
    'finance-data/create': chain('FinanceDataCreatePage'),
    'finance-data/upload/order': tradeData('UploadDocumentPage'),
    'finance-data/upload/contract': tradeData('UploadContractPage'),
    'finance-data/upload/invoice': tradeData('UploadInvoicePage'),
    'finance-data/detail': chain('FinanceDataDetailPage'),
    'finance-data/success': chain('FinanceDataSuccessPage'),
  }),
};
