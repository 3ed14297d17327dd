/** Result codes of the signing flow (spec §4): 0 success, -1 failure. */
export const SIGN_RESULT = { ok: 0, fail: -1 } as const;

/** What a driver reports about the one inserted key's certificate. */
export interface CertificateInfo {
  certSerialNo: string;
  issuerDn: string;
  subjectDn: string;
  algorithmType: 'RSA' | 'SM2';
  notAfter: string;
}

export interface SignRequest {
  original: string;
  certSerialNo: string;
}

export interface SignResult {
  code: (typeof SIGN_RESULT)[keyof typeof SIGN_RESULT];
  signature?: string;
  message?: string;
}

/** One interface for every key technology (security.md §2.2): soft key, local agent, mock, dummy. */
export interface SigningDriver {
  readonly name: string;
  isAvailable(): Promise<boolean>;
  version(): Promise<string | undefined>;
  listCertificates(): Promise<CertificateInfo[]>;
  sign(request: SignRequest): Promise<SignResult>;
}
