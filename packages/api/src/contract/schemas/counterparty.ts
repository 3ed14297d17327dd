import { z } from 'zod';
import { corpName } from '../../validators/names';
import { uscc } from '../../validators/uscc';

/** What the counterparty is to the corporation (domain.md §5.1 relation): its seller (供应商) or its buyer (客户). */
export const COUNTERPARTY_ROLES = ['SUPPLIER', 'CUSTOMER'] as const;
export type CounterpartyRole = (typeof COUNTERPARTY_ROLES)[number];
export const COUNTERPARTY_ROLE_LABEL: Readonly<Record<CounterpartyRole, string>> = { SUPPLIER: '供应商（卖方）', CUSTOMER: '客户（买方）' };

/** A relation is asked for by one side and counts only once the other side confirmed it. */
export const COUNTERPARTY_STATUSES = ['PENDING', 'CONFIRMED', 'REJECTED'] as const;
export type CounterpartyStatus = (typeof COUNTERPARTY_STATUSES)[number];
export const COUNTERPARTY_STATUS_LABEL: Readonly<Record<CounterpartyStatus, string>> = { PENDING: '待确认', CONFIRMED: '已确认', REJECTED: '已拒绝' };

/** Who asked: the caller's corporation (SENT) or the counterparty (RECEIVED, the caller may 确认/拒绝 it). */
export const COUNTERPARTY_DIRECTIONS = ['SENT', 'RECEIVED'] as const;

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One row of 交易对手管理: a confirmed relation, or a request still pending or refused. */
export const counterpartySchema = z.object({
  /** Stable row key: `REL:<corpId>:<role>` for a relation, `REQ:<requestId>` for a request. */
  key: z.string().min(1),
  /** The request to 确认/拒绝; null for a relation. */
  requestId: z.string().nullable(),
  corpId: z.string().min(1),
  corpName: z.string(),
  uscc: z.string(),
  role: z.enum(COUNTERPARTY_ROLES),
  status: z.enum(COUNTERPARTY_STATUSES),
  direction: z.enum(COUNTERPARTY_DIRECTIONS).nullable(),
  /** Business date the relation began (confirmed) or the request was made. */
  since: date,
});
export type Counterparty = z.infer<typeof counterpartySchema>;

/** How the counterparty is named in 新增交易对手: by its 统一社会信用代码 or its exact registered name. */
export const COUNTERPARTY_LOOKUPS = ['USCC', 'NAME'] as const;

/**
 * 新增交易对手: the form's and the server's one schema. The key is checked as a USCC (GB 32100) or as a corporate
 * name (1–80 characters) according to `by`, and comes out trimmed (a USCC upper-cased).
 */
export const counterpartyAddSchema = z
  .strictObject({ by: z.enum(COUNTERPARTY_LOOKUPS), keyword: z.string().max(200), role: z.enum(COUNTERPARTY_ROLES, '请选择对方角色') })
  .transform((v, ctx) => {
    const empty = v.by === 'USCC' ? '请输入统一社会信用代码' : '请输入企业名称';
    if (!v.keyword.trim()) {
      ctx.addIssue({ code: 'custom', path: ['keyword'], message: empty });
      return z.NEVER;
    }
    const parsed = (v.by === 'USCC' ? uscc : corpName).safeParse(v.keyword);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', path: ['keyword'], message: parsed.error.issues[0]?.message ?? empty });
      return z.NEVER;
    }
    return { ...v, keyword: parsed.data };
  });
export type CounterpartyAddInput = z.input<typeof counterpartyAddSchema>;
