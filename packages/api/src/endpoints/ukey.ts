import { z } from 'zod';
import { softCertResponseSchema, ukeyBindingListSchema, ukeyBindingSchema } from '../contract/schemas/ukey';
import type { SoftCertRequest, SoftCertResponse, UkeyBindRequest, UkeyBinding, UkeyUnbindRequest } from '../contract/schemas/ukey';
import type { SignaturePayload } from '../contract/schemas/signature';
import type { Transport } from '../client/transport';

/** Key management calls of the reference server ([D]: spec §7 does not show these paths). */
export const UKEY_PATH = {
  list: '/v1/ukeys/list',
  bind: '/v1/ukeys/bind',
  unbind: '/v1/ukeys/unbind',
  softCert: '/v1/ukeys/soft/certificate',
  signTestOriginal: '/v1/ukeys/sign-test/original',
  signTestVerify: '/v1/ukeys/sign-test/verify',
} as const;

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
}

export function createUkeyApi(t: Transport): UkeyApi {
  return {
    list: () => t.call('POST', UKEY_PATH.list, { schema: ukeyBindingListSchema }),
    bind: (body) => t.call('POST', UKEY_PATH.bind, { body, schema: ukeyBindingSchema }),
    unbind: (body) => t.call('POST', UKEY_PATH.unbind, { body, schema: z.boolean() }),
    softCertificate: (body) => t.call('POST', UKEY_PATH.softCert, { body, schema: softCertResponseSchema }),
    signTestOriginal: () => t.call('GET', UKEY_PATH.signTestOriginal, { schema: z.string().min(1) }),
    signTestVerify: (body) => t.call('POST', UKEY_PATH.signTestVerify, { body, schema: z.boolean() }),
  };
}
