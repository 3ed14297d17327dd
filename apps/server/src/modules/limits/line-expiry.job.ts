import type { Db } from '../../platform/db/db';
import { expireLinesBefore } from './old-lines.repo';

/**
 * 00:05 of the business date (domain-lines.md §14A.6, §16.10): a line in force whose end date has passed becomes
 * EXPIRED and leaves 额度查询 for 历史额度. Its credits keep it: their cash still releases it, no new issue draws on it.
 */
export const expireLines = (db: Db, _now: number, businessDate: string): Promise<string[]> => db.transaction((tx) => expireLinesBefore(tx, businessDate));
