import { OLD_LINE_STATUS_LABEL } from '@scf/api/contract';
import type { CreditLine, ProductType, SubLimit } from '@scf/api/contract';
import type { StatusStyle } from '@scf/ui';

/** Line states (domain.md §5.2). */
export const LINE_STATUS_LABEL: Record<CreditLine['status'], string> = {
  PENDING: '待生效',
  ACTIVE: '有效',
  FROZEN: '已冻结',
  ...OLD_LINE_STATUS_LABEL,
};
export const SUB_LIMIT_STATUS_LABEL: Record<SubLimit['status'], string> = { ACTIVE: '有效', FROZEN: '已冻结' };
/** A member's sub-limit as a tag, as the line's own 状态 shows. */
export const SUB_LIMIT_STATUS_STYLE: Record<SubLimit['status'], StatusStyle> = {
  ACTIVE: { label: SUB_LIMIT_STATUS_LABEL.ACTIVE, tone: 'success' },
  FROZEN: { label: SUB_LIMIT_STATUS_LABEL.FROZEN, tone: 'default' },
};

/** The four ledger movements of domain.md §6.3. */
export const LEDGER_KIND_LABEL = { FREEZE: '冻结', UNFREEZE: '解冻', USE: '占用', RELEASE: '释放' } as const;

/** The line's product as the bank calls the issuing line (开单额度) of each. */
export const LINE_PRODUCT_LABEL: Record<ProductType, string> = { CREDIT: '电子债权凭证开单额度', VOUCHER: '支付通开单额度' };

export const LIMIT_PATHS = {
  query: '/my/limit/query',
  detail: '/my/limit/detail',
  distributeQuery: '/my/limit/distribute-query',
  distribute: '/my/limit/distribute',
  approve: '/my/limit/approve',
} as const;

/** 历史额度 (domain-lines.md §16.10). */
export const OLD_LIMIT_PATHS = { query: '/my/old-limit/query', detail: '/my/old-limit/detail' } as const;
