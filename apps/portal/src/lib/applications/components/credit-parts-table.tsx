import { useMemo } from 'react';
import type { Credit } from '@scf/api/contract';
import { fenToDecimal } from '@scf/api/money';
import { AmountText, AmountWithCapital } from '@scf/finance-widgets';
import { styled } from 'styled-components';
import { Button, MoneyInput, Table, cssVar } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { FormAlert } from '../../page';
import { keptOf, partsTotalFen } from '../api/credit-parts';
import type { PartLine } from '../api/credit-parts';

const CellError = styled.div`
  margin-top: 4px;
  font-size: ${cssVar('fontSizeSm')};
  color: ${cssVar('dangerColor')};
`;

const Summary = styled.div`
  display: flex;
  align-items: baseline;
  gap: 16px;
  margin: 12px 0 0;
`;

/** The flow's words: the section's title (转让明细), the part's column (转让金额), what is kept, the total's name. */
export interface PartsText {
  title: string;
  part: string;
  kept: string;
  total: string;
}

export interface CreditPartsTableProps {
  text: PartsText;
  /** The picked credits, in the order of the form's `lines`. */
  credits: readonly Credit[];
  lines: readonly PartLine[];
  /** The message of each line's amount, by index (the form's errors). */
  errors: ReadonlyArray<string | undefined>;
  onAmountChange: (index: number, amount: string) => void;
  onRemove: (creditNo: string) => void;
  /** Extra columns after the amounts (e.g. 退回至). */
  extraColumns?: TableColumn<Credit & { index: number }>[];
}

/**
 * The picked credits of a transfer or a return, each with the part that moves (转让金额 / 退回金额, the whole by
 * default: a smaller part splits the credit) and what the holder keeps, as the director's split preview will show.
 */
export function CreditPartsTable({ text, credits, lines, errors, onAmountChange, onRemove, extraColumns = [] }: CreditPartsTableProps) {
  const rows = useMemo(() => credits.map((c, index) => ({ ...c, index })), [credits]);
  const columns: TableColumn<Credit & { index: number }>[] = [
    { key: 'creditNo', title: '凭证编号', width: 180 },
    { key: 'issuer', title: '开立方', value: (c) => c.issuer.corpName },
    { key: 'dueDate', title: '承诺付款日', width: 100 },
    { key: 'amount', title: '金额', align: 'right', width: 140, render: (c) => <AmountText value={c.amount} /> },
    {
      key: 'part',
      title: text.part,
      width: 190,
      render: (c) => {
        const message = errors[c.index];
        return (
          <div>
            <MoneyInput
              value={lines[c.index]?.amount ?? ''}
              onValueChange={(v) => onAmountChange(c.index, v)}
              aria-label={`${c.creditNo}的${text.part}`}
              invalid={Boolean(message)}
              showCapital={false}
            />
            {message ? <CellError role="alert">{message}</CellError> : null}
          </div>
        );
      },
    },
    {
      key: 'kept',
      title: text.kept,
      align: 'right',
      width: 140,
      render: (c) => {
        const kept = keptOf(c, lines[c.index]?.amount ?? '');
        return kept === null ? '—' : <AmountText value={kept} />;
      },
    },
    ...extraColumns,
    {
      key: 'remove',
      title: '操作',
      width: 70,
      render: (c) => (
        <Button variant="link" onClick={() => onRemove(c.creditNo)} aria-label={`移除${c.creditNo}`}>
          移除
        </Button>
      ),
    },
  ];
  return <Table label={`${text.part}明细`} columns={columns} data={rows} rowKey={(c) => c.creditNo} virtualized={false} emptyText="请在上方选择凭证" />;
}

/**
 * The 明细 section of a transfer or a return form: the parts table, the form's error on the list (请选择凭证) and the
 * count with the total in 大写.
 */
export function CreditPartsSection({ listError, ...props }: CreditPartsTableProps & { listError?: string }) {
  const { text } = props;
  return (
    <>
      <h3>{text.title}</h3>
      <CreditPartsTable {...props} />
      {listError ? <FormAlert title="凭证" message={listError} /> : null}
      <Summary role="status" aria-label={text.total}>
        <span>
          已选 {props.credits.length} 笔，{text.part}合计
        </span>
        <AmountWithCapital value={fenToDecimal(partsTotalFen(props.lines))} label={`${text.part}合计`} />
      </Summary>
    </>
  );
}
