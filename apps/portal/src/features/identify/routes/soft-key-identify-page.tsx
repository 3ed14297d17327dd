import { useCallback, useState } from 'react';
import { useApiClient } from '@scf/api';
import { SigningDiagnostics, runDiagnostics, runSignTest } from '@scf/finance-widgets';
import type { CertType } from '@scf/signing';
import { Button, FormField } from '@scf/ui';
import { useSession } from '../../../app/session';
import { Breadcrumb, PageSection, useCurrentRoute } from '../../../lib/page';
import { createSoftKey } from '../api/create-soft-key';
import type { SoftKeyCreated } from '../api/create-soft-key';
import { softDriverFor, softKeyStore } from '../api/drivers';
import { CurrentUserLine } from '../components/current-user-line';

/**
 * 软证书认证 (/register/identify/soft-key, also Ukey申请): create a soft key in this browser; the test CA
 * certifies it and binds it to the current role. Then the diagnostics and 签名测试 for that key.
 */
export default function SoftKeyIdentifyPage() {
  const client = useApiClient();
  const { route, breadcrumb } = useCurrentRoute();
  const { session, role, reload } = useSession();
  const [certType, setCertType] = useState<CertType>('RSA');
  const [created, setCreated] = useState<SoftKeyCreated>();
  const [error, setError] = useState<string>();

  async function create() {
    setError(undefined);
    try {
      setCreated(await createSoftKey(client, softKeyStore(), certType));
      // The session's uKeyCodeSuffix (the Ukey tip) changes with the new binding.
      await reload();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  const keyId = created?.keyId ?? '';
  const suffix = created?.certificate.keyCode.slice(-4) ?? '';
  const roleKey = { uKeyCodeSuffix: suffix, roleName: role.label };
  const run = useCallback(
    () => runDiagnostics({ driver: softDriverFor(keyId), role: { uKeyCodeSuffix: suffix, roleName: role.label } }),
    [keyId, suffix, role.label],
  );

  return (
    <PageSection aria-labelledby="soft-key-title">
      <Breadcrumb items={breadcrumb} />
      <h1 id="soft-key-title">{route?.title ?? '软证书认证'}</h1>
      <p>软证书保存在本浏览器中，仅用于测试或无Ukey模式，不等同于Ukey。</p>
      {session ? <CurrentUserLine personName={session.userInfo.personName} userName={session.userInfo.userName} roleLabel={role.label} /> : null}
      <FormField label="证书算法" id="soft-key-alg">
        <select id="soft-key-alg" value={certType} onChange={(e) => setCertType(e.target.value as CertType)}>
          <option value="RSA">RSA-2048（SHA-1）</option>
          <option value="SM2">SM2（SM3）</option>
        </select>
      </FormField>
      <Button variant="primary" onClick={create} disabled={!role.currentRole}>
        生成软证书并绑定
      </Button>
      {error ? (
        <div role="alert">
          <p>
            <strong>绑定失败（注册错误码 11）</strong>：请求异常：{error}
          </p>
          <p>请稍后重试，或请联系在线客服（7*24小时）</p>
        </div>
      ) : null}
      {created ? (
        <>
          <p role="status">
            绑定成功：印刷号 {created.certificate.keyCode}（尾号 {suffix}），{certType}证书
          </p>
          <SigningDiagnostics
            run={run}
            signTest={() => runSignTest(client, softDriverFor(keyId), roleKey)}
            context={{ userName: session?.userInfo.userName, roleName: role.label, userAgent: navigator.userAgent }}
          />
        </>
      ) : null}
    </PageSection>
  );
}
