// The signing module: switch, rules, the registration original. The crypto is platform/signing's.
export { signingRoutes } from './signing.routes';
export { registrationScope } from './signing.service';
