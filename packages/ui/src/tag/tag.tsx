import type { ReactNode } from 'react';
import { StyledTag } from './tag.styles';
import type { TagTone } from './tag.styles';

export interface TagProps {
  /** Colour tone; `default` is grey. */
  tone?: TagTone;
  /** Tag text. */
  children: ReactNode;
}

/** Small label such as 新 or 已认证. The text carries the meaning; the colour only repeats it. */
export function Tag({ tone = 'default', children }: TagProps) {
  return <StyledTag $tone={tone}>{children}</StyledTag>;
}
