import type * as AccessScreens from '../../features/edt-access/routes';
import { byRole, named, signing, under } from './registry';
import type { ScreenModule, ScreenRegistry } from './registry';

/** The screens of 准入 and 授信: one chunk and one import site for all of them. */
const access = (name: keyof typeof AccessScreens): ScreenModule => named(() => import('../../features/edt-access/routes'), name);

/** e订通: 准入 and 授信 (/edt/chain/index/index, /edt/chain/corp-access/*, /edt/chain/granting-manage/query). */
export const SCREENS: ScreenRegistry = under('/edt/chain/', {
  'index/index': access('EdtHomePage'),
  'corp-access/signup': access('AccessSignupPage'),
  // 准入查询 for the supplier (its director signs 同意 with the key); 准入审核 for the bank's client manager.
  'corp-access/query': byRole(['ROLE_CLIENT_MANAGER'], access('AccessReviewPage'), signing(access('AccessQueryPage'))),
  // 授信查询 for the supplier; 授信管理 for the bank's product manager (审批 signs LIMIT).
  'granting-manage/query': byRole(['ROLE_PRODUCT_MANAGER'], signing(access('LineManagePage')), access('LineQueryPage')),
});
