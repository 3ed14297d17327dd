import { describe, expect, it, vi } from 'vitest';
import { clientErrorEndpoints } from '@scf/api/contract';
import { useTestServer } from './helpers/test-server';
import { REPORTS_PER_MINUTE } from '../src/modules/client-errors/client-errors.service';

const server = useTestServer();

const report = {
  name: 'TypeError',
  message: "Cannot read properties of undefined (reading 'amount') for 13900001101 / a@b.com",
  path: '/credit/core/statistics?mobile=13900001101',
  build: '/cv3/assets/index-abc123.js',
  stack: 'TypeError: x\n    at Statistics (https://h/cv3/assets/statistics-1a2b.js:1:100)',
};

describe('POST /v1/sys/client-errors', () => {
  it("writes the report to the server's log, scrubbed, and answers null", async () => {
    const c = await server.login('c1_op');
    // Without a configured logger, a request's logger is the app's (pino's child in production).
    const warn = vi.spyOn(server.app.log, 'warn');
    const res = await c.callEndpoint(clientErrorEndpoints.report, { body: report });
    expect(res.body).toEqual({ code: '0', message: expect.any(String), data: null });
    expect(warn).toHaveBeenCalledWith(
      {
        role: 'ROLE_OPERATOR',
        clientError: {
          name: 'TypeError',
          message: "Cannot read properties of undefined (reading 'amount') for *** / ***",
          path: '/credit/core/statistics',
          build: '/cv3/assets/index-abc123.js',
          stack: report.stack,
        },
      },
      'client error',
    );
  });

  it('refuses an anonymous caller, a field outside the contract and an oversize message, logging nothing', async () => {
    const warn = vi.spyOn(server.app.log, 'warn');
    warn.mockClear();
    const anonymous = server.client();
    await anonymous.page();
    expect((await anonymous.callEndpoint(clientErrorEndpoints.report, { body: report })).status).toBe(401);
    const c = await server.login('s1_op');
    expect((await c.callEndpoint(clientErrorEndpoints.report, { body: { ...report, userName: 's1_op' } })).body.code).toBe('BAD_REQUEST');
    expect((await c.callEndpoint(clientErrorEndpoints.report, { body: { ...report, message: 'x'.repeat(501) } })).body.code).toBe('BAD_REQUEST');
    expect(warn).not.toHaveBeenCalled();
  });

  it(`logs at most ${REPORTS_PER_MINUTE} reports per user a minute`, async () => {
    const warn = vi.spyOn(server.app.log, 'warn');
    server.clock.advance(60_000);
    warn.mockClear();
    const c = await server.login('s2_op');
    for (let i = 0; i < REPORTS_PER_MINUTE + 3; i += 1) expect((await c.callEndpoint(clientErrorEndpoints.report, { body: report })).body.code).toBe('0');
    expect(warn).toHaveBeenCalledTimes(REPORTS_PER_MINUTE);
    server.clock.advance(60_000);
    await c.callEndpoint(clientErrorEndpoints.report, { body: report });
    expect(warn).toHaveBeenCalledTimes(REPORTS_PER_MINUTE + 1);
  });
});
