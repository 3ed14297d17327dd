import { PlusIcon } from '@radix-ui/react-icons';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent, ClipboardEvent, DragEvent } from 'react';
import type { UploadAdapter } from './upload-adapter';
import type { UploadError } from './upload-error';
import { DEFAULT_EXTENSIONS, DEFAULT_MAX_SIZE_KB, acceptAttribute } from './upload-rules';
import type { UploadRules } from './upload-rules';
import { UploadItemView } from './upload-item';
import { AddBlock, Feedback, Hint, List, Root } from './uploader.styles';
import { uploaderMessages as m } from './uploader.messages';
import { useUploadList } from './use-upload-list';
import type { UploadedFile } from './use-upload-list';

/** Spec §9 image block width in px. */
export const UPLOAD_IMAGE_BLOCK_WIDTH = 140;

export interface UploaderProps {
  /** Sends one file: `createOssUploadAdapter(…)` or `createLocalUploadAdapter(…)`, or a host's own. */
  adapter: UploadAdapter;
  /** Allowed extensions; pdf, jpg, jpeg, png, zip, rar by default (`FEEDBACK_EXTENSIONS` for the feedback style). */
  extensions?: readonly string[];
  /** Size limit in KB; 61440 by default. */
  maxSizeKb?: number;
  /** Per-extension size limits in KB, e.g. `{ zip: 102400 }`. */
  sizeOverridesKb?: Readonly<Record<string, number>>;
  /** At most this many files; the add block hides when reached, and extra files are refused at selection. */
  maxCount?: number;
  /** `image`: 140 px wide 3:4 blocks with thumbnails (default); `text`: a list of names. */
  listType?: 'image' | 'text';
  /** Block width in px for `listType="image"`. */
  imageWidth?: number;
  /** Files already uploaded (e.g. when editing a saved form). */
  defaultFiles?: readonly UploadedFile[];
  /** Called with the finished files whenever that set changes. */
  onChange?(files: UploadedFile[]): void;
  /** Called for every refused or failed file, with its typed error (kind and code). */
  onError?(error: UploadError): void;
  /** Shows a 预览 button on finished files, e.g. to open the FilePreviewer. */
  onPreview?(file: UploadedFile): void;
  /** Accessible name of the upload area; 文件上传 by default. */
  label?: string;
  /** No adding, replacing or removing. */
  disabled?: boolean;
}

const filesOf = (list: FileList | null | undefined): File[] => (list ? Array.from(list) : []);

/**
 * File upload with validation before sending (extension, size, count), progress, replace and remove; files come
 * from the add button, drag-and-drop, or a pasted screenshot (Ctrl+V while the area has focus).
 */
export function Uploader({
  adapter,
  extensions = DEFAULT_EXTENSIONS,
  maxSizeKb = DEFAULT_MAX_SIZE_KB,
  sizeOverridesKb,
  maxCount = Number.POSITIVE_INFINITY,
  listType = 'image',
  imageWidth = UPLOAD_IMAGE_BLOCK_WIDTH,
  defaultFiles,
  onChange,
  onError,
  onPreview,
  label = m.region,
  disabled = false,
}: UploaderProps) {
  const rules: UploadRules = { extensions, maxSizeKb, sizeOverridesKb };
  const { items, feedback, add, remove, replace } = useUploadList({ adapter, rules, maxCount, defaultFiles, onChange, onError });
  const [dragging, setDragging] = useState(false);
  const addInput = useRef<HTMLInputElement>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const replaceTarget = useRef<string | null>(null);
  const hintId = useId();
  const image = listType === 'image';
  const accept = acceptAttribute(rules);

  function onAddChange(event: ChangeEvent<HTMLInputElement>) {
    add(filesOf(event.target.files));
    event.target.value = ''; // choosing the same file again must fire change again
  }

  function onReplaceChange(event: ChangeEvent<HTMLInputElement>) {
    const [file] = filesOf(event.target.files);
    if (file && replaceTarget.current) replace(replaceTarget.current, file);
    replaceTarget.current = null;
    event.target.value = '';
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(filesOf(event.dataTransfer?.files));
  }

  function onPaste(event: ClipboardEvent<HTMLDivElement>) {
    const files = filesOf(event.clipboardData?.files);
    if (disabled || files.length === 0) return;
    event.preventDefault();
    add(files);
  }

  return (
    <Root
      role="group"
      aria-label={label}
      $dragging={dragging}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      onPaste={onPaste}
    >
      <List $image={image} aria-label={m.list}>
        {items.map((item) => (
          <UploadItemView
            key={item.uid}
            item={item}
            image={image}
            width={imageWidth}
            disabled={disabled}
            onRemove={() => remove(item.uid)}
            onReplace={() => {
              replaceTarget.current = item.uid;
              replaceInput.current?.click();
            }}
            onPreview={onPreview && item.record ? () => onPreview({ ...item.record!, fileName: item.name }) : undefined}
          />
        ))}
        {items.length < maxCount ? (
          <li>
            <AddBlock type="button" $image={image} $width={imageWidth} disabled={disabled} aria-describedby={hintId} onClick={() => addInput.current?.click()}>
              <PlusIcon aria-hidden="true" width={20} height={20} />
              {m.add}
            </AddBlock>
          </li>
        ) : null}
      </List>
      <Hint id={hintId}>{m.addHint}</Hint>
      <input ref={addInput} type="file" hidden accept={accept} multiple={maxCount - items.length > 1} onChange={onAddChange} />
      <input ref={replaceInput} type="file" hidden accept={accept} onChange={onReplaceChange} />
      {feedback ? <Feedback role="alert">{feedback.message}</Feedback> : null}
    </Root>
  );
}
