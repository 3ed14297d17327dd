import { BIZ_TYPE_LABEL, POND_ASSET_STATUS_LABEL, POND_DRAWDOWN_STATUS_LABEL } from '@scf/api/contract';
import type { BizType, PondAssetStatus, PondDrawdownStatus } from '@scf/api/contract';

type Tone = 'default' | 'primary' | 'success' | 'warning' | 'danger' | 'processing';

export const assetTone = (s: PondAssetStatus): Tone =>
  s === 'IN_POOL' ? 'success' : s === 'PENDING_IN' || s === 'PENDING_OUT' ? 'warning' : s === 'REJECTED' ? 'danger' : 'default';
export const assetLabel = (s: PondAssetStatus): string => POND_ASSET_STATUS_LABEL[s];

export const drawdownTone = (s: PondDrawdownStatus): Tone =>
  s === 'FUNDED' ? 'processing' : s === 'REPAID' ? 'success' : s === 'OVERDUE' || s === 'REJECTED' ? 'danger' : s === 'CANCELLED' ? 'default' : 'warning';
export const drawdownLabel = (s: PondDrawdownStatus): string => POND_DRAWDOWN_STATUS_LABEL[s];

export const bizLabel = (b: BizType): string => BIZ_TYPE_LABEL[b];

/** The pool's page (todos and messages link here with `?appNo=`). */
export const ASSET_POOL_PATH = '/my/asset-pool/index';
