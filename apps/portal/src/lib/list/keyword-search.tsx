import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, FormField, TextInput } from '@scf/ui';

/** The search bar's form: fields and buttons in one wrapping row, aligned on their bottom edge. */
export const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  margin-bottom: 16px;
  /* A field's own bottom margin would leave the buttons hanging below the inputs' bottom edge. */
  > div {
    margin-bottom: 0;
  }
`;

export interface KeywordSearchProps {
  /** The keyword field's label. */
  label: string;
  /** The search landmark's name; `<label>查询` by default. */
  name?: string;
  placeholder?: string;
  maxLength?: number;
  value: string;
  onSearch: (keyword: string) => void;
  /** More filters beside the keyword. */
  children?: ReactNode;
  /** 重置 beyond clearing the keyword (the list's own filters); `onSearch('')` by default. */
  onReset?: () => void;
  /** For `styled(KeywordSearch)`: a list's own field widths and margins. */
  className?: string;
}

/** A list's search: a keyword (and the list's own filters); 查询 starts at page 1 (the list keeps it in the URL), 重置 clears. */
export function KeywordSearch({ label, name, placeholder, maxLength = 100, value, onSearch, children, onReset, className }: KeywordSearchProps) {
  const [keyword, setKeyword] = useState(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(keyword.trim());
  };
  return (
    <SearchForm role="search" aria-label={name ?? `${label}查询`} onSubmit={submit} className={className}>
      <FormField label={label}>
        <TextInput value={keyword} maxLength={maxLength} placeholder={placeholder} onChange={(e) => setKeyword(e.target.value)} />
      </FormField>
      {children}
      <Button type="submit" variant="primary">
        查询
      </Button>
      <Button
        onClick={() => {
          setKeyword('');
          if (onReset) onReset();
          else onSearch('');
        }}
      >
        重置
      </Button>
    </SearchForm>
  );
}
