import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useEndpoint } from '@scf/api';
import { eAccountEndpoints } from '@scf/api/contract';
import type { CollectBinding, RepayMandate } from '@scf/api/contract';
import { useSignedCall } from '@scf/signing/react';
import { useToast } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { InfoNote, LoadState, Page } from '../../../lib/page';
import { useWrite } from '../../../lib/write';
import { EACCOUNT_PATHS } from '../api/e-account-paths';
import { CollectBindDialog } from '../components/collect-bind-dialog';
import { CollectBindingTable } from '../components/collect-binding-table';
import { MandateTable } from '../components/mandate-table';
import { RevokeMandate } from '../components/revoke-mandate';
import { withToasts } from '../components/with-toasts';

/**
 * `/my/electronic-account/special-account/bind` 专户绑定 (domain-lines.md §16.8, §17.4): the director signs the
 * 还款专户's 《还款账户信息确认函（代扣授权）》 with the role's key (CONTRACT_SIGN), effective the next day, and may
 * revoke it while no 支付通 is outstanding. A supplier with e订通 accesses also binds or changes each access's 回款专户
 * (refused while an order on it has a financing open; otherwise the bank consents and the core re-confirms open orders).
 */
function SpecialAccountBindPage() {
  const { data, error, mutate } = useEndpoint(eAccountEndpoints.mandates, {});
  const role = useAuth().role?.currentRole ?? '';
  const signedCall = useSignedCall();
  const toast = useToast();
  const write = useWrite();
  const [revoking, setRevoking] = useState<RepayMandate | null>(null);
  const collect = useEndpoint(eAccountEndpoints.collectBindings, {});
  const [binding, setBinding] = useState<CollectBinding | null>(null);

  const sign = (m: RepayMandate) =>
    void write.run(async () => {
      const outcome = await signedCall('CONTRACT_SIGN', [m.accountId], eAccountEndpoints.signMandate, (body) => ({ params: { id: m.accountId }, body }));
      if (outcome.code !== 0) return;
      toast.success(`还款专户${m.accountNo}已签署代扣授权`);
      await mutate();
    });
  const revoke = async (m: RepayMandate) => {
    const done = await write.run((client) => client.call(eAccountEndpoints.revokeMandate, { params: { id: m.accountId } }));
    if (!done) return;
    toast.success(`已撤销还款专户${m.accountNo}的代扣授权`);
    setRevoking(null);
    await mutate();
  };

  const bind = async (b: CollectBinding, accountId: string) => {
    const done = await write.run((client) => client.call(eAccountEndpoints.bindCollect, { params: { id: b.accessNo }, body: { accountId } }));
    if (!done) return;
    toast.success(`回款专户已${b.account ? '变更' : '绑定'}为${done.account?.accountNo ?? ''}`);
    setBinding(null);
    await collect.mutate();
  };
  const maker = role === 'ROLE_OPERATOR' || role === 'ROLE_DIRECTOR';

  return (
    <Page actions={role === 'ROLE_OPERATOR' ? <Link to={EACCOUNT_PATHS.specialApply}>专户申请</Link> : undefined}>
      <InfoNote>
        还款专户须由主管使用Ukey签署《还款账户信息确认函（代扣授权）》，签署次日生效。支付通到期日，银行从还款专户逐笔全额扣划到期应付款项；开立支付通须先签署还款专户代扣授权，存在未到期支付通时不能撤销代扣授权。
      </InfoNote>
      <LoadState what="还款专户" data={data} error={error} onRetry={() => void mutate()}>
        {(rows) => (
          <MandateTable
            rows={rows}
            actions={{
              director: role === 'ROLE_DIRECTOR',
              onSign: sign,
              onRevoke: (m) => {
                write.begin();
                setRevoking(m);
              },
            }}
          />
        )}
      </LoadState>
      {collect.data && collect.data.length > 0 ? (
        <section aria-labelledby="collect-binding">
          <h2 id="collect-binding">回款专户绑定</h2>
          <InfoNote>
            回款专户绑定至e订通准入（核心企业 + 监管行）。存在未结清订单融资时回款账户不能变更；变更须经监管行同意，已确认的订单由核心企业重新确认。
          </InfoNote>
          <CollectBindingTable
            rows={collect.data}
            onBind={
              maker
                ? (b) => {
                    write.begin();
                    setBinding(b);
                  }
                : undefined
            }
          />
        </section>
      ) : null}
      {write.error && !revoking && !binding ? <p role="alert">{write.error}</p> : null}
      {binding ? (
        <CollectBindDialog
          row={binding}
          busy={write.busy}
          error={write.error}
          onConfirm={(accountId) => void bind(binding, accountId)}
          onCancel={() => setBinding(null)}
        />
      ) : null}
      {revoking ? (
        <RevokeMandate row={revoking} busy={write.busy} error={write.error} onConfirm={() => void revoke(revoking)} onCancel={() => setRevoking(null)} />
      ) : null}
    </Page>
  );
}

export default withToasts(SpecialAccountBindPage);
