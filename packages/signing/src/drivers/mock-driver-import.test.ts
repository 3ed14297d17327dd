import { describe, expect, it } from 'vitest';
import { createMockDriver } from './mock-driver';

const CERT = { handle: 'h1', serialNumber: '1a', issuerDN: 'CN=CA, O=China Construction Bank', subjectDN: 'CN=张三', certType: 'RSA' as const };

describe('mock driver importCertificate', () => {
  it('records the import and replaces the certificate, or fails as scripted', async () => {
    const driver = createMockDriver({ certificates: [CERT] });
    await driver.importCertificate!('h1', 'MIIB');
    expect(driver.state.imported).toEqual([{ handle: 'h1', certDerB64: 'MIIB' }]);
    expect((await driver.listCertificates())[0]?.certDerB64).toBe('MIIB');
    driver.fail({ op: 'importCertificate', code: 'CERT_KEY_MISMATCH', driverCode: 0x0a00001b });
    await expect(driver.importCertificate!('h1', 'MIIC')).rejects.toMatchObject({ code: 'CERT_KEY_MISMATCH', driverCode: 0x0a00001b });
    await expect(driver.importCertificate!('nope', 'MIIC')).rejects.toMatchObject({ code: 'KEY_REMOVED' });
  });
});
