import { useState } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useApiClient } from '@scf/api';
import type { UkeyBinding, UkeyRenewResponse } from '@scf/api/contract';
import type { RegistrationFailure } from '@scf/signing';
import { Button, Descriptions, Empty, Steps } from '@scf/ui';
import { useSession } from '../../../app/session';
import { driverForKey } from '../api/drivers';
import { renewCertificate } from '../api/renew-certificate';
import { useBindings } from '../api/ukey-queries';
import { UKEY_PATHS } from '../api/ukey-paths';
import { dateText } from '../api/ukey-format';
import { useCanVisit } from '../api/use-can-visit';
import { useConfirmGate } from '../api/use-confirm-gate';
import { useRefreshUkeyData } from '../api/use-ukey-query';
import { writeCertificate } from '../api/write-certificate';
import { ExpiryText } from '../components/expiry-tag';
import { KeyFailureAlert } from '../components/key-failure-alert';
import { QueryState } from '../components/query-state';
import { UkeyPage } from '../components/ukey-page';

const Original = styled.pre`
  white-space: pre-wrap;
  word-break: break-all;
  padding: 12px;
  background: #f7f8fa;
  border-radius: 4px;
`;

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

function Renewal({ binding, roleName }: { binding: UkeyBinding; roleName: string }) {
  const client = useApiClient();
  const refresh = useRefreshUkeyData();
  const gate = useConfirmGate<string>();
  const [phase, setPhase] = useState<Phase>({ step: 0 });
  const [failure, setFailure] = useState<RegistrationFailure>();

  async function renew() {
    setFailure(undefined);
    const outcome = await renewCertificate({ client, key: await driverForKey(binding.ukeyCode), binding, roleName, confirm: gate.ask });
    if (!outcome.ok) return setFailure(outcome);
    setPhase({ step: 2, renewal: outcome.renewal });
    await refresh();
  }

  async function write(renewal: UkeyRenewResponse) {
    setFailure(undefined);
    const request = { requestId: renewal.requestId, ukeyCode: binding.ukeyCode, bank: binding.ukeyBank };
    const outcome = await writeCertificate({ client, request, certDerB64: renewal.certDerB64, roleName });
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
        <Button variant="primary" onClick={renew} disabled={gate.pending !== undefined}>
          更新证书
        </Button>
      ) : null}
      {gate.pending !== undefined ? (
        <section aria-label="签名确认">
          <h2>签名确认</h2>
          <p>请核对以下原文，确认后将使用印刷号 {binding.ukeyCode} 的Ukey签名：</p>
          <Original>{gate.pending}</Original>
          <Button variant="primary" onClick={() => gate.answer(true)}>
            确认签名
          </Button>{' '}
          <Button onClick={() => gate.answer(false)}>取消</Button>
        </section>
      ) : null}
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
  const { session, role } = useSession();
  const bindings = useBindings();
  const me = session?.userInfo.userName;
  return (
    <UkeyPage fallbackTitle="证书更新">
      <QueryState query={bindings} loadingLabel="正在加载当前角色的Ukey">
        {(rows) => {
          const mine = rows.find((b) => b.status === 'ACTIVE' && b.userName === me && b.roleCode === role.currentRole);
          return mine ? <Renewal binding={mine} roleName={role.label} /> : <NoKey />;
        }}
      </QueryState>
    </UkeyPage>
  );
}
