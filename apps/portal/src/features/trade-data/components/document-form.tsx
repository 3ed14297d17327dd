import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DOC_KIND_LABEL, DOC_TYPES_OF, DOC_TYPE_LABEL, documentInputSchema, tradeDataEndpoints } from '@scf/api/contract';
import type { DocKind, DocumentInput, TradeDocument } from '@scf/api/contract';
import type { z } from 'zod';
import { FormField, Select, TextInput, Textarea } from '@scf/ui';
import { useSave } from '../api/use-save';
import { FormGrid, SaveButtons } from './form-layout';
import { UploadField } from './upload-field';

const resolver = zodResolver(documentInputSchema);

export interface DocumentFormProps {
  /** OTHER: 上传其他资料 (delivery notes, statements …); AUTH: 上传授权资料 (授权书, 确权函, 付款承诺函). */
  kind: DocKind;
  onSaved: (doc: TradeDocument) => void;
  onCancel?: () => void;
}

/** upload/other and upload/auth: a typed document with its files. */
export function DocumentForm({ kind, onSaved, onCancel }: DocumentFormProps) {
  const types = DOC_TYPES_OF[kind];
  const form = useForm<DocumentInput, unknown, z.output<typeof documentInputSchema>>({
    resolver,
    defaultValues: { kind, docType: types[0], name: '', remark: '', fileIds: [] },
    mode: 'onTouched',
  });
  const save = useSave(tradeDataEndpoints.createDocument, onSaved);
  const { errors, isSubmitting } = form.formState;

  return (
    <form noValidate aria-label={`上传${DOC_KIND_LABEL[kind]}`} onSubmit={form.handleSubmit(save.submit)}>
      <FormGrid>
        <FormField label="资料类型" required error={errors.docType?.message}>
          <Controller
            control={form.control}
            name="docType"
            render={({ field }) => <Select {...field} options={types.map((t) => ({ value: t, label: DOC_TYPE_LABEL[t] }))} />}
          />
        </FormField>
        <FormField label="资料名称" required error={errors.name?.message}>
          <TextInput maxLength={100} placeholder="请输入资料名称" {...form.register('name')} />
        </FormField>
        <div className="wide">
          <FormField label="备注" {...(errors.remark?.message ? { error: errors.remark.message } : {})}>
            <Textarea rows={2} maxCount={200} {...form.register('remark')} />
          </FormField>
        </div>
        <UploadField
          label="资料文件"
          required
          error={errors.fileIds?.message}
          onChange={(ids) => form.setValue('fileIds', ids, { shouldValidate: form.formState.isSubmitted })}
        />
      </FormGrid>
      <SaveButtons error={save.error} submitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
