import type { Verification } from '@scf/api/contract';
import { formatVerifyCode } from '@scf/api/contract';
import { formatFen, parseFen, toChineseCapital } from '@scf/api/money';
import { Descriptions } from '@scf/ui';
import { formatDateTime } from '@scf/finance-widgets';

/** What a 验证码 certifies: the document, its amount, the parties and signer (masked by the server), and its SHA-256. */
export function VerificationResult({ result }: { result: Verification }) {
  return (
    <section aria-label="查验结果">
      <p role="status">
        <strong>验证码有效</strong>：以下为平台登记的文件信息，请与您手中的文件逐项核对。
      </p>
      <Descriptions
        columns={2}
        items={[
          { label: '验证码', value: formatVerifyCode(result.code) },
          { label: '文件类型', value: result.docType },
          { label: '编号', value: result.docNo },
          { label: '金额', value: result.amount === null ? null : `${formatFen(parseFen(result.amount))}元（${toChineseCapital(result.amount)}）` },
          ...result.parties.map((p) => ({ label: p.role, value: p.name })),
          { label: '签署人', value: result.signer },
          { label: '签署时间', value: result.signedAt ? formatDateTime(result.signedAt) : null },
          { label: '登记时间', value: formatDateTime(result.issuedAt) },
          { label: '文件摘要（SHA-256）', value: <code style={{ wordBreak: 'break-all' }}>{result.docHash}</code>, span: 2 },
        ]}
      />
    </section>
  );
}
