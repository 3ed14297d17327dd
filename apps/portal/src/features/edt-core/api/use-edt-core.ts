import { useEndpoint } from '@scf/api';
import { creditEndpoints, edtEndpoints } from '@scf/api/contract';
import type { EdtAccess, EdtOrder, EdtOrderQuery } from '@scf/api/contract';
import { useRefreshReads } from '../../../lib/applications';

/** The orders the caller's corporation reads (core, supplier, or the bank of a financing), by 状态 and a keyword. */
export const useEdtOrders = (query: EdtOrderQuery) => useEndpoint(edtEndpoints.orders, { query });
/**
 * The order `?orderId=` names: from the list on screen, else read on its own (a link from a todo or a message, or an
 * order the list's filter leaves out).
 */
export function useOpenedOrder(orderId: string | null, listed: readonly EdtOrder[] | undefined): EdtOrder | undefined {
  const hit = orderId ? listed?.find((o) => o.orderId === orderId) : undefined;
  const own = useEndpoint(edtEndpoints.order, orderId && listed && !hit ? { params: { orderId } } : null);
  return hit ?? own.data;
}

export const useEdtFinances = () => useEndpoint(edtEndpoints.finances, {});
export const useEdtCollections = () => useEndpoint(edtEndpoints.collections, {});
/** The accesses of the caller's corporation: for a core, those of its suppliers, each with its 回款专户. */
export const useEdtAccesses = () => useEndpoint(edtEndpoints.accesses, {});

/**
 * The 回款账户 a core may name when it confirms an order (§19.4): the supplier's e订通 回款专户 bound to an access that
 * supplier holds with this core (准入成功) — one per bank. The server checks it again (ACTIVE, at a bank of the line).
 */
export function collectAccountsOf(accesses: readonly EdtAccess[], order: Pick<EdtOrder, 'core' | 'supplier'>) {
  const seen = new Map<string, { accountId: string; label: string }>();
  for (const a of accesses) {
    if (a.status !== 'APPROVED' || !a.collectAccount) continue;
    if (a.supplier.corpId !== order.supplier.corpId || a.core.corpId !== order.core.corpId) continue;
    const { accountId, accountNo, accountName } = a.collectAccount;
    if (!seen.has(accountId)) seen.set(accountId, { accountId, label: `${accountNo} ${accountName}（${a.fi.corpName}）` });
  }
  return [...seen.values()];
}

const CHANGED = [
  edtEndpoints.orders,
  edtEndpoints.order,
  edtEndpoints.finances,
  edtEndpoints.collections,
  creditEndpoints.applications,
  creditEndpoints.application,
  creditEndpoints.todos,
] as const;

/** Re-reads what an e订通 action may have changed: the orders, financings, 回款 and the queues. */
export const useRefreshEdt = (): (() => Promise<void>) => useRefreshReads(CHANGED);
