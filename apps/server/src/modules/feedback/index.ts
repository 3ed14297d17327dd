// The feedback module: 意见反馈.
import type { ServerModule } from '../../platform/http/server-module';
import { feedbackRoutes } from './feedback.routes';

export const feedbackModule: ServerModule = { name: 'feedback', routes: feedbackRoutes };
