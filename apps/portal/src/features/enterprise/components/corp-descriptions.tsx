import { CORP_STATUS_LABEL, CORP_TYPE_LABEL, PRODUCT_LABEL } from '@scf/api/contract';
import type { EnterpriseInfo } from '@scf/api/contract';
import { Descriptions, Tag } from '@scf/ui';

/** 基本信息 of the corporation: 企业名称, 统一社会信用代码, 企业类型, 所属集团, 实名认证, 企业状态, 已开通产品. */
export function CorpDescriptions({ info }: { info: EnterpriseInfo }) {
  return (
    <Descriptions
      columns={2}
      items={[
        { label: '企业名称', value: info.corpName },
        { label: '统一社会信用代码', value: info.uscc },
        { label: '企业类型', value: CORP_TYPE_LABEL[info.corpType] },
        { label: '所属集团', value: info.parent?.corpName ?? '--' },
        { label: '实名认证', value: info.authenticated ? <Tag tone="success">已认证</Tag> : <Tag tone="warning">未认证</Tag> },
        { label: '企业状态', value: <Tag tone={info.status === 'ACTIVE' ? 'success' : 'warning'}>{CORP_STATUS_LABEL[info.status]}</Tag> },
        { label: '已开通产品', value: info.openedProducts.length > 0 ? info.openedProducts.map((p) => PRODUCT_LABEL[p]).join('、') : '暂未开通', span: 2 },
      ]}
    />
  );
}
