import { Link, useSearchParams } from 'react-router-dom';
import { AmountText } from '@scf/finance-widgets';
import { Descriptions, Empty, Table } from '@scf/ui';
import { InfoNote, LoadState, Page, PagePart } from '../../../lib/page';
import { OLD_LIMIT_PATHS } from '../api/limit-labels';
import { useOldLine } from '../api/use-old-lines';
import { LEDGER_COLUMNS } from '../components/line-ledger-table';
import { LineCard } from '../components/line-card';
import { LineDescriptions } from '../components/line-descriptions';
import { OldLineCreditsTable } from '../components/old-line-credits-table';

/**
 * `/my/old-limit/detail?lineId=` 历史额度详情 (domain-lines.md §16.10): the line's figures and sub-limits, what replaced
 * it, the credits issued under it with their Σ, and its ledger entries. Its credits keep their force after its end.
 */
export default function OldLimitDetailPage() {
  const lineId = useSearchParams()[0].get('lineId') ?? '';
  const { data, error, mutate } = useOldLine(lineId);
  return (
    <Page actions={<Link to={OLD_LIMIT_PATHS.query}>返回历史额度查询</Link>}>
      {lineId === '' ? (
        <Empty description="未找到该额度，请从历史额度查询进入" />
      ) : (
        <LoadState what="历史额度" data={data} error={error} onRetry={() => void mutate()}>
          {({ summary, line, credits, creditsTotal, ledger }) => (
            <>
              <InfoNote>额度到期不影响已开立凭证的效力</InfoNote>
              <LineCard line={line} extra={`额度编号 ${line.lineId}`}>
                <LineDescriptions line={line} />
                <Descriptions
                  columns={4}
                  items={[
                    { label: '替换额度编号', value: summary.replacedBy ?? '—' },
                    { label: '到期时占用金额', value: <AmountText value={summary.usedAtEnd} /> },
                    { label: '当前未结清金额', value: <AmountText value={summary.outstanding} />, span: 2 },
                  ]}
                />
              </LineCard>
              <PagePart aria-labelledby="old-line-credits">
                <h2 id="old-line-credits">额度项下凭证</h2>
                <OldLineCreditsTable credits={credits} total={creditsTotal} />
              </PagePart>
              <PagePart aria-labelledby="old-line-ledger">
                <h2 id="old-line-ledger">额度台账</h2>
                <Table
                  label="额度台账"
                  columns={LEDGER_COLUMNS}
                  data={ledger}
                  rowKey={(e) => `${e.at}|${e.kind}|${e.bizNo}|${e.corp.corpId}`}
                  emptyText={<Empty description="暂无额度变动" />}
                  virtualized={false}
                />
              </PagePart>
            </>
          )}
        </LoadState>
      )}
    </Page>
  );
}
