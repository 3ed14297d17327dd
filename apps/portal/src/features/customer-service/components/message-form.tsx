import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createIdempotencyKey, useApiClient } from '@scf/api';
import { SERVICE_MESSAGE_LIMITS, customerServiceEndpoints } from '@scf/api/contract';
import type { ServiceMessageInput, ServiceMessageRequest } from '@scf/api/contract';
import { Button, FormField, TextInput, Textarea } from '@scf/ui';
import { SERVICE_TEXTS as T } from './service-texts';

const resolver = zodResolver(customerServiceEndpoints.leaveMessage.body);

export interface MessageFormProps {
  defaults: { contactName: string; mobilePhone: string };
}

/** 留言: stored on the server for a call back; the form says whether it arrived. */
export function MessageForm({ defaults }: MessageFormProps) {
  const client = useApiClient();
  const key = useRef(createIdempotencyKey());
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const form = useForm<ServiceMessageInput, unknown, ServiceMessageRequest>({ resolver, mode: 'onBlur', defaultValues: { ...defaults, content: '' } });
  const { errors, isSubmitting } = form.formState;

  async function send(body: ServiceMessageRequest) {
    setOutcome(null);
    try {
      await client.call(customerServiceEndpoints.leaveMessage, { body }, { idempotencyKey: key.current });
      key.current = createIdempotencyKey();
      form.reset({ ...body, content: '' });
      setOutcome('sent');
    } catch {
      setOutcome('failed');
    }
  }

  return (
    <form noValidate aria-label={T.messageTitle} onSubmit={form.handleSubmit(send)}>
      <FormField label={T.contactName} required error={errors.contactName?.message}>
        <TextInput autoComplete="name" {...form.register('contactName')} />
      </FormField>
      <FormField label={T.mobilePhone} required error={errors.mobilePhone?.message}>
        <TextInput inputMode="numeric" autoComplete="tel" maxLength={11} {...form.register('mobilePhone')} />
      </FormField>
      <FormField label={T.content} required error={errors.content?.message}>
        <Textarea rows={4} maxCount={SERVICE_MESSAGE_LIMITS.contentMax} placeholder={T.contentPlaceholder} {...form.register('content')} />
      </FormField>
      {outcome ? <p role={outcome === 'sent' ? 'status' : 'alert'}>{outcome === 'sent' ? T.succeeded : T.failed}</p> : null}
      <Button type="submit" variant="primary" loading={isSubmitting}>
        {T.submit}
      </Button>
    </form>
  );
}
