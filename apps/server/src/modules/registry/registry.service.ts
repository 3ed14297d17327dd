import type { Queryable } from '../../platform/db/db';
import { registryRow } from './registry.repo';

/** What the simulated business registry (模拟工商) answers for a USCC. */
export interface RegistryEntry {
  uscc: string;
  corpName: string;
  /** 法定代表人; null for a corporation the registry only "finds" (no seeded row). */
  legalRep: { name: string; idCard: string } | null;
  /** 登记状态: 存续 and 在业 may register; 注销 and 吊销 may not. */
  status: '存续' | '在业' | '注销' | '吊销';
}

/** The 主体标识码 (characters 9–17) endings that stand for a failing registry answer (domain-lines.md §15.1). */
const NOT_FOUND_TAIL = '9999';
const REVOKED_TAIL = '8888';

/**
 * 模拟工商 (domain-lines.md §15.1, §13.6): a seeded row answers exactly; any other well-formed USCC is found with the
 * name as typed and no legal representative, except that a 主体标识码 ending 9999 is not found and one ending 8888
 * is 吊销.
 */
export async function lookupRegistry(q: Queryable, uscc: string, typedName: string): Promise<RegistryEntry | null> {
  const row = await registryRow(q, uscc);
  if (row) {
    return {
      uscc,
      corpName: row.corpName,
      legalRep: { name: row.legalRepName, idCard: row.legalRepIdCard },
      status: row.status as RegistryEntry['status'],
    };
  }
  const subject = uscc.slice(8, 17);
  if (subject.endsWith(NOT_FOUND_TAIL)) return null;
  return { uscc, corpName: typedName, legalRep: null, status: subject.endsWith(REVOKED_TAIL) ? '吊销' : '存续' };
}

/** Whether a registry status lets a corporation register (存续/在业). */
export const registryStatusOk = (status: RegistryEntry['status']): boolean => status === '存续' || status === '在业';
