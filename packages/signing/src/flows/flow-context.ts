import type { EndpointCaller, SignatureRule } from '@scf/api/contract';
import type { BankProfile } from '../bank';
import type { KeyHint } from '../config/driver-source';
import type { SigningDriver } from '../types';

/** What the flows need of a signing configuration (`createSigningConfig` provides it). */
export interface FlowContext {
  /** The host's API client: every platform call goes through its `call(endpoint, input)`. */
  readonly transport: EndpointCaller;
  readonly banks: readonly BankProfile[];
  /** Minimum driver version {ip} of the platform, for messages; `minVersionFor` says whether it applies. */
  readonly minDriverVersion: string | undefined;
  /** The bank of that code, the first configured bank when none is given; unknown → REQUEST_ERROR (code 11). */
  bank(code?: string): BankProfile;
  /** The driver holding the key; none → DRIVER_UNAVAILABLE. */
  driverFor(key: KeyHint): Promise<SigningDriver>;
  /** The minimum version that applies to this driver: none for a software key. */
  minVersionFor(driver: SigningDriver): string | undefined;
  /** The signature rules, fetched once; the built-in table when missing or failing (spec §4). */
  rules(): Promise<readonly SignatureRule[]>;
}
