import type { EdtFinancePreview } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { Descriptions } from '@scf/ui';

/** 融资试算 (domain-lines.md §19.6) as the server computes it: 可融资上限, and for the typed amount and date the rest. */
export function FinancePreviewFigures({ preview }: { preview: EdtFinancePreview }) {
  const or = (v: string | null) => (v === null ? '--' : <AmountText value={v} />);
  return (
    <Descriptions
      items={[
        { label: '可融资上限', value: <AmountText value={preview.cap} /> },
        { label: '融资天数', value: preview.days === null ? '--' : `${preview.days}天` },
        { label: '利息（到期支付）', value: or(preview.interest) },
        { label: '手续费', value: or(preview.fee) },
        { label: '实际到账', value: or(preview.disbursed) },
      ]}
    />
  );
}
