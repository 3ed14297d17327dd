import { styled } from 'styled-components';
import { cssVar } from '@scf/ui';

const Box = styled.div`
  padding: 48px 0;
  text-align: center;
  color: ${cssVar('textSecondaryColor')};
`;

/** Shown while the session or a page chunk loads, instead of any decision (no 403/404 flash). */
export function PageLoading() {
  return (
    <Box role="status" aria-live="polite">
      加载中…
    </Box>
  );
}
