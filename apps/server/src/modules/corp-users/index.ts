// 用户管理 (issue 30 item 5, domain-lines.md §16.4): the administrator lists, adds, edits, disables and enables the
// corporation's users within the platform parameter flags; an added user activates through 重置密码 (modules/register).
import type { ServerModule } from '../../platform/http/server-module';
import { corpUserRoutes } from './corp-users.routes';

export const corpUsersModule: ServerModule = { name: 'corp-users', routes: corpUserRoutes };
