import { AmountWithCapital } from '../amount-with-capital';
import { describeOriginal } from './describe-original';
import type { OriginalField } from './describe-original';
import { signingMessages as m } from './signing-dialog.messages';
import { Fields, OriginalText } from './signing-dialog.styles';

export interface OriginalViewProps {
  original: string;
  /** Reads the original into fields; `describeOriginal` when omitted. */
  describe?: (original: string) => OriginalField[];
}

/** The original text before signing: readable fields (amounts in figures and 大写) and the exact text. */
export function OriginalView({ original, describe = describeOriginal }: OriginalViewProps) {
  const fields = describe(original);
  return (
    <>
      {fields.length > 0 ? (
        <Fields aria-label={m.originalFields}>
          {fields.map((f, i) => (
            <div key={`${i}-${f.label}`} style={{ display: 'contents' }}>
              <dt>{f.label}</dt>
              <dd>{f.kind === 'amount' ? <AmountWithCapital value={f.value} label={f.label} /> : f.value}</dd>
            </div>
          ))}
        </Fields>
      ) : null}
      <details open={fields.length === 0}>
        <summary>{m.originalText}</summary>
        <OriginalText aria-label={m.originalText}>{original}</OriginalText>
      </details>
    </>
  );
}
