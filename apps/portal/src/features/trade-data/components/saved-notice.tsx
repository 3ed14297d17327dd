import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Notice = styled.p`
  margin: 0 0 12px;
  padding: 8px 12px;
  max-width: 880px;
  border-radius: 4px;
  background: #f6ffed;
  border: 1px solid #b7eb8f;
`;

/** A polite live line that says what was just saved (empty: nothing yet). */
export function SavedNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" aria-live="polite">
      {children ? <Notice>{children}</Notice> : null}
    </div>
  );
}
