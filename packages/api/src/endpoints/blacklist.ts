import { z } from 'zod';
import { blacklistParamsSchema, blacklistRequestSchema } from '../contract/schemas/blacklist';
import type { BlacklistParams, BlacklistRequest } from '../contract/schemas/blacklist';
import { parseRequest } from '../client/parse-request';
import type { Transport } from '../client/transport';

/** Path of the blacklist check; the three keys are validated as plain segments before they go in. */
export function blacklistPath(params: BlacklistParams): string {
  const p = parseRequest(blacklistParamsSchema, params);
  return `/api/web/corp/v1/corp/blacklist/product/${p.productType}/busi/${p.busiProcess}/${p.listType}`;
}

export interface BlacklistApi {
  /** Is the caller (or `body.corpId`) on the list for the product and process? Result shape not specified. */
  check(params: BlacklistParams, body?: BlacklistRequest): Promise<unknown>;
}

export function createBlacklistApi(t: Transport): BlacklistApi {
  return {
    check: async (params, body = {}) =>
      t.call('POST', blacklistPath(params), { body: parseRequest(blacklistRequestSchema, body), schema: z.unknown() }),
  };
}
