import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ukeyEndpoints } from '@scf/api/contract';
import type { SoftCertRequest } from '@scf/api/contract';
import { softKeySource } from '@scf/signing/soft';
import { softKeyStore } from '../../../lib/signing';
import { SOFT_CA_NAME, certifySoftKey } from '../test/soft-key-ca';
import { renderIdentifyPage } from '../test/render-identify-page';
import SoftKeyIdentifyPage from './soft-key-identify-page';

// jsdom has no IndexedDB: this browser's soft keys live in memory, one store for the page and the signing config.
vi.mock('../../../lib/signing', async () => {
  const { createMemoryKeyStore } = await import('@scf/signing/soft');
  const store = createMemoryKeyStore();
  return { softKeyStore: () => store };
});

const KEY_CODE = 'SOFT00001301';
// The built-in rules give SM2 to serials starting with 2 (spec §4 "chosen by serial number").
const SERIAL = '2c0ffee';

/** The platform's test CA answers the certificate request (or refuses it); 签名测试 verifies. */
function setup(refusal?: Error) {
  const certify = vi.fn(async ({ body }: { body: SoftCertRequest }) => {
    if (refusal) throw refusal;
    return {
      certDerB64: await certifySoftKey(body.spkiB64, 'CN=胡军', SERIAL),
      serialNumber: SERIAL,
      issuerDN: SOFT_CA_NAME,
      subjectDN: 'CN=胡军',
      keyCode: KEY_CODE,
    };
  });
  const server = {
    [ukeyEndpoints.softCertificate.path]: certify,
    [ukeyEndpoints.signTestOriginal.path]: '签名测试原文 n-9',
    [ukeyEndpoints.signTestVerify.path]: true,
  };
  return {
    certify,
    ...renderIdentifyPage(SoftKeyIdentifyPage, {
      at: '/register/identify/soft-key',
      drivers: [softKeySource(softKeyStore())],
      server,
      userName: 's3_dir',
      personName: '胡军',
    }),
  };
}

describe('软证书认证 page', () => {
  // Each test starts in a browser without soft keys.
  afterEach(async () => void (await Promise.all((await softKeyStore().list()).map((k) => softKeyStore().delete(k.id)))));

  it('creates an SM2 soft key, has it certified, and shows the binding and the diagnostics of that key', async () => {
    const { user, auth, certify, sent } = setup();
    screen.getByRole('combobox', { name: '证书算法' }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'SM2（SM3）' }));
    await user.click(screen.getByRole('button', { name: '生成软证书并绑定' }));
    expect(await screen.findByText('绑定成功：印刷号 SOFT00001301（尾号 1301），SM2证书')).toBeInTheDocument();
    expect(certify).toHaveBeenCalledWith({ body: expect.objectContaining({ certType: 'SM2', original: '绑定原文 nonce=1' }) });
    expect(auth.reload).toHaveBeenCalled();
    const checks = await screen.findByRole('list', { name: '诊断结果' });
    expect(within(checks).getByRole('listitem', { name: 'Ukey驱动：正常' })).toHaveTextContent('软证书');
    expect(within(checks).getByRole('listitem', { name: '绑定证书：正常' })).toHaveTextContent('尾号 1301');
    await user.click(screen.getByRole('button', { name: '签名测试' }));
    expect(await screen.findByText(/签名测试通过/)).toHaveTextContent(`SM3withSM2，序列号 ${SERIAL}`);
    expect(sent(ukeyEndpoints.signTestVerify.path)).toEqual([expect.objectContaining({ original: '签名测试原文 n-9', certSerialNo: SERIAL })]);
  });

  it('a refused certificate request is registration code 11 with the server message, and no key is left behind', async () => {
    const { user } = setup(new Error('签名校验失败'));
    await user.click(screen.getByRole('button', { name: '生成软证书并绑定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('绑定失败（注册错误码 11）：请求异常：签名校验失败');
    expect(screen.queryByRole('list', { name: '诊断结果' })).not.toBeInTheDocument();
    expect(await softKeyStore().list()).toEqual([]);
  });

  it('tells a role that does not bind keys who may enrol one, instead of offering the button the server would refuse', () => {
    renderIdentifyPage(SoftKeyIdentifyPage, {
      at: '/register/identify/soft-key',
      drivers: [softKeySource(softKeyStore())],
      userName: 'c1_op',
      personName: '张伟',
      role: { code: 'ROLE_OPERATOR', label: '经办' },
    });
    expect(screen.getByRole('note')).toHaveTextContent('仅主管或资金方产品经理可申请软证书');
    expect(screen.queryByRole('button', { name: '生成软证书并绑定' })).toBeNull();
  });
});
