/** Result codes of the signing flow (spec §4): 0 success, -1 failure. */
export const SIGN_RESULT = { ok: 0, fail: -1 } as const;
export type SignResultCode = (typeof SIGN_RESULT)[keyof typeof SIGN_RESULT];

/** Key technology of a certificate, read from its SubjectPublicKeyInfo, never from user input. */
export type CertType = 'SM2' | 'RSA';
/** Signature algorithms a driver may be asked for (security.md §2.2). */
export type SignAlg = 'SM3withSM2' | 'SHA1withRSA' | 'SHA256withRSA';
/** The GM/T 0009 default SM2 user id; bank Ukeys and CFCA use it (security.md §0.2). */
export const SM2_DEFAULT_USER_ID = '1234567812345678';

/** What a driver reports about one certificate on an inserted key (security.md §2.2). */
export interface CertInfo {
  /** Driver-local handle used to ask for a signature. */
  handle: string;
  /** Normalised: lowercase hex, no leading zeros, no separators (see normalizeSerial). */
  serialNumber: string;
  /** Issuer DN as the driver reports it. */
  issuerDN: string;
  subjectDN: string;
  subjectCN?: string;
  certType: CertType;
  notBefore?: string;
  notAfter?: string;
  /** DER certificate in base64, when the driver can export it. */
  certDerB64?: string;
  /** Printed number of the key (印刷号 / ukeyNo); its tail is the role's uKeyCodeSuffix. */
  keyCode?: string;
  /** CSP or token label. */
  provider?: string;
}

export interface SignRequest {
  handle: string;
  /** The exact server-issued original text (UTF-8). */
  original: string;
  alg: SignAlg;
  /** SM2 only; default SM2_DEFAULT_USER_ID. */
  sm2UserId?: string;
}

export interface SignResult {
  signatureB64: string;
  /** Drivers normalise SM2 to DER at their boundary and declare it here (security.md §2.4). */
  format: 'pkcs1' | 'sm2-der' | 'pkcs7-detached' | 'pkcs7-attached' | 'dummy';
  alg: SignAlg;
  serialNumber: string;
  issuerDN: string;
}

export interface CertificateFilter {
  issuerDNIncludes?: string[];
  serialNumber?: string;
  /**
   * The role's key tail number, as a hint only: a simulated middleware (apps/ukey-agent in auto mode) "inserts"
   * that key. Real drivers ignore it, and the orchestrator checks the result either way.
   */
  keyCodeSuffixHint?: string;
}

/**
 * One interface for every key technology (security.md §2.2): soft key, local agent, mock, dummy, or a host
 * platform's own (e.g. a CFCA native-messaging adapter). Drivers throw SigningError with spec codes.
 */
export interface SigningDriver {
  /** 'soft' | 'local-agent' | 'mock' | 'dummy' | a host's own id. */
  readonly id: string;
  /**
   * A software key in this browser, not Ukey middleware: the platform's minimum driver version (spec §4 {ip}, a
   * middleware version) does not apply to it.
   */
  readonly software?: boolean;
  /** Extension present, loopback reachable (and allowed by Local Network Access), IndexedDB usable... */
  isAvailable(): Promise<boolean>;
  /** Installed driver/middleware version, dotted numbers. */
  getVersion(): Promise<string>;
  listCertificates(filter?: CertificateFilter): Promise<CertInfo[]>;
  sign(request: SignRequest): Promise<SignResult>;
  /**
   * Write a certificate issued for the key's own public key into the token (证书下载 after 证书更新), replacing
   * the key's certificate. Rejects with SigningError `CERT_KEY_MISMATCH` when the certificate's public key is not
   * the key's, `KEY_REMOVED` when the key is gone. Optional: a driver that cannot write certificates omits it.
   */
  importCertificate?(handle: string, certDerB64: string): Promise<void>;
  dispose?(): Promise<void>;
}
