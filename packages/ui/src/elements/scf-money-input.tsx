import { createRef } from 'react';
import { fenToDecimal } from '@scf/api/money';
import { MoneyInput } from '../money-input/money-input';
import { elementMessages as t } from './elements.messages';
import { COMMON_ATTRIBUTES, emit, flag, ScfElement } from './scf-element';

/** A fen amount as the element speaks it: a non-negative integer string, or '' for empty. */
function cleanFen(value: unknown): string {
  const text = String(value ?? '').trim();
  return /^\d+$/.test(text) ? BigInt(text).toString() : '';
}

/**
 * `<scf-money-input>`: MoneyInput as a form-associated custom element. `value` is in fen (an integer string, ''
 * when empty); the `value` attribute is the default a form reset returns to. Events `input` (each edit) and
 * `change` (committed on leaving the field), both with `detail.value` in fen. `name`, `required`, `disabled`,
 * `label` (the input's accessible name), `placeholder`, `max` (fen), `no-capital` (hides the 大写 line).
 */
export class ScfMoneyInputElement extends ScfElement {
  static formAssociated = true;

  static override get observedAttributes(): string[] {
    return [...COMMON_ATTRIBUTES, 'value', 'name', 'required', 'disabled', 'label', 'placeholder', 'max', 'no-capital'];
  }

  readonly #internals: ElementInternals;
  readonly #input = createRef<HTMLInputElement>();
  #fen = '';
  /** The value at the last `change` (or set by the host): `change` fires when leaving the field with another. */
  #committed = '';
  /** Whether the value was set by the user or the host since the default (the `value` attribute) applies. */
  #dirty = false;
  /** Why the inner input refuses what was typed (金额不能为负数 …), or null. */
  #problem: string | null = null;
  #formDisabled = false;

  constructor() {
    super();
    this.#internals = this.attachInternals();
  }

  get value(): string {
    return this.#fen;
  }

  set value(fen: string) {
    this.#dirty = true;
    this.#set(cleanFen(fen));
    this.#committed = this.#fen;
  }

  get defaultValue(): string {
    return cleanFen(this.getAttribute('value'));
  }

  set defaultValue(fen: string) {
    this.setAttribute('value', cleanFen(fen));
  }

  get name(): string {
    return this.getAttribute('name') ?? '';
  }

  set name(name: string) {
    this.setAttribute('name', name);
  }

  get required(): boolean {
    return flag(this, 'required');
  }

  set required(on: boolean) {
    this.toggleAttribute('required', on);
  }

  get disabled(): boolean {
    return flag(this, 'disabled');
  }

  set disabled(on: boolean) {
    this.toggleAttribute('disabled', on);
  }

  get form(): HTMLFormElement | null {
    return this.#internals.form;
  }

  get type(): string {
    return 'scf-money-input';
  }

  get validity(): ValidityState {
    return this.#internals.validity;
  }

  get validationMessage(): string {
    return this.#internals.validationMessage;
  }

  get willValidate(): boolean {
    return this.#internals.willValidate;
  }

  checkValidity(): boolean {
    return this.#internals.checkValidity();
  }

  reportValidity(): boolean {
    return this.#internals.reportValidity();
  }

  override focus(options?: FocusOptions): void {
    this.#input.current?.focus(options);
  }

  override attributeChangedCallback(name?: string): void {
    // The default applies until the user or the host sets a value (as `<input value>` does).
    if (name === 'value' && !this.#dirty) {
      this.#fen = this.defaultValue;
      this.#committed = this.#fen;
    }
    this.#sync();
    super.attributeChangedCallback();
  }

  override connectedCallback(): void {
    if (!this.#dirty) {
      this.#fen = this.defaultValue;
      this.#committed = this.#fen;
    }
    super.connectedCallback();
    this.#sync();
  }

  formResetCallback(): void {
    this.#dirty = false;
    this.#set(this.defaultValue);
    this.#committed = this.#fen;
  }

  formDisabledCallback(disabled: boolean): void {
    this.#formDisabled = disabled;
    this.update();
  }

  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state === 'string') this.value = state;
  }

  protected override listen(container: HTMLElement): void {
    // The inner <input>'s own input/change events carry no fen: only the element's CustomEvents leave it.
    const stop = (event: Event) => event.stopPropagation();
    container.addEventListener('input', stop);
    container.addEventListener('change', stop);
    container.addEventListener('focusout', () => {
      if (this.#fen === this.#committed) return;
      this.#committed = this.#fen;
      emit(this, 'change', { value: this.#fen });
    });
  }

  #set(fen: string): void {
    this.#fen = fen;
    this.#sync();
    this.update();
  }

  /**
   * The form value and the validity, anchored on the inner input: a refused text is a customError with its message
   * (the form does not submit it), required and empty is valueMissing.
   */
  #sync(): void {
    this.#internals.setFormValue(this.#fen);
    if (this.#problem && !this.disabled) {
      this.#internals.setValidity({ customError: true }, this.#problem, this.#input.current ?? undefined);
    } else if (this.required && this.#fen === '' && !this.disabled) {
      this.#internals.setValidity({ valueMissing: true }, t.amountMissing, this.#input.current ?? undefined);
    } else {
      this.#internals.setValidity({});
    }
  }

  protected content() {
    const max = cleanFen(this.getAttribute('max'));
    const label = this.getAttribute('label');
    return (
      <MoneyInput
        ref={this.#input}
        value={this.#fen === '' ? '' : fenToDecimal(BigInt(this.#fen))}
        max={max ? fenToDecimal(BigInt(max)) : undefined}
        onValueChange={(_decimal, fen) => {
          const next = fen === null ? '' : fen.toString();
          if (next === this.#fen) return;
          this.#dirty = true;
          this.#set(next);
          emit(this, 'input', { value: next });
        }}
        onProblemChange={(message) => {
          this.#problem = message;
          this.#sync();
        }}
        aria-label={label ?? undefined}
        aria-required={this.required || undefined}
        placeholder={this.getAttribute('placeholder') ?? undefined}
        disabled={this.disabled || this.#formDisabled}
        showCapital={!flag(this, 'no-capital')}
      />
    );
  }
}
