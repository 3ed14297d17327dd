import type { SigningTransport } from '@scf/signing';
import type { TestClient } from '../helpers/test-client';

/** The signing SDK's transport over the signed test client: envelope data, or a rejection on a non-'0' code. */
export function transportOf(c: TestClient): SigningTransport {
  return {
    async request(method, path, body) {
      const res = await c.call(method, path, body);
      if (res.body.code !== '0') throw new Error(`${res.status} ${res.body.code} ${res.body.message}`);
      return res.body.data;
    },
  };
}
