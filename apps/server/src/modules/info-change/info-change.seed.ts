import type { Queryable } from '../../platform/db/db';

/** C1's registered address and business scope of the demo (the others keep theirs empty until they change them). */
const DEMO_INFO: ReadonlyArray<{ corpId: string; regAddress: string; businessScope: string }> = [
  {
    corpId: 'C1',
    regAddress: '江苏省徐州市经济技术开发区工业一路8号',
    businessScope: '工程机械、起重机械及配件的研发、制造、销售；货物及技术进出口',
  },
];

/** Every seeded corporation's legal representative is the one the simulated registry (模拟工商) shows for its USCC. */
export async function seedRegisteredInfo(tx: Queryable): Promise<void> {
  await tx.query('UPDATE corp c SET legal_rep_name = r.legal_rep_name FROM sim_registry r WHERE r.uscc = c.uscc');
  for (const d of DEMO_INFO) {
    await tx.query('UPDATE corp SET reg_address = $2, business_scope = $3 WHERE corp_id = $1', [d.corpId, d.regAddress, d.businessScope]);
  }
}
