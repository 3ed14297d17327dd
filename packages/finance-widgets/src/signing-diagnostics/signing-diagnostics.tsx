import { useCallback, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { Button, cssVar } from '@scf/ui';
import { diagnosticsText } from './diagnostics-text';
import type { DiagnosticsContext } from './diagnostics-text';
import type { CheckStatus, DiagnosticsReport } from './run-diagnostics';

export interface SignTestResult {
  ok: boolean;
  message: string;
}

export interface SigningDiagnosticsProps {
  /** Runs the read-only checks (`runDiagnostics` with the host's driver and role). */
  run(): Promise<DiagnosticsReport>;
  /** 签名测试: sign the server's SIGN_TEST challenge and have the server verify it. Omitted = no button. */
  signTest?: () => Promise<SignTestResult>;
  context?: Omit<DiagnosticsContext, 'signTest'>;
  /** Clipboard writer; `navigator.clipboard.writeText` when omitted. */
  copy?: (text: string) => Promise<void>;
}

const STATUS_TEXT: Record<CheckStatus, string> = { ok: '正常', warn: '注意', fail: '异常', skip: '未检测' };
const STATUS_COLOR: Record<CheckStatus, string> = { ok: '#237804', warn: '#874d00', fail: '#a8071a', skip: '#595959' };

const Checks = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 96px 56px 1fr;
    gap: 8px;
    padding: 6px 0;
    border-bottom: 1px solid ${cssVar('borderColor')};
  }
`;
const Status = styled.span<{ $status: CheckStatus }>`
  color: ${(p) => STATUS_COLOR[p.$status]};
  font-weight: 600;
`;
const Bar = styled.div`
  display: flex;
  gap: 8px;
  margin-bottom: 12px;
`;
const Fallback = styled.textarea`
  width: 100%;
  min-height: 160px;
`;

async function clipboardWrite(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/** The signing diagnostics panel (spec §4 checks) with 签名测试 and 复制诊断信息 for support. */
export function SigningDiagnostics({ run, signTest, context = {}, copy = clipboardWrite }: SigningDiagnosticsProps) {
  const [report, setReport] = useState<DiagnosticsReport>();
  const [testResult, setTestResult] = useState<SignTestResult>();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'manual'>('idle');

  const check = useCallback(async () => {
    setReport(await run());
    setCopyState('idle');
  }, [run]);

  useEffect(() => {
    void check();
  }, [check]);

  const text = report ? diagnosticsText(report, { ...context, signTest: testResult && `${testResult.ok ? '通过' : '失败'}：${testResult.message}` }) : '';

  async function onCopy() {
    try {
      await copy(text);
      setCopyState('copied');
    } catch {
      // No clipboard (insecure context, permission refused): show the text to copy by hand.
      setCopyState('manual');
    }
  }

  return (
    <section aria-labelledby="signing-diagnostics-title">
      <h2 id="signing-diagnostics-title">签名诊断</h2>
      <Bar>
        <Button onClick={check}>重新检测</Button>
        {signTest ? (
          <Button variant="primary" onClick={async () => setTestResult(await signTest())}>
            签名测试
          </Button>
        ) : null}
        <Button onClick={onCopy} disabled={!report}>
          复制诊断信息
        </Button>
      </Bar>
      {report ? (
        <Checks aria-label="诊断结果">
          {report.checks.map((c) => (
            <li key={c.id} aria-label={`${c.label}：${STATUS_TEXT[c.status]}`}>
              <span>{c.label}</span>
              <Status $status={c.status}>{STATUS_TEXT[c.status]}</Status>
              <span>{c.detail}</span>
            </li>
          ))}
        </Checks>
      ) : (
        <p role="status">正在检测…</p>
      )}
      {testResult ? (
        <p role={testResult.ok ? 'status' : 'alert'}>
          {testResult.ok ? '签名测试通过' : '签名测试失败'}：{testResult.message}
        </p>
      ) : null}
      {copyState === 'copied' ? <p role="status">诊断信息已复制</p> : null}
      {copyState === 'manual' ? <Fallback aria-label="诊断信息" readOnly value={text} /> : null}
    </section>
  );
}
