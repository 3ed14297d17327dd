import { z } from 'zod';
import { issuedCertificateSchema } from './ukey';
import { certificateRegistrationSchema, signaturePayloadSchema } from './signature';

/**
 * Key lifecycle of `/my/enterprise-info/ukey/*` (spec §2; security.md §2.5 "the ukey apply/add/change/delete
 * screens manage the binding table"). Every key operation leaves one request record (申请记录, shown by
 * apply-detail) and, when it costs something, bill lines (Ukey账单). [D]: the spec names the screens only.
 */
export const UKEY_REQUEST_KINDS = ['APPLY', 'ADD', 'CHANGE', 'UPDATE', 'DELETE'] as const;
export type UkeyRequestKind = (typeof UKEY_REQUEST_KINDS)[number];
export const UKEY_REQUEST_KIND_LABEL: Record<UkeyRequestKind, string> = {
  APPLY: '软证书申请',
  ADD: '新增Ukey',
  CHANGE: '更换Ukey',
  UPDATE: '证书更新',
  DELETE: '注销Ukey',
};

/** TO_DOWNLOAD: a certificate was issued (证书更新) and still has to be written into the key (证书下载). */
export const UKEY_REQUEST_STATUSES = ['TO_DOWNLOAD', 'COMPLETED'] as const;
export type UkeyRequestStatus = (typeof UKEY_REQUEST_STATUSES)[number];
export const UKEY_REQUEST_STATUS_LABEL: Record<UkeyRequestStatus, string> = { TO_DOWNLOAD: '待下载证书', COMPLETED: '已完成' };

const iso = z.string().min(1);
const money = z.string().regex(/^\d+\.\d{2}$/);

export const ukeyRequestSchema = z.object({
  requestId: z.string(),
  kind: z.enum(UKEY_REQUEST_KINDS),
  status: z.enum(UKEY_REQUEST_STATUSES),
  /** Hardware Ukey from the bank, or a soft certificate issued by the platform's CA. */
  medium: z.enum(['UKEY', 'SOFT']),
  holderUserName: z.string(),
  holderPersonName: z.string(),
  roleCode: z.string(),
  /** Printed number (印刷号); its last four digits are the role's tail number. */
  ukeyCode: z.string(),
  certType: z.enum(['RSA', 'SM2']),
  bank: z.string(),
  /** Serial of the certificate replaced or revoked (CHANGE, UPDATE, DELETE). */
  oldSerial: z.string().nullable(),
  /** Serial of the certificate bound by this request (APPLY, ADD, CHANGE, UPDATE). */
  newSerial: z.string().nullable(),
  /** Expiry of the new certificate. */
  notAfter: iso.nullable(),
  /** 注销原因 (DELETE), else empty. */
  reason: z.string(),
  /** Total of the request's bill lines, yuan with two decimals. */
  fee: money,
  createdBy: z.string(),
  createdAt: iso,
  completedAt: iso.nullable(),
});
export type UkeyRequest = z.infer<typeof ukeyRequestSchema>;
export const ukeyRequestListSchema = z.array(ukeyRequestSchema);

export const ukeyBillSchema = z.object({
  billId: z.string(),
  requestId: z.string(),
  /** e.g. Ukey介质费, 证书服务费（1年）. */
  item: z.string(),
  amount: money,
  ukeyCode: z.string(),
  holderPersonName: z.string(),
  /** Service period for certificate fees (YYYY-MM-DD), null for one-off items. */
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  status: z.enum(['UNPAID', 'PAID']),
  createdAt: iso,
});
export type UkeyBill = z.infer<typeof ukeyBillSchema>;
export const ukeyBillListSchema = z.object({
  bills: z.array(ukeyBillSchema),
  /** Σ of UNPAID lines. */
  unpaidTotal: money,
});
export type UkeyBillList = z.infer<typeof ukeyBillListSchema>;

export const ukeyRequestDetailSchema = z.object({
  request: ukeyRequestSchema,
  bills: z.array(ukeyBillSchema),
});
export type UkeyRequestDetail = z.infer<typeof ukeyRequestDetailSchema>;

export const ukeyRequestIdSchema = z.object({ requestId: z.string().min(1).max(64) }).strict();
export type UkeyRequestId = z.infer<typeof ukeyRequestIdSchema>;

/**
 * 更换Ukey (director): replace the key bound to a user's role by a new one in one step. The new key signs the
 * registration original (as for a bind); the old binding is revoked in the same transaction.
 */
