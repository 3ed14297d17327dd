// The auth module: login, the session's user and role, menus, verify codes.
export { authRoutes } from './auth.routes';
export { sendSmsCode, spendSmsCode, sweepSmsCodes } from './sms-code.service';
export { maskMobile } from './auth.view';
