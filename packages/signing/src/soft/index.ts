// @scf/signing/soft: the software key (security.md §2.3) on its own entry, so sm-crypto and @peculiar/x509 load only
// where a soft key signs. The core (`@scf/signing`) never imports this entry.
export { createSoftDriver, SOFT_DRIVER_VERSION } from './soft-driver';
export type { SoftDriverOptions } from './soft-driver';
export { softKeySource } from './soft-key-source';
export { createMemoryKeyStore } from './key-store';
export type { SoftKeyRecord, SoftKeyStore } from './key-store';
export { createIndexedDbKeyStore } from './indexeddb-store';
export { generateSoftKey, installSoftCertificate } from './soft-keys';
export type { GenerateSoftKeyOptions } from './soft-keys';
export { enrollSoftKey } from './enroll-soft-key';
export type { SoftKeyEnrolled } from './enroll-soft-key';
export { certInfoFromDer } from './certificate';
