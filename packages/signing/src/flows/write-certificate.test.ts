import { describe, expect, it } from 'vitest';
import { createMockDriver } from '../drivers/mock-driver';
import { createSigningConfig } from '../config/create-signing-config';
import { CCB, CCB_CERT } from '../test-support/fixtures';
import { mockConfig } from '../test-support/mock-config';
import { createMockTransport } from '../testing/mock-transport';

const ROLE = { uKeyCodeSuffix: '0101', roleName: '主管', ukeyCode: 'CCB5100000101' };

describe('writeCertificate (证书下载)', () => {
  it('writes the certificate into the key with the printed number', async () => {
    const { config, driver } = mockConfig([CCB], { certificates: [CCB_CERT] });
    await expect(config.writeCertificate({ role: ROLE, certDerB64: 'MIIC' })).resolves.toMatchObject({ code: 0, cert: { serialNumber: '1abc' } });
    expect(driver.state.imported).toEqual([{ handle: 'k', certDerB64: 'MIIC' }]);
  });

  it('another key with the same tail is INSERT_KEY; a refusal by the key keeps its code', async () => {
    const other = mockConfig([CCB], { certificates: [{ ...CCB_CERT, keyCode: 'CCB9990000101' }] });
    await expect(other.config.writeCertificate({ role: ROLE, certDerB64: 'MIIC' })).resolves.toMatchObject({ code: -1, error: { code: 'INSERT_KEY' } });
    expect(other.driver.state.imported).toBeUndefined();
    const refusing = mockConfig([CCB], { certificates: [CCB_CERT] });
    refusing.driver.fail({ op: 'importCertificate', code: 'CERT_KEY_MISMATCH', driverCode: 0x0a00001b });
    await expect(refusing.config.writeCertificate({ role: ROLE, certDerB64: 'MIIC' })).resolves.toMatchObject({
      code: -1,
      error: { code: 'CERT_KEY_MISMATCH' },
      description: { message: '证书与Ukey中的密钥不匹配，无法写入' },
    });
  });

  it('a driver that cannot write certificates is DRIVER_ERROR', async () => {
    const { importCertificate: _ignored, ...readOnly } = createMockDriver({ certificates: [CCB_CERT] });
    const config = createSigningConfig({ transport: createMockTransport(), drivers: [readOnly], banks: [CCB] });
    await expect(config.writeCertificate({ role: ROLE, certDerB64: 'MIIC' })).resolves.toMatchObject({
      code: -1,
      error: { code: 'DRIVER_ERROR' },
      description: { message: 'Ukey驱动异常' },
    });
  });
});
