import type { Queryable } from '../../platform/db/db';

export interface RegistryRow {
  uscc: string;
  corpName: string;
  legalRepName: string;
  legalRepIdCard: string;
  status: string;
}

export async function registryRow(q: Queryable, uscc: string): Promise<RegistryRow | null> {
  const rows = await q.query<{ uscc: string; corp_name: string; legal_rep_name: string; legal_rep_id_card: string; reg_status: string }>(
    'SELECT uscc, corp_name, legal_rep_name, legal_rep_id_card, reg_status FROM sim_registry WHERE uscc = $1',
    [uscc],
  );
  const r = rows[0];
  return r ? { uscc: r.uscc, corpName: r.corp_name, legalRepName: r.legal_rep_name, legalRepIdCard: r.legal_rep_id_card, status: r.reg_status } : null;
}

export async function insertRegistryRow(q: Queryable, row: RegistryRow): Promise<void> {
  await q.query('INSERT INTO sim_registry (uscc, corp_name, legal_rep_name, legal_rep_id_card, reg_status) VALUES ($1, $2, $3, $4, $5)', [
    row.uscc,
    row.corpName,
    row.legalRepName,
    row.legalRepIdCard,
    row.status,
  ]);
}
