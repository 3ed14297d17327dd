import type { UkeyBinding } from '@scf/api/contract';
import { formatDate } from '@scf/finance-widgets';
import type { SubmitOutcome } from '@scf/signing';

/** The outcome of a bind: the bound key's printed number, or the spec §8 registration code and its message. */
export function BindResult({ outcome }: { outcome: SubmitOutcome<UkeyBinding> }) {
  if (outcome.ok) {
    const { ukeyCode, certType, notAfter } = outcome.value;
    return (
      <p role="status">
        绑定成功：印刷号 {ukeyCode}（尾号 {ukeyCode.slice(-4)}），{certType}证书，有效期至 {formatDate(notAfter)}
      </p>
    );
  }
  return (
    <div role="alert">
      <p>
        <strong>绑定失败{outcome.codeLabel ? `（${outcome.codeLabel}）` : ''}</strong>：{outcome.message}
      </p>
      <p>{outcome.actionText}</p>
    </div>
  );
}
