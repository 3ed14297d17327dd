import { useNavigate } from 'react-router-dom';
import { REALNAME_ADMIN_ONLY, REALNAME_METHOD_LABEL } from '@scf/api/contract';
import type { Realname, RealnameRecord } from '@scf/api/contract';
import { DateTimeText } from '@scf/finance-widgets';
import { Button, Descriptions, Empty, Table, Tag } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { InfoNote, LoadState, Page, PagePart } from '../../../lib/page';
import { IDENTIFY_PATHS } from '../api/realname-paths';
import { useRealname } from '../api/use-realname';
import { RealnameStateTag } from '../components/realname-state-tag';

const at = (ms: number) => <DateTimeText value={new Date(ms).toISOString()} />;

const columns: TableColumn<RealnameRecord>[] = [
  { key: 'recordNo', title: '编号', width: 190, value: (r) => r.recordNo },
  { key: 'method', title: '认证方式', width: 170, value: (r) => REALNAME_METHOD_LABEL[r.method] },
  { key: 'personName', title: '发起人', width: 100, value: (r) => r.personName },
  { key: 'at', title: '发起时间', width: 170, render: (r) => at(r.at) },
  {
    key: 'result',
    title: '结果',
    width: 90,
    render: (r) => <Tag tone={r.result === 'VERIFIED' ? 'success' : 'danger'}>{r.result === 'VERIFIED' ? '成功' : '失败'}</Tag>,
  },
  { key: 'note', title: '说明', value: (r) => r.note },
];

function RealnameInfo({ realname: r }: { realname: Realname }) {
  const navigate = useNavigate();
  const toIdentify = () => navigate(IDENTIFY_PATHS.index);
  return (
    <>
      {r.reauth ? (
        <InfoNote role="alert">
          {r.reauth.message}
          {'　'}
          {r.mayVerify ? (
            <Button variant="primary" onClick={toIdentify}>
              重新认证
            </Button>
          ) : null}
        </InfoNote>
      ) : null}
      {!r.reauth && r.state !== 'VERIFIED' && r.mayVerify ? (
        <InfoNote role="note">
          企业尚未完成实名认证，请先完成实名认证
          {'　'}
          <Button variant="primary" onClick={toIdentify}>
            去认证
          </Button>
        </InfoNote>
      ) : null}
      {r.state !== 'VERIFIED' && !r.mayVerify ? <InfoNote role="note">{REALNAME_ADMIN_ONLY}</InfoNote> : null}
      <PagePart aria-label="认证信息">
        <Descriptions
          title="认证信息"
          items={[
            { label: '企业名称', value: r.corpName },
            { label: '统一社会信用代码', value: r.uscc },
            { label: '认证状态', value: <RealnameStateTag state={r.state} /> },
            { label: '认证方式', value: r.method ? REALNAME_METHOD_LABEL[r.method] : '—' },
            { label: '认证时间', value: r.verifiedAt === null ? '—' : at(r.verifiedAt) },
            { label: '实名管理员', value: r.admin ? `${r.admin.personName}（身份证 ${r.admin.idCard || '—'}，手机 ${r.admin.mobile}）` : '—' },
            { label: '法定代表人', value: r.legalRepName || '—' },
          ]}
        />
      </PagePart>
      <PagePart aria-labelledby="realname-records">
        <h2 id="realname-records">认证记录</h2>
        <Table
          label="认证记录"
          columns={columns}
          data={r.records}
          rowKey={(x) => x.recordNo}
          emptyText={<Empty description="暂无认证记录" />}
          virtualized={false}
        />
      </PagePart>
    </>
  );
}

/**
 * `/my/enterprise-info/realname` 企业实名认证 (domain-lines.md §15.8): where the spec §4 re-authentication modal sends
 * every user. State, method, real-name admin and legal representative; the alert with 重新认证 (admins) while
 * re-authentication is required; the records of every method run.
 */
export default function RealnamePage() {
  const { data, error, mutate } = useRealname();
  return (
    <Page>
      <LoadState what="企业实名认证" data={data} error={error} onRetry={() => void mutate()}>
        {(realname) => <RealnameInfo realname={realname} />}
      </LoadState>
    </Page>
  );
}
