import { useState } from 'react';
import { styled } from 'styled-components';
import { useApiClient } from '@scf/api';
import { RECEIPT_BIZ_TYPE_LABEL, RECEIPT_NOT_FOUND, RECEIPT_VERIFIED, formatVerifyCode, receiptEndpoints, verifyCodeSchema } from '@scf/api/contract';
import type { ReceiptCheck as CheckResult } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { Button, Descriptions, FormField, TextInput, cssVar } from '@scf/ui';
import { PagePart } from '../../../lib/page';
import { SearchForm } from '../../../lib/list/keyword-search';

const Verdict = styled.p<{ $ok: boolean }>`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-radius: 4px;
  border: 1px solid ${(p) => (p.$ok ? '#b7eb8f' : cssVar('dangerColor'))};
  background: ${(p) => (p.$ok ? '#f6ffed' : '#fff1f0')};
  color: ${(p) => (p.$ok ? cssVar('textColor') : cssVar('dangerColor'))};
`;

function Found({ r }: { r: Extract<CheckResult, { found: true }> }) {
  return (
    <Descriptions
      columns={2}
      items={[
        { label: '回单编号', value: r.receiptNo },
        { label: '交易时间', value: r.tradedAt },
        { label: '业务类型', value: RECEIPT_BIZ_TYPE_LABEL[r.bizType] },
        { label: '金额', value: <AmountText value={r.amount} /> },
        { label: '付款人', value: `${r.payerName}（${r.payerAccountNo}）` },
        { label: '收款人', value: `${r.payeeName}（${r.payeeAccountNo}）` },
        { label: '银行流水号', value: r.bankSerial },
        { label: '文件摘要（SHA-256）', value: <code style={{ wordBreak: 'break-all' }}>{r.fileSha256}</code> },
      ]}
    />
  );
}

/** 回单验真 (§16.7): a 验证码 from a receipt answers 回单真实有效 with its key fields, or 未查询到该回单. */
export function ReceiptCheck() {
  const client = useApiClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<{ code: string; answer: CheckResult }>();
  const [busy, setBusy] = useState(false);

  async function check() {
    const parsed = verifyCodeSchema.safeParse(code);
    setResult(undefined);
    setError(parsed.success ? undefined : '验证码格式不正确，应为16位字母或数字');
    if (!parsed.success) return;
    setBusy(true);
    try {
      setResult({ code: parsed.data, answer: await client.call(receiptEndpoints.check, { body: { code: parsed.data } }) });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : '查验失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  }

  return (
    <PagePart aria-labelledby="receipt-check-title">
      <h2 id="receipt-check-title">回单验真</h2>
      <SearchForm
        role="search"
        aria-label="回单验真"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void check();
        }}
      >
        <FormField label="验证码" error={error}>
          <TextInput
            name="receiptCode"
            autoComplete="off"
            placeholder="XXXX-XXXX-XXXX-XXXX"
            maxLength={24}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </FormField>
        <Button type="submit" variant="primary" loading={busy}>
          验真
        </Button>
      </SearchForm>
      <div role="status" aria-live="polite">
        {result ? (
          <>
            <Verdict $ok={result.answer.found}>
              {result.answer.found ? `${RECEIPT_VERIFIED}（验证码 ${formatVerifyCode(result.code)}）` : RECEIPT_NOT_FOUND}
            </Verdict>
            {result.answer.found ? <Found r={result.answer} /> : null}
          </>
        ) : null}
      </div>
    </PagePart>
  );
}
