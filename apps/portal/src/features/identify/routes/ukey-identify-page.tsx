import { useState } from 'react';
import { useApiClient } from '@scf/api';
import { realnameEndpoints, ukeyEndpoints } from '@scf/api/contract';
import type { Realname, UkeyBinding } from '@scf/api/contract';
import type { SubmitOutcome } from '@scf/signing';
import { useRegisterKey, useSigner } from '@scf/signing/react';
import { Button, FormField, Select } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { Breadcrumb, PageSection, useCurrentRoute } from '../../../lib/page';
import { useRealname } from '../api/use-realname';
import { BindResult } from '../components/bind-result';
import { CurrentUserLine } from '../components/current-user-line';

/**
 * Ukey认证 (/register/identify/ukey, also 新增Ukey): bind the one Ukey inserted in the local middleware to the
 * current user's role. Registration codes 1–12 and driver codes of spec §8 come back as messages. The admin of a
 * corporation not yet verified verifies it this way (domain-lines.md §15.6: the key's subject holds the USCC).
 */
export default function UkeyIdentifyPage() {
  const client = useApiClient();
  const { route, breadcrumb } = useCurrentRoute();
  const { session, role, reload } = useAuth();
  const { banks } = useSigner().config;
  const { registerAndSubmit } = useRegisterKey();
  const [bankCode, setBankCode] = useState(banks[0]!.code);
  const [outcome, setOutcome] = useState<SubmitOutcome<UkeyBinding>>();
  const realname = useRealname();
  const [verification, setVerification] = useState<SubmitOutcome<Realname>>();

  async function bind() {
    if (!session || !role.currentRole) return;
    setOutcome(undefined);
    setVerification(undefined);
    if (realname.data?.mayVerify) {
      const verified = await registerAndSubmit({
        bankCode,
        confirmKey: false,
        submit: (registration, certDerB64) => client.call(realnameEndpoints.ukey, { body: { registration, certDerB64 } }),
      });
      setVerification(verified);
      if (!verified.ok) return;
      await realname.mutate(verified.value, { revalidate: false });
      // isCorpAuthenticated, the menus and the Ukey tip follow the new state and binding.
      await reload();
      return;
    }
    const body = { userName: session.userInfo.userName, roleCode: role.currentRole };
    // Bound as soon as the key passed the checks: no key to compare with, so no confirmation step.
    const result = await registerAndSubmit({
      bankCode,
      confirmKey: false,
      submit: (registration, certDerB64) => client.call(ukeyEndpoints.bind, { body: { ...body, registration, certDerB64 } }),
    });
    setOutcome(result);
    // The session's uKeyCodeSuffix (the Ukey tip) changes with a new binding.
    if (result.ok) await reload();
  }

  return (
    <PageSection aria-labelledby="ukey-identify-title">
      <Breadcrumb items={breadcrumb} />
      <h1 id="ukey-identify-title">{route?.title ?? 'Ukey认证'}</h1>
      <p>请在本机插入一个Ukey（只能插入一个），并确认Ukey驱动已启动。</p>
      {session ? <CurrentUserLine personName={session.userInfo.personName} userName={session.userInfo.userName} roleLabel={role.label} /> : null}
      {realname.data?.mayVerify ? <p>读取Ukey后以该Ukey完成企业实名认证：证书主体须包含本企业统一社会信用代码。</p> : null}
      <FormField label="发证银行">
        <Select value={bankCode} onValueChange={setBankCode} options={banks.map((b) => ({ value: b.code, label: b.name }))} />
      </FormField>
      <Button variant="primary" onClick={bind} disabled={!role.currentRole}>
        读取Ukey并绑定
      </Button>
      {outcome ? <BindResult outcome={outcome} /> : null}
      {verification?.ok ? <p role="status">企业实名认证成功</p> : null}
      {verification && !verification.ok ? <BindResult outcome={verification as SubmitOutcome<never>} /> : null}
    </PageSection>
  );
}
