import { describe, expect, it } from 'vitest';
import { createLocalAgentDriver } from './local-agent-driver';

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
    const driver = createLocalAgentDriver({
      fetch: fakeFetch({ '/v1/version': { errorcode: 0, version: '3.2.0' }, '/v1/certificates': { errorcode: 0, certificates: [cert] } }),
    });
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

  it('importCertificate posts handle and certificate; a key mismatch (SAR_KEYNOTFOUNTERR) is CERT_KEY_MISMATCH', async () => {
    const bodies: unknown[] = [];
    const ok = createLocalAgentDriver({
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        bodies.push([new URL(String(input)).pathname, init?.method, JSON.parse(String(init?.body))]);
        return new Response(JSON.stringify({ errorcode: 0 }), { headers: { 'Content-Type': 'application/json' } });
      }) as typeof fetch,
    });
    await ok.importCertificate!('k1', 'MIIB');
    expect(bodies).toEqual([['/v1/certificates/import', 'POST', { handle: 'k1', certDerB64: 'MIIB' }]]);
    const refused = createLocalAgentDriver({ fetch: fakeFetch({ '/v1/certificates/import': { errorcode: 0x0a00001b, errormsg: 'public key differs' } }) });
    await expect(refused.importCertificate!('k1', 'MIIB')).rejects.toMatchObject({ code: 'CERT_KEY_MISMATCH', driverCode: 0x0a00001b });
  });
});
