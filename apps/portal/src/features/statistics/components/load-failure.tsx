import { styled } from 'styled-components';
import { Button, cssVar } from '@scf/ui';
import { STATISTICS_MESSAGES as T } from '../api/statistics-messages';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 48px 0;
  color: ${cssVar('textColor')};
  p {
    margin: 0;
    color: ${cssVar('textSecondaryColor')};
  }
`;

/** The statistics could not be read: what happened, and 重试. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box>
      <div role="alert">
        <strong>{T.loadFailed}</strong>
        {message ? <p>{message}</p> : null}
      </div>
      <Button onClick={onRetry}>{T.retry}</Button>
    </Box>
  );
}
