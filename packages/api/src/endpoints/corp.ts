import { corpInfoSchema } from '../contract/schemas/session';
import type { CorpInfo } from '../contract/schemas/session';
import type { Transport } from '../client/transport';

export const CORP_PATH = { userInfo: '/v1/userInfo' } as const;

/** The corporation side of the session. */
export interface CorpApi {
  /** `POST /v1/userInfo`. */
  userInfo(): Promise<CorpInfo>;
}

export function createCorpApi(t: Transport): CorpApi {
  return { userInfo: () => t.call('POST', CORP_PATH.userInfo, { schema: corpInfoSchema }) };
}
