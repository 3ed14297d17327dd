import { useState } from 'react';
import { styled } from 'styled-components';
import { useEndpoint } from '@scf/api';
import { CUSTOMER_FILE_STATUS_LABEL, financeCoreEndpoints } from '@scf/api/contract';
import type { SignupOptions, SignupResult } from '@scf/api/contract';
import { Button, FormField, Select, Skeleton, Table } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { FormAlert, LoadFailure } from '../../../lib/page';
import { useProduct } from '../../../lib/product';
import { useWrite } from '../../../lib/write';

const Bar = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 12px;
  margin-bottom: 16px;
  > div:first-child {
    width: 420px;
    margin-bottom: 0;
  }
`;
const Result = styled.p`
  margin: 12px 0 0;
`;

type Supplier = SignupOptions['suppliers'][number];
const productKey = (p: SignupOptions['products'][number]) => `${p.fi.corpId}|${p.productType}`;

/**
 * 融资签约申请 (domain.md §7.7 prerequisites): the core picks an FI's financing product and its suppliers and submits;
 * each supplier's customer file at the FI (融资建档) is created, or set 已生效 again. The table shows the file today.
 */
export function SignupForm({ onDone }: { onDone: (result: SignupResult) => void }) {
  // The area's product only: 电子债权凭证's page does not offer 支付通融资 (and the other way round).
  const { type } = useProduct();
  const { data, error, isLoading, mutate } = useEndpoint(financeCoreEndpoints.signupOptions, { body: { productType: type } });
  const [product, setProduct] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [invalid, setInvalid] = useState<{ product?: string; suppliers?: string }>({});
  const write = useWrite();
  if (error) return <LoadFailure what="签约选项" error={error} onRetry={() => void mutate()} />;
  if (!data) return isLoading ? <Skeleton lines={6} label="正在加载签约选项" /> : null;
  const chosen = data.products.find((p) => productKey(p) === product);
  const fileAt = (s: Supplier) => {
    const status = chosen ? s.files.find((f) => f.fiCorpId === chosen.fi.corpId)?.status : undefined;
    return status ? CUSTOMER_FILE_STATUS_LABEL[status] : chosen ? '未建档' : '—';
  };
  const columns: TableColumn<Supplier>[] = [
    { key: 'corpName', title: '供应商名称', value: (s) => s.corpName },
    { key: 'uscc', title: '统一社会信用代码', width: 200, value: (s) => s.uscc },
    { key: 'file', title: '建档状态', width: 120, value: fileAt },
  ];
  async function submit() {
    const problems = { ...(chosen ? {} : { product: '请选择融资产品' }), ...(selected.length ? {} : { suppliers: '请选择供应商' }) };
    setInvalid(problems);
    if (!chosen || selected.length === 0) return;
    const out = await write.run((client, idempotencyKey) =>
      client.call(
        financeCoreEndpoints.signupApply,
        { body: { fiCorpId: chosen.fi.corpId, productType: chosen.productType, supplierCorpIds: selected } },
        { idempotencyKey },
      ),
    );
    if (out) {
      setSelected([]);
      void mutate();
      onDone(out);
    }
  }
  return (
    <>
      <Bar>
        <FormField label="融资产品" required error={invalid.product}>
          <Select
            value={product}
            options={data.products.map((p) => ({ value: productKey(p), label: p.productName }))}
            onValueChange={setProduct}
            {...(data.products.length ? {} : { placeholder: '暂无可签约的融资产品' })}
          />
        </FormField>
      </Bar>
      <Table
        label="供应商"
        columns={columns}
        data={data.suppliers}
        rowKey={(s) => s.corpId}
        rowLabel={(s) => s.corpName}
        selectable
        selectedKeys={selected}
        onSelectedKeysChange={setSelected}
        emptyText="暂无供应商，请先在交易对手管理中添加"
      />
      {invalid.suppliers ? <FormAlert title="无法提交" message={invalid.suppliers} /> : null}
      {write.error ? <FormAlert title="提交失败" message={write.error} /> : null}
      <Result>
        <Button variant="primary" loading={write.busy} onClick={() => void submit()}>
          提交
        </Button>
      </Result>
    </>
  );
}
