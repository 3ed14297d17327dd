import type { Counterparty } from '@scf/api/contract';
import type { CounterpartyRow, PartyCorpRow, Relation, RequestRow } from './counterparties.repo';

export const toCounterparty = (r: CounterpartyRow): Counterparty => ({
  key: r.key,
  requestId: r.request_id,
  corpId: r.corp_id,
  corpName: r.corp_name,
  uscc: r.uscc,
  role: r.role,
  status: r.status,
  direction: r.direction,
  since: r.since,
});

export const opposite = (r: Relation): Relation => (r === 'SUPPLIER' ? 'CUSTOMER' : 'SUPPLIER');

/** A request as the row `viewerCorpId` sees (the other corporation, its role to the viewer); a confirmed one as its relation. */
export function requestAsSeenBy(req: RequestRow, viewerCorpId: string, other: PartyCorpRow, since: string): Counterparty {
  const asked = req.requester_corp_id === viewerCorpId;
  const role = asked ? req.relation : opposite(req.relation);
  const confirmed = req.status === 'CONFIRMED';
  return {
    key: confirmed ? `REL:${other.corp_id}:${role}` : `REQ:${req.request_id}`,
    requestId: confirmed ? null : req.request_id,
    corpId: other.corp_id,
    corpName: other.corp_name,
    uscc: other.uscc,
    role,
    status: req.status,
    direction: confirmed ? null : asked ? 'SENT' : 'RECEIVED',
    since,
  };
}
