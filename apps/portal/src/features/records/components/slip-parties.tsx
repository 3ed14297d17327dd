import type { CreditSlip } from '@scf/api/contract';

type Party = CreditSlip['from'];

const FIELDS: Array<[keyof Party, string]> = [
  ['corpName', '名称'],
  ['accountNo', '账号'],
  ['bankName', '开户行'],
  ['taxNo', '纳税人识别号'],
];

/** The three parties of the slip side by side (domain.md §5.3): 开立/转让方, 接收方, 付款方 by 名称, 账号, 开户行, 纳税人识别号. */
export function SlipParties({ slip }: { slip: CreditSlip }) {
  const parties: Array<[string, Party]> = [
    [slip.kind === 'ISSUE' ? '开立方' : '转让方', slip.from],
    ['接收方', slip.to],
    ['付款方', slip.payer],
  ];
  return (
    <>
      <tr>
        <th scope="col">当事人</th>
        {parties.map(([title]) => (
          <th key={title} scope="col">
            {title}
          </th>
        ))}
      </tr>
      {FIELDS.map(([key, label]) => (
        <tr key={key}>
          <th scope="row">{label}</th>
          {parties.map(([title, party]) => (
            <td key={title}>{party[key] || '—'}</td>
          ))}
        </tr>
      ))}
    </>
  );
}
