import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseWrk } from './wrk.mjs';

const SAMPLE = `Running 8s test @ http://127.0.0.1:4000/healthz
  1 threads and 64 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     4.10ms  812.33us  21.03ms   91.20%
    Req/Sec    15.62k     1.01k   17.11k    80.00%
  Latency Distribution
     50%    3.98ms
     75%    4.21ms
     90%    4.66ms
     99%  750.00us
  124354 requests in 8.00s, 22.18MB read
  Non-2xx or 3xx responses: 3
Requests/sec:  15541.86
Transfer/sec:      2.77MB
`;

test('parseWrk reads throughput, count, failures and percentiles in ms', () => {
  assert.deepEqual(parseWrk(SAMPLE), { rps: 15542, requests: 124354, failures: 3, p50Ms: 3.98, p99Ms: 0.75 });
});
test('parseWrk counts socket errors as failures', () => {
  const text = SAMPLE.replace('  Non-2xx or 3xx responses: 3\n', '  Socket errors: connect 1, read 2, write 0, timeout 4\n');
  assert.equal(parseWrk(text).failures, 7);
});
test('parseWrk refuses output without a summary', () => {
  assert.throws(() => parseWrk('unable to connect to 127.0.0.1:1 Connection refused'), /no summary/);
});
