import { SURVEY_ANSWERED_MESSAGE, SURVEY_CODE, surveyAnswersSchema } from '@scf/api/contract';
import type { Survey, SurveyAnswers, SurveyQuestion, SurveySubmit, SurveySubmitResult } from '@scf/api/contract';
import { ApiError } from '../../platform/api-error';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { claimResponse, hasAnswered, insertAnswer, openSurvey, openSurveyById, questionsOf } from './survey.repo';
import { toQuestions, toSurvey } from './survey.view';

/** A refusal the dialog shows as it is: HTTP 200, its own code, a Chinese message; nothing is stored. */
const refuse = (code: (typeof SURVEY_CODE)[keyof typeof SURVEY_CODE], message: string) => new ApiError(200, code, message);

async function loadQuestions(env: ServiceEnv, surveyId: string): Promise<SurveyQuestion[]> {
  const { questions, options } = await questionsOf(env.db, surveyId);
  return toQuestions(questions, options);
}

/** The open survey with its questions, and whether the actor has answered it; null when none is open. */
export async function currentSurvey(env: ServiceEnv, actor: Actor): Promise<Survey | null> {
  const survey = await openSurvey(env.db, env.businessDate);
  if (!survey) return null;
  return toSurvey(survey, await loadQuestions(env, survey.survey_id), await hasAnswered(env.db, survey.survey_id, actor.userId));
}

/** The answers checked with the contract's schema of this survey; the first problem, named by its question, refuses. */
function checkedAnswers(questions: readonly SurveyQuestion[], body: SurveySubmit): SurveyAnswers {
  const parsed = surveyAnswersSchema(questions).safeParse(body.answers);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const index = questions.findIndex((q) => q.questionId === issue?.path[0]);
  if (!issue || index < 0) throw refuse(SURVEY_CODE.invalid, '问卷内容已更新，请关闭后重新填写');
  throw refuse(SURVEY_CODE.invalid, `第${index + 1}题：${issue.message}`);
}

/**
 * Store the actor's answers to an open survey, once: the response row is claimed first, so a second submit (another
 * tab, a replay with a new key) is refused with SURVEY_CODE.answered and changes nothing.
 */
export async function submitSurvey(env: ServiceEnv, actor: Actor, surveyId: string, body: SurveySubmit): Promise<SurveySubmitResult> {
  const survey = await openSurveyById(env.db, env.businessDate, surveyId);
  if (!survey) throw refuse(SURVEY_CODE.closed, '本次问卷已结束，感谢您的关注');
  const questions = await loadQuestions(env, surveyId);
  const answers = checkedAnswers(questions, body);
  return env.db.transaction(async (tx) => {
    const claimed = await claimResponse(tx, { surveyId, userId: actor.userId, corpId: actor.corpId, at: env.now, on: env.businessDate });
    if (!claimed) throw refuse(SURVEY_CODE.answered, SURVEY_ANSWERED_MESSAGE);
    for (const q of questions) {
      const answer = answers[q.questionId];
      const values = Array.isArray(answer) ? answer : answer ? [answer] : [];
      for (const value of values) {
        await insertAnswer(tx, {
          surveyId,
          userId: actor.userId,
          questionId: q.questionId,
          value: q.kind === 'TEXT' ? '' : value,
          text: q.kind === 'TEXT' ? value : '',
        });
      }
    }
    return { surveyId, submittedOn: env.businessDate };
  });
}
