import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useEndpoint } from '@scf/api';
import { PRODUCTS, creditEndpoints, fillPath, findRoute, inProductArea, verificationEndpoints } from '@scf/api/contract';
import { CreditTree } from '@scf/finance-widgets';
import { Card, Skeleton } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { SIGN_HTML_PATH, flowPath, slipHref } from '../api/record-paths';
import { CreditSummary } from './credit-summary';
import { DebitCoverage } from './debit-coverage';
import { FlowRecords } from './flow-records';
import { LoadFailure } from '../../../lib/page';

const Stack = styled.div`
  display: grid;
  gap: 16px;
  margin-top: 16px;
`;
const TreeScroll = styled.div`
  overflow-x: auto;
`;

const LIVE = new Set(['HELD', 'FINANCED', 'POOLED', 'CASHING']);

/**
 * One credit's flow (`creditEndpoints.flow`): the credit, the tree of its root with this one marked 当前 (each
 * number opens its own flow), and the steps on that tree as a paged timeline.
 */
export function CreditFlow({ creditNo }: { creditNo: string }) {
  const { permissions, session } = useAuth();
  const { data, error, mutate } = useEndpoint(creditEndpoints.flow, { params: { creditNo } });
  if (error && !data) return <LoadFailure what="流转记录" error={error} onRetry={() => void mutate()} />;
  if (!data) return <Skeleton lines={8} label="正在加载流转记录" />;
  // The slip is a page of the product's area where the route catalogue has one: the credit product's; the voucher has none (spec §2).
  const slipPath = inProductArea(data.credit.productType, SIGN_HTML_PATH);
  const slip =
    findRoute(slipPath) && permissions.has(slipPath) ? (
      <a href={slipHref(creditNo)} target="_blank" rel="noopener noreferrer">
        凭证签章页
      </a>
    ) : undefined;
  return (
    <Stack>
      <Card title="凭证信息" extra={slip}>
        <CreditSummary credit={data.credit} />
        {/* 覆盖率 (domain-lines.md §17.4): a live 支付通 the caller's corporation holds. */}
        {PRODUCTS[data.credit.productType].options.automaticDebit && LIVE.has(data.credit.status) && data.credit.holder.corpId === session?.corpInfo.corpId ? (
          <DebitCoverage creditNo={creditNo} />
        ) : null}
      </Card>
      <Card title="凭证拆分树">
        <TreeScroll>
          <CreditTree root={data.tree} current={creditNo} renderNo={(no) => (no === creditNo ? no : <Link to={flowPath(no)}>{no}</Link>)} />
        </TreeScroll>
      </Card>
      <Card
        title="流转明细"
        extra={
          // 存证 (issue 26 item 9): every signed step of this credit's path, to be verified with OpenSSL (README.txt inside).
          <a href={fillPath(verificationEndpoints.evidence.path, { creditNo })} download>
            下载存证
          </a>
        }
      >
        <FlowRecords creditNo={creditNo} />
      </Card>
    </Stack>
  );
}
