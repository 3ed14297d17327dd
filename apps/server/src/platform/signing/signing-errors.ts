import { ApiError } from '../api-error';

/**
 * Why a signed submission or a key registration was refused (security.md §2.6). Stable codes for clients and
 * the security log; the HTTP status is always 4xx and the business effect never happens.
 */
export const SIGNING_REJECTION = {
  challengeUnknown: { status: 400, code: 'SIGN_CHALLENGE_UNKNOWN', message: '签名原文无效，请重新签名' },
  challengeUsed: { status: 409, code: 'SIGN_CHALLENGE_USED', message: '该签名已使用，请重新签名' },
  challengeExpired: { status: 400, code: 'SIGN_CHALLENGE_EXPIRED', message: '签名已过期，请重新签名' },
  challengeMismatch: { status: 400, code: 'SIGN_CHALLENGE_MISMATCH', message: '签名原文与当前业务不符，请重新签名' },
  stateChanged: { status: 409, code: 'SIGN_STATE_CHANGED', message: '业务信息已变更，请核对后重新签名' },
  notBound: { status: 403, code: 'SIGN_KEY_NOT_BOUND', message: '证书未绑定当前角色，请联系主管重新绑定' },
  certExpired: { status: 403, code: 'SIGN_CERT_EXPIRED', message: '证书已过期，请联系主管更换Ukey' },
  badSignature: { status: 400, code: 'SIGN_INVALID', message: '签名验证失败' },
  badCertificate: { status: 400, code: 'SIGN_CERT_INVALID', message: '证书无效或与注册信息不符' },
  dummyRefused: { status: 400, code: 'SIGN_REQUIRED', message: '请使用Ukey签名' },
  // Issue 26 H1: what the platform's own CA issued (soft keys, renewals) is never a bank's hardware Ukey, and a
  // certificate is bound once in its life (a revoked binding stays, so it cannot come back under another number).
  notBankIssued: { status: 400, code: 'SIGN_CERT_NOT_UKEY', message: '该证书不是银行签发的Ukey证书，不能作为Ukey绑定' },
  boundBefore: { status: 400, code: 'SIGN_CERT_BOUND_BEFORE', message: '该证书已绑定过，不能再次绑定，请使用新的Ukey' },
} as const;
export type SigningRejectionKind = keyof typeof SIGNING_REJECTION;

export class SigningRejectedError extends ApiError {
  constructor(
    readonly kind: SigningRejectionKind,
    readonly detail = '',
  ) {
    const r = SIGNING_REJECTION[kind];
    super(r.status, r.code, r.message);
  }
}
