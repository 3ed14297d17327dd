import type { Queryable } from '../../platform/db/db';

/** A stored config's JSON, or undefined when the deployment has none under that key. */
export async function readConfig(q: Queryable, key: string): Promise<unknown> {
  const rows = await q.query<{ value_json: unknown }>('SELECT value_json FROM sys_config WHERE config_key = $1', [key]);
  return rows[0]?.value_json;
}
