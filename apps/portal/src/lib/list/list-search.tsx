import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, FormField, Select, TextInput } from '@scf/ui';
import type { SelectOption } from '@scf/ui';
import { SearchForm } from './keyword-search';

const Form = styled(SearchForm)`
  > div {
    width: 150px;
  }
  > div:first-child {
    width: 240px;
  }
`;

type Draft = Record<string, string> & { keyword: string };

export interface ListSearchProps<F extends Draft> {
  /** The search landmark's name. */
  label: string;
  /** The keyword field, first in the bar. */
  keyword: { label: string; placeholder: string };
  /** The state select, second: its first option (全部) searches without that filter. */
  choice: { name: keyof F & string; label: string; options: readonly SelectOption[] };
  /** The list's filters now (from the URL); a field without one starts at its value in `empty`. */
  filters: Partial<Record<keyof F, string>>;
  /** Every field cleared (the choice at 全部): what 重置 goes back to. */
  empty: F;
  /** The filters to apply: the keyword trimmed, 全部 as no filter. */
  onSearch: (filters: F) => void;
  /** The list's further fields, controlled by the draft. */
  children?: (draft: F, set: (patch: Partial<F>) => void) => ReactNode;
}

/** What a list's search is, apart from the list's state: its name, fields and cleared values. */
export type ListSearchSpec<F extends Draft> = Pick<ListSearchProps<F>, 'label' | 'keyword' | 'choice' | 'empty'>;

/**
 * The query-filter bar of a list (the core's financing lists, 兑付查询): a keyword, a state and the list's further fields; 查询 applies them
 * (the list goes back to page 1), 重置 clears them.
 */
export function ListSearch<F extends Draft>({ label, keyword, choice, filters, empty, onSearch, children }: ListSearchProps<F>) {
  const [draft, setDraft] = useState<F>(() => ({ ...empty, ...Object.fromEntries(Object.keys(empty).map((k) => [k, filters[k] ?? empty[k]])) }));
  const set = (patch: Partial<F>) => setDraft((d) => ({ ...d, ...patch }));
  const all = choice.options[0]?.value;
  const search = (d: F) => onSearch({ ...d, keyword: d.keyword.trim(), [choice.name]: d[choice.name] === all ? '' : d[choice.name] });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(draft);
  };
  return (
    <Form role="search" aria-label={label} onSubmit={submit}>
      <FormField label={keyword.label}>
        <TextInput value={draft.keyword} maxLength={100} placeholder={keyword.placeholder} onChange={(e) => set({ keyword: e.target.value } as Partial<F>)} />
      </FormField>
      <FormField label={choice.label}>
        <Select value={draft[choice.name]} options={choice.options} onValueChange={(v) => set({ [choice.name]: v } as Partial<F>)} />
      </FormField>
      {children?.(draft, set)}
      <Button type="submit" variant="primary">
        查询
      </Button>
      <Button
        type="button"
        onClick={() => {
          setDraft(empty);
          search(empty);
        }}
      >
        重置
      </Button>
    </Form>
  );
}
