import { useCallback, useState } from 'react';
import { createIdempotencyKey } from '@scf/api';

/**
 * The Idempotency-Key of one logical operation (design.md §3): made when the form or dialog opens, reused by a retry
 * (the server stores only successes, so a refused request may be sent again with it), and renewed after a success so
 * the next operation is a new one.
 */
export function useOperationKey(): { key: string; renew: () => void } {
  const [key, setKey] = useState(() => createIdempotencyKey());
  const renew = useCallback(() => setKey(createIdempotencyKey()), []);
  return { key, renew };
}
