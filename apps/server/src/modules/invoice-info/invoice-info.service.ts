import type { InvoiceInfo } from '@scf/api/contract';
import { invoiceInfoForm } from '@scf/api/validators';
import { ERROR_CODE } from '@scf/api/contract';
import { ApiError, fail } from '../../platform/api-error';
import type { Actor } from '../../platform/security/actor';
import type { ServiceEnv } from '../../platform/service-env';
import { invoiceInfoOf, saveInvoiceInfo } from './invoice-info.repo';

/** Only the administrator edits 开票信息; the page's other readers see it (domain-lines.md §16.3). */
const canEdit = (actor: Actor) => actor.role === 'ROLE_ADMIN';

/** 开票信息 of the caller's own corporation (the id comes from the session, never from the request). */
export async function invoiceInfo(env: ServiceEnv, actor: Actor): Promise<InvoiceInfo> {
  const row = await invoiceInfoOf(env.db, actor.corpId);
  if (!row) throw fail.notFound('企业不存在');
  return {
    invoiceTitle: row.corp_name,
    taxNo: row.uscc,
    canEdit: canEdit(actor),
    info:
      row.invoice_type === null
        ? null
        : {
            invoiceType: row.invoice_type,
            regAddress: row.reg_address ?? '',
            regPhone: row.reg_phone ?? '',
            bankName: row.bank_name ?? '',
            bankAccount: row.bank_account ?? '',
            receiverName: row.receiver_name ?? '',
            receiverMobile: row.receiver_mobile ?? '',
            receiverEmail: row.receiver_email ?? '',
          },
    updatedAt: row.updated_at === null ? null : Number(row.updated_at),
  };
}

/**
 * 保存: the body checked by the form's own schema (`invoiceInfoForm`), the first failing field's message the answer;
 * the administrator's save replaces the last.
 */
export async function saveInvoice(env: ServiceEnv, actor: Actor, body: unknown): Promise<InvoiceInfo> {
  if (!canEdit(actor)) throw new ApiError(403, ERROR_CODE.forbidden, '开票信息须由企业管理员维护');
  const form = invoiceInfoForm.safeParse(body);
  if (!form.success) throw new ApiError(200, 'INVALID_FIELD', form.error.issues[0]?.message ?? '开票信息不正确');
  await saveInvoiceInfo(env.db, actor.corpId, form.data, actor.userId, env.now);
  return invoiceInfo(env, actor);
}
