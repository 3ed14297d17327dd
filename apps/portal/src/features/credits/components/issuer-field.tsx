import { styled } from 'styled-components';
import type { Issuer } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { FormField, Select, cssVar } from '@scf/ui';
import type { FieldChangeEvent } from '@scf/ui';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 24px;
  > :first-child {
    width: 420px;
  }
`;
const Available = styled.div`
  padding-top: 30px;
  color: ${cssVar('textSecondaryColor')};
  strong {
    color: ${cssVar('textColor')};
    font-size: 16px;
  }
`;

export interface IssuerFieldProps {
  issuers: readonly Issuer[];
  value: string;
  onChange: (event: FieldChangeEvent<string>) => unknown;
  onBlur: () => void;
  /** The operator picked another issuer (its receivers and contracts differ). */
  onPick: (corpId: string) => void;
  error?: string | undefined;
}

/** 开立方 (domain.md §7.3): the issuers the user may act for, with the chosen one's 可用额度 beside the picker. */
export function IssuerField({ issuers, value, onChange, onBlur, onPick, error }: IssuerFieldProps) {
  const chosen = issuers.find((i) => i.corpId === value);
  return (
    <Row>
      <FormField label="开立方" required error={error}>
        <Select
          options={issuers.map((i) => ({ value: i.corpId, label: i.corpName, disabled: i.available === undefined }))}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          onValueChange={onPick}
          placeholder="请选择开立方"
        />
      </FormField>
      <Available aria-live="polite">
        可用额度：<strong>{chosen?.available !== undefined ? <AmountText value={chosen.available} /> : '—'}</strong>
      </Available>
    </Row>
  );
}
