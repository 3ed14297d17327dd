import { z } from 'zod';
import { email, fixedPhone, mobile } from './contact';
import { VALIDATION_MESSAGES as M } from './messages';

/** 发票类型 (domain-lines.md §16.3), in the order the form offers them. */
export const INVOICE_TYPES = ['VAT_SPECIAL', 'VAT_NORMAL', 'E_INVOICE'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const INVOICE_TYPE_LABEL: Readonly<Record<InvoiceType, string>> = {
  VAT_SPECIAL: '增值税专用发票',
  VAT_NORMAL: '增值税普通发票',
  E_INVOICE: '电子发票（数电票）',
};

/** 银行账号: 8–32 digits. */
export const INVOICE_BANK_ACCOUNT_PATTERN = /^\d{8,32}$/;

/** Refusal of a 专用发票 without its four fields (§16.3, verbatim). */
export const INVOICE_SPECIAL_REQUIRED = '开具增值税专用发票须填写注册地址、电话、开户银行及账号';

const optionalText = (max: number) => z.string().trim().max(max, `最多输入${max}个字`);

/**
 * 开票信息 (§16.3), one schema for the form and the server: 发票类型, the four fields 专用发票 needs (注册地址, 注册电话
 * as a spec §5 fixed phone, 开户银行, 银行账号 of 8–32 digits; optional for the other types but checked when typed),
 * and the receiver (收票人, mobile and e-mail by spec §5). 发票抬头 and 纳税人识别号 are the corporation's name and USCC:
 * never typed.
 */
export const invoiceInfoForm = z
  .strictObject({
    invoiceType: z.enum(INVOICE_TYPES, { message: '请选择发票类型' }),
    regAddress: optionalText(120),
    regPhone: z.union([z.literal(''), fixedPhone]),
    bankName: optionalText(60),
    bankAccount: z.union([z.literal(''), z.string().regex(INVOICE_BANK_ACCOUNT_PATTERN, '银行账号须为8-32位数字')]),
    receiverName: z.string().trim().min(1, M.required).max(40, '最多输入40个字'),
    receiverMobile: mobile,
    receiverEmail: email,
  })
  .superRefine((v, ctx) => {
    if (v.invoiceType !== 'VAT_SPECIAL') return;
    for (const key of ['regAddress', 'regPhone', 'bankName', 'bankAccount'] as const) {
      if (v[key] === '') ctx.addIssue({ code: 'custom', path: [key], message: INVOICE_SPECIAL_REQUIRED });
    }
  });
export type InvoiceInfoForm = z.infer<typeof invoiceInfoForm>;
