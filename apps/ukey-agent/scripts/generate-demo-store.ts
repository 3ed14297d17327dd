// Regenerates demo/demo-store.json: one key per demo director and the FI product manager (domain.md §13.2),
// plus a key from another bank's CA for the wrong-issuer scenario. DEMO KEYS ONLY: the private keys are public.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { StoreFile } from '../src/key-store';
import { createDemoCa } from './demo-ca';
import type { DemoKeySpec } from './demo-ca';

const DEMO: DemoKeySpec[] = [
  { id: 'c1_dir', user: 'c1_dir', label: '核心企业主管', certType: 'RSA', keyCode: 'CCB5100000101', subject: 'CN=c1_dir, O=Demo Core Group, C=CN' },
  { id: 'c2_dir', user: 'c2_dir', label: '成员单位主管', certType: 'SM2', keyCode: 'CCB5100000102', subject: 'CN=c2_dir, O=Demo Core Member, C=CN' },
  { id: 's1_dir', user: 's1_dir', label: '供应商一主管', certType: 'RSA', keyCode: 'CCB5100000201', subject: 'CN=s1_dir, O=Demo Supplier 1, C=CN' },
  { id: 's2_dir', user: 's2_dir', label: '供应商二主管', certType: 'SM2', keyCode: 'CCB5100000202', subject: 'CN=s2_dir, O=Demo Supplier 2, C=CN' },
  { id: 's3_dir', user: 's3_dir', label: '供应商三主管', certType: 'RSA', keyCode: 'CCB5100000203', subject: 'CN=s3_dir, O=Demo Supplier 3, C=CN' },
  { id: 'f1_pm', user: 'f1_pm', label: '银行产品经理', certType: 'RSA', keyCode: 'CCB5100000301', subject: 'CN=f1_pm, O=Demo Bank Branch, C=CN' },
];

export async function generateDemoStore(): Promise<StoreFile> {
  const ccb = await createDemoCa('CN=SCF Demo CCB CA, O=China Construction Bank, C=CN');
  const other = await createDemoCa('CN=Other Bank Demo CA, O=Other Bank, C=CN');
  const keys = await Promise.all(DEMO.map((spec) => ccb.issue(spec)));
  keys.push(await other.issue({ id: 'foreign', label: '他行Ukey', certType: 'RSA', keyCode: 'OTH9900009999', subject: 'CN=foreign, O=Elsewhere, C=CN' }));
  return { version: '3.2.0', outdatedVersion: '1.0.0', scenario: 'normal', inserted: 'auto', wrongIssuerKeyId: 'foreign', keys };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const target = fileURLToPath(new URL('../demo/demo-store.json', import.meta.url));
  await writeFile(target, `${JSON.stringify(await generateDemoStore(), null, 2)}\n`);
  console.log(`wrote ${target}`);
}
