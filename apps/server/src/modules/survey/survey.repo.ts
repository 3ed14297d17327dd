import type { Queryable } from '../../platform/db/db';

export interface SurveyRow {
  survey_id: string;
  title: string;
  intro: string;
}
export interface QuestionRow {
  question_id: string;
  kind: 'SINGLE' | 'MULTIPLE' | 'TEXT';
  title: string;
  required: boolean;
}
export interface OptionRow {
  question_id: string;
  option_value: string;
  label: string;
}

/** The open survey opened most recently by the business date, if any. */
export async function openSurvey(q: Queryable, today: string): Promise<SurveyRow | undefined> {
  const rows = await q.query<SurveyRow>(
    "SELECT survey_id, title, intro FROM survey WHERE status = 'OPEN' AND opened_on <= $1 ORDER BY opened_on DESC, survey_id LIMIT 1",
    [today],
  );
  return rows[0];
}

/** An open survey by id (a closed or unknown one is absent). */
export async function openSurveyById(q: Queryable, today: string, surveyId: string): Promise<SurveyRow | undefined> {
  const rows = await q.query<SurveyRow>("SELECT survey_id, title, intro FROM survey WHERE survey_id = $1 AND status = 'OPEN' AND opened_on <= $2", [
    surveyId,
    today,
  ]);
  return rows[0];
}

export async function questionsOf(q: Queryable, surveyId: string): Promise<{ questions: QuestionRow[]; options: OptionRow[] }> {
  const questions = await q.query<QuestionRow>('SELECT question_id, kind, title, required FROM survey_question WHERE survey_id = $1 ORDER BY sort', [surveyId]);
  const options = await q.query<OptionRow>('SELECT question_id, option_value, label FROM survey_option WHERE survey_id = $1 ORDER BY question_id, sort', [
    surveyId,
  ]);
  return { questions, options };
}

export async function hasAnswered(q: Queryable, surveyId: string, userId: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM survey_response WHERE survey_id = $1 AND user_id = $2', [surveyId, userId])).length > 0;
}

/** Claim the user's one response; false when there is one already (the primary key decides, also under a race). */
export async function claimResponse(q: Queryable, r: { surveyId: string; userId: string; corpId: string; at: number; on: string }): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO survey_response (survey_id, user_id, corp_id, submitted_at, submitted_on) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (survey_id,
       user_id) DO NOTHING RETURNING survey_id`,
    [r.surveyId, r.userId, r.corpId, r.at, r.on],
  );
  return rows.length > 0;
}

/** One answer row: a chosen option (`text` '') or a free text (`value` ''). */
export async function insertAnswer(q: Queryable, a: { surveyId: string; userId: string; questionId: string; value: string; text: string }): Promise<void> {
  await q.query('INSERT INTO survey_answer (survey_id, user_id, question_id, option_value, answer_text) VALUES ($1, $2, $3, $4, $5)', [
    a.surveyId,
    a.userId,
    a.questionId,
    a.value,
    a.text,
  ]);
}

export interface NewSurvey {
  surveyId: string;
  title: string;
  intro: string;
  openedOn: string;
  questions: ReadonlyArray<{
    questionId: string;
    kind: QuestionRow['kind'];
    title: string;
    required: boolean;
    options: ReadonlyArray<{ value: string; label: string }>;
  }>;
}

/** Write a survey with its questions and options (the seed; an admin screen would call the same). */
export async function insertSurvey(q: Queryable, s: NewSurvey): Promise<void> {
  await q.query("INSERT INTO survey (survey_id, title, intro, status, opened_on) VALUES ($1, $2, $3, 'OPEN', $4)", [s.surveyId, s.title, s.intro, s.openedOn]);
  for (const [i, question] of s.questions.entries()) {
    await q.query('INSERT INTO survey_question (survey_id, question_id, sort, kind, title, required) VALUES ($1, $2, $3, $4, $5, $6)', [
      s.surveyId,
      question.questionId,
      i,
      question.kind,
      question.title,
      question.required,
    ]);
    for (const [j, o] of question.options.entries()) {
      await q.query('INSERT INTO survey_option (survey_id, question_id, option_value, sort, label) VALUES ($1, $2, $3, $4, $5)', [
        s.surveyId,
        question.questionId,
        o.value,
        j,
        o.label,
      ]);
    }
  }
}
