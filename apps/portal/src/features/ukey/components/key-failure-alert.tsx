import type { RegistrationFailure } from '@scf/signing';

export interface KeyFailureAlertProps {
  /** What failed, e.g. 更换失败. */
  title: string;
  failure: Pick<RegistrationFailure, 'codeLabel' | 'message' | 'actionText'>;
}

/** A signing or key failure: the catalogue message (with its spec §8 code when numbered) and what to do. */
export function KeyFailureAlert({ title, failure }: KeyFailureAlertProps) {
  return (
    <div role="alert">
      <p>
        <strong>
          {title}
          {failure.codeLabel ? `（${failure.codeLabel}）` : ''}
        </strong>
        ：{failure.message}
      </p>
      <p>{failure.actionText}</p>
    </div>
  );
}
