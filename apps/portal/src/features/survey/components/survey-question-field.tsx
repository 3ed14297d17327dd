import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { SURVEY_TEXT_MAX } from '@scf/api/contract';
import type { SurveyAnswers, SurveyQuestion } from '@scf/api/contract';
import { CheckboxGroup, FormField, RadioGroup, Textarea } from '@scf/ui';

/** Said in the label, before the answers, so the user knows how to answer before reading the options. */
const kindNote = (q: SurveyQuestion) => (q.kind === 'SINGLE' ? '（单选）' : q.kind === 'MULTIPLE' ? '（可多选）' : q.required ? '' : '（选填）');

export interface SurveyQuestionFieldProps {
  question: SurveyQuestion;
  index: number;
  control: Control<SurveyAnswers>;
  error?: string | undefined;
}

/** One question as a labelled field: 单选 radios, 多选 checkboxes, or 简答 text (500 characters at most). */
export function SurveyQuestionField({ question, index, control, error }: SurveyQuestionFieldProps) {
  const label = `${index + 1}. ${question.title}${kindNote(question)}`;
  return (
    <FormField label={label} required={question.required} error={error}>
      <Controller
        control={control}
        name={question.questionId}
        render={({ field }) => {
          switch (question.kind) {
            case 'SINGLE':
              return <RadioGroup {...field} value={typeof field.value === 'string' ? field.value : ''} options={question.options} vertical />;
            case 'MULTIPLE':
              return <CheckboxGroup {...field} value={Array.isArray(field.value) ? field.value : []} options={question.options} vertical />;
            case 'TEXT':
              return (
                <Textarea
                  {...field}
                  value={typeof field.value === 'string' ? field.value : ''}
                  rows={3}
                  maxCount={SURVEY_TEXT_MAX}
                  placeholder={`请输入，不超过${SURVEY_TEXT_MAX}字`}
                />
              );
          }
        }}
      />
    </FormField>
  );
}
