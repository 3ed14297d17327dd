// The auth module: login, the session's user and role, menus, verify codes.
import type { ServerModule } from '../../platform/http/server-module';
import { authRoutes } from './auth.routes';

import { sweepSmsCodes } from './sms-code.service';

export const authModule: ServerModule = { name: 'auth', routes: authRoutes, jobs: [{ name: 'sms-codes', run: (db, now) => sweepSmsCodes(db, now) }] };
export { SMS_RESEND_MS, chinaDay, sendSmsCode, spendSmsCode, sweepSmsCodes } from './sms-code.service';
export { maskMobile } from './auth.view';
