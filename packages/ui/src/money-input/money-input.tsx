import { forwardRef, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ChangeEvent, CompositionEvent, FocusEvent, ForwardedRef, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { amountUnitHint, fenToChineseCapital, fenToDecimal, formatFen, MONEY_MAX_DECIMAL, parseFen } from '@scf/api/money';
import { useFormFieldControl } from '../form-field/form-field-context';
import { StyledInput } from '../text-input/text-input.styles';
import { moneyInputMessages as t } from './money-input.messages';
import { AmountRow, CapitalLine, MagnitudeTag, MoneyInputRoot, ProblemLine, Unit } from './money-input.styles';
import {
  ALL_DECIMALS,
  caretAfterSignificant,
  formatMoneyText,
  hasExtraDecimals,
  isNegativeText,
  padDecimals,
  sanitizeMoneyText,
  toDecimal,
} from './money-text';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step' | 'ref'>;

export interface MoneyInputProps extends NativeProps {
  /** Controlled amount as a decimal string without separators (`"1234.50"`); `''` is empty. */
  value?: string;
  /** Initial amount when uncontrolled. */
  defaultValue?: string;
  /** Called with the decimal string and its bigint fen (null when empty) whenever the amount changes. */
  onValueChange?: (value: string, fen: bigint | null) => void;
  /** Largest amount accepted (decimal string); default and ceiling is the spec's 99999999999999.98. */
  max?: string;
  /** Decimal places, at most 2 (spec §5). */
  precision?: 0 | 1 | 2;
  /** Show the 大写 amount and the 万/亿 hint under the field (default true). */
  showCapital?: boolean;
  /** Unit shown after the field; `false` hides it. */
  unit?: string | false;
  /** Marks the input invalid; inside a FormField its error does this. */
  invalid?: boolean;
  /**
   * A control on the amount's own row, after the unit (e.g. 自动分配 acting on the amount): it lines up with the
   * input, not with the 大写 line under it.
   */
  addon?: ReactNode;
  /** The amount must be greater than 0 (开立金额, 融资金额 …): 0 is refused with 金额须大于0 when the field is left. */
  positive?: boolean;
  /**
   * Why what was typed is refused (金额不能为负数, 最多两位小数, 金额须大于0, 金额不能超过…元), or null once it is
   * taken. Inside a FormField the field shows it; alone, the input shows it under itself.
   */
  onProblemChange?: (message: string | null) => void;
}

/** What the input refuses, kept on screen as typed with a message instead of being rewritten. */
export type MoneyProblem = 'negative' | 'precision' | 'zero' | 'max';

interface View {
  /** What the input shows: grouped clean text, or the raw text while an IME composes. */
  display: string;
  /** The committed amount as a decimal string (no separators, no trailing dot); '' when empty. */
  value: string;
  /** Where the caret goes after this render; null leaves it to the browser (e.g. during IME composition). */
  caret: number | null;
  /** What was refused; the value is then '' (no amount) and the text stays as typed. */
  problem: MoneyProblem | null;
}

const MAX_FEN = parseFen(MONEY_MAX_DECIMAL);

function fenOf(decimal: string): bigint | null {
  return decimal ? parseFen(decimal) : null;
}

function sameAmount(a: string, b: string): boolean {
  const fa = fenOf(a);
  const fb = fenOf(b);
  return fa === fb;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

function MoneyInputWithRef(
  {
    value,
    defaultValue,
    onValueChange,
    max = MONEY_MAX_DECIMAL,
    precision = 2,
    showCapital = true,
    unit = t.yuan,
    invalid,
    addon,
    positive = false,
    onProblemChange,
    id,
    name,
    onBlur,
    onCompositionStart,
    onCompositionEnd,
    ...rest
  }: MoneyInputProps,
  ref: ForwardedRef<HTMLInputElement>,
) {
  const field = useFormFieldControl();
  const capitalId = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const maxFen = (() => {
    const cap = parseFen(max);
    return cap < MAX_FEN ? cap : MAX_FEN;
  })();
  const clean = (text: string) => {
    const s = sanitizeMoneyText(text, precision);
    // A controlled or default value beyond the maximum is shown clamped rather than silently wrong.
    const d = toDecimal(s);
    return d && parseFen(d) > maxFen ? sanitizeMoneyText(fenToDecimal(maxFen), precision) : s;
  };
  const viewOf = (text: string, caret: number | null): View => {
    const c = clean(text);
    return { display: formatMoneyText(c), value: toDecimal(c), caret, problem: null };
  };

  const [view, setView] = useState<View>(() => viewOf(value ?? defaultValue ?? '', null));
  const [composing, setComposing] = useState(false);
  const current = view.value;

  // Controlled: when the parent's value is a different amount than what is shown, the parent wins.
  // Comparing amounts (not strings) keeps "1234." and "1.5" on screen while the user is still typing.
  if (value !== undefined && !composing && !sameAmount(toDecimal(clean(value)), current)) {
    setView(viewOf(value, null));
  }

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && view.caret !== null && input.ownerDocument.activeElement === input) {
      input.setSelectionRange(view.caret, view.caret);
    }
  }, [view]);

  const emit = (next: string) => {
    if (next !== current) onValueChange?.(next, fenOf(next));
  };

  /** A refused text: on screen as typed (grouped when it is digits), no amount, and why. */
  const refuse = (display: string, caret: number | null, problem: MoneyProblem) => {
    setView({ display, value: '', caret, problem });
    emit('');
  };

  /** Turn whatever the input now holds into clean, grouped text with the caret after the same digits. */
  const commit = (input: HTMLInputElement, inputType?: string) => {
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    if (isNegativeText(raw)) return refuse(raw, null, 'negative');
    const extra = hasExtraDecimals(raw, precision);
    const places = extra ? ALL_DECIMALS : precision;
    let next = sanitizeMoneyText(raw, places);
    let count = Math.min(sanitizeMoneyText(raw.slice(0, caret), places).length, next.length);
    // What was on screen before this input: the shown text, unless an IME left raw text there.
    const shownClean = sanitizeMoneyText(view.display, precision);
    const previous = toDecimal(shownClean) === current ? shownClean : current;
    // Backspace/delete over a separator removes nothing real: take the digit beside it instead.
    if (next === previous && raw !== formatMoneyText(previous)) {
      if (inputType === 'deleteContentBackward' && count > 0) {
        next = next.slice(0, count - 1) + next.slice(count);
        count -= 1;
      } else if (inputType === 'deleteContentForward' && count < next.length) {
        next = next.slice(0, count) + next.slice(count + 1);
      }
      next = sanitizeMoneyText(next, places);
    }
    if (extra) {
      const display = formatMoneyText(next);
      return refuse(display, caretAfterSignificant(display, count), 'precision');
    }
    const decimal = toDecimal(next);
    if (decimal && parseFen(decimal) > maxFen) {
      // Over the maximum: refuse the keystroke or paste, say so, and put the caret back where the insertion began.
      const shown = formatMoneyText(previous);
      const back = Math.max(0, caret - (raw.length - shown.length));
      setView({ display: shown, value: current, caret: back, problem: 'max' });
      return;
    }
    const display = formatMoneyText(next);
    setView({ display, value: decimal, caret: caretAfterSignificant(display, count), problem: null });
    emit(decimal);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (composing) {
      setView({ display: event.target.value, value: current, caret: null, problem: view.problem });
      return;
    }
    commit(event.target, (event.nativeEvent as InputEvent).inputType);
  };

  const handleCompositionStart = (event: CompositionEvent<HTMLInputElement>) => {
    setComposing(true);
    onCompositionStart?.(event);
  };

  const handleCompositionEnd = (event: CompositionEvent<HTMLInputElement>) => {
    setComposing(false);
    commit(event.currentTarget);
    onCompositionEnd?.(event);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (composing) {
      onBlur?.(event);
      return;
    }
    if (view.problem === 'negative' || view.problem === 'precision') {
      // Left as typed, with its message: the user corrects it, the field does not.
      onBlur?.(event);
      return;
    }
    const padded = padDecimals(current, precision);
    if (positive && padded && parseFen(padded) === 0n) refuse(formatMoneyText(padded), null, 'zero');
    else {
      setView({ display: formatMoneyText(padded), value: padded, caret: null, problem: null });
      emit(padded);
    }
    onBlur?.(event);
  };

  const problemText = problemMessage(view.problem, precision, maxFen);
  const reportError = field?.reportError;
  useEffect(() => {
    onProblemChange?.(problemText);
    reportError?.(problemText);
  }, [problemText]); // eslint-disable-line react-hooks/exhaustive-deps -- reported when the message changes, not the callbacks
  useEffect(() => () => reportError?.(null), [reportError]);

  const fen = fenOf(current);
  const describedBy = [rest['aria-describedby'], field?.describedBy, showCapital ? capitalId : undefined].filter(Boolean).join(' ');
  const hint = fen === null ? '' : amountUnitHint(fen);

  return (
    <MoneyInputRoot>
      <AmountRow>
        <StyledInput
          {...rest}
          ref={(node: HTMLInputElement | null) => {
            inputRef.current = node;
            assignRef(ref, node);
          }}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          id={id ?? field?.id}
          required={rest.required ?? field?.required}
          aria-describedby={describedBy || undefined}
          aria-invalid={(invalid ?? field?.invalid) || problemText !== null || undefined}
          value={view.display}
          onChange={handleChange}
          onCompositionStart={handleCompositionStart}
          onCompositionEnd={handleCompositionEnd}
          onBlur={handleBlur}
        />
        {unit ? <Unit aria-hidden="true">{unit}</Unit> : null}
        {addon}
      </AmountRow>
      {name ? <input type="hidden" name={name} value={current} /> : null}
      {problemText && !reportError ? (
        <ProblemLine id={capitalId} role="alert">
          {problemText}
        </ProblemLine>
      ) : showCapital ? (
        <CapitalLine id={capitalId} aria-live="polite" data-testid="money-input-capital">
          {fen === null ? null : (
            <>
              {`${t.capital}：${fenToChineseCapital(fen)}`}
              {hint ? (
                <MagnitudeTag aria-label={`${t.unit}：${hint}`} title={`${t.unit}：${hint}`}>
                  {hint}
                </MagnitudeTag>
              ) : null}
            </>
          )}
        </CapitalLine>
      ) : null}
    </MoneyInputRoot>
  );
}

function problemMessage(problem: MoneyProblem | null, precision: 0 | 1 | 2, maxFen: bigint): string | null {
  if (problem === 'negative') return t.negative;
  if (problem === 'precision') return t.precision(precision);
  if (problem === 'zero') return t.zero;
  if (problem === 'max') return t.max(formatFen(maxFen));
  return null;
}

/**
 * Amount field on bigint fen (spec §5): min 0, max 99999999999999.98, two decimals; strips characters that are no
 * part of an amount (¥, 元, separators, letters), groups thousands while typing with a stable caret, cleans pasted
 * text, leaves IME composition alone until it ends, and shows the 大写 amount with a 万/亿 hint below. What it
 * cannot take it refuses with a message and leaves as typed (a minus sign, a third decimal, 0 where `positive`,
 * more than `max`): a bank form never rewrites an amount without a word (issue 28). Controlled (`value`) or not. The ref is
 * the native input (react-hook-form `register()`; forwardRef: React 18 and 19).
 */
export const MoneyInput = forwardRef(MoneyInputWithRef);
MoneyInput.displayName = 'MoneyInput';
