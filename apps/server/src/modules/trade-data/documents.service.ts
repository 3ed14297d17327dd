import type { Page, TradeDocument, documentInputSchema, documentPageQuerySchema } from '@scf/api/contract';
import type { z } from 'zod';
import type { Actor } from '../../platform/security/actor';
import { containingOrAll } from '../../platform/db/list-query';
import type { ServiceEnv } from '../../platform/service-env';
import * as repo from './trade-data.repo';
import { filesByDoc, toDocument } from './trade-data.view';
import { checkFiles, scope, windowOf } from './trade-data.access';
/** 其他资料 and 授权书 (domain.md §8). */

export async function createDocument(env: ServiceEnv, actor: Actor, input: z.output<typeof documentInputSchema>): Promise<TradeDocument> {
  const corpId = scope(actor);
  await checkFiles(env, actor, input.fileIds);
  return env.db.transaction(async (tx) => {
    const docId = await repo.insertDocument(tx, { ...input, corpId, userId: actor.userId, at: env.now });
    await repo.insertDocFiles(tx, input.kind, docId, input.fileIds);
    const [row] = await repo.documentsOfCorp(tx, corpId, [docId]);
    return toDocument(row!, filesByDoc(await repo.filesOfDocs(tx, input.kind, [docId]))(docId));
  });
}

export async function pageOfDocuments(env: ServiceEnv, actor: Actor, query: z.output<typeof documentPageQuerySchema>): Promise<Page<TradeDocument>> {
  const { rows, count } = await repo.pageDocuments(
    env.db,
    scope(actor),
    { kind: query.filters?.kind ?? null, pattern: containingOrAll(query.filters?.keyword) },
    windowOf(query),
  );
  const other = filesByDoc(
    await repo.filesOfDocs(
      env.db,
      'OTHER',
      rows.map((r) => r.doc_id),
    ),
  );
  const auth = filesByDoc(
    await repo.filesOfDocs(
      env.db,
      'AUTH',
      rows.map((r) => r.doc_id),
    ),
  );
  return { rows: rows.map((r) => toDocument(r, (r.kind === 'AUTH' ? auth : other)(r.doc_id))), total: count };
}

// ---- packages ----
