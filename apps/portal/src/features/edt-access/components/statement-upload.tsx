import type { UploadedFile } from '@scf/ui';
import { FormField, Uploader } from '@scf/ui';
import { useUploadAdapter, useUploadRules } from '../../../lib/files/api/use-upload-adapter';

const MAX_FILES = 10;

/**
 * 近两年财务报表: files uploaded to the file store as chosen (post policy first, as 融资资料's uploads do), with the
 * server's extensions and size limits; the form sends their ids.
 */
export function StatementUpload({ error, onChange }: { error?: string | undefined; onChange: (fileIds: string[]) => void }) {
  const adapter = useUploadAdapter();
  const rules = useUploadRules();
  const help = `支持${rules.extensions.join('、')}格式，单个文件不超过${Math.round(rules.maxSizeKb / 1024)}M，最多${MAX_FILES}个`;
  return (
    <FormField label="近两年财务报表" required help={help} {...(error ? { error } : {})}>
      <Uploader
        adapter={adapter}
        label="近两年财务报表"
        extensions={rules.extensions}
        maxSizeKb={rules.maxSizeKb}
        sizeOverridesKb={rules.sizeOverridesKb}
        maxCount={MAX_FILES}
        listType="text"
        onChange={(files: UploadedFile[]) => onChange(files.map((f) => f.pkFile))}
      />
    </FormField>
  );
}
