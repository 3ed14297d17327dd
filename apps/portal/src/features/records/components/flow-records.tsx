import { useEndpoint } from '@scf/api';
import { creditEndpoints } from '@scf/api/contract';
import { FlowTimeline } from '@scf/finance-widgets';
import { Button, Pagination, Skeleton } from '@scf/ui';
import { styled } from 'styled-components';
import { ExportButton, useList } from '../../../lib/list';
import { LoadFailure } from '../../../lib/page';
import { SignatureCheckText } from './signature-check-text';
import { useSignatureChecks } from './use-signature-checks';

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: 12px;
`;
const Foot = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 16px;
`;

const NO_FILTERS = [] as const;
const SORTABLE = ['at'] as const;
const PAGE_SIZES = [20, 50, 100] as const;

/**
 * 流转明细 of a credit's tree (`creditEndpoints.flowRecords`): a page of its steps from the server, oldest first or
 * newest first, with the page and the order kept in the URL (a busy root has thousands of steps). Each signed step
 * says whether its signature checked out in this browser (签名有效 / 签名无效).
 */
export function FlowRecords({ creditNo }: { creditNo: string }) {
  const list = useList({ filters: NO_FILTERS, sortable: SORTABLE, defaultSize: PAGE_SIZES[0] });
  const { page, size, sort } = list.query;
  const newestFirst = sort?.order === 'desc';
  const body = { page, size, ...(sort ? { sort } : {}) };
  const { data, error, mutate } = useEndpoint(creditEndpoints.flowRecords, { params: { creditNo }, body }, { keepPreviousData: true });
  const checkOf = useSignatureChecks(creditNo);
  if (error && !data) return <LoadFailure what="流转明细" error={error} onRetry={() => void mutate()} />;
  if (!data) return <Skeleton lines={6} label="正在加载流转明细" />;
  return (
    <>
      <ExportButton request={{ source: 'flow-records', filters: { creditNo } }} />
      {data.total > 1 ? (
        <Bar>
          <Button variant="link" onClick={() => list.setSort(newestFirst ? null : { field: 'at', order: 'desc' })}>
            {newestFirst ? '按时间正序' : '最新在前'}
          </Button>
        </Bar>
      ) : null}
      <FlowTimeline records={data.rows} renderSigned={(r) => <SignatureCheckText check={checkOf(r)} />} />
      {data.total > PAGE_SIZES[0] ? (
        <Foot>
          <Pagination
            label="流转明细分页"
            total={data.total}
            page={page}
            pageSize={size}
            pageSizeOptions={PAGE_SIZES}
            onChange={(p, s) => (s === size ? list.setPage(p) : list.setSize(s))}
          />
        </Foot>
      ) : null}
    </>
  );
}
