// The agreement module: the registration agreement in force, who signed it, and 协议管理 (§16.9): every agreement a
// corporation signed with its evidence fields, its PDF and its 证据包.
import type { ServerModule } from '../../platform/http/server-module';
import { agreementRoutes } from './agreement.routes';

export const agreementModule: ServerModule = { name: 'agreement', routes: agreementRoutes };
export { REGISTRATION_AGREEMENT } from './agreement-text';
export { signPlatformAgreement } from './agreement.service';
export { requirePlatformResign } from './agreement-records.repo';
export { recordAgreement } from './agreement-records.service';
export { AGREEMENT_TEMPLATES, PLATFORM_PARTY, agreementBody } from './agreement-templates';
export { seedAgreementRecords } from './agreement.seed';
