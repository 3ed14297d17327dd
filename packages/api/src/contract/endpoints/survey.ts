import { get, post } from '../endpoint';
import { surveySchema, surveySubmitResultSchema, surveySubmitSchema } from '../schemas/survey';

/** 问卷调查 (spec §2 Shell: a survey button when logged in). */
export const surveyEndpoints = {
  /** The open survey and whether the caller answered it; null when none is open. */
  current: get('/v1/sys/surveys/current', { response: surveySchema.nullable() }),
  /** The caller's answers, once per survey (a second submit is refused with SURVEY_CODE.answered). */
  submit: post('/v1/sys/surveys/{surveyId}/answers', { body: surveySubmitSchema, response: surveySubmitResultSchema, idempotent: true }),
} as const;
