import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { surveyAnswersSchema } from '@scf/api/contract';
import type { Survey, SurveyAnswers } from '@scf/api/contract';
import { Button, Dialog, cssVar } from '@scf/ui';
import { SurveyQuestionField } from './survey-question-field';

/** Between the dialog's panel and its body and footer: the body scrolls, the buttons stay in view. */
const Form = styled.form`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-height: 0;
`;
const Intro = styled.p`
  margin: 12px 0 20px;
  line-height: 1.7;
  color: ${cssVar('textSecondaryColor')};
`;
const Failure = styled.p`
  margin: 8px 0 0;
  color: ${cssVar('dangerColor')};
`;

export interface SurveyFormProps {
  survey: Survey;
  /** The answers, checked with the contract's schema of this survey (the server checks the same). */
  onSubmit: (answers: SurveyAnswers) => Promise<void>;
  /** A failure other than "already answered", shown above the buttons. */
  failure: string | null;
  onCancel: () => void;
}

const emptyAnswers = (survey: Survey): SurveyAnswers => Object.fromEntries(survey.questions.map((q) => [q.questionId, q.kind === 'MULTIPLE' ? [] : '']));

/** The questions in order and 提交; a missing required answer is named on its question and focused. */
export function SurveyForm({ survey, onSubmit, failure, onCancel }: SurveyFormProps) {
  const resolver = useMemo(() => zodResolver(surveyAnswersSchema(survey.questions)), [survey.questions]);
  const form = useForm<SurveyAnswers>({ resolver: resolver as never, defaultValues: emptyAnswers(survey), mode: 'onSubmit' });
  const { errors, isSubmitting } = form.formState;
  return (
    <Form noValidate aria-label={survey.title} onSubmit={form.handleSubmit((answers) => onSubmit(answers))}>
      <Dialog.Body>
        <Intro>{survey.intro}</Intro>
        {survey.questions.map((q, i) => (
          <SurveyQuestionField key={q.questionId} question={q} index={i} control={form.control} error={errors[q.questionId]?.message} />
        ))}
        {failure ? <Failure role="alert">提交失败：{failure}</Failure> : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={onCancel}>取消</Button>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          提交
        </Button>
      </Dialog.Footer>
    </Form>
  );
}
