import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '@scf/ui';
import { SearchForm } from '../../../../lib/list/keyword-search';

const Form = styled(SearchForm)`
  > div {
    width: 150px;
  }
  > div:first-child {
    width: 240px;
  }
`;

/**
 * The search bar of the core's financing lists: the fields are the caller's (controlled by `draft`), 查询 applies them
 * (the list goes back to page 1), 重置 clears them.
 */
export function ListSearch<F extends Record<string, string>>({ label, initial, empty, onSearch, children }: { label: string; initial: F; empty: F; onSearch: (f: F) => void; children: (draft: F, set: (patch: Partial<F>) => void) => ReactNode }) {
  const [draft, setDraft] = useState<F>(initial);
  const set = (patch: Partial<F>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <Form role="search" aria-label={label} onSubmit={submit}>
      {children(draft, set)}
      <Button type="submit" variant="primary">
        查询
      </Button>
      <Button
        type="button"
        onClick={() => {
          setDraft(empty);
          onSearch(empty);
        }}
      >
        重置
      </Button>
    </Form>
  );
}
