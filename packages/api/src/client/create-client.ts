import type { AgreementApi } from '../endpoints/agreement';
import { createAgreementApi } from '../endpoints/agreement';
import type { AuthApi } from '../endpoints/auth';
import { createAuthApi } from '../endpoints/auth';
import type { BlacklistApi } from '../endpoints/blacklist';
import { createBlacklistApi } from '../endpoints/blacklist';
import type { CaApi } from '../endpoints/ca';
import { createCaApi } from '../endpoints/ca';
import type { ConfigApi } from '../endpoints/config';
import { createConfigApi } from '../endpoints/config';
import type { CorpApi } from '../endpoints/corp';
import { createCorpApi } from '../endpoints/corp';
import type { CreditsApi } from '../endpoints/credits';
import { createCreditsApi } from '../endpoints/credits';
import type { DictApi } from '../endpoints/dict';
import { createDictApi } from '../endpoints/dict';
import type { FeedbackApi } from '../endpoints/feedback';
import { createFeedbackApi } from '../endpoints/feedback';
import type { FilesApi } from '../endpoints/files';
import { createFilesApi } from '../endpoints/files';
import type { HolidaysApi } from '../endpoints/holidays';
import { createHolidaysApi } from '../endpoints/holidays';
import type { MessagesApi } from '../endpoints/messages';
import { createMessagesApi } from '../endpoints/messages';
import type { NoticesApi } from '../endpoints/notices';
import { createNoticesApi } from '../endpoints/notices';
import type { SigningApi } from '../endpoints/signing';
import { createSigningApi } from '../endpoints/signing';
import type { UkeyApi } from '../endpoints/ukey';
import { createUkeyApi } from '../endpoints/ukey';
import type { CallOptions, ClientOptions, HttpMethod } from './transport';
import { createTransport } from './transport';

/** The typed client: the low-level `call` plus one group per area of spec §7. */
export interface ApiClient {
  /**
   * Low-level call: builds headers (XSRF from cookie, Bearer token, X-System-Type, X-Nonce, X-Timestamp with
   * server-clock offset, X-Sign), serialises the body once, parses the envelope with `schema`, throws typed errors.
   */
  call<T>(method: HttpMethod, path: string, opts: CallOptions<T>): Promise<T>;
  /** Auth token kept in memory (+ sessionStorage key 'scf.token' so a reload survives). */
  setToken(token: string | null): void;
  auth: AuthApi;
  corp: CorpApi;
  config: ConfigApi;
  dict: DictApi;
  messages: MessagesApi;
  holidays: HolidaysApi;
  credits: CreditsApi;
  notices: NoticesApi;
  agreement: AgreementApi;
  feedback: FeedbackApi;
  blacklist: BlacklistApi;
  ca: CaApi;
  files: FilesApi;
  signing: SigningApi;
  ukey: UkeyApi;
}

export function createClient(options: ClientOptions = {}): ApiClient {
  const t = createTransport(options);
  return {
    call: (method, path, opts) => t.call(method, path, opts),
    setToken: (token) => t.setToken(token),
    auth: createAuthApi(t),
    corp: createCorpApi(t),
    config: createConfigApi(t),
    dict: createDictApi(t),
    messages: createMessagesApi(t),
    holidays: createHolidaysApi(t),
    credits: createCreditsApi(t),
    notices: createNoticesApi(t),
    agreement: createAgreementApi(t),
    feedback: createFeedbackApi(t),
    blacklist: createBlacklistApi(t),
    ca: createCaApi(t),
    files: createFilesApi(t),
    signing: createSigningApi(t),
    ukey: createUkeyApi(t),
  };
}
