import { post } from '../endpoint';
import { blacklistRequestSchema, blacklistResultSchema, blacklistSegmentSchema } from '../schemas/blacklist';

export const blacklistEndpoints = {
  /** Is the caller (or `body.corpId`) on the list for the product and process (domain.md §4.7)? */
  check: post('/api/web/corp/v1/corp/blacklist/product/{productType}/busi/{busiProcess}/{listType}', {
    params: { productType: blacklistSegmentSchema, busiProcess: blacklistSegmentSchema, listType: blacklistSegmentSchema },
    body: blacklistRequestSchema,
    response: blacklistResultSchema,
  }),
} as const;
