import { useState } from 'react';
import { useApiClient } from '@scf/api';
import { SOFT_KEY_NOT_GRANTED, SOFT_KEY_ROLES } from '@scf/api/contract';
import type { RoleCode } from '@scf/api/contract';
import { RoleKeyDiagnostics } from '@scf/finance-widgets';
import type { CertType } from '@scf/signing';
import { enrollSoftKey } from '@scf/signing/soft';
import type { SoftKeyEnrolled } from '@scf/signing/soft';
import { Button, FormField, Select } from '@scf/ui';
import type { Realname } from '@scf/api/contract';
import { useAuth } from '../../../lib/auth';
import { Breadcrumb, PageSection, useCurrentRoute } from '../../../lib/page';
import { softKeyStore } from '../../../lib/signing';
import { useRealname } from '../api/use-realname';
import { CurrentUserLine } from '../components/current-user-line';
import { SoftKeyRealnameForm } from '../components/soft-key-realname-form';

const CERT_TYPES: { value: CertType; label: string }[] = [
  { value: 'RSA', label: 'RSA-2048（SHA-1）' },
  { value: 'SM2', label: 'SM2（SM3）' },
];

/**
 * 软证书认证 (/register/identify/soft-key, also Ukey申请): create a soft key in this browser; the test CA
 * certifies it and binds it to the current role. Then the diagnostics and 签名测试 for that key.
 */
export default function SoftKeyIdentifyPage() {
  const client = useApiClient();
  const { route, breadcrumb } = useCurrentRoute();
  const { session, role, reload } = useAuth();
  const [certType, setCertType] = useState<CertType>('RSA');
  const [created, setCreated] = useState<SoftKeyEnrolled>();
  const [error, setError] = useState<string>();
  const realname = useRealname();
  const [verified, setVerified] = useState(false);
  const onVerified = async (next: Realname) => {
    await realname.mutate(next, { revalidate: false });
    setVerified(true);
    // isCorpAuthenticated and the menus follow the new state.
    await reload();
  };

  async function create() {
    setError(undefined);
    try {
      // The same store the signing config reads, so the new key signs as soon as it is certified.
      setCreated(await enrollSoftKey(client, softKeyStore(), { certType }));
      // The session's uKeyCodeSuffix (the Ukey tip) changes with the new binding.
      await reload();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }

  // Only the roles that bind keys enrol one (the server refuses the others): say so instead of offering the button.
  const mayEnrol = SOFT_KEY_ROLES.includes(role.currentRole as RoleCode);
  const ukeyCode = created?.certificate.keyCode ?? '';
  const suffix = ukeyCode.slice(-4);

  return (
    <PageSection aria-labelledby="soft-key-title">
      <Breadcrumb items={breadcrumb} />
      <h1 id="soft-key-title">{route?.title ?? '软证书认证'}</h1>
      {verified ? <p role="status">企业实名认证成功</p> : null}
      {realname.data?.mayVerify ? (
        <>
          <h2>法定代表人身份核验</h2>
          <SoftKeyRealnameForm realname={realname.data} onVerified={(next) => void onVerified(next)} />
          <h2>软证书</h2>
        </>
      ) : null}
      <p>软证书保存在本浏览器中，仅用于测试或无Ukey模式，不等同于Ukey。</p>
      {session ? <CurrentUserLine personName={session.userInfo.personName} userName={session.userInfo.userName} roleLabel={role.label} /> : null}
      <FormField label="证书算法">
        <Select value={certType} onValueChange={(value) => setCertType(value as CertType)} options={CERT_TYPES} />
      </FormField>
      {mayEnrol ? (
        <Button variant="primary" onClick={create}>
          生成软证书并绑定
        </Button>
      ) : (
        <p role="note">{SOFT_KEY_NOT_GRANTED}；当前角色可使用已绑定的Ukey，或请主管办理。</p>
      )}
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
            绑定成功：印刷号 {ukeyCode}（尾号 {suffix}），{certType}证书
          </p>
          {/* That key, by its printed number and tail, whatever the session said before it reloaded. */}
          <RoleKeyDiagnostics userName={session?.userInfo.userName ?? ''} role={{ ukeyCode, uKeyCodeSuffix: suffix }} />
        </>
      ) : null}
    </PageSection>
  );
}
