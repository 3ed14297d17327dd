import { styled } from 'styled-components';
import { Button, FormField, Select } from '@scf/ui';
import { ALL, STATE_OPTIONS, TYPE_OPTIONS } from '../api/message-filters';

const Bar = styled.div`
  display: flex;
  align-items: flex-end;
  flex-wrap: wrap;
  gap: 16px;
  margin-bottom: 16px;
  > div {
    width: 180px;
    margin-bottom: 0;
  }
`;

export interface MessageFilterValues {
  messageState?: string;
  messageType?: string;
}

export interface MessageFiltersProps {
  value: MessageFilterValues;
  /** A choice applies at once (the list goes back to page 1). */
  onChange: (value: MessageFilterValues) => void;
}

/** 消息状态 (未读/已读) and 消息类型, as the contract's message query filters; 重置 clears both. */
export function MessageFilters({ value, onChange }: MessageFiltersProps) {
  const pick = (key: keyof MessageFilterValues) => (next: string) => onChange({ ...value, [key]: next === ALL ? undefined : next });
  return (
    <Bar role="search" aria-label="消息筛选">
      <FormField label="消息状态">
        <Select value={value.messageState ?? ALL} options={STATE_OPTIONS} onValueChange={pick('messageState')} />
      </FormField>
      <FormField label="消息类型">
        <Select value={value.messageType ?? ALL} options={TYPE_OPTIONS} onValueChange={pick('messageType')} />
      </FormField>
      <Button onClick={() => onChange({})} disabled={!value.messageState && !value.messageType}>
        重置
      </Button>
    </Bar>
  );
}
