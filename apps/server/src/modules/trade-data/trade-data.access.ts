import { pageWindow } from '@scf/api/contract';
import type { SortOrder, TradeFile } from '@scf/api/contract';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { ownedFiles } from '../files';
import { refuse } from './trade-data.errors';
import * as repo from './trade-data.repo';
import type { DocKindCode, PackageRow, PageWindow } from './trade-data.repo';
import { filesByDoc } from './trade-data.view';
import type { Party } from './verification';
/**
 * Whose trade data the actor reads: its own corporation's, on every read and write. The seam for the bank's reviewer
 * (issue 14 part 3): a package bound to a financing the bank reviews becomes readable through that link — widen
 * {@link readablePackage} there, never the list queries.
 */
export const scope = (actor: Actor): string => actor.corpId;

/** A package the actor may read: its corporation's own (see {@link scope}). */
export function readablePackage(actor: Actor, pkg: PackageRow | undefined): pkg is PackageRow {
  return !!pkg && pkg.corp_id === scope(actor);
}

export async function party(q: Queryable, corpId: string): Promise<Party> {
  const corp = await repo.corpOf(q, corpId);
  if (!corp) throw refuse.notFound('企业');
  return { corpName: corp.corp_name, uscc: corp.uscc };
}

/** The files must be the uploader's own uploads (so its corporation's); anything else is refused as a whole. */
export async function checkFiles(env: ServiceEnv, actor: Actor, fileIds: readonly string[]): Promise<void> {
  if (new Set(fileIds).size !== fileIds.length) throw refuse.duplicate('文件');
  const owned = await ownedFiles(env.db, actor.userId, fileIds);
  if (owned.length !== fileIds.length) throw refuse.files();
}

/** Rows of one kind as the contract shows them, each with its files (read in one query). */
export async function withFiles<R, T>(
  q: Queryable,
  kind: DocKindCode,
  rows: readonly R[],
  idOf: (row: R) => string,
  view: (row: R, files: TradeFile[]) => T,
): Promise<T[]> {
  const files = filesByDoc(await repo.filesOfDocs(q, kind, rows.map(idOf)));
  return rows.map((r) => view(r, files(idOf(r))));
}

/** The one row a lookup by id found, or 404 naming `what`. */
export async function found<T>(rows: Promise<readonly T[]>, what: Parameters<typeof refuse.notFound>[0]): Promise<T> {
  const [row] = await rows;
  if (!row) throw refuse.notFound(what);
  return row;
}

/** The page a list query asks for, in its sort order. */
export const windowOf = (query: { page: number; size: number; sort?: { order: SortOrder } | undefined }): PageWindow => ({
  ...pageWindow(query),
  order: query.sort?.order ?? null,
});
