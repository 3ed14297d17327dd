import { forwardRef, useEffect, useRef, useState } from 'react';
import type { ButtonHTMLAttributes, ForwardedRef, KeyboardEvent, MouseEvent } from 'react';
import { messages } from '../messages';
import { Spinner, StyledButton } from './button.styles';
import type { ButtonVariant } from './button.styles';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  /** Look of the button; `default` when omitted. */
  variant?: ButtonVariant;
  /** Shows a spinner and ignores clicks, e.g. while a form submits. */
  loading?: boolean;
  /**
   * Click handler. When it returns a promise the button stays in the loading state until it settles, so a second
   * click cannot submit twice.
   */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';
}

function ButtonWithRef(
  { variant = 'default', loading = false, type = 'button', onClick, onKeyDown, disabled, children, ...rest }: ButtonProps,
  ref: ForwardedRef<HTMLButtonElement>,
) {
  const [pending, setPending] = useState(false);
  // A ref, not state: two clicks in the same frame must not both get through before React re-renders.
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const busy = loading || pending;

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    // Spec §5: Enter on a button is suppressed (no accidental submit while typing into the next field).
    if (event.key === 'Enter') event.preventDefault();
    onKeyDown?.(event);
  }

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (busy || inFlight.current) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (isThenable(result)) {
      inFlight.current = true;
      setPending(true);
      const done = () => {
        inFlight.current = false;
        if (mounted.current) setPending(false);
      };
      result.then(done, done);
    }
  }

  return (
    <StyledButton
      {...rest}
      ref={ref}
      type={type}
      $variant={variant}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onKeyDown={handleKeyDown}
      onClick={handleClick}
    >
      {busy ? <Spinner role="img" aria-label={messages.button.loading} /> : null}
      {children}
    </StyledButton>
  );
}

/**
 * Button with primary/default/link looks. Enter does not activate it (spec §5); Space and clicks do. The ref is the
 * native button (forwardRef: React 18 and 19).
 */
export const Button = forwardRef(ButtonWithRef);
Button.displayName = 'Button';
