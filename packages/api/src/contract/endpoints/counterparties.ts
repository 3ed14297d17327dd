import { z } from 'zod';
import { post } from '../endpoint';
import { filterText, pageOf, pagedQuery } from '../paging';
import { COUNTERPARTY_STATUSES, counterpartyAddSchema, counterpartySchema } from '../schemas/counterparty';

/** 交易对手管理 list: searchable by the counterparty's name or USCC, filterable by status, sortable by date. */
export const counterpartyPageQuerySchema = pagedQuery({ keyword: filterText, status: z.enum(COUNTERPARTY_STATUSES) }, ['since']);

const requestParams = { requestId: z.string().regex(/^CPR\d{1,12}$/) };

/** 交易对手管理 (`/supplier/index`, domain.md §5.1): the corporation's counterparties and the requests between them. */
export const counterpartyEndpoints = {
  /** One page of the caller's relations and requests (pending ones first). */
  page: post('/v1/corp/counterparties/page', { body: counterpartyPageQuerySchema, response: pageOf(counterpartySchema) }),
  /** Ask a corporation, named by USCC or name, to become a counterparty; it counts once that side confirms. */
  add: post('/v1/corp/counterparties/requests', { body: counterpartyAddSchema, response: counterpartySchema, idempotent: true }),
  /** The addressed corporation confirms a pending request: the relation counts from today. */
  confirm: post('/v1/corp/counterparties/requests/{requestId}/confirm', { params: requestParams, response: counterpartySchema, idempotent: true }),
  /** The addressed corporation refuses a pending request. */
  reject: post('/v1/corp/counterparties/requests/{requestId}/reject', { params: requestParams, response: counterpartySchema, idempotent: true }),
} as const;
