import type { SigningDriver } from '../types';

/** What a flow knows of the key it needs: its printed number (印刷号) when known, else the tail of it. */
export interface KeyHint {
  ukeyCode?: string;
  uKeyCodeSuffix?: string;
}

/**
 * A place that holds some keys only (wagmi's connectors, for keys): `find` answers the driver holding the key, or
 * undefined to let the next entry answer. The soft keys of this browser are one (`softKeySource` on
 * `@scf/signing/soft`): a soft key counts only for the printed number its certificate carries.
 */
export interface DriverSource {
  readonly id: string;
  find(key: KeyHint): Promise<SigningDriver | undefined>;
}

/** A driver holds whatever key is inserted (Ukey middleware, the mock); a source holds only some keys. */
export type DriverEntry = SigningDriver | DriverSource;

function isSource(entry: DriverEntry): entry is DriverSource {
  return typeof (entry as Partial<DriverSource>).find === 'function';
}

/** The first entry, in the configured order, that holds the key; a source that fails to look counts as not holding it. */
export async function chooseDriver(entries: readonly DriverEntry[], key: KeyHint): Promise<SigningDriver | undefined> {
  for (const entry of entries) {
    const driver = isSource(entry) ? await entry.find(key).catch(() => undefined) : entry;
    if (driver) return driver;
  }
  return undefined;
}
