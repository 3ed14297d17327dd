import { useState } from 'react';
import { styled } from 'styled-components';
import { FEEDBACK_LIMITS } from '@scf/api/contract';
import { Uploader, cssVar } from '@scf/ui';
import type { UploadedFile } from '@scf/ui';
import { useUploadAdapter } from '../../../lib/files/api/use-upload-adapter';
import { StoredFilePreviewer } from '../../../lib/files/components/file-link';
import type { StoredFileRef } from '../../../lib/files/components/file-link';
import { FEEDBACK_TEXTS as T, SCREENSHOT_EXTENSIONS } from '../api/feedback-texts';

const Field = styled.div`
  display: grid;
  gap: 6px;
  margin-bottom: 16px;
`;

const Label = styled.span`
  color: ${cssVar('textColor')};
`;

const Help = styled.p`
  margin: 0;
  color: ${cssVar('textSecondaryColor')};
  font-size: ${cssVar('fontSizeSm')};
`;

export interface ScreenshotFieldProps {
  onChange(files: UploadedFile[]): void;
  disabled?: boolean;
}

/**
 * Up to five png/jpeg/jpg screenshots of at most 5,120 KB each (the feedback's own rules), uploaded through the post
 * policy to the platform's file store, wherever it keeps them.
 */
export function ScreenshotField({ onChange, disabled }: ScreenshotFieldProps) {
  const adapter = useUploadAdapter();
  const [previewed, setPreviewed] = useState<StoredFileRef | null>(null);
  return (
    <Field>
      <Label aria-hidden="true">{T.screenshots}</Label>
      <Uploader
        adapter={adapter}
        label={T.screenshots}
        extensions={SCREENSHOT_EXTENSIONS}
        maxSizeKb={FEEDBACK_LIMITS.fileSizeKb}
        maxCount={FEEDBACK_LIMITS.filesMax}
        imageWidth={96}
        disabled={disabled}
        onChange={onChange}
        onPreview={(file) => setPreviewed({ pkFile: file.pkFile, fileName: file.fileName, mimeType: file.mimeType })}
      />
      <StoredFilePreviewer file={previewed} onClose={() => setPreviewed(null)} />
      <Help>{T.screenshotsHelp}</Help>
    </Field>
  );
}
