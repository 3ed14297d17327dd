import { messages } from '../messages';
import { Bone } from './spinner.styles';

export interface SkeletonProps {
  /** Number of grey lines. */
  lines?: number;
  /** Accessible name of the placeholder while content loads. */
  label?: string;
}

/** Grey lines that hold the layout while content loads (no layout shift when it arrives). */
export function Skeleton({ lines = 3, label = messages.spinner.loading }: SkeletonProps) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: lines }, (_, i) => (
        // The last line is shorter, like the end of a paragraph.
        <Bone key={i} aria-hidden="true" $width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </div>
  );
}
