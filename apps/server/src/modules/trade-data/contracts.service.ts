import type { Page, TradeContract, contractInputSchema, contractPageQuerySchema } from '@scf/api/contract';
import { parseFen } from '@scf/api/money';
import type { z } from 'zod';
import { containingOrAll } from '../../platform/db/list-query';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { refuse } from './trade-data.errors';
import * as repo from './trade-data.repo';
import type { ContractRow } from './trade-data.repo';
import { toContract } from './trade-data.view';
import { checkFiles, found, scope, windowOf, withFiles } from './trade-data.access';
/** 合同管理 (domain.md §8): contracts with the corporation's counterparties, their files. */

export async function createContract(env: ServiceEnv, actor: Actor, input: z.output<typeof contractInputSchema>): Promise<TradeContract> {
  const corpId = scope(actor);
  if (input.buyerCorpId !== corpId && input.sellerCorpId !== corpId) throw refuse.ownParty();
  const parties = new Map((await repo.partiesOf(env.db, corpId)).map((p) => [p.corp_id, p]));
  const other = input.buyerCorpId === corpId ? input.sellerCorpId : input.buyerCorpId;
  if (!parties.has(other)) {
    const corp = await repo.corpOf(env.db, other);
    if (!corp) throw refuse.notFound('企业');
    throw refuse.notCounterparty(corp.corp_name);
  }
  await checkFiles(env, actor, input.fileIds);
  return env.db.transaction(async (tx) => {
    if (await repo.contractNoTaken(tx, corpId, input.contractNo)) throw refuse.contractNoTaken(input.contractNo);
    const contractId = await repo.insertContract(tx, { ...input, corpId, amountFen: parseFen(input.amount), userId: actor.userId, at: env.now });
    await repo.insertDocFiles(tx, 'CONTRACT', contractId, input.fileIds);
    return contractView(tx, corpId, contractId);
  });
}

const contractsWithFiles = (q: Queryable, rows: readonly ContractRow[]) => withFiles(q, 'CONTRACT', rows, (r) => r.contract_id, toContract);

const contractView = async (q: Queryable, corpId: string, contractId: string): Promise<TradeContract> =>
  found(contractsWithFiles(q, await repo.contractsOfCorp(q, corpId, [contractId])), '合同');

export const getContract = (env: ServiceEnv, actor: Actor, contractId: string): Promise<TradeContract> => contractView(env.db, scope(actor), contractId);

export async function pageOfContracts(env: ServiceEnv, actor: Actor, query: z.output<typeof contractPageQuerySchema>): Promise<Page<TradeContract>> {
  const { rows, count } = await repo.pageContracts(env.db, scope(actor), containingOrAll(query.filters?.keyword), windowOf(query));
  return { rows: await contractsWithFiles(env.db, rows), total: count };
}

// ---- invoices ----
