import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { FEEDBACK_LIMITS, feedbackEndpoints } from '@scf/api/contract';
import type { FeedbackInput, FeedbackRequest } from '@scf/api/contract';
import { Button, Dialog, FormField, TextInput, Textarea } from '@scf/ui';
import { FEEDBACK_TEXTS as T } from '../api/feedback-texts';
import { ScreenshotField } from './screenshot-field';

/** The form sits between the dialog's header and its edge: it lays out body and footer so the body scrolls. */
const DialogForm = styled.form`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-height: 0;
`;

// The contract's request schema carries the spec §5 rules and messages; the server parses with the same one.
const resolver = zodResolver(feedbackEndpoints.submit.body);

export interface FeedbackFormProps {
  /** The user's own name, shown as what an empty 联系人 becomes. */
  ownName: string;
  sending: boolean;
  onSubmit(body: FeedbackRequest): void;
  onCancel(): void;
}

/** The fields of 意见反馈 (spec §5); the phone is checked when it loses focus, everything again on 提交. */
export function FeedbackForm({ ownName, sending, onSubmit, onCancel }: FeedbackFormProps) {
  const form = useForm<FeedbackInput, unknown, FeedbackRequest>({
    resolver,
    mode: 'onBlur',
    defaultValues: { opinionContent: '', personName: '', mobilePhone: '', files: [] },
  });
  const { errors } = form.formState;

  return (
    <DialogForm noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Dialog.Body>
        <Dialog.Description>{T.intro}</Dialog.Description>
        <FormField label={T.opinion} required error={errors.opinionContent?.message}>
          <Textarea rows={4} maxCount={FEEDBACK_LIMITS.opinionContentMax} placeholder={T.opinionPlaceholder} {...form.register('opinionContent')} />
        </FormField>
        <FormField label={T.personName} error={errors.personName?.message}>
          <TextInput autoComplete="name" placeholder={T.personNamePlaceholder(ownName)} {...form.register('personName')} />
        </FormField>
        <FormField label={T.mobilePhone} error={errors.mobilePhone?.message}>
          <TextInput inputMode="numeric" autoComplete="tel" maxLength={11} placeholder={T.mobilePhonePlaceholder} {...form.register('mobilePhone')} />
        </FormField>
        <ScreenshotField
          disabled={sending}
          onChange={(uploaded) =>
            form.setValue(
              'files',
              uploaded.map((f) => f.pkFile),
            )
          }
        />
        {errors.files?.message ? <p role="alert">{errors.files.message}</p> : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={onCancel} disabled={sending}>
          {T.cancel}
        </Button>
        <Button type="submit" variant="primary" loading={sending}>
          {T.submit}
        </Button>
      </Dialog.Footer>
    </DialogForm>
  );
}
