import { useState } from 'react';
import { Empty, Select, useToast } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { LoadState, PagePart, PageSection, ToastPage } from '../../../lib/page';
import { usePond, usePonds, useRefreshPond } from '../api/pond-calls';
import { PendingQueue } from '../components/pending-queue';
import { PondActions } from '../components/pond-actions';
import { PondTabs } from '../components/pond-tabs';
import { PondTiles } from '../components/pond-tiles';

/**
 * 资产池 (`/my/asset-pool/index`, domain-lines.md §18.7): the pledgor's pond with its tiles and tabs; its operator applies
 * for 入池, 提款, 还款 and 出池, its director signs what waits on it; the bank's staff see every pond they fund and the
 * 待审批 queue, which the product manager signs.
 */
export default function AssetPoolPage() {
  return (
    <ToastPage>
      <AssetPool />
    </ToastPage>
  );
}

function AssetPool() {
  const role = useAuth().role?.currentRole;
  const bank = role === 'ROLE_PRODUCT_MANAGER' || role === 'ROLE_CLIENT_MANAGER';
  const reviewer = bank || role === 'ROLE_DIRECTOR';
  const ponds = usePonds();
  const [chosen, setChosen] = useState('');
  const pondNo = chosen || ponds.data?.[0]?.pondNo || '';
  const detail = usePond(pondNo);
  const refresh = useRefreshPond();
  const toast = useToast();
  const done = (message: string) => {
    toast.success(message);
    void refresh();
  };
  return (
    <>
      {reviewer ? (
        <PageSection aria-label="待审批">
          <h2>待审批</h2>
          <PendingQueue side={bank ? 'bank' : 'director'} canAct={role !== 'ROLE_CLIENT_MANAGER'} onDone={done} />
        </PageSection>
      ) : null}
      <LoadState what="资产池" data={ponds.data} error={ponds.error} onRetry={() => void ponds.mutate()}>
        {(list) =>
          list.length === 0 ? (
            <Empty description="暂无资产池" />
          ) : (
            <PageSection aria-label="资产池">
              {list.length > 1 ? (
                <Select
                  aria-label="资产池"
                  value={pondNo}
                  onValueChange={setChosen}
                  options={list.map((p) => ({ value: p.pondNo, label: `${p.pondNo} · ${p.pledgor.corpName}` }))}
                />
              ) : null}
              <LoadState what="资产池详情" data={detail.data} error={detail.error} onRetry={() => void detail.mutate()}>
                {(d) => (
                  <>
                    <PondTiles pond={d.pond} />
                    {role === 'ROLE_OPERATOR' ? <PondActions detail={d} onDone={done} /> : null}
                    <PagePart aria-label="资产池记录">
                      <PondTabs detail={d} />
                    </PagePart>
                  </>
                )}
              </LoadState>
            </PageSection>
          )
        }
      </LoadState>
    </>
  );
}
