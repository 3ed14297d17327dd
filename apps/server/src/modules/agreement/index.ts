// The agreement module: the registration agreement in force and who signed it.
import type { ServerModule } from '../../platform/http/server-module';
import { agreementRoutes } from './agreement.routes';

export const agreementModule: ServerModule = { name: 'agreement', routes: agreementRoutes };
export { REGISTRATION_AGREEMENT } from './agreement-text';
export { recordSigning as recordAgreementSigning } from './agreement.repo';
