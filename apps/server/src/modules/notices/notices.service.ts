import { pageWindow } from '@scf/api/contract';
import type { Notice, Page, noticePageQuerySchema } from '@scf/api/contract';
import type { z } from 'zod';
import { fail } from '../../platform/api-error';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { insertRead, isVisible, unreadPopups, visibleNotices } from './notices.repo';
import { toNotice } from './notices.view';

/** A LIKE pattern that matches the title literally (its own `%`, `_` and `\` escaped). */
const containing = (title: string | undefined) => (title ? `%${title.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : '%');

/** The actor's released notices up to the business date, newest first, optionally filtered by title. */
export async function pageNotices(env: ServiceEnv, actor: Actor, query: z.output<typeof noticePageQuerySchema>): Promise<Page<Notice>> {
  const { limit, offset } = pageWindow(query);
  const oldestFirst = query.sort?.order === 'asc';
  const { rows, count } = await visibleNotices(env.db, env.businessDate, actor, containing(query.filters?.noticeTitle), { limit, offset, oldestFirst });
  return { rows: rows.map(toNotice), total: count };
}

/** Notices that must pop up for the actor: eject-once ones not confirmed yet (spec §4). */
export async function noticesToShow(env: ServiceEnv, actor: Actor): Promise<Notice[]> {
  return (await unreadPopups(env.db, env.businessDate, actor)).map(toNotice);
}

/**
 * Record that the actor confirmed a notice. An unknown notice and one not addressed to the actor get the same
 * "not found", so other corporations' notices cannot be probed.
 */
export async function recordNoticeRead(env: ServiceEnv, actor: Actor, noticeId: string): Promise<true> {
  if (!(await isVisible(env.db, env.businessDate, actor, noticeId))) throw fail.notFound('公告不存在');
  await insertRead(env.db, noticeId, actor.userId, env.now);
  return true;
}
