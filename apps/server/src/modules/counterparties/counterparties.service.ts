import { COUNTERPARTY_ROLE_LABEL, pageWindow } from '@scf/api/contract';
import type { Counterparty, Page, counterpartyAddSchema, counterpartyPageQuerySchema } from '@scf/api/contract';
import type { z } from 'zod';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { isBlacklisted } from '../blacklist';
import {
  activeCorpByUscc,
  activeCorpsByName,
  corpRow,
  decideRequest,
  insertRelation,
  insertRequest,
  openRequestBetween,
  pageCounterparties,
  relationExists,
  requestForUpdate,
} from './counterparties.repo';
import type { PartyCorpRow } from './counterparties.repo';
import { refuse } from './counterparties.errors';
import { opposite, requestAsSeenBy, toCounterparty } from './counterparties.view';

/** Roles that may ask for, confirm or refuse a relation; 查询 and the others only read the list. */
const DECIDERS: ReadonlySet<string> = new Set(['ROLE_OPERATOR', 'ROLE_DIRECTOR', 'ROLE_ADMIN']);
const mayChange = (actor: Actor) => {
  if (!DECIDERS.has(actor.role)) throw refuse.forbidden();
};

/** A LIKE pattern that matches the keyword literally (its own `%`, `_` and `\` escaped). */
const containing = (s: string | undefined) => (s ? `%${s.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '%');

/** 交易对手管理: one page of the actor's corporation's counterparties and requests. */
export async function pageOfCounterparties(env: ServiceEnv, actor: Actor, query: z.output<typeof counterpartyPageQuerySchema>): Promise<Page<Counterparty>> {
  const { limit, offset } = pageWindow(query);
  const filter = { pattern: containing(query.filters?.keyword), status: query.filters?.status ?? null };
  const { rows, count } = await pageCounterparties(env.db, actor.corpId, filter, { limit, offset, order: query.sort?.order ?? null });
  return { rows: rows.map(toCounterparty), total: count };
}

async function findTarget(env: ServiceEnv, input: z.output<typeof counterpartyAddSchema>): Promise<PartyCorpRow> {
  if (input.by === 'USCC') {
    const corp = await activeCorpByUscc(env.db, input.keyword);
    if (!corp) throw refuse.notFound('USCC');
    return corp;
  }
  const corps = await activeCorpsByName(env.db, input.keyword);
  if (corps.length > 1) throw refuse.ambiguous();
  if (!corps[0]) throw refuse.notFound('NAME');
  return corps[0];
}

/**
 * Ask a corporation to become the actor's supplier or customer. It counts (issuing, transfer) only once that side
 * confirms; refused: the actor's own corporation, a bank, a blacklisted one, a relation that already holds, and a
 * second open request between the two.
 */
export async function requestCounterparty(env: ServiceEnv, actor: Actor, input: z.output<typeof counterpartyAddSchema>): Promise<Counterparty> {
  mayChange(actor);
  const target = await findTarget(env, input);
  if (target.corp_id === actor.corpId) throw refuse.self();
  if (target.corp_type === 'FI') throw refuse.bank();
  if (await isBlacklisted(env, target.corp_id)) throw refuse.blacklisted();
  if (await relationExists(env.db, actor.corpId, target.corp_id, input.role)) throw refuse.already(COUNTERPARTY_ROLE_LABEL[input.role]);
  if (await openRequestBetween(env.db, actor.corpId, target.corp_id)) throw refuse.pending();
  const req = await insertRequest(env.db, {
    requesterCorpId: actor.corpId,
    targetCorpId: target.corp_id,
    relation: input.role,
    userId: actor.userId,
    on: env.businessDate,
    at: env.now,
  });
  return requestAsSeenBy(req, actor.corpId, target, req.requested_on);
}

/**
 * The addressed corporation decides an open request. Confirming writes the relation from both sides, from today;
 * a request of another pair reads as absent, the requester cannot decide its own, a decided one is not decided again.
 */
export async function decideCounterparty(env: ServiceEnv, actor: Actor, requestId: string, decision: 'CONFIRMED' | 'REJECTED'): Promise<Counterparty> {
  mayChange(actor);
  // One transaction (issue 26 Low): the request's lock holds until the decision is written, so of two decisions sent
  // at once the second reads the first's and is refused.
  const req = await env.db.transaction(async (tx) => {
    const req = await requestForUpdate(tx, requestId);
    if (!req || (req.target_corp_id !== actor.corpId && req.requester_corp_id !== actor.corpId)) throw refuse.requestNotFound();
    if (req.target_corp_id !== actor.corpId) throw refuse.ownRequest();
    if (req.status !== 'PENDING') throw refuse.decided();
    if (decision === 'CONFIRMED') {
      if (await isBlacklisted({ db: tx }, req.requester_corp_id)) throw refuse.blacklisted();
      await insertRelation(tx, req.requester_corp_id, req.target_corp_id, req.relation, env.businessDate);
      await insertRelation(tx, req.target_corp_id, req.requester_corp_id, opposite(req.relation), env.businessDate);
    }
    await decideRequest(tx, requestId, decision, actor.userId, env.now);
    return req;
  });
  const requester = await corpRow(env.db, req.requester_corp_id);
  if (!requester) throw refuse.requestNotFound();
  return requestAsSeenBy({ ...req, status: decision }, actor.corpId, requester, decision === 'CONFIRMED' ? env.businessDate : req.requested_on);
}
