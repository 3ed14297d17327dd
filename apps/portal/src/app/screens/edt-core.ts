import type * as EdtCoreScreens from '../../features/edt-core/routes';
import { named, signing, under } from './registry';
import type { ScreenRegistry } from './registry';

/** The core's and the bank's e订通 screens: one chunk and one import site for all of them. */
const edtCore = (name: keyof typeof EdtCoreScreens) => named(() => import('../../features/edt-core/routes'), name);

/** e订通: the core's and the bank's order screens (/edt/core/*). */
export const SCREENS: ScreenRegistry = under('/edt/core/', {
  // The core's purchase role: 确认 / 拒绝 of its suppliers' orders.
  'order-info-sure': edtCore('OrderInfoSurePage'),
  // The core's director signs 《订单确认及回款账户确认书》 (CONTRACT_SIGN) with the key.
  'order-sure-approve': signing(edtCore('OrderSureApprovePage')),
  // 订单综合查询: the core's roles (模拟来账) and the bank's staff (待我审批, 按申请审批 signs with the key).
  'compre-query': signing(edtCore('CompreQueryPage')),
});
