// The survey module: 问卷调查, its questions and one response per user per survey.
export { surveyRoutes } from './survey.routes';
export { insertSurvey } from './survey.repo';
export type { NewSurvey } from './survey.repo';
