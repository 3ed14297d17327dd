import { AGREEMENT_SIGN_METHOD_LABEL, AGREEMENT_STATUS_LABEL } from '@scf/api/contract';
import type { AgreementRecord, AgreementStatus } from '@scf/api/contract';
import { Button, Empty, Table, Tag } from '@scf/ui';
import type { TableColumn } from '@scf/ui';
import { styled } from 'styled-components';

const TONE: Record<AgreementStatus, 'success' | 'warning' | 'default' | 'danger'> = {
  ACTIVE: 'success',
  RESIGN_REQUIRED: 'warning',
  SUPERSEDED: 'default',
  TERMINATED: 'danger',
};

const Digest = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 12px;
`;

/** The second line of a cell: what identifies or qualifies the first (the agreement's number, the method, the IP, the version). */
const Sub = styled.span<{ $nowrap?: boolean }>`
  display: block;
  white-space: ${(p) => (p.$nowrap ? 'nowrap' : 'normal')};
  font-variant-numeric: tabular-nums;
  color: var(--scf-text-secondary-color, #666);
  font-size: 12px;
`;

const Actions = styled.span`
  display: inline-flex;
  gap: 12px;
  white-space: nowrap;
`;

export interface AgreementActions {
  onPreview(r: AgreementRecord): void;
  onDownload(r: AgreementRecord): void;
  onEvidence(r: AgreementRecord): void;
}

function columns(a: AgreementActions): TableColumn<AgreementRecord>[] {
  return [
    {
      key: 'title',
      title: '协议名称',
      value: (r) => r.title,
      render: (r) => (
        <>
          {r.title}
          <Sub $nowrap>{r.agreementNo}</Sub>
        </>
      ),
    },
    { key: 'parties', title: '签署方', value: (r) => r.parties.join('、') },
    {
      key: 'signerName',
      title: '签署人',
      width: 88,
      value: (r) => r.signerName,
      render: (r) => (
        <>
          {r.signerName}
          <Sub>{AGREEMENT_SIGN_METHOD_LABEL[r.signMethod]}</Sub>
        </>
      ),
    },
    {
      key: 'signedAt',
      title: '签署时间',
      width: 148,
      value: (r) => r.signedAt,
      render: (r) => (
        <>
          {r.signedAt}
          <Sub>IP {r.signedIp}</Sub>
        </>
      ),
    },
    {
      key: 'textSha256',
      title: '内容摘要',
      width: 150,
      value: (r) => r.textSha256,
      render: (r) => (
        <Digest title={`SHA-256：${r.textSha256}`} aria-label={`内容摘要SHA-256 ${r.textSha256}`}>
          {r.textSha256.slice(0, 16)}
        </Digest>
      ),
    },
    {
      key: 'status',
      title: '状态',
      width: 100,
      value: (r) => r.status,
      render: (r) => (
        <>
          <Tag tone={TONE[r.status]}>{AGREEMENT_STATUS_LABEL[r.status]}</Tag>
          <Sub>版本{r.version}</Sub>
        </>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      width: 164,
      pin: 'right',
      render: (r) => (
        <Actions>
          <Button variant="link" onClick={() => a.onPreview(r)} aria-label={`预览${r.title}${r.agreementNo}`}>
            预览
          </Button>
          <Button variant="link" onClick={() => a.onDownload(r)} aria-label={`下载${r.title}${r.agreementNo}`}>
            下载
          </Button>
          <Button variant="link" onClick={() => a.onEvidence(r)} aria-label={`证据包${r.title}${r.agreementNo}`}>
            证据包
          </Button>
        </Actions>
      ),
    },
  ];
}

/** 协议管理's table (§16.9): the evidence fields of each signed agreement, two to a cell so it fits 1280 px, and 预览 · 下载 · 证据包. */
export function AgreementTable({ rows, ...actions }: { rows: readonly AgreementRecord[] } & AgreementActions) {
  return (
    <Table
      label="协议列表"
      columns={columns(actions)}
      data={rows}
      rowKey={(r) => r.agreementNo}
      emptyText={<Empty description="暂无已签署的协议" />}
      virtualized={false}
    />
  );
}
