import type * as AbsFileScreens from '../../features/abs-files/routes';
import { named, signing } from './registry';
import type { ScreenRegistry } from './registry';

const files = (name: keyof typeof AbsFileScreens) => named(() => import('../../features/abs-files/routes'), name);

/**
 * 供应链ABS documents (domain-lines.md §18.3, §18.5): 核心企业档案 (the core director signs the 付款确认书 there, hence
 * the signing chunk) and 链属企业档案.
 */
export const SCREENS: ScreenRegistry = {
  '/abs/core/index/file': signing(files('CoreFilePage')),
  '/abs/chain/index/file': files('ChainFilePage'),
};
