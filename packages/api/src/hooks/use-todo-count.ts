import { todoCountEndpoint } from '../contract/endpoints/todo-count';
import { useEndpoint } from './use-endpoint';

/** The todos query the count reads: one row is enough, the page's `total` is the count. */
export const TODO_COUNT_QUERY = { body: { page: 1, size: 1 } } as const;

/**
 * The caller's open todos (domain.md §4.6), counted by the todos endpoint: the header's 待办 and the side menu's
 * 待办事项 read this one hook, so they never disagree; an action that changes the ledger re-reads every todos query.
 * `enabled` false asks nothing (no todo page granted, or no session).
 */
export function useTodoCount(enabled = true): number | undefined {
  const { data } = useEndpoint(todoCountEndpoint, enabled ? TODO_COUNT_QUERY : null);
  return data?.total;
}
