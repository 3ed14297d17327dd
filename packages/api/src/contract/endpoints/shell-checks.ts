import { post } from '../endpoint';
import { mandatoryAuthSchema } from '../schemas/checks';

/** Post-login shell checks (spec §4). */
export const shellCheckEndpoints = {
  /** `data.checkResult` true: the corporation must redo real-name authentication. */
  mandatoryAuth: post('/v1/auths/soft/corp/mandatory/auth', { response: mandatoryAuthSchema }),
} as const;
