import { useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { Page } from '../../../lib/page';
import { LIMIT_PATHS } from '../api/limit-labels';
import { DistributionTable } from '../components/distribution-table';
import { FlashNote } from '../components/flash-note';
import { LineCard } from '../components/line-card';
import { LinesState } from '../components/lines-state';

const Heading = styled.h2`
  margin: 24px 0 12px;
  font-size: 16px;
`;

/**
 * `/my/limit/distribute-query` 额度分配查询 (domain.md §6.4): each line's sub-limits per member, and the distribution
 * applications with their 状态 (`?appNo=` narrows the list to one, as the operator's home links it).
 */
export default function DistributeQueryPage() {
  const { permissions } = useAuth();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const appNo = params.get('appNo');
  const apply = permissions.has(LIMIT_PATHS.distribute) ? (
    <Button variant="primary" onClick={() => navigate(LIMIT_PATHS.distribute)}>
      额度分配
    </Button>
  ) : null;
  return (
    <Page actions={apply}>
      <FlashNote />
      <LinesState>{(lines) => lines.map((line) => <LineCard key={line.lineId} line={line} />)}</LinesState>
      <Heading>额度分配申请</Heading>
      {appNo ? (
        <p>
          仅显示申请 {appNo}{' '}
          <Button variant="link" onClick={() => setParams({})}>
            显示全部
          </Button>
        </p>
      ) : null}
      <DistributionTable scope="all" label="额度分配申请" emptyText="暂无额度分配申请" />
    </Page>
  );
}
