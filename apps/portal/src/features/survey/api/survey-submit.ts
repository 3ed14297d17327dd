import type { ApiClient } from '@scf/api';
import { ApiError } from '@scf/api';
import { SURVEY_CODE, surveyEndpoints } from '@scf/api/contract';
import type { SurveyAnswers } from '@scf/api/contract';

export type SubmitOutcome = { kind: 'done' } | { kind: 'answered'; message: string } | { kind: 'failed'; message: string };

/**
 * Send the answers once. The server's one-answer-per-user refusal is an outcome of its own (the dialog then says
 * 您已参与本次问卷); any other failure keeps the form so the user can try again.
 */
export async function submitSurvey(client: ApiClient, surveyId: string, answers: SurveyAnswers): Promise<SubmitOutcome> {
  try {
    await client.call(surveyEndpoints.submit, {
      params: { surveyId },
      body: { answers: Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== undefined)) as Record<string, string | string[]> },
    });
    return { kind: 'done' };
  } catch (error) {
    if (error instanceof ApiError && error.code === SURVEY_CODE.answered) return { kind: 'answered', message: error.message };
    return { kind: 'failed', message: error instanceof Error && error.message ? error.message : '提交失败，请稍后重试' };
  }
}
