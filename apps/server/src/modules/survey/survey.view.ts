import type { Survey, SurveyQuestion } from '@scf/api/contract';
import type { OptionRow, QuestionRow, SurveyRow } from './survey.repo';

export function toQuestions(questions: readonly QuestionRow[], options: readonly OptionRow[]): SurveyQuestion[] {
  return questions.map((q) => ({
    questionId: q.question_id,
    kind: q.kind,
    title: q.title,
    required: q.required,
    options: options.filter((o) => o.question_id === q.question_id).map((o) => ({ value: o.option_value, label: o.label })),
  }));
}

export const toSurvey = (s: SurveyRow, questions: SurveyQuestion[], answered: boolean): Survey => ({
  surveyId: s.survey_id,
  title: s.title,
  intro: s.intro,
  questions,
  answered,
});
