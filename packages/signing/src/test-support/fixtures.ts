// Test-only banks and a certificate as the mock driver lists it.
import type { BankProfile } from '../bank';
import type { CertInfo } from '../types';

export const CCB: BankProfile = { code: 'CCB', name: '建设银行', raType: 'CCB', issuerPatterns: ['China Construction Bank'] };
export const ICBC: BankProfile = { code: 'ICBC', name: '工商银行', raType: 'ICBC', issuerPatterns: ['ICBC'] };

export const CCB_CERT: CertInfo = {
  handle: 'k',
  serialNumber: '1abc',
  issuerDN: 'CN=CA, O=China Construction Bank',
  subjectDN: 'CN=张三, O=供应商',
  certType: 'RSA',
  keyCode: 'CCB5100000101',
};
