import { useState } from 'react';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button, FormField, TextInput } from '@scf/ui';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 12px;
  margin-bottom: 16px;
`;

/** 公告标题 search: a new search starts at page 1 (the list keeps it in the URL). */
export function NoticeSearch({ title, onSearch }: { title: string; onSearch: (title: string) => void }) {
  const [value, setValue] = useState(title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <Form role="search" aria-label="公告查询" onSubmit={submit}>
      <FormField label="公告标题">
        <TextInput value={value} maxLength={100} onChange={(e) => setValue(e.target.value)} />
      </FormField>
      <Button type="submit" variant="primary">
        查询
      </Button>
      <Button
        type="button"
        onClick={() => {
          setValue('');
          onSearch('');
        }}
      >
        重置
      </Button>
    </Form>
  );
}
