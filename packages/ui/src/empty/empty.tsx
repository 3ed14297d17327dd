import type { ReactNode } from 'react';
import { messages } from '../messages';
import { Box, Picture } from './empty.styles';

export interface EmptyProps {
  /** Text under the picture; 暂无数据 by default. */
  description?: ReactNode;
  /** An action such as a 新建 button. */
  children?: ReactNode;
}

/** Empty state for lists, tables and search results. The picture is decoration; the text says it. */
export function Empty({ description = messages.empty.description, children }: EmptyProps) {
  return (
    <Box>
      <Picture viewBox="0 0 64 40" aria-hidden="true" focusable="false">
        <ellipse cx="32" cy="33" rx="32" ry="7" fill="#f5f5f5" />
        <path d="M10 14 L20 4 H44 L54 14 V30 H10 Z" fill="#fafafa" stroke="#d9d9d9" />
        <path d="M10 14 H24 a8 4 0 0 0 16 0 H54" fill="none" stroke="#d9d9d9" />
      </Picture>
      <div>{description}</div>
      {children}
    </Box>
  );
}
