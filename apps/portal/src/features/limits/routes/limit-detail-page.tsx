import { Link, useSearchParams } from 'react-router-dom';
import { LimitGauge } from '@scf/finance-widgets';
import { Empty, Tabs } from '@scf/ui';
import { Page } from '../../../lib/page';
import { LIMIT_PATHS } from '../api/limit-labels';
import { LineCard } from '../components/line-card';
import { LineCreditsTable } from '../components/line-credits-table';
import { LineDescriptions } from '../components/line-descriptions';
import { LineLedgerTable } from '../components/line-ledger-table';
import { LinesState } from '../components/lines-state';

/**
 * `/my/limit/detail?lineId=` 额度详情: the line's figures as a stacked bar, its members, the credits that consume it
 * and its ledger entries — what the figures of 额度查询 are made of.
 */
export default function LimitDetailPage() {
  const lineId = useSearchParams()[0].get('lineId') ?? '';
  return (
    <Page actions={<Link to={LIMIT_PATHS.query}>返回额度查询</Link>}>
      <LinesState>
        {(lines) => {
          const line = lines.find((l) => l.lineId === lineId);
          if (!line) return <Empty description="未找到该额度，请从额度查询进入" />;
          return (
            <>
              <LineCard line={line}>
                <LineDescriptions line={line} />
                <LimitGauge figures={line} label={`${line.corp.corpName}授信额度`} showAmounts={false} />
              </LineCard>
              <Tabs
                label="额度明细"
                items={[
                  { value: 'credits', label: '占用凭证', content: <LineCreditsTable lineId={line.lineId} /> },
                  { value: 'ledger', label: '额度台账', content: <LineLedgerTable lineId={line.lineId} /> },
                ]}
              />
            </>
          );
        }}
      </LinesState>
    </Page>
  );
}
