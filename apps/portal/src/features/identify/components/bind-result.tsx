import type { BindOutcome } from '../api/bind-key';

/** The outcome of a bind: the bound key's printed number, or the spec §8 registration code and its message. */
export function BindResult({ outcome }: { outcome: BindOutcome }) {
  if (outcome.ok) {
    return (
      <p role="status">
        绑定成功：印刷号 {outcome.binding.ukeyCode}（尾号 {outcome.binding.ukeyCode.slice(-4)}），{outcome.binding.certType}证书，有效期至{' '}
        {outcome.binding.notAfter.slice(0, 10)}
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
