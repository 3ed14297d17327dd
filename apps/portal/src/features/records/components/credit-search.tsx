import { useState } from 'react';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button, FormField, TextInput } from '@scf/ui';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: 12px;
  margin: 16px 0;
`;

/** 凭证编号 search (part of a number finds it); a new search starts at page 1. */
export function CreditSearch({ value, onSearch }: { value: string; onSearch: (creditNo: string) => void }) {
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Form role="search" aria-label="凭证查询" onSubmit={submit}>
      <FormField label="凭证编号">
        <TextInput value={text} maxLength={20} placeholder="请输入凭证编号" onChange={(e) => setText(e.target.value)} />
      </FormField>
      <Button type="submit" variant="primary">
        查询
      </Button>
      <Button
        onClick={() => {
          setText('');
          onSearch('');
        }}
      >
        重置
      </Button>
    </Form>
  );
}
