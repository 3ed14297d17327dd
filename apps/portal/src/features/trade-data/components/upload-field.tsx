import type { UploadedFile } from '@scf/ui';
import { FormField, Uploader } from '@scf/ui';
import { useUploadAdapter, useUploadRules } from '../../../lib/files/api/use-upload-adapter';

export interface UploadFieldProps {
  label: string;
  required?: boolean;
  error?: string | undefined;
  onChange: (fileIds: string[]) => void;
}

const MAX_FILES = 10;

/**
 * Files of a trade document, uploaded to the file store as chosen (post policy first, security.md §1.6), with the
 * extensions and size limits the server enforces (domain.md §8: pdf/jpg/jpeg/png/zip/rar, 60 MB by default).
 */
export function UploadField({ label, required, error, onChange }: UploadFieldProps) {
  const adapter = useUploadAdapter();
  const rules = useUploadRules();
  const help = `支持${rules.extensions.join('、')}格式，单个文件不超过${Math.round(rules.maxSizeKb / 1024)}M，最多${MAX_FILES}个`;
  return (
    <div className="wide">
      <FormField label={label} required={required ?? false} help={help} {...(error ? { error } : {})}>
        <Uploader
          adapter={adapter}
          label={label}
          extensions={rules.extensions}
          maxSizeKb={rules.maxSizeKb}
          sizeOverridesKb={rules.sizeOverridesKb}
          maxCount={MAX_FILES}
          listType="text"
          onChange={(files: UploadedFile[]) => onChange(files.map((f) => f.pkFile))}
        />
      </FormField>
    </div>
  );
}
