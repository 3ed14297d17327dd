import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bill, request } from '../test/fixtures';
import { renderUkeyPage } from '../test/render-ukey-page';
import UkeyApplyDetailPage from './ukey-apply-detail-page';

const UPDATE = request({
  requestId: 'UR9',
  kind: 'UPDATE',
  status: 'TO_DOWNLOAD',
  medium: 'SOFT',
  holderUserName: 's1_dir',
  holderPersonName: '李主管',
  roleCode: 'ROLE_DIRECTOR',
  ukeyCode: 'SOFT00001234',
  certType: 'RSA',
  oldSerial: '1a01',
  newSerial: '1a02',
  notAfter: '2026-06-16T00:00:00.000Z',
  reason: '',
  fee: '20.00',
  completedAt: null,
});
const FEE = bill({
  billId: 'B9',
  requestId: 'UR9',
  item: '证书服务费（1年）',
  amount: '20.00',
  ukeyCode: 'SOFT00001234',
  periodStart: '2025-06-16',
  periodEnd: '2026-06-16',
});

/** Each step's title with its state in words, as a screen reader hears it. */
const steps = () =>
  screen
    .getAllByRole('listitem')
    .map((li) => /([^✓✕\d]+（(?:已完成|进行中|未开始|失败)）)/.exec(li.textContent ?? '')?.[1])
    .filter(Boolean);

function setup(at: string, requestDetail: unknown = { request: UPDATE, bills: [FEE] }) {
  return renderUkeyPage(UkeyApplyDetailPage, { at, server: { requestDetail } });
}

describe('Ukey申请详情 page', () => {
  it('shows every field, the fee in 大写, the steps up to 待下载证书, the fee lines, and 证书下载 for the holder', async () => {
    const { sent } = setup('/my/enterprise-info/ukey/apply-detail?requestId=UR9');
    expect(screen.getByRole('heading', { level: 1, name: 'Ukey申请详情' })).toBeInTheDocument();
    const info = await screen.findByText('申请信息');
    const list = within(info.parentElement!);
    const value = (label: string) => list.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('申请类型')).toHaveTextContent('证书更新');
    expect(value('状态')).toHaveTextContent('待下载证书');
    expect(value('角色')).toHaveTextContent('主管');
    expect(value('介质')).toHaveTextContent('软证书');
    expect(value('原证书序列号')).toHaveTextContent('1a01');
    expect(value('新证书序列号')).toHaveTextContent('1a02');
    expect(value('有效期至')).toHaveTextContent('2026-06-16');
    expect(value('注销原因')).toHaveTextContent('--');
    expect(value('费用')).toHaveTextContent('20.00元大写：贰拾元整');
    expect(value('申请时间')).toHaveTextContent('2025-06-16 10:30');
    expect(steps()).toEqual(['提交申请（已完成）', '待下载证书（进行中）', '已完成（未开始）']);
    expect(screen.getByRole('link', { name: '证书下载' })).toHaveAttribute('href', '/my/enterprise-info/ukey/download');
    const fees = screen.getByRole('table', { name: '费用明细' });
    expect(within(fees).getByRole('row', { name: /B9 UR9 证书服务费（1年） SOFT00001234 李主管 2025-06-16 至 2026-06-16 20.00元 未缴费/ })).toBeInTheDocument();
    expect(sent('requestDetail')).toContainEqual({ requestId: 'UR9' });
  });

  it('a completed revocation has two finished steps, its reason, and no download link', async () => {
    setup('/my/enterprise-info/ukey/apply-detail?requestId=UR1', { request: request({ requestId: 'UR1' }), bills: [] });
    expect(await screen.findByText('人员离职')).toBeInTheDocument();
    expect(steps()).toEqual(['提交申请（已完成）', '已完成（已完成）']);
    expect(screen.queryByRole('link', { name: '证书下载' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: '费用明细' })).getByText('暂无账单')).toBeInTheDocument();
  });

  it('an unknown or missing request id is an empty state with the way back', async () => {
    setup('/my/enterprise-info/ukey/apply-detail?requestId=NOPE', new Error('申请记录不存在'));
    expect(await screen.findByText('未找到该申请记录：申请记录不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回Ukey管理' })).toHaveAttribute('href', '/my/enterprise-info/ukey/list');
  });

  it('without a request id nothing is asked of the server', async () => {
    const { sent } = setup('/my/enterprise-info/ukey/apply-detail');
    expect(screen.getByText('未找到该申请记录')).toBeInTheDocument();
    expect(sent('requestDetail')).toEqual([]);
  });
});
