// The agreement module: the registration agreement in force and who signed it.
export { agreementRoutes } from './agreement.routes';
export { REGISTRATION_AGREEMENT } from './agreement-text';
