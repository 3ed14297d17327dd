import { describe, expect, it } from 'vitest';
import { SURVEY_ANSWERED_MESSAGE, SURVEY_CODE, surveyEndpoints } from '@scf/api/contract';
import type { Survey } from '@scf/api/contract';
import { ok } from './credits/ledger-helpers';
import { useTestServer } from './helpers/test-server';

const server = useTestServer();

const ANSWERS = { Q1: 'B', Q2: ['ISSUE', 'SIGN'], Q3: 'A', Q4: '  希望增加批量签收功能。  ' };

describe('问卷调查', () => {
  it('serves the open survey: one question of each kind, in order, not yet answered', async () => {
    const c = await server.login('s1_op');
    const survey = ok<Survey>(await c.callEndpoint(surveyEndpoints.current));
    expect(survey).toMatchObject({ surveyId: 'SV2025Q2', title: '供应链金融服务平台用户满意度调查', answered: false });
    expect(survey.questions.map((q) => [q.questionId, q.kind, q.required])).toEqual([
      ['Q1', 'SINGLE', true],
      ['Q2', 'MULTIPLE', true],
      ['Q3', 'SINGLE', true],
      ['Q4', 'TEXT', false],
    ]);
    expect(survey.questions[0]?.options.map((o) => o.label)).toEqual(['非常满意', '满意', '一般', '不满意']);
  });

  it('stores one answer per user: the second submit is refused in Chinese and changes nothing', async () => {
    const c = await server.login('s2_op');
    const first = await c.callEndpoint(surveyEndpoints.submit, { params: { surveyId: 'SV2025Q2' }, body: { answers: ANSWERS } });
    expect(ok(first)).toEqual({ surveyId: 'SV2025Q2', submittedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const stored = await server.db.query<{ question_id: string; option_value: string; answer_text: string }>(
      "SELECT question_id, option_value, answer_text FROM survey_answer WHERE user_id = 's2_op' ORDER BY question_id, option_value",
    );
    expect(stored).toEqual([
      { question_id: 'Q1', option_value: 'B', answer_text: '' },
      { question_id: 'Q2', option_value: 'ISSUE', answer_text: '' },
      { question_id: 'Q2', option_value: 'SIGN', answer_text: '' },
      { question_id: 'Q3', option_value: 'A', answer_text: '' },
      { question_id: 'Q4', option_value: '', answer_text: '希望增加批量签收功能。' },
    ]);
    const second = await c.callEndpoint(surveyEndpoints.submit, { params: { surveyId: 'SV2025Q2' }, body: { answers: { ...ANSWERS, Q1: 'D' } } });
    expect(second.body).toMatchObject({ code: SURVEY_CODE.answered, message: SURVEY_ANSWERED_MESSAGE });
    expect(await server.db.query("SELECT 1 FROM survey_answer WHERE user_id = 's2_op' AND question_id = 'Q1' AND option_value = 'D'")).toHaveLength(0);
    expect(ok<Survey>(await c.callEndpoint(surveyEndpoints.current)).answered).toBe(true);
    // Another user of the same corporation answers for themself.
    expect(ok<Survey>(await (await server.login('s2_dir')).callEndpoint(surveyEndpoints.current)).answered).toBe(false);
  });

  it('checks the answers with the survey’s own schema, naming the question, and stores nothing', async () => {
    const c = await server.login('s3_op');
    const submit = (answers: object) => c.callEndpoint(surveyEndpoints.submit, { params: { surveyId: 'SV2025Q2' }, body: { answers } });
    expect((await submit({ ...ANSWERS, Q2: [] })).body).toMatchObject({ code: SURVEY_CODE.invalid, message: '第2题：请至少选择一项' });
    expect((await submit({ ...ANSWERS, Q1: 'Z' })).body).toMatchObject({ code: SURVEY_CODE.invalid, message: '第1题：请选择一项' });
    expect((await submit({ Q2: ['ISSUE'], Q3: 'A', Q4: '' })).body).toMatchObject({ code: SURVEY_CODE.invalid, message: '第1题：请选择一项' });
    expect((await submit({ ...ANSWERS, Q4: '字'.repeat(501) })).body).toMatchObject({ code: SURVEY_CODE.invalid, message: '第4题：不能超过500个字' });
    expect((await submit({ ...ANSWERS, Q9: 'A' })).body.code).toBe(SURVEY_CODE.invalid);
    const closed = await c.callEndpoint(surveyEndpoints.submit, { params: { surveyId: 'SV-NONE' }, body: { answers: ANSWERS } });
    expect(closed.body).toMatchObject({ code: SURVEY_CODE.closed, message: '本次问卷已结束，感谢您的关注' });
    expect(await server.db.query("SELECT 1 FROM survey_response WHERE user_id = 's3_op'")).toHaveLength(0);
    // Without the optional free text, it is accepted.
    expect(ok(await submit({ Q1: 'A', Q2: ['LIMIT'], Q3: 'B' }))).toMatchObject({ surveyId: 'SV2025Q2' });
  });

  it('needs a logged-in user', async () => {
    const c = server.client();
    await c.page();
    expect((await c.callEndpoint(surveyEndpoints.current)).status).toBe(401);
  });
});
