import type { ApplicationDetail, ContractOption, Credit, ProductType, Receiver, TransferApplyInput } from '@scf/api/contract';
import { allocate, fenToDecimal, parseFen } from '@scf/api/money';
import type { Queryable } from '../../platform/db/db';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { insertAppCredits } from './app-parts.repo';
import { detailOf, accountView, acting, inLedger, nextAppNo, accountOf, createApp, newApp } from '../applications';
import { creditPage } from './credit-list.repo';
import { creditView } from './credit.view';
import { TRANSFER_TOO_MUCH, checkedParts, commonIssuer, firstTransferableDue } from './holder-flow.rules';
import { refuse } from '../../platform/refusal';
import { anyBlacklisted, contractsFor, notOpenedByCoreMessage, openedByCore, receiversOf } from './counterparty.repo';

const BARRED = '该企业暂不能办理此业务';

/** Counterparties the holder may transfer to (domain.md §7.5): its suppliers, authenticated, product opened, not barred from TRANSFER. */
export async function transferReceivers(q: Queryable, actor: Actor, product: ProductType): Promise<Receiver[]> {
  const rows = (await receiversOf(q, actor.corpId, product, null, 'TRANSFER')).filter((c) => c.corp_id !== actor.corpId);
  return Promise.all(
    rows.map(async (c) => ({ corpId: c.corp_id, corpName: c.corp_name, account: accountView(await accountOf(q, c.corp_id, ['ELECTRONIC', 'SETTLEMENT'])) })),
  );
}

/** The transfer's trade background: contracts with the holder as buyer and the receiver as seller. */
export async function transferContracts(q: Queryable, actor: Actor, receiverCorpId: string): Promise<ContractOption[]> {
  const rows = await contractsFor(q, [actor.corpId], receiverCorpId);
  return rows.map((r) => ({
    contractId: r.contract_id,
    contractNo: r.contract_no,
    name: r.name,
    amount: fenToDecimal(BigInt(String(r.amount_fen))),
    signDate: r.sign_date,
    endDate: r.end_date,
  }));
}

/** Every credit the holder may transfer now, in the allocation order's first key (the pool 自动分配 draws on). */
async function transferable(q: Queryable, actor: Actor, product: ProductType, businessDate: string): Promise<Credit[]> {
  const out: Credit[] = [];
  const size = 500;
  for (let offset = 0; ; offset += size) {
    const page = await creditPage(q, actor.corpId, {
      filters: { scope: 'transferable', productType: product, dueFrom: firstTransferableDue(businessDate) },
      sort: { field: 'dueDate', order: 'asc' },
      limit: size,
      offset,
    });
    out.push(...page.rows.map(creditView));
    if (page.rows.length < size || out.length >= page.total) return out;
  }
}

/** 自动分配 (domain.md §7.5): the credits that cover the target, earliest due first, the last one giving the remainder. */
export async function transferAllocate(
  env: ServiceEnv,
  actor: Actor,
  body: { productType: ProductType; target: string },
): Promise<Array<{ credit: Credit; amount: string }>> {
  const credits = await transferable(env.db, actor, body.productType, env.businessDate);
  const picks = allocate(
    credits.map((c) => ({ creditNo: c.creditNo, amountFen: parseFen(c.amount), dueDate: c.dueDate })),
    parseFen(body.target),
  );
  if (!picks) throw refuse.rule('可转让凭证金额不足，无法自动分配');
  const byNo = new Map(credits.map((c) => [c.creditNo, c]));
  return picks.map((p) => ({ credit: byNo.get(p.creditNo)!, amount: fenToDecimal(p.amountFen) }));
}

type Input = Omit<TransferApplyInput, 'productType' | 'remark'> & { productType: ProductType; remark: string };

/**
 * 转让申请 (domain.md §7.5): every rule of the form checked again — held credits with time left, 0.01 ≤ part ≤ amount
 * (转让金额不能超过凭证可用金额), a receiver that is a counterparty, not the holder itself, not the credits' issuer, not
 * barred, and a contract with it. The credits are locked (转让中) until the application ends.
 */
export async function transferApply(env: ServiceEnv, actor: Actor, input: Input): Promise<ApplicationDetail> {
  return inLedger(env, acting(actor), async (ctx) => {
    const { tx } = ctx;
    if (input.receiverCorpId === actor.corpId) throw refuse.rule('接收方不能是本企业');
    const parts = await checkedParts(tx, actor.corpId, input.lines, TRANSFER_TOO_MUCH);
    const product = parts[0]?.credit.product_type ?? input.productType;
    for (const p of parts) {
      if (p.credit.due_date < firstTransferableDue(ctx.businessDate)) throw refuse.rule(`凭证${p.credit.credit_no}剩余期限不足，不能转让`);
      if (p.credit.issuer_corp_id === input.receiverCorpId) throw refuse.rule('接收方不能是凭证的开立方，请通过退回办理');
      if (!(await openedByCore(tx, p.credit.issuer_corp_id, input.receiverCorpId, product, ctx.businessDate)))
        throw refuse.rule(notOpenedByCoreMessage(product));
    }
    if (await anyBlacklisted(tx, [actor.corpId, input.receiverCorpId], product, 'TRANSFER')) throw refuse.rule(BARRED);
    if ((await receiversOf(tx, actor.corpId, product, input.receiverCorpId, 'TRANSFER')).length === 0) throw refuse.rule('接收方须为交易对手');
    if (!(await contractsFor(tx, [actor.corpId], input.receiverCorpId)).some((c) => c.contract_id === input.contractId))
      throw refuse.rule('请选择与接收方签订的贸易合同');
    const appNo = await nextAppNo(tx, 'TRANSFER', ctx.businessDate);
    const app = await createApp(
      ctx,
      {
        ...newApp(ctx, { appNo, bizType: 'TRANSFER', productType: product, amountFen: parts.reduce((s, p) => s + p.amountFen, 0n) }),
        counterpartyCorpId: input.receiverCorpId,
        issuerCorpId: commonIssuer(parts),
        contractId: input.contractId,
        reason: input.remark,
      },
      'SUBMIT',
      () =>
        insertAppCredits(
          tx,
          appNo,
          parts.map((p) => ({ creditNo: p.credit.credit_no, amountFen: p.amountFen })),
        ),
    );
    return detailOf(tx, ctx.actor, app);
  });
}
