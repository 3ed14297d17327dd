import { sm2 } from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { sm2PublicKeyToSpki, spkiToSm2PublicKey } from './spki';
import { bytesToHex, hexToBytes } from './encoding';
import { SM2_DEFAULT_USER_ID } from './types';

/**
 * Fixed vectors made with OpenSSL 3.0.19 (security.md §2.5), so CI needs no OpenSSL:
 *   openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:SM2
 *   openssl pkeyutl -sign -rawin -digest sm3 -pkeyopt distid:1234567812345678        → FROM_OPENSSL
 * and a signature made by sm-crypto the way the soft driver and the agent sign, which
 *   openssl pkeyutl -verify -rawin -digest sm3 -pkeyopt distid:1234567812345678        accepted
 *   (and, without distid, i.e. the empty id, rejected)                                 → FROM_SM_CRYPTO
 */
const SPKI =
  '3059301306072a8648ce3d020106082a811ccf5501822d034200045c7afc12034fb1cb61ea5859115c46efe1124d9e8c541c1638d7c4c28e2b4dc5f2a88ee61eb40beb97994b024600bd73f4eb6ea80a376675900d3b9998c2b4db';
const MESSAGE = '凭证XG2025 金额1,000.00';
const FROM_OPENSSL =
  '3046022100db208494b0a89d426df52072af96aeca284c738275887e2bb1b294ebf8ba1a40022100ef65d37c8e2fbe7757bc98a8e7058efac96a75493e655edf487fd1c80a1c0848';
const FROM_SM_CRYPTO =
  '3046022100a32b470f2f79379b191aaf795851347d5d52e1a1f182c3f4555a84f0c973dca7022100aec79fa5d93a1f2034bbb3d8732aaa6ccfad65772f696f2cd59c90bb7b55ae9e';

const standard = { hash: true, der: true, userId: SM2_DEFAULT_USER_ID };

describe('SM2 interoperability with OpenSSL (distid 1234567812345678)', () => {
  const pub = spkiToSm2PublicKey(hexToBytes(SPKI));

  it('our SPKI encoding is byte-identical to OpenSSL’s', () => {
    expect(bytesToHex(sm2PublicKeyToSpki(pub))).toBe(SPKI);
  });

  it('an OpenSSL signature verifies with the standard id and not with the empty one', () => {
    expect(sm2.doVerifySignature(MESSAGE, FROM_OPENSSL, pub, standard)).toBe(true);
    expect(sm2.doVerifySignature(MESSAGE, FROM_OPENSSL, pub, { ...standard, userId: '' })).toBe(false);
    expect(sm2.doVerifySignature(`${MESSAGE}0`, FROM_OPENSSL, pub, standard)).toBe(false);
  });

  it('the sm-crypto signature OpenSSL accepted verifies here too', () => {
    expect(sm2.doVerifySignature(MESSAGE, FROM_SM_CRYPTO, pub, standard)).toBe(true);
  });
});
