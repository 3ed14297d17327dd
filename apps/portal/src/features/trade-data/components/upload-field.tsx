import type { UploadedFile } from '@scf/ui';
import { FormField, Uploader } from '@scf/ui';
import { TRADE_EXTENSIONS, TRADE_MAX_KB } from '../api/trade-labels';
import { useTradeUploadAdapter } from '../api/upload-adapter';

export interface UploadFieldProps {
  label: string;
  required?: boolean;
  error?: string | undefined;
  onChange: (fileIds: string[]) => void;
}

/** Files of a trade document (pdf/jpg/jpeg/png, 60 MB each, up to 10), uploaded to the file store as chosen. */
export function UploadField({ label, required, error, onChange }: UploadFieldProps) {
  const adapter = useTradeUploadAdapter();
  return (
    <div className="wide">
      <FormField label={label} required={required ?? false} help="支持pdf、jpg、jpeg、png格式，单个文件不超过60M，最多10个" {...(error ? { error } : {})}>
        <Uploader adapter={adapter} label={label} extensions={TRADE_EXTENSIONS} maxSizeKb={TRADE_MAX_KB} maxCount={10} listType="text" onChange={(files: UploadedFile[]) => onChange(files.map((f) => f.pkFile))} />
      </FormField>
    </div>
  );
}
