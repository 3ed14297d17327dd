// The notices module: system notices.
import type { ServerModule } from '../../platform/http/server-module';
import { noticeRoutes } from './notices.routes';

export const noticesModule: ServerModule = { name: 'notices', routes: noticeRoutes };
