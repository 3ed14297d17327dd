import type { Pond } from '@scf/api/contract';
import { POND_CREDIT_MODE_LABEL, POND_STATUS_LABEL } from '@scf/api/contract';
import { Descriptions, Statistic, Tag } from '@scf/ui';
import { formatFen, parseFen } from '@scf/api/money';
import { styled } from 'styled-components';

const money = (v: string): string => formatFen(parseFen(v));

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 12px;
  margin: 12px 0;
`;

/** The pond's facts and its tiles (domain-lines.md §18.7): 池额度, 已提款敞口, 可用额度, 保证金余额, 池水位, and 池水位预警. */
export function PondTiles({ pond }: { pond: Pond }) {
  const f = pond.figures;
  return (
    <section aria-label="资产池概况">
      <Descriptions
        columns={3}
        items={[
          { label: '资产池编号', value: pond.pondNo },
          { label: '出质人', value: pond.pledgor.corpName },
          { label: '质权人', value: pond.fi.corpName },
          { label: '额度模式', value: POND_CREDIT_MODE_LABEL[pond.creditMode] },
          { label: '质押率', value: pond.pledgeRate },
          { label: '提款利率', value: pond.drawRate },
          { label: '起止日期', value: `${pond.startDate} 至 ${pond.endDate}` },
          { label: '保证金账户', value: pond.marginAccountNo },
          { label: '状态', value: <Tag tone={pond.status === 'ACTIVE' ? 'success' : 'danger'}>{POND_STATUS_LABEL[pond.status]}</Tag> },
        ]}
      />
      <Tiles>
        <Statistic title="池额度" value={money(f.poolLimit)} suffix="元" />
        <Statistic title="已提款敞口" value={money(f.exposure)} suffix="元" />
        <Statistic title="可用额度" value={money(f.available)} suffix="元" />
        <Statistic title="保证金余额" value={money(f.margin)} suffix="元" />
        <Statistic
          title="池水位"
          value={f.levelPercent === null ? '--' : `${f.levelPercent}%`}
          footer={f.warning ? <Tag tone="danger">池水位预警</Tag> : undefined}
        />
      </Tiles>
    </section>
  );
}
