import { feedbackEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { submitFeedback } from './feedback.service';

/** 意见反馈 (spec §3, §5, §7): any logged-in user. */
export const feedbackRoutes: readonly ApiRoute[] = [
  defineRoute(feedbackEndpoints.submit, { access: 'session', handler: ({ env, actor, body }) => submitFeedback(env, actor, body) }),
];
