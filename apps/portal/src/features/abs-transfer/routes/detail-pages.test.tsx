import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@scf/api';
import { describe, expect, it } from 'vitest';
import { confirmWithOpinion } from '../../../lib/applications/test/opinion-dialog';
import { ABT, AP1, P1, abtDetail, productDetail, receivable, renderAbsTransfer, transferDetail } from '../test/render-abs-transfer';
import { TransferApplyDetailPage, TransferApproveDetailPage } from './detail-pages';

const APPROVE_AT = `/abs/transfer/approve-detail?appNo=${ABT}`;
const APPLY_AT = `/abs/transfer/apply-detail?appNo=${ABT}`;

describe('转让审批详情 (/abs/transfer/approve-detail)', () => {
  it('shows the transfer: parties, each receivable with its price line, the totals with 大写', async () => {
    renderAbsTransfer(TransferApproveDetailPage, { at: APPROVE_AT, role: 'ROLE_DIRECTOR', server: { 'abs.transferDetail': transferDetail() } });
    expect(await screen.findByRole('heading', { name: `转让申请详情 ${ABT}` })).toBeInTheDocument();
    const lines = await screen.findByRole('table', { name: '应收账款与转让价款' });
    const row = within(lines).getByText(AP1).closest('tr') as HTMLElement;
    for (const text of ['179天', '10,441.67', '489,558.33', '489,058.33', '转让中']) expect(row).toHaveTextContent(text);
    expect(screen.getByText('按2025-06-16起息测算，以金融机构付款当日重新计算为准')).toBeInTheDocument();
    expect(screen.getByText(/肆拾捌万玖仟伍佰伍拾捌元叁角叁分/)).toBeInTheDocument();
  });

  it('the supplier director’s 同意 signs the CONTRACT_SIGN original through the generic approve', async () => {
    const { user, sent } = renderAbsTransfer(TransferApproveDetailPage, {
      at: APPROVE_AT,
      role: 'ROLE_DIRECTOR',
      server: {
        'abs.transferDetail': transferDetail({}, { actions: ['APPROVE', 'REJECT'] }),
        'credit.approve': abtDetail({ status: 'PENDING_FI', actions: [] }),
      },
    });
    await user.click(await screen.findByRole('button', { name: '同意' }));
    const dialog = await screen.findByRole('dialog', { name: /Ukey签名/ });
    expect(dialog).toHaveTextContent('应收账款转让申请书');
    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText(`已同意申请${ABT}，待金融机构审批`)).toBeInTheDocument();
    expect(sent('credit.approve')[0]).toMatchObject({ original: expect.stringContaining('应收账款转让申请书') });
  });

  it('the director’s 拒绝 needs 意见 and goes through the generic reject', async () => {
    const { user, sent } = renderAbsTransfer(TransferApproveDetailPage, {
      at: APPROVE_AT,
      role: 'ROLE_DIRECTOR',
      server: {
        'abs.transferDetail': transferDetail({}, { actions: ['APPROVE', 'REJECT'] }),
        'credit.reject': abtDetail({ status: 'REJECTED', actions: [] }),
      },
    });
    await confirmWithOpinion(user, '拒绝', '受让方选择有误', () => sent('credit.reject'));
    expect(await screen.findByText(`申请${ABT}已拒绝`)).toBeInTheDocument();
    expect(sent('credit.reject')).toEqual([{ comment: '受让方选择有误' }]);
  });

  it('the bank client manager’s 审核通过 sends fiPass with the optional 意见; a refusal stays in the dialog verbatim', async () => {
    const pending = transferDetail({}, { status: 'PENDING_FI', actions: ['ACCEPT', 'REFUSE', 'REJECT'] });
    const { user, sent } = renderAbsTransfer(TransferApproveDetailPage, {
      at: APPROVE_AT,
      role: 'ROLE_CLIENT_MANAGER',
      server: { 'abs.transferDetail': pending, 'abs.fiPass': () => new ApiError('E', '该应收账款已在中登网登记，存在重复转让风险', 200) },
    });
    expect(screen.queryByRole('button', { name: '同意' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '审核通过' }));
    const dialog = await screen.findByRole('dialog', { name: '审核通过' });
    await user.type(within(dialog).getByRole('textbox', { name: '意见' }), '发票核验无误');
    await user.click(within(dialog).getByRole('button', { name: '审核通过' }));
    expect(await within(dialog).findByText(/该应收账款已在中登网登记，存在重复转让风险/)).toBeInTheDocument();
    expect(sent('abs.fiPass')).toEqual([{ comment: '发票核验无误' }]);
  });

  it('the bank’s 拒绝 goes through fiReject with its 意见', async () => {
    const { user, sent } = renderAbsTransfer(TransferApproveDetailPage, {
      at: APPROVE_AT,
      role: 'ROLE_CLIENT_MANAGER',
      server: {
        'abs.transferDetail': transferDetail({}, { status: 'PENDING_FI', actions: ['ACCEPT', 'REFUSE', 'REJECT'] }),
        'abs.fiReject': abtDetail({ status: 'FI_REJECTED', actions: [] }),
      },
    });
    await confirmWithOpinion(user, '拒绝', '资料不全', () => sent('abs.fiReject'));
    expect(await screen.findByText(`申请${ABT}已拒绝`)).toBeInTheDocument();
    expect(sent('abs.fiReject')).toEqual([{ comment: '资料不全' }]);
    expect(sent('credit.reject')).toEqual([]);
  });

  it('the product manager names 入池至 before 同意受让: a plan 存续期 and not 锁定, saved at once', async () => {
    const plan = transferDetail(
      { poolTarget: { productCode: P1.productCode, productName: P1.name } },
      { status: 'PENDING_FINAL', actions: ['APPROVE', 'REJECT'] },
    );
    let saved = false;
    const { user, sent } = renderAbsTransfer(TransferApproveDetailPage, {
      at: APPROVE_AT,
      role: 'ROLE_PRODUCT_MANAGER',
      server: {
        'abs.transferDetail': () => (saved ? plan : transferDetail({}, { status: 'PENDING_FINAL', actions: ['APPROVE', 'REJECT'] })),
        'abs.poolTarget': () => {
          saved = true;
          return plan;
        },
        'absReports.productDetail': productDetail(),
      },
    });
    const field = await screen.findByRole('combobox', { name: '入池至' });
    expect(field).toHaveTextContent('不入池');
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: `${P1.name}（${P1.productCode}）` }));
    await waitFor(() => expect(sent('abs.poolTarget')).toEqual([{ productCode: P1.productCode }]));
    await waitFor(() => expect(screen.getByRole('combobox', { name: '入池至' })).toHaveTextContent(P1.name));
  });

  it('the product manager’s 同意受让 signs CONTRACT_SIGN and sends it to fiApprove', async () => {
    const { user, sent } = renderAbsTransfer(TransferApproveDetailPage, {
      at: APPROVE_AT,
      role: 'ROLE_PRODUCT_MANAGER',
      server: {
        'abs.transferDetail': transferDetail({}, { status: 'PENDING_FINAL', actions: ['APPROVE', 'REJECT'] }),
        'abs.fiApprove': abtDetail({ status: 'COMPLETED', actions: [] }),
      },
    });
    await user.click(await screen.findByRole('button', { name: '同意受让' }));
    const dialog = await screen.findByRole('dialog', { name: /Ukey签名/ });
    await user.click(within(dialog).getByRole('button', { name: '确认签名' }));
    expect(await screen.findByText(`已同意受让，申请${ABT}的转让价款已支付`)).toBeInTheDocument();
    expect(sent('abs.fiApprove')).toHaveLength(1);
    expect(sent('credit.approve')).toEqual([]);
  });

  it('a paid transfer shows the value date, the bank serial and 已转让; no buttons', async () => {
    renderAbsTransfer(TransferApproveDetailPage, {
      at: APPROVE_AT,
      role: 'ROLE_PRODUCT_MANAGER',
      server: {
        'abs.transferDetail': transferDetail(
          {
            pricing: 'PAID',
            bankSerial: 'CCB2025061600000001',
            lines: [
              {
                receivable: receivable({ status: 'TRANSFERRED', statusLabel: '已转让', zdRegNo: 'ZD20250616000001' }),
                price: transferDetail().lines[0]!.price,
              },
            ],
          },
          { status: 'COMPLETED', actions: [] },
        ),
      },
    });
    expect(await screen.findByText('已于2025-06-16按起息日计算并支付')).toBeInTheDocument();
    expect(screen.getByText('CCB2025061600000001')).toBeInTheDocument();
    expect(screen.getByText('当前无可办理的操作。')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table', { name: '应收账款与转让价款' })).getByText('已转让')).toBeInTheDocument());
  });

  it('says when the transfer cannot be read', async () => {
    renderAbsTransfer(TransferApproveDetailPage, { at: APPROVE_AT, server: { 'abs.transferDetail': () => new ApiError('NOT_FOUND', '申请不存在', 404) } });
    expect(await screen.findByText(/转让申请详情加载失败/)).toBeInTheDocument();
    expect(screen.getByText(/申请不存在/)).toBeInTheDocument();
  });
});

describe('转让申请详情 (/abs/transfer/apply-detail)', () => {
  it('the operator withdraws a transfer 待复核 with 撤销申请', async () => {
    const { user, sent } = renderAbsTransfer(TransferApplyDetailPage, {
      at: APPLY_AT,
      server: {
        'abs.transferDetail': transferDetail({}, { actions: ['CANCEL'] }),
        'credit.cancel': abtDetail({ status: 'CANCELLED', actions: [] }),
      },
    });
    expect(await screen.findByRole('heading', { name: `转让申请详情 ${ABT}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '同意' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '撤销申请' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '撤销申请' }));
    expect(await screen.findByText('已撤销申请')).toBeInTheDocument();
    expect(sent('credit.cancel')).toEqual([`/v1/applications/${ABT}/cancel`]);
  });

  it('without ?appNo= says how to reach a transfer', async () => {
    renderAbsTransfer(TransferApplyDetailPage, { at: '/abs/transfer/apply-detail', server: {} });
    expect(await screen.findByText(/请从转让申请列表选择申请后查看详情/)).toBeInTheDocument();
  });
});
