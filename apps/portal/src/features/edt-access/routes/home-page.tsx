import { useState } from 'react';
import { styled } from 'styled-components';
import { useEndpoint } from '@scf/api';
import { edtEndpoints } from '@scf/api/contract';
import { FormField, Select } from '@scf/ui';
import { useBusinessDate } from '../../../lib/business-date';
import { LoadFailure, Page } from '../../../lib/page';
import { HomeTiles } from '../../../lib/page/home-tiles';
import { homeTiles } from '../api/home-figures';
import { useCoreOptions } from '../api/use-access-options';
import { AccessSelfCheck } from '../components/access-self-check';

const CorePick = styled.div`
  width: 420px;
`;

/**
 * 订单融资首页 (domain-lines.md §19.8): 准入自检 for a core on top (with 去签约 when every check passes), then the tiles
 * 准入状态, 授信额度, 可用额度, 待确认订单, 可融资订单金额, 融资余额, 本月到期 from the supplier's accesses, lines, orders
 * and financings.
 */
export function EdtHomePage() {
  const cores = useCoreOptions();
  const [picked, setPicked] = useState('');
  const coreCorpId = picked || cores.options[0]?.value || '';
  const accesses = useEndpoint(edtEndpoints.accesses, {});
  const lines = useEndpoint(edtEndpoints.lines, {});
  const orders = useEndpoint(edtEndpoints.orders, { query: {} });
  const finances = useEndpoint(edtEndpoints.finances, {});
  const businessDate = useBusinessDate();
  const reads = [accesses, lines, orders, finances];
  const failed = reads.find((r) => r.error);
  return (
    <Page>
      <CorePick>
        <FormField label="核心企业">
          <Select value={coreCorpId} options={cores.options} onValueChange={setPicked} placeholder="请选择核心企业" />
        </FormField>
      </CorePick>
      <AccessSelfCheck coreCorpId={coreCorpId} signupLink />
      {failed ? (
        <LoadFailure what="业务概览" error={failed.error} onRetry={() => reads.forEach((r) => void r.mutate())} />
      ) : accesses.data && lines.data && orders.data && finances.data && businessDate ? (
        <HomeTiles tiles={homeTiles({ accesses: accesses.data, lines: lines.data, orders: orders.data, finances: finances.data, businessDate })} />
      ) : (
        <p role="status">正在加载业务概览</p>
      )}
    </Page>
  );
}
