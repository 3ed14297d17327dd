import { Button } from '../button/button';
import { safeFileUrl } from '../file-previewer/safe-file-url';
import { extensionOf } from './upload-rules';
import { FileBadge, Item, ItemActions, Name, Progress, StatusLine, Thumb } from './uploader.styles';
import { uploaderMessages as m } from './uploader.messages';
import type { UploadItem } from './use-upload-list';

export interface UploadItemViewProps {
  item: UploadItem;
  image: boolean;
  width: number;
  disabled: boolean;
  onReplace(): void;
  onRemove(): void;
  onPreview?: () => void;
}

const IMAGE_EXT = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp']);

/** One file: thumbnail or badge, name, progress or status, and its replace / remove / preview buttons. */
export function UploadItemView({ item, image, width, disabled, onReplace, onRemove, onPreview }: UploadItemViewProps) {
  const ext = extensionOf(item.name);
  const thumb = image && IMAGE_EXT.has(ext) ? (item.localUrl ?? safeFileUrl(item.record?.url)) : '';
  return (
    <Item $image={image} $width={width} $failed={item.status === 'fail'} aria-busy={item.status === 'uploading' || undefined}>
      {image ? thumb ? <Thumb src={thumb} alt={item.name} /> : <FileBadge aria-hidden="true">{ext || '?'}</FileBadge> : null}
      <Name title={item.name}>{item.name}</Name>
      {item.status === 'uploading' ? (
        <Progress max={100} value={item.progress} aria-label={m.progress(item.name)} />
      ) : item.status === 'fail' ? (
        <StatusLine $error>{item.error?.message ?? m.fail}</StatusLine>
      ) : (
        <StatusLine>{m.finished}</StatusLine>
      )}
      <ItemActions>
        {onPreview && item.status === 'finished' ? (
          <Button variant="link" aria-label={`${m.preview} ${item.name}`} onClick={onPreview}>
            {m.preview}
          </Button>
        ) : null}
        <Button variant="link" aria-label={`${m.replace} ${item.name}`} disabled={disabled} onClick={onReplace}>
          {m.replace}
        </Button>
        <Button variant="link" aria-label={`${m.remove} ${item.name}`} disabled={disabled} onClick={onRemove}>
          {m.remove}
        </Button>
      </ItemActions>
    </Item>
  );
}
