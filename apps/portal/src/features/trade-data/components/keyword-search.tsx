import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, FormField, TextInput } from '@scf/ui';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  margin-bottom: 16px;
  > div {
    width: 220px;
  }
  > div:first-child {
    width: 260px;
  }
`;

export interface KeywordSearchProps {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (keyword: string) => void;
  /** More filters beside the keyword. */
  children?: ReactNode;
  onReset?: () => void;
}

/** A list's search: a keyword (and the list's own filters); 查询 starts at page 1, 重置 clears. */
export function KeywordSearch({ label, placeholder, value, onSearch, children, onReset }: KeywordSearchProps) {
  const [keyword, setKeyword] = useState(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(keyword.trim());
  };
  return (
    <Form role="search" aria-label={`${label}查询`} onSubmit={submit}>
      <FormField label={label}>
        <TextInput value={keyword} maxLength={100} placeholder={placeholder} onChange={(e) => setKeyword(e.target.value)} />
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
    </Form>
  );
}
