import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useApiClient } from '@scf/api';
import { ukeyEndpoints } from '@scf/api/contract';
import type { UkeyBinding, UkeyRenewResponse } from '@scf/api/contract';
import type { RegistrationFailure } from '@scf/signing';
import { useSigner } from '@scf/signing/react';
import { Button, Descriptions, Empty, Steps } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { keyFailure } from '../api/key-failure';
import { useBindings } from '../api/ukey-queries';
import { UKEY_PATHS } from '../api/ukey-paths';
import { dateText, tailOf } from '../api/ukey-format';
import { useCanVisit } from '../api/use-can-visit';
import { useRefreshUkeyData } from '../api/use-ukey-query';
import { ExpiryText } from '../components/expiry-tag';
import { KeyFailureAlert } from '../components/key-failure-alert';
import { QueryState } from '../components/query-state';
import { SignConfirm, useInlineOriginal } from '../components/sign-confirm';
import { UkeyPage } from '../components/ukey-page';
import { useWriteCertificate } from '../hooks/use-write-certificate';

const RENEW_LABEL = '证书更新';
const STEPS = [{ title: '签名确认' }, { title: '签发新证书' }, { title: '写入Ukey' }];

type Phase = { step: 0 } | { step: 1 | 2; renewal: UkeyRenewResponse } | { step: 3; renewal: UkeyRenewResponse };

function NoKey() {
  const canVisit = useCanVisit();
  return (
    <Empty description="当前角色未绑定Ukey，无法更新证书">
      <p>
        {canVisit(UKEY_PATHS.add) ? <Link to={UKEY_PATHS.add}>新增Ukey</Link> : null}{' '}
        {canVisit(UKEY_PATHS.apply) ? <Link to={UKEY_PATHS.apply}>Ukey申请</Link> : null}
      </p>
    </Empty>
  );
}

function Renewal({ binding }: { binding: UkeyBinding }) {
  const client = useApiClient();
  const sign = useSigner();
  const writeCertificate = useWriteCertificate();
  const refresh = useRefreshUkeyData();
  const [phase, setPhase] = useState<Phase>({ step: 0 });
  const [failure, setFailure] = useState<RegistrationFailure>();
  // The renewal is shown on this page (inline), so the original waits here for 确认签名, not in the signing dialog.
  const original = useInlineOriginal(RENEW_LABEL);

  async function renew() {
    setFailure(undefined);
    // The binding's key, not only the session's tail number: its printed number picks a soft key, its serial is checked.
    const key = { uKeyCodeSuffix: tailOf(binding.ukeyCode), boundSerial: binding.ukeyNo, ukeyCode: binding.ukeyCode };
    const signed = await sign.original(RENEW_LABEL, ukeyEndpoints.renewOriginal, { inline: true, bankCode: binding.ukeyBank, role: key });
    if (signed.code !== 0) return setFailure(keyFailure(signed.error, { uKeyCodeSuffix: key.uKeyCodeSuffix, roleName: sign.role.roleName }));
    try {
      setPhase({ step: 2, renewal: await client.call(ukeyEndpoints.renew, { body: { payload: signed.payload } }) });
    } catch (error) {
      return setFailure(keyFailure(error));
    }
    await refresh();
  }

  async function write(renewal: UkeyRenewResponse) {
    setFailure(undefined);
    const outcome = await writeCertificate({ requestId: renewal.requestId, ukeyCode: binding.ukeyCode, bank: binding.ukeyBank }, renewal.certDerB64);
    if (!outcome.ok) return setFailure(outcome);
    setPhase({ step: 3, renewal });
    await refresh();
  }

  return (
    <>
      <Steps items={STEPS} current={phase.step} error={failure !== undefined && failure.code !== 'USER_CANCELLED'} />
      <Descriptions
        title="当前角色的Ukey"
        items={[
          { label: '印刷号', value: binding.ukeyCode },
          { label: '持有人', value: `${binding.personName}（${binding.userName}）` },
          { label: '证书类型', value: binding.certType },
          { label: '证书序列号', value: binding.ukeyNo },
          { label: '有效期至', value: dateText(binding.notAfter) },
          { label: '剩余有效期', value: <ExpiryText notAfter={binding.notAfter} /> },
        ]}
      />
      {phase.step === 0 ? (
        <Button variant="primary" onClick={renew} disabled={original !== undefined}>
          更新证书
        </Button>
      ) : null}
      <SignConfirm label={RENEW_LABEL} keyCode={binding.ukeyCode} />
      {phase.step >= 2 && 'renewal' in phase ? (
        <div role="status">
          <p>
            新证书已签发：序列号 {phase.renewal.serialNumber}，有效期至 {dateText(phase.renewal.notAfter)}。
            {phase.step === 3 ? '证书已写入Ukey，更新完成。' : '请将新证书下载到Ukey。'}
          </p>
        </div>
      ) : null}
      {phase.step === 2 ? (
        <Button variant="primary" onClick={() => write(phase.renewal)}>
          下载证书到Ukey
        </Button>
      ) : null}
      {failure?.code === 'USER_CANCELLED' ? <p role="status">已取消签名，证书未更新</p> : null}
      {failure && failure.code !== 'USER_CANCELLED' ? <KeyFailureAlert title={phase.step === 2 ? '写入失败' : '更新失败'} failure={failure} /> : null}
    </>
  );
}

/**
 * 证书更新 (update): the key bound to my current role, its expiry, and the renewal — the key signs the renewal
 * original (签名确认), the platform's CA issues a new certificate for the same key (签发新证书), which is then
 * written into the key (写入Ukey).
 */
export default function UkeyUpdatePage() {
  const { session, role } = useAuth();
  const bindings = useBindings();
  const me = session?.userInfo.userName;
  return (
    <UkeyPage fallbackTitle="证书更新">
      <QueryState query={bindings} loadingLabel="正在加载当前角色的Ukey">
        {(rows) => {
          const mine = rows.find((b) => b.status === 'ACTIVE' && b.userName === me && b.roleCode === role.currentRole);
          return mine ? <Renewal binding={mine} /> : <NoKey />;
        }}
      </QueryState>
    </UkeyPage>
  );
}
