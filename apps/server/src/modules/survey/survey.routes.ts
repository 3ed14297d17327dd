import { surveyEndpoints } from '@scf/api/contract';
import { defineRoute } from '../../platform/http/define-route';
import type { ApiRoute } from '../../platform/http/define-route';
import { currentSurvey, submitSurvey } from './survey.service';

/** 问卷调查: every logged-in user (spec §2 Shell). */
export const surveyRoutes: readonly ApiRoute[] = [
  defineRoute(surveyEndpoints.current, { access: 'session', handler: ({ env, actor }) => currentSurvey(env, actor) }),
  defineRoute(surveyEndpoints.submit, { access: 'session', handler: ({ env, actor, params, body }) => submitSurvey(env, actor, params.surveyId, body) }),
];
