import type { z } from 'zod';
import type { AnyEndpoint, EndpointResult } from '@scf/api/contract';
import { useWrite } from '../../../lib/write';

/**
 * A record form's save through a create endpoint: one Idempotency-Key for this save, kept when a refused or lost
 * request is sent again; `onSaved` gets the stored record, `error` the refusal to show.
 */
export function useSave<E extends AnyEndpoint>(endpoint: E, onSaved: (saved: EndpointResult<E>) => void) {
  const write = useWrite();
  async function submit(body: z.output<E['body']>) {
    const saved = await write.run(
      (client, idempotencyKey) => client.call(endpoint as AnyEndpoint, { body } as never, { idempotencyKey }) as Promise<EndpointResult<E>>,
    );
    if (saved) onSaved(saved);
  }
  return { submit, error: write.error };
}
