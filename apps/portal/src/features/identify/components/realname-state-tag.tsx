import { REALNAME_STATE_LABEL } from '@scf/api/contract';
import type { RealnameState } from '@scf/api/contract';
import { Tag } from '@scf/ui';

const TONE = { UNVERIFIED: 'warning', VERIFYING: 'processing', VERIFIED: 'success', REAUTH_REQUIRED: 'danger' } as const;

/** 未认证 · 认证中 · 已认证 · 待重新认证 (§15.4). */
export const RealnameStateTag = ({ state }: { state: RealnameState }) => <Tag tone={TONE[state]}>{REALNAME_STATE_LABEL[state]}</Tag>;
