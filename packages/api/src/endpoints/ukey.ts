import { z } from 'zod';
import { softCertResponseSchema, ukeyBindingListSchema, ukeyBindingSchema } from '../contract/schemas/ukey';
import type { SoftCertRequest, SoftCertResponse, UkeyBindRequest, UkeyBinding, UkeyUnbindRequest } from '../contract/schemas/ukey';
import {
  ukeyBillListSchema,
  ukeyCertificateSchema,
  ukeyRenewResponseSchema,
  ukeyRequestDetailSchema,
  ukeyRequestListSchema,
  ukeyRequestSchema,
} from '../contract/schemas/ukey-lifecycle';
import type {
  UkeyBillList,
  UkeyCertificate,
  UkeyChangeRequest,
  UkeyDeleteRequest,
  UkeyRenewRequest,
  UkeyRenewResponse,
  UkeyRequest,
  UkeyRequestDetail,
  UkeyRequestId,
} from '../contract/schemas/ukey-lifecycle';
import type { SignaturePayload } from '../contract/schemas/signature';
import type { Transport } from '../client/transport';
import { UKEY_PATH } from '../contract/ukey-paths';

export { UKEY_PATH };

export interface UkeyApi {
  /** Keys bound in the caller's corporation. */
  list(): Promise<UkeyBinding[]>;
  /** Bind a key to a user's role (directors). */
  bind(request: UkeyBindRequest): Promise<UkeyBinding>;
  unbind(request: UkeyUnbindRequest): Promise<boolean>;
  /** Have the test CA certify a soft key (proof of possession over the registration original). */
  softCertificate(request: SoftCertRequest): Promise<SoftCertResponse>;
  /** 签名测试: a single-use original for no business. */
  signTestOriginal(): Promise<string>;
  /** 签名测试: the server verifies the signature with the key bound to the current role (4xx when it does not). */
  signTestVerify(payload: SignaturePayload): Promise<boolean>;
  /** 申请记录 of the caller's corporation, newest first. */
  requests(): Promise<UkeyRequest[]>;
  /** One request with its bill lines (apply-detail). */
  requestDetail(request: UkeyRequestId): Promise<UkeyRequestDetail>;
  /** The certificate a request issued (证书下载). */
  certificate(request: UkeyRequestId): Promise<UkeyCertificate>;
  /** The issued certificate was written into the key: the request completes. */
  downloaded(request: UkeyRequestId): Promise<UkeyRequest>;
  /** Ukey账单 of the caller's corporation. */
  bills(): Promise<UkeyBillList>;
  /** 更换Ukey (directors): the new binding. */
  change(request: UkeyChangeRequest): Promise<UkeyBinding>;
  /** 注销Ukey (directors): the DELETE request record. */
  delete(request: UkeyDeleteRequest): Promise<UkeyRequest>;
  /** 证书更新: a single-use original for the key bound to the current role. */
  renewOriginal(): Promise<string>;
  /** 证书更新: the renewed certificate, to be written into the key. */
  renew(request: UkeyRenewRequest): Promise<UkeyRenewResponse>;
}

export function createUkeyApi(t: Transport): UkeyApi {
  return {
    list: () => t.call('POST', UKEY_PATH.list, { schema: ukeyBindingListSchema }),
    bind: (body) => t.call('POST', UKEY_PATH.bind, { body, schema: ukeyBindingSchema }),
    unbind: (body) => t.call('POST', UKEY_PATH.unbind, { body, schema: z.boolean() }),
    softCertificate: (body) => t.call('POST', UKEY_PATH.softCert, { body, schema: softCertResponseSchema }),
    signTestOriginal: () => t.call('GET', UKEY_PATH.signTestOriginal, { schema: z.string().min(1) }),
    signTestVerify: (body) => t.call('POST', UKEY_PATH.signTestVerify, { body, schema: z.boolean() }),
    requests: () => t.call('POST', UKEY_PATH.requests, { schema: ukeyRequestListSchema }),
    requestDetail: (body) => t.call('POST', UKEY_PATH.requestDetail, { body, schema: ukeyRequestDetailSchema }),
    certificate: (body) => t.call('POST', UKEY_PATH.certificate, { body, schema: ukeyCertificateSchema }),
    downloaded: (body) => t.call('POST', UKEY_PATH.downloaded, { body, schema: ukeyRequestSchema }),
    bills: () => t.call('POST', UKEY_PATH.bills, { schema: ukeyBillListSchema }),
    change: (body) => t.call('POST', UKEY_PATH.change, { body, schema: ukeyBindingSchema }),
    delete: (body) => t.call('POST', UKEY_PATH.delete, { body, schema: ukeyRequestSchema }),
    renewOriginal: () => t.call('GET', UKEY_PATH.renewOriginal, { schema: z.string().min(1) }),
    renew: (body) => t.call('POST', UKEY_PATH.renew, { body, schema: ukeyRenewResponseSchema }),
  };
}
