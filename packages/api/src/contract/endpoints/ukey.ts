import { z } from 'zod';
import { get, post } from '../endpoint';
import { signaturePayloadSchema } from '../schemas/signature';
import {
  softCertRequestSchema,
  softCertResponseSchema,
  ukeyBindRequestSchema,
  ukeyBindingListSchema,
  ukeyBindingSchema,
  ukeyUnbindRequestSchema,
} from '../schemas/ukey';
import {
  ukeyBillListSchema,
  ukeyCertificateSchema,
  ukeyChangeRequestSchema,
  ukeyDeleteOriginalRequestSchema,
  ukeyDeleteRequestSchema,
  ukeyLostRequestSchema,
  ukeyLostSmsRequestSchema,
  ukeyLostSmsResponseSchema,
  ukeyRevocationIdSchema,
  ukeyRevocationListSchema,
  ukeyRevocationSchema,
  ukeyRenewRequestSchema,
  ukeyRenewResponseSchema,
  ukeyRequestDetailSchema,
  ukeyRequestIdSchema,
  ukeyRequestListSchema,
  ukeyRequestSchema,
} from '../schemas/ukey-lifecycle';
import { originalTextSchema } from './signing';

/**
 * Key management of the reference server (spec §2 /my/enterprise-info/ukey/*; [D]: spec §7 does not show these
 * paths): bindings, the soft-key test CA, 签名诊断, 申请记录, Ukey账单, 更换, 注销, 证书更新 and 证书下载.
 */
export const ukeyEndpoints = {
  /** Keys bound in the caller's corporation. */
  list: post('/v1/ukeys/list', { response: ukeyBindingListSchema }),
  /** Bind a key to a user's role (directors). */
  bind: post('/v1/ukeys/bind', { body: ukeyBindRequestSchema, response: ukeyBindingSchema, idempotent: true }),
  unbind: post('/v1/ukeys/unbind', { body: ukeyUnbindRequestSchema, response: z.boolean(), idempotent: true }),
  /** Have the test CA certify a soft key (proof of possession over the registration original). */
  softCertificate: post('/v1/ukeys/soft/certificate', { body: softCertRequestSchema, response: softCertResponseSchema, idempotent: true }),
  /** 签名测试: a single-use original for no business. */
  signTestOriginal: get('/v1/ukeys/sign-test/original', { response: originalTextSchema }),
  /** 签名测试: the server verifies the signature with the key bound to the current role. */
  signTestVerify: post('/v1/ukeys/sign-test/verify', { body: signaturePayloadSchema.strict(), response: z.boolean() }),
  /** 申请记录 of the caller's corporation, newest first. */
  requests: post('/v1/ukeys/requests/list', { response: ukeyRequestListSchema }),
  /** One request with its bill lines (apply-detail). */
  requestDetail: post('/v1/ukeys/requests/detail', { body: ukeyRequestIdSchema, response: ukeyRequestDetailSchema }),
  /** The certificate a request issued (证书下载). */
  certificate: post('/v1/ukeys/requests/certificate', { body: ukeyRequestIdSchema, response: ukeyCertificateSchema }),
  /** The issued certificate was written into the key: the request completes. */
  downloaded: post('/v1/ukeys/requests/downloaded', { body: ukeyRequestIdSchema, response: ukeyRequestSchema, idempotent: true }),
  /** Ukey账单 of the caller's corporation. */
  bills: post('/v1/ukeys/bills/list', { response: ukeyBillListSchema }),
  /** 更换Ukey (directors): the new binding. */
  change: post('/v1/ukeys/change', { body: ukeyChangeRequestSchema, response: ukeyBindingSchema, idempotent: true }),
  /** 注销Ukey (directors): the original a hardware Ukey signs to revoke itself. */
  deleteOriginal: post('/v1/ukeys/delete/original', { body: ukeyDeleteOriginalRequestSchema, response: originalTextSchema }),
  /** 注销Ukey (directors): the DELETE request record (a hardware Ukey's carries its own signature). */
  delete: post('/v1/ukeys/delete', { body: ukeyDeleteRequestSchema, response: ukeyRequestSchema, idempotent: true }),
  /** 注销 of a lost Ukey: an SMS code to the holder's registered mobile. */
  lostSms: post('/v1/ukeys/delete/lost/sms', { body: ukeyLostSmsRequestSchema, response: ukeyLostSmsResponseSchema }),
  /** 注销 of a lost Ukey: the holder's code and the reason; it waits for a second director. */
  lost: post('/v1/ukeys/delete/lost', { body: ukeyLostRequestSchema, response: ukeyRevocationSchema, idempotent: true }),
  /** Lost-Ukey 注销 of the caller's corporation, newest first. */
  revocations: post('/v1/ukeys/revocations/list', { response: ukeyRevocationListSchema }),
  /** A second director approves a lost Ukey's 注销: the DELETE request record. */
  approveRevocation: post('/v1/ukeys/revocations/approve', { body: ukeyRevocationIdSchema, response: ukeyRequestSchema, idempotent: true }),
  /** 证书更新: a single-use original for the key bound to the current role. */
  renewOriginal: get('/v1/ukeys/renew/original', { response: originalTextSchema }),
  /** 证书更新: the renewed certificate, to be written into the key. */
  renew: post('/v1/ukeys/renew', { body: ukeyRenewRequestSchema, response: ukeyRenewResponseSchema, idempotent: true }),
} as const;