export const ukeyChangeRequestSchema = z
  .object({
    oldUkeyNo: z.string().min(1).max(64),
    registration: certificateRegistrationSchema,
    certDerB64: z.string().min(1).max(4096),
  })
  .strict();
export type UkeyChangeRequest = z.infer<typeof ukeyChangeRequestSchema>;

const ukeyNo = z.string().min(1).max(64);
const deleteReason = z.string().trim().min(1, '请填写注销原因').max(100, '注销原因不能超过100个字');

/** What a 注销 names: the key and why. Its original (a hardware Ukey signs its own 注销) is issued for exactly these. */
export const ukeyDeleteOriginalRequestSchema = z.object({ ukeyNo, reason: deleteReason }).strict();
export type UkeyDeleteOriginalRequest = z.infer<typeof ukeyDeleteOriginalRequestSchema>;

/**
 * 注销Ukey (director): revoke a binding, with a reason (1–100 characters). A hardware Ukey's 注销 carries the key's
 * own signature over its 注销 original (issue 26 H1: a password alone never revokes a Ukey); a soft key needs none.
 * A lost Ukey goes the other way: an SMS code to its holder and a second director's approval.
 */
export const ukeyDeleteRequestSchema = z.object({ ukeyNo, reason: deleteReason, payload: signaturePayloadSchema.strict().optional() }).strict();
export type UkeyDeleteRequest = z.infer<typeof ukeyDeleteRequestSchema>;

/** 注销 of a lost Ukey, step 1: an SMS code to the holder's registered mobile. */
export const ukeyLostSmsRequestSchema = z.object({ ukeyNo }).strict();
export const ukeyLostSmsResponseSchema = z.object({
  /** The holder's mobile, masked (138****0001). */
  mobile: z.string(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
  /** Only with the demo tools on (domain-lines.md §14A.3 模拟短信): the code itself. */
  demoCode: z.string().optional(),
});
export type UkeyLostSmsResponse = z.infer<typeof ukeyLostSmsResponseSchema>;

/** Step 2: the code the holder received and the reason; a second director then approves. */
export const ukeyLostRequestSchema = z.object({ ukeyNo, reason: deleteReason, smsCode: z.string().regex(/^\d{6}$/, '请输入6位短信验证码') }).strict();
export type UkeyLostRequest = z.infer<typeof ukeyLostRequestSchema>;

export const UKEY_REVOCATION_STATUS_LABEL = { PENDING: '待复核', APPROVED: '已注销', CANCELLED: '已撤销' } as const;

/** A lost Ukey's 注销 waiting for (or decided by) a second director. */
export const ukeyRevocationSchema = z.object({
  revocationId: z.string(),
  ukeyNo: z.string(),
  ukeyCode: z.string(),
  holderUserName: z.string(),
  holderPersonName: z.string(),
  reason: z.string(),
  /** Who asked (name), and their user name: the director who asked never approves it. */
  requestedBy: z.string(),
  requestedByUserName: z.string(),
  requestedAt: iso,
  status: z.enum(['PENDING', 'APPROVED', 'CANCELLED']),
  decidedBy: z.string().nullable(),
  decidedAt: iso.nullable(),
});
export type UkeyRevocation = z.infer<typeof ukeyRevocationSchema>;
export const ukeyRevocationListSchema = z.array(ukeyRevocationSchema);
export const ukeyRevocationIdSchema = z.object({ revocationId: z.string().min(1).max(64) }).strict();

/**
 * 证书更新 (the holder, current role): the key bound to the current role signs the renewal original (proof of
 * possession); the platform's CA issues a new certificate for the same public key. The new certificate is then
 * written into the key (证书下载) and the request completes.
 */
export const ukeyRenewRequestSchema = z.object({ payload: signaturePayloadSchema.strict() }).strict();
export type UkeyRenewRequest = z.infer<typeof ukeyRenewRequestSchema>;
export const ukeyRenewResponseSchema = z.object({
  requestId: z.string(),
  certDerB64: z.string(),
  serialNumber: z.string(),
  notAfter: iso,
});
export type UkeyRenewResponse = z.infer<typeof ukeyRenewResponseSchema>;

/** 证书下载: the issued certificate of a request (also served as a .cer file download). */
export const ukeyCertificateSchema = issuedCertificateSchema.extend({ requestId: z.string(), notAfter: iso });
export type UkeyCertificate = z.infer<typeof ukeyCertificateSchema>;
