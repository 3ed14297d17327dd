import { within } from '@testing-library/react';
import { expect } from 'vitest';

/** The row of `table` named by `name` (waited for), once it has been checked to show each of `texts`. */
export async function expectRow(table: HTMLElement, name: RegExp, texts: readonly string[]): Promise<HTMLElement> {
  const row = await within(table).findByRole('row', { name });
  for (const text of texts) expect(row).toHaveTextContent(text);
  return row;
}
