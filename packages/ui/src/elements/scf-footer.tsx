import { Footer } from '../footer/footer';
import { ScfElement } from './scf-element';

/**
 * `<scf-footer>`: the bottom bar, layout A or B from the config. `qrCodes` (property: `{ value, label }[]`) shows
 * the QR codes — set it only where the platform's rules allow them (`footerQrVisible`).
 */
export class ScfFooterElement extends ScfElement {
  #qrCodes: { value: string; label: string }[] = [];

  get qrCodes(): { value: string; label: string }[] {
    return this.#qrCodes;
  }

  set qrCodes(codes: { value: string; label: string }[]) {
    this.#qrCodes = Array.isArray(codes) ? codes : [];
    this.update();
  }

  protected content() {
    return <Footer showQr={this.#qrCodes.length > 0} qrCodes={this.#qrCodes} />;
  }
}
