import { useState } from 'react';
import { useApiClient } from '@scf/api';
import { DEFAULT_BANKS } from '@scf/finance-widgets';
import { Button, FormField } from '@scf/ui';
import { useSession } from '../../../app/session';
import { Breadcrumb, PageSection, useCurrentRoute } from '../../../lib/page';
import { bindKey } from '../api/bind-key';
import type { BindOutcome } from '../api/bind-key';
import { agentDriver } from '../api/drivers';
import { BindResult } from '../components/bind-result';
import { CurrentUserLine } from '../components/current-user-line';

/**
 * Ukey认证 (/register/identify/ukey, also 新增Ukey): bind the one Ukey inserted in the local middleware to the
 * current user's role. Registration codes 1–12 and driver codes of spec §8 come back as messages.
 */
export default function UkeyIdentifyPage() {
  const client = useApiClient();
  const { route, breadcrumb } = useCurrentRoute();
  const { session, role, reload } = useSession();
  const [bankCode, setBankCode] = useState(DEFAULT_BANKS[0]!.code);
  const [outcome, setOutcome] = useState<BindOutcome>();

  async function bind() {
    if (!session || !role.currentRole) return;
    setOutcome(undefined);
    const result = await bindKey({ client, driver: agentDriver(), userName: session.userInfo.userName, roleCode: role.currentRole, bankCode });
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
      <FormField label="发证银行" id="ukey-bank">
        <select id="ukey-bank" value={bankCode} onChange={(e) => setBankCode(e.target.value)}>
          {DEFAULT_BANKS.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
      </FormField>
      <Button variant="primary" onClick={bind} disabled={!role.currentRole}>
        读取Ukey并绑定
      </Button>
      {outcome ? <BindResult outcome={outcome} /> : null}
    </PageSection>
  );
}
