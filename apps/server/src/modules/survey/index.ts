// The survey module: 问卷调查, its questions and one response per user per survey.
import type { ServerModule } from '../../platform/http/server-module';
import { surveyRoutes } from './survey.routes';

export const surveyModule: ServerModule = { name: 'survey', routes: surveyRoutes };
export { insertSurvey } from './survey.repo';
export type { NewSurvey } from './survey.repo';
