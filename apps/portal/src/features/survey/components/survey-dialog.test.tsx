import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Survey } from '@scf/api/contract';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const SURVEY: Survey = {
  surveyId: 'SV1',
  title: '平台满意度调查',
  intro: '本问卷约需2分钟。',
  answered: false,
  questions: [
    {
      questionId: 'Q1',
      kind: 'SINGLE',
      title: '您对平台的整体评价是？',
      required: true,
      options: [
        { value: 'A', label: '满意' },
        { value: 'B', label: '一般' },
      ],
    },
    {
      questionId: 'Q2',
      kind: 'MULTIPLE',
      title: '您常用哪些功能？',
      required: true,
      options: [
        { value: 'ISSUE', label: '凭证开立' },
        { value: 'SIGN', label: '凭证签收' },
      ],
    },
    { questionId: 'Q3', kind: 'TEXT', title: '您的建议', required: false, options: [] },
  ],
};

async function openSurvey(survey: Survey | null = SURVEY) {
  const view = renderApp('/cv3/product/overview', { survey: survey && { ...survey } });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '问卷调查' }));
  return { ...view, user, dialog: await screen.findByRole('dialog') };
}

describe('问卷调查 (header button)', () => {
  it('shows the questions from the server, names the missing answers, and sends the checked answers once', async () => {
    const { user, on, dialog } = await openSurvey();
    expect(localStorage.getItem('isFirstLogin')).toBe('false');
    const form = await within(dialog).findByRole('form', { name: '平台满意度调查' });
    expect(within(form).getByRole('radiogroup', { name: /1\. 您对平台的整体评价是？/ })).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: /2\. 您常用哪些功能？/ })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '提交' }));
    expect(await within(form).findByText('请选择一项')).toBeInTheDocument();
    expect(within(form).getByText('请至少选择一项')).toBeInTheDocument();
    expect(on.survey.submit).not.toHaveBeenCalled();

    await user.click(within(form).getByRole('radio', { name: '满意' }));
    await user.click(within(form).getByRole('checkbox', { name: '凭证签收' }));
    await user.type(within(form).getByRole('textbox', { name: /3\. 您的建议/ }), '  希望支持批量签收 ');
    await user.click(within(form).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('提交成功，感谢您的参与！')).toBeInTheDocument();
    expect(on.survey.submit).toHaveBeenCalledWith({ params: { surveyId: 'SV1' }, body: { answers: { Q1: 'A', Q2: ['SIGN'], Q3: '希望支持批量签收' } } });

    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: '问卷调查' }));
    expect(await within(await screen.findByRole('dialog')).findByText('您已参与本次问卷')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
  });

  it('says 您已参与本次问卷 when the server refuses a second submit (answered elsewhere meanwhile)', async () => {
    const { user, server, dialog } = await openSurvey();
    const form = await within(dialog).findByRole('form');
    server.survey = { ...SURVEY, answered: true };
    await user.click(within(form).getByRole('radio', { name: '一般' }));
    await user.click(within(form).getByRole('checkbox', { name: '凭证开立' }));
    await user.click(within(form).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByText('您已参与本次问卷')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('每位用户仅可提交一次');
  });

  it('keeps the form with the reason when sending fails; Escape closes the dialog', async () => {
    const { user, on, dialog } = await openSurvey();
    const form = await within(dialog).findByRole('form');
    on.survey.submit.mockRejectedValueOnce(new Error('网络异常，请稍后重试'));
    await user.click(within(form).getByRole('radio', { name: '满意' }));
    await user.click(within(form).getByRole('checkbox', { name: '凭证开立' }));
    await user.click(within(form).getByRole('button', { name: '提交' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('提交失败：网络异常，请稍后重试');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells the user when no survey is open', async () => {
    const { dialog } = await openSurvey(null);
    expect(await within(dialog).findByText('暂无进行中的问卷')).toBeInTheDocument();
  });
});
