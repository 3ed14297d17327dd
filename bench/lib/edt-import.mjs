// The e订通 order import figure of `npm run bench` (issue 32): one batch of 10 000 ERP lines posted by the core's
// 采购 (c1_purchase) to a fresh demo server, timed from request to answer, reported as lines/s. Reported, never
// asserted (goal ≥ 2 000 lines/s).
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { loggedInSession, request } from './api-latency.mjs';
import { freePort, startChild, waitForHttp } from './processes.mjs';

const IMPORT_PATH = '/v1/edt/orders/import';
/** S1 (江苏示例精密锻造有限公司), the supplier of the demo's e订通 orders. */
const SUPPLIER_USCC = '91320300MA1XC0011L';

/** `count` ERP lines with order numbers of their own (`prefix`), one good each, payable 2025-10-15. */
export function importLines(count, prefix) {
  return Array.from({ length: count }, (_, i) => ({
    orderNo: `${prefix}-${String(i + 1).padStart(6, '0')}`,
    supplierUscc: SUPPLIER_USCC,
    amount: '12000.00',
    orderDate: '2025-06-10',
    deliveryDate: '2025-09-10',
    paymentDate: '2025-10-15',
    settlement: 'CREDIT_SALE',
    items: [{ name: '精密锻件', spec: 'ZG-35CrMo', quantity: '24', unitPrice: '500.00', amount: '12000.00' }],
  }));
}

/** Lines/s of `runs` batches of `lines` lines each (new order numbers per batch), on one server; the median run. */
export async function measureEdtImport(serverMain, { lines = 10_000, runs = 3, log = () => {} } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scf-bench-edt-'));
  const server = startChild(process.execPath, [serverMain], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED: 'demo', BUSINESS_DATE: '2025-06-16', DATABASE_URL: '', LOG_LEVEL: 'warn' },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}/healthz`, server, 180_000);
    const { call } = await loggedInSession(base, { username: 'c1_purchase', password: 'Demo@2025a' });
    const agent = new http.Agent({ keepAlive: false });
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const body = JSON.stringify({ lines: importLines(lines, `BENCH${run}`) });
      const { url, ...options } = call(IMPORT_PATH, body, { 'idempotency-key': randomUUID() });
      const started = process.hrtime.bigint();
      const res = await request(agent, url, options);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const env = JSON.parse(res.body);
      if (res.status !== 200 || env.code !== '0') throw new Error(`import answered HTTP ${res.status} ${res.body.slice(0, 200)}`);
      if (env.data.accepted !== lines) throw new Error(`import accepted ${env.data.accepted} of ${lines} lines`);
      results.push({ ms: Math.round(ms), linesPerSecond: Math.round((lines * 1000) / ms), bodyBytes: Buffer.byteLength(body) });
      log(`  run ${run + 1}: ${lines} lines in ${Math.round(ms)} ms`);
    }
    agent.destroy();
    results.sort((a, b) => a.linesPerSecond - b.linesPerSecond);
    return { lines, runs, ...results[Math.floor(results.length / 2)], goal: { linesPerSecond: 2_000 } };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
