import { describe, expect, it } from 'vitest';
import { createLocalAgentDriver } from './drivers/local-agent-driver';

function fakeFetch(routes: Record<string, unknown>): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname;
    if (!(path in routes)) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(routes[path]), { headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
}

const cert = { handle: 'k1', serialNumber: '00:1A', issuerDN: 'CN=CCB CA', subjectDN: 'CN=张三', certType: 'RSA' };

describe('local-agent driver', () => {
  it('reads version and certificates, normalising serials', async () => {
    const driver = createLocalAgentDriver({ fetch: fakeFetch({ '/v1/version': { errorcode: 0, version: '3.2.0' }, '/v1/certificates': { errorcode: 0, certificates: [cert] } }) });
    expect(await driver.isAvailable()).toBe(true);
    expect(await driver.getVersion()).toBe('3.2.0');
    expect(await driver.listCertificates()).toEqual([{ ...cert, serialNumber: '1a' }]);
    expect(await driver.listCertificates({ issuerDNIncludes: ['Other'] })).toEqual([]);
  });

  it('reads an unreachable agent (or one blocked by Local Network Access) as not available', async () => {
    const driver = createLocalAgentDriver({ fetch: fakeFetch({}) });
    expect(await driver.isAvailable()).toBe(false);
    await expect(driver.getVersion()).rejects.toMatchObject({ code: 'DRIVER_UNAVAILABLE' });
  });

  it('maps the agent errorcode to the catalogue (key removed)', async () => {
    const driver = createLocalAgentDriver({ fetch: fakeFetch({ '/v1/sign': { errorcode: 0x0a000023, errormsg: 'device removed' } }) });
    await expect(driver.sign({ handle: 'k1', original: 'x', alg: 'SHA1withRSA' })).rejects.toMatchObject({ code: 'KEY_REMOVED', driverCode: 0x0a000023 });
  });

  it('refuses a malformed agent answer', async () => {
    const driver = createLocalAgentDriver({ fetch: fakeFetch({ '/v1/version': { errorcode: 0 } }) });
    await expect(driver.getVersion()).rejects.toMatchObject({ code: 'DRIVER_ERROR' });
  });
});
