import { Link } from 'react-router-dom';
import { LimitGauge } from '@scf/finance-widgets';
import { Page } from '../../../lib/page';
import { LIMIT_PATHS } from '../api/limit-labels';
import { FiHomeTiles } from '../components/fi-home-tiles';
import { LineCard } from '../components/line-card';
import { LineDescriptions } from '../components/line-descriptions';
import { LinesState } from '../components/lines-state';

/**
 * `/my/limit/query` 额度查询 (domain.md §6.4): each line with the bank, product, the §6.2 figures, 是否循环, validity
 * and state, its members' sub-limits, and a way to 额度详情 (the credits and ledger entries behind the figures).
 * It is also the home of bank staff, who see the lines their bank granted under their financing tiles (§12).
 */
export default function LimitQueryPage() {
  return (
    <Page>
      <FiHomeTiles />
      <LinesState>
        {(lines) =>
          lines.map((line) => (
            <LineCard
              key={line.lineId}
              line={line}
              extra={
                <Link to={`${LIMIT_PATHS.detail}?lineId=${encodeURIComponent(line.lineId)}`} aria-label={`额度详情 ${line.corp.corpName}`}>
                  额度详情
                </Link>
              }
            >
              <LineDescriptions line={line} />
              <LimitGauge figures={line} label={`${line.corp.corpName}授信额度`} showAmounts={false} />
            </LineCard>
          ))
        }
      </LinesState>
    </Page>
  );
}
