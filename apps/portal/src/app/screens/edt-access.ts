import type { ScreenRegistry } from './registry';

/** e订通: 准入 and 授信 (/edt/chain/index/index, /edt/chain/corp-access/*, /edt/chain/granting-manage/query). */
export const SCREENS: ScreenRegistry = {};
