import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { approvalOriginal } from '../applications';

export { distribute, lineLedger, linesFor } from './lines.service';

/** The original a group director signs to approve a distribution (`PENDING_LIMIT`, spec §7). */
export const distributionOriginal = (env: ServiceEnv, actor: Actor, appNo: string): Promise<string> => approvalOriginal(env, actor, appNo, 'PENDING_LIMIT');
