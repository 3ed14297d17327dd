// A corporation joins by itself (issue 30 items 1, 2; domain-lines.md §15.1–§15.3): 注册, and 重置密码 — also how a
// user an administrator added activates (PENDING_ACTIVATION → ACTIVE).
import type { ServerModule } from '../../platform/http/server-module';
import { registerRoutes } from './register.routes';
import { seedRegistration } from './register.seed';

export const registerModule: ServerModule = { name: 'register', routes: registerRoutes };
export { seedRegistration };
export type { InactiveUserSeed } from './register.seed';
export { REGISTER_MESSAGES } from './register.messages';
export { REGISTER_SCENE, register } from './register.service';
export { RESETS_PER_DAY, RESET_SCENE, resetPassword, sendResetCode } from './reset-password.service';
