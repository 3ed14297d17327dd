export { goExternal } from './go-external';
export { LOGIN_URL_HOSTS, externalLoginUrl } from './login-url';
export { RETURN_PARAM, loginWithReturn, returnTargetOf } from './return-address';
