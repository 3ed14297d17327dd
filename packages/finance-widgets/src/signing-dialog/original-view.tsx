import { AmountWithCapital } from '../amount-with-capital';
import { describeOriginal } from './describe-original';
import type { OriginalField } from './describe-original';
import { ExpiryText } from './expiry-text';
import { signingMessages as m } from './signing-dialog.messages';
import { Fields, OriginalText, TechnicalLine } from './signing-dialog.styles';

export interface OriginalViewProps {
  original: string;
  /** Reads the original into fields; `describeOriginal` when omitted. */
  describe?: (original: string) => OriginalField[];
  /** A technical line under the exact text (the signing certificate and its serial), not among the fields read. */
  technical?: string;
}

function FieldValue({ field }: { field: OriginalField }) {
  if (field.kind === 'amount') return <AmountWithCapital value={field.value} label={field.label} />;
  if (field.kind === 'expiry') return <ExpiryText iso={field.value} />;
  return <>{field.value}</>;
}

/**
 * The original text before signing: readable fields (amounts in figures and 大写, the expiry in Beijing time with the
 * time left) and, folded, the exact text the key signs with its technical ids (challenge id, certificate serial).
 */
export function OriginalView({ original, describe = describeOriginal, technical }: OriginalViewProps) {
  const fields = describe(original).filter((f) => f.kind !== 'technical');
  return (
    <>
      {fields.length > 0 ? (
        <Fields aria-label={m.originalFields}>
          {fields.map((f, i) => (
            <div key={`${i}-${f.label}`} style={{ display: 'contents' }}>
              <dt>{f.label}</dt>
              <dd>
                <FieldValue field={f} />
              </dd>
            </div>
          ))}
        </Fields>
      ) : null}
      <details open={fields.length === 0}>
        <summary>{m.originalText}</summary>
        <OriginalText aria-label={m.originalText}>{original}</OriginalText>
        {technical ? <TechnicalLine>{technical}</TechnicalLine> : null}
      </details>
    </>
  );
}
