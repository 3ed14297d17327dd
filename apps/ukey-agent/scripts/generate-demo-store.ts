// Regenerates demo/demo-store.json: one key per demo director and the FI product manager (domain.md §13.2),
// plus a key from another bank's CA for the wrong-issuer scenario. DEMO KEYS ONLY: the private keys are public.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { StoreFile } from '../src/key-store';
import { createDemoCa } from './demo-ca';
import type { DemoKeySpec } from './demo-ca';

// Printed numbers end with the tail numbers of domain.md §13.2 (c1_dir …0101, c2_dir …0201, s1_dir …1101,
// s2_dir …1201, s3_dir …1301); f1_pm's is our own. The two spare keys are bound to nobody: 新增Ukey and 更换Ukey
// plug one of them in.
const DEMO: DemoKeySpec[] = [
  { id: 'c1_dir', user: 'c1_dir', label: '核心企业主管', certType: 'RSA', keyCode: 'CCB5100000101', subject: 'CN=c1_dir, O=Demo Core Group, C=CN' },
  { id: 'c2_dir', user: 'c2_dir', label: '成员单位主管', certType: 'SM2', keyCode: 'CCB5100000201', subject: 'CN=c2_dir, O=Demo Core Member, C=CN' },
  { id: 's1_dir', user: 's1_dir', label: '供应商一主管', certType: 'RSA', keyCode: 'CCB5100001101', subject: 'CN=s1_dir, O=Demo Supplier 1, C=CN' },
  { id: 's2_dir', user: 's2_dir', label: '供应商二主管', certType: 'SM2', keyCode: 'CCB5100001201', subject: 'CN=s2_dir, O=Demo Supplier 2, C=CN' },
  { id: 's3_dir', user: 's3_dir', label: '供应商三主管', certType: 'RSA', keyCode: 'CCB5100001301', subject: 'CN=s3_dir, O=Demo Supplier 3, C=CN' },
  { id: 'f1_pm', user: 'f1_pm', label: '银行产品经理', certType: 'RSA', keyCode: 'CCB5100002101', subject: 'CN=f1_pm, O=Demo Bank Branch, C=CN' },
  { id: 'spare-rsa', label: '未绑定Ukey（RSA）', certType: 'RSA', keyCode: 'CCB5100009001', subject: 'CN=spare-rsa, O=Demo Spare Keys, C=CN' },
  { id: 'spare-sm2', label: '未绑定Ukey（SM2）', certType: 'SM2', keyCode: 'CCB5100009002', subject: 'CN=spare-sm2, O=Demo Spare Keys, C=CN' },
];

export interface DemoMaterial {
  store: StoreFile;
  /** Certificate of the demo CCB CA: the server's trust anchor for the agent's keys. */
  bankCaCertDerB64: string;
}

export async function generateDemoStore(): Promise<DemoMaterial> {
  const ccb = await createDemoCa('CN=SCF Demo CCB CA, O=China Construction Bank, C=CN');
  const other = await createDemoCa('CN=Other Bank Demo CA, O=Other Bank, C=CN');
  const keys = await Promise.all(DEMO.map((spec) => ccb.issue(spec)));
  keys.push(await other.issue({ id: 'foreign', label: '他行Ukey', certType: 'RSA', keyCode: 'OTH9900009999', subject: 'CN=foreign, O=Elsewhere, C=CN' }));
  const store: StoreFile = { version: '3.2.0', outdatedVersion: '1.0.0', scenario: 'normal', inserted: 'auto', wrongIssuerKeyId: 'foreign', keys };
  return { store, bankCaCertDerB64: ccb.certDerB64 };
}

/** The server's seed data (demo-ukeys.json): the public certificates of the bound demo keys and the bank CA (never private keys). */
function seedData({ store, bankCaCertDerB64 }: DemoMaterial): string {
  const keys = store.keys.filter((k) => k.user).map((k) => ({ userName: k.user, keyCode: k.keyCode, certDerB64: k.certDerB64 }));
  return `${JSON.stringify({ bankCaCertDerB64, keys }, null, 2)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const material = await generateDemoStore();
  const storeFile = fileURLToPath(new URL('../demo/demo-store.json', import.meta.url));
  const seedFile = fileURLToPath(new URL('../../server/src/platform/signing/demo-ukeys.json', import.meta.url));
  await writeFile(storeFile, `${JSON.stringify(material.store, null, 2)}\n`);
  await writeFile(seedFile, seedData(material));
  console.log(`wrote ${storeFile} and ${seedFile}`);
}
