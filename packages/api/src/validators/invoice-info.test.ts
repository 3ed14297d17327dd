import { describe, expect, it } from 'vitest';
import { INVOICE_SPECIAL_REQUIRED, invoiceInfoForm } from './invoice-info';

const normal = {
  invoiceType: 'VAT_NORMAL',
  regAddress: '',
  regPhone: '',
  bankName: '',
  bankAccount: '',
  receiverName: '李会计',
  receiverMobile: '13812345678',
  receiverEmail: 'finance@example.com',
};
const special = {
  ...normal,
  invoiceType: 'VAT_SPECIAL',
  regAddress: '徐州市经济技术开发区1号',
  regPhone: '0516-87654321',
  bankName: '建设银行徐州分行',
  bankAccount: '32050161360000000002',
};
const messages = (v: unknown) => invoiceInfoForm.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('开票信息 (invoiceInfoForm, domain-lines.md §16.3)', () => {
  it('accepts a 普通发票 without the bank fields and a complete 专用发票', () => {
    expect(messages(normal)).toEqual([]);
    expect(messages(special)).toEqual([]);
  });

  it('asks a 专用发票 for 注册地址、电话、开户银行及账号, each under its field', () => {
    expect(messages({ ...normal, invoiceType: 'VAT_SPECIAL' })).toEqual(
      ['regAddress', 'regPhone', 'bankName', 'bankAccount'].map((k) => [k, INVOICE_SPECIAL_REQUIRED]),
    );
  });

  it('checks phone, account, mobile and e-mail by the spec §5 rules, and refuses unknown keys', () => {
    expect(messages({ ...special, regPhone: '12345' })).toEqual([['regPhone', '固定电话不符合规范']]);
    expect(messages({ ...special, bankAccount: '1234567' })).toEqual([['bankAccount', '银行账号须为8-32位数字']]);
    expect(messages({ ...special, bankAccount: '1'.repeat(33) })).toEqual([['bankAccount', '银行账号须为8-32位数字']]);
    expect(messages({ ...normal, receiverMobile: '12812345678' })).toEqual([['receiverMobile', '手机号码不符合规范']]);
    expect(messages({ ...normal, receiverEmail: 'a@' })).toEqual([['receiverEmail', '邮箱格式不正确']]);
    expect(messages({ ...normal, receiverName: '  ' })).toEqual([['receiverName', '此处不能为空']]);
    expect(messages({ ...normal, invoiceType: 'OTHER' })).toEqual([['invoiceType', '请选择发票类型']]);
    expect(invoiceInfoForm.safeParse({ ...normal, corpName: 'x' }).success).toBe(false);
  });
});
