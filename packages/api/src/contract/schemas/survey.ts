import { z } from 'zod';

/** 单选, 多选 and 简答. */
export const SURVEY_QUESTION_KINDS = ['SINGLE', 'MULTIPLE', 'TEXT'] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];

/** The longest free-text answer. */
export const SURVEY_TEXT_MAX = 500;

/** Refusals of a survey answer: HTTP 200 with these codes and a Chinese message the dialog shows. */
export const SURVEY_CODE = {
  /** One answer per user per survey: a second submit is refused. */
  answered: 'SURVEY_ANSWERED',
  /** The survey has closed (or never opened). */
  closed: 'SURVEY_CLOSED',
  /** An answer does not fit its question. */
  invalid: 'SURVEY_INVALID',
} as const;
export const SURVEY_ANSWERED_MESSAGE = '您已参与本次问卷，每位用户仅可提交一次';

const questionIdSchema = z.string().regex(/^Q\d{1,3}$/);

export const surveyOptionSchema = z.object({ value: z.string().min(1).max(20), label: z.string().min(1) });
export type SurveyOption = z.infer<typeof surveyOptionSchema>;

export const surveyQuestionSchema = z.object({
  questionId: questionIdSchema,
  kind: z.enum(SURVEY_QUESTION_KINDS),
  title: z.string().min(1),
  required: z.boolean(),
  /** The choices of a SINGLE or MULTIPLE question, in display order; empty for TEXT. */
  options: z.array(surveyOptionSchema).default([]),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

/** The open survey with its questions, and whether the caller has answered it already. */
export const surveySchema = z.object({
  surveyId: z.string().min(1).max(64),
  title: z.string(),
  intro: z.string(),
  questions: z.array(surveyQuestionSchema).min(1),
  answered: z.boolean(),
});
export type Survey = z.infer<typeof surveySchema>;

/** An answer: the chosen value (SINGLE), the chosen values (MULTIPLE) or the text (TEXT). */
export const surveyAnswerValueSchema = z.union([z.string().max(SURVEY_TEXT_MAX * 2), z.array(z.string().max(20)).max(20)]);
/** What the client sends, structurally; `surveyAnswersSchema(questions)` checks it against the survey. */
export const surveySubmitSchema = z.strictObject({ answers: z.record(questionIdSchema, surveyAnswerValueSchema) });
export type SurveySubmit = z.infer<typeof surveySubmitSchema>;
export const surveySubmitResultSchema = z.object({ surveyId: z.string(), submittedOn: z.string() });
export type SurveySubmitResult = z.infer<typeof surveySubmitResultSchema>;

const noNul = (s: string) => !s.includes('\u0000');

/** An optional question may also be left out of the answers. */
function answerSchema(q: SurveyQuestion): z.ZodType<string | string[] | undefined> {
  const schema = kindSchema(q);
  return q.required ? schema : schema.optional();
}

function kindSchema(q: SurveyQuestion): z.ZodType<string | string[]> {
  const values = q.options.map((o) => o.value);
  switch (q.kind) {
    case 'SINGLE':
      return z.string({ error: '请选择一项' }).refine((v) => (v === '' ? !q.required : values.includes(v)), q.required ? '请选择一项' : '选项无效');
    case 'MULTIPLE':
      return z
        .array(z.string(), { error: '请至少选择一项' })
        .refine((vs) => vs.every((v) => values.includes(v)) && new Set(vs).size === vs.length, '选项无效')
        .refine((vs) => !q.required || vs.length > 0, '请至少选择一项');
    case 'TEXT':
      return z
        .string({ error: '此处不能为空' })
        .trim()
        .refine(noNul, '内容含有不支持的字符')
        .refine((v) => !q.required || v.length > 0, '此处不能为空')
        .refine((v) => v.length <= SURVEY_TEXT_MAX, `不能超过${SURVEY_TEXT_MAX}个字`);
  }
}

/**
 * The one schema of a survey's answers (design.md §5.8): the dialog's form validates with it, and the server checks
 * the request with it against the stored questions. Keys are question ids; each answer fits its question's kind,
 * options and `required`; free text is trimmed.
 */
export function surveyAnswersSchema(questions: readonly SurveyQuestion[]) {
  return z.strictObject(Object.fromEntries(questions.map((q) => [q.questionId, answerSchema(q)])));
}
export type SurveyAnswers = Record<string, string | string[] | undefined>;
