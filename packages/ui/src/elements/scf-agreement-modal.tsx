import { AgreementModal, NOTICE_SCROLL_TOLERANCE_PX } from '../agreement-modal/agreement-modal';
import { elementMessages as t } from './elements.messages';
import { COMMON_ATTRIBUTES, emit, flag, ScfElement } from './scf-element';

function positiveNumber(text: string | null, fallback: number): number {
  const n = Number(text);
  return text !== null && Number.isFinite(n) && n >= 0 ? n : fallback;
}

/**
 * `<scf-agreement-modal>`: AgreementModal. `open` (attribute or property), `heading` (not `title`, which would be
 * the element's tooltip), the text from the element's own children (the host's HTML, taken over when the element
 * starts) or the `content` attribute (plain text, one paragraph per line), `countdown` (seconds), `scroll-tolerance`
 * (px), `confirm-text`, `close-text`, `forced`, `pending`. Events: `agree` (cancelable: not cancelled, the modal
 * closes) and `close` (the reader closed it; the element removes `open`).
 */
export class ScfAgreementModalElement extends ScfElement {
  static override get observedAttributes(): string[] {
    return [...COMMON_ATTRIBUTES, 'open', 'heading', 'content', 'countdown', 'scroll-tolerance', 'confirm-text', 'close-text', 'forced', 'pending'];
  }

  /** The host's children (the agreement's HTML), moved here when the element starts. */
  readonly #text = typeof document === 'undefined' ? null : document.createDocumentFragment();
  #nodes: Node[] = [];

  get open(): boolean {
    return flag(this, 'open');
  }

  set open(on: boolean) {
    this.toggleAttribute('open', on);
  }

  protected override adopt(): void {
    this.#nodes = [...this.childNodes];
    this.#text?.append(...this.#nodes);
  }

  /** Puts the host's nodes into the reading body each time it mounts (each opening). */
  #attach = (body: HTMLDivElement | null) => {
    if (body && this.#nodes.length > 0) body.append(...this.#nodes);
  };

  protected content() {
    const plain = this.getAttribute('content');
    const closeText = this.getAttribute('close-text');
    return (
      <AgreementModal
        open={this.open}
        title={this.getAttribute('heading') ?? t.agreementHeading}
        countdownSeconds={positiveNumber(this.getAttribute('countdown'), 0)}
        scrollTolerancePx={positiveNumber(this.getAttribute('scroll-tolerance'), NOTICE_SCROLL_TOLERANCE_PX)}
        confirmText={this.getAttribute('confirm-text') ?? undefined}
        closeText={closeText ?? undefined}
        forced={flag(this, 'forced')}
        pending={flag(this, 'pending')}
        onAgree={() => {
          if (emit(this, 'agree', undefined, true)) this.open = false;
        }}
        onClose={() => {
          this.open = false;
          emit(this, 'close');
        }}
      >
        {this.#nodes.length > 0 ? <div ref={this.#attach} /> : (plain ?? '').split('\n').map((line, i) => <p key={i}>{line}</p>)}
      </AgreementModal>
    );
  }
}
