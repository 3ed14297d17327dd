import type { Queryable } from '../../platform/db/db';

export interface DictRow {
  dict_type: string;
  dict_value: string;
  dict_label: string;
}

/** Entries of the given dictionary types, in their display order. */
export async function dictRows(q: Queryable, types: readonly string[]): Promise<DictRow[]> {
  const marks = types.map((_, i) => `$${i + 1}`).join(', ');
  return q.query<DictRow>(`SELECT dict_type, dict_value, dict_label FROM dict_data WHERE dict_type IN (${marks}) ORDER BY dict_type, sort`, types);
}

/** The stored exceptions of a year: holidays (working false) and make-up working days (true). */
export async function holidayExceptions(q: Queryable, region: string, year: number): Promise<Map<string, boolean>> {
  const rows = await q.query<{ day: string; working: boolean }>('SELECT day, working FROM holiday WHERE region = $1 AND day LIKE $2', [region, `${year}-%`]);
  return new Map(rows.map((r) => [r.day, r.working]));
}
