import { useState } from 'react';
import { useApiClient } from '@scf/api';
import { ukeyEndpoints } from '@scf/api/contract';
import type { UkeyBinding } from '@scf/api/contract';
import type { SubmitOutcome } from '@scf/signing';
import { useRegisterKey, useSigningState } from '@scf/signing/react';
import { Button } from '@scf/ui';
import { dateText, tailOf } from '../api/ukey-format';
import { useRefreshUkeyData } from '../api/use-ukey-query';
import { BindingSelect } from '../components/binding-select';
import { BindingSummary } from '../components/binding-summary';
import { KeyCompare } from '../components/key-compare';
import { KeyFailureAlert } from '../components/key-failure-alert';
import { BackToList, NothingHere } from '../components/back-to-list';
import { WithBindings } from '../components/with-bindings';

const CHANGE_LABEL = '更换Ukey';

function ChangeResult({ outcome, old }: { outcome: SubmitOutcome<UkeyBinding>; old: UkeyBinding }) {
  if (!outcome.ok && outcome.code === 'USER_CANCELLED') return <p role="status">已取消更换，原Ukey未变更</p>;
  if (!outcome.ok) return <KeyFailureAlert title="更换失败" failure={outcome} />;
  const b = outcome.value;
  return (
    <div role="status">
      <p>
        更换成功：{b.personName}（{b.userName}）的Ukey已由印刷号 {old.ukeyCode} 更换为 {b.ukeyCode}（尾号 {tailOf(b.ukeyCode)}），{b.certType}证书，有效期至{' '}
        {dateText(b.notAfter)}。
      </p>
      <p>原Ukey已注销。持有人需重新登录后，使用新Ukey签名。</p>
      <BindingSummary binding={b} title="新Ukey" />
    </div>
  );
}

function ChangeForm({ bindings, initial }: { bindings: UkeyBinding[]; initial: string }) {
  const client = useApiClient();
  const refresh = useRefreshUkeyData();
  const active = bindings.filter((b) => b.status === 'ACTIVE');
  const [ukeyNo, setUkeyNo] = useState(active.some((b) => b.ukeyNo === initial) ? initial : '');
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<{ outcome: SubmitOutcome<UkeyBinding>; old: UkeyBinding }>();
  const { registerAndSubmit } = useRegisterKey();
  const { flow, confirm, cancel } = useSigningState();
  const old = active.find((b) => b.ukeyNo === ukeyNo);
  // The new key that was read waits here (old vs new) before it signs: the registration flow's one confirm gate.
  const next = flow?.label === CHANGE_LABEL && flow.phase.kind === 'confirm-key' ? flow.phase.cert : undefined;

  if (active.length === 0) return <NothingHere description="暂无可更换的Ukey" />;

  async function read() {
    if (!old) return;
    setResult(undefined);
    setRunning(true);
    // spec §5: one key only, issued by the old key's bank; the new key signs the registration original.
    const outcome = await registerAndSubmit({
      label: CHANGE_LABEL,
      bankCode: old.ukeyBank,
      submit: (registration, certDerB64) => client.call(ukeyEndpoints.change, { body: { oldUkeyNo: old.ukeyNo, registration, certDerB64 } }),
    });
    setRunning(false);
    setResult({ outcome, old });
    if (outcome.ok) await refresh();
  }

  const same = next && old ? next.serialNumber === old.ukeyNo : false;
  return (
    <>
      <BindingSelect label="要更换的Ukey" bindings={active} value={ukeyNo} onChange={setUkeyNo} disabled={running} />
      {old ? <BindingSummary binding={old} title="原Ukey" /> : null}
      <p>请拔出原Ukey，在本机插入新的Ukey（只能插入一个），新Ukey须由{old?.ukeyBank ?? '同一'}银行签发。</p>
      <Button variant="primary" onClick={read} disabled={!old || running}>
        读取新Ukey
      </Button>
      {next && old ? (
        <section aria-label="确认更换">
          <h2>确认更换</h2>
          <KeyCompare old={old} next={next} />
          {same ? <p role="alert">插入的是原Ukey，请插入新的Ukey后重新读取</p> : null}
          <p>确认后将使用新Ukey签名，并注销原Ukey。</p>
          <Button variant="primary" onClick={confirm} disabled={same}>
            确认更换
          </Button>{' '}
          <Button onClick={cancel}>取消</Button>
        </section>
      ) : null}
      {running && !next ? <p role="status">正在读取Ukey…</p> : null}
      {result && !running ? <ChangeResult {...result} /> : null}
      <p>
        <BackToList />
      </p>
    </>
  );
}

/**
 * 更换Ukey (change?ukeyNo=): the director picks the binding to replace, inserts the new key in the local agent;
 * the page reads it (one key only, issuer of the bank), shows old vs new, and on confirmation the new key signs
 * the registration original and the server replaces the binding.
 */
export default function UkeyChangePage() {
  return <WithBindings fallbackTitle="更换Ukey">{(rows, ukeyNo) => <ChangeForm bindings={rows} initial={ukeyNo} />}</WithBindings>;
}
