import { useNavigate } from 'react-router-dom';
import { tradeDataEndpoints } from '@scf/api/contract';
import { Button } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { tableResult, tableState, useList, useListQuery } from '../../../lib/list';
import { Page } from '../../../lib/page';
import { useProduct } from '../../../lib/product';
import { TRADE_PATHS } from '../api/trade-labels';
import { TradeSearch } from '../components/trade-search';
import { PackageTable } from '../components/package-table';

const LIST = { filters: ['keyword'], sortable: ['createdAt'] } as const;

/** `finance-data/upload/default` (上传资料): the corporation's finance data packages, with 新增 for its side. */
export default function PackageListPage() {
  const navigate = useNavigate();
  const product = useProduct();
  const core = useAuth().session?.corpInfo.corpType === 'CORE';
  const list = useList(LIST);
  const read = useListQuery(tradeDataEndpoints.packagePage, list, { productType: product.type });
  const go = (path: string) => navigate(`${product.base}${path}`);
  return (
    <Page
      actions={
        <span>
          {core ? (
            <Button variant="primary" onClick={() => go(TRADE_PATHS.createIssue)}>
              新增开立资料
            </Button>
          ) : (
            <Button variant="primary" onClick={() => go(TRADE_PATHS.createFinance)}>
              新增融资资料
            </Button>
          )}
        </span>
      }
    >
      <TradeSearch
        label="资料编号/凭证编号"
        placeholder="输入资料编号或凭证编号"
        value={list.query.filters.keyword ?? ''}
        onSearch={(keyword) => list.setFilters({ keyword })}
      />
      <PackageTable {...tableResult(read)} onOpen={(r) => go(`${TRADE_PATHS.detail}?packageNo=${r.packageNo}`)} {...tableState(list)} />
    </Page>
  );
}
