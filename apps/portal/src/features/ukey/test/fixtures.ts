import type { UkeyBill, UkeyBinding, UkeyRequest } from '@scf/api/contract';
import type { CertInfo } from '@scf/signing';

export const CCB_ISSUER = 'CN=SCF Demo CCB CA, O=China Construction Bank, C=CN';

export const binding = (over: Partial<UkeyBinding> = {}): UkeyBinding => ({
  ukeyNo: '1a2b',
  ukeyCode: 'CCB5100001101',
  ukeyBank: 'CCB',
  medium: 'UKEY',
  certType: 'RSA',
  issuerDN: CCB_ISSUER,
  subjectDN: 'CN=s1_dir',
  userName: 's1_dir',
  personName: '李主管',
  roleCode: 'ROLE_DIRECTOR',
  notAfter: '2035-12-31T00:00:00.000Z',
  status: 'ACTIVE',
  boundAt: '2025-06-16T00:00:00.000Z',
  ...over,
});

export const request = (over: Partial<UkeyRequest> = {}): UkeyRequest => ({
  requestId: 'UR202506160001',
  kind: 'DELETE',
  status: 'COMPLETED',
  medium: 'UKEY',
  holderUserName: 's1_op',
  holderPersonName: '王经办',
  roleCode: 'ROLE_OPERATOR',
  ukeyCode: 'CCB5100009002',
  certType: 'SM2',
  bank: 'CCB',
  oldSerial: '2f01',
  newSerial: null,
  notAfter: null,
  reason: '人员离职',
  fee: '0.00',
  createdBy: '李主管（s1_dir）',
  createdAt: '2025-06-16T02:30:00.000Z',
  completedAt: '2025-06-16T02:30:00.000Z',
  ...over,
});

export const bill = (over: Partial<UkeyBill> = {}): UkeyBill => ({
  billId: 'B0001',
  requestId: 'UR202506160002',
  item: 'Ukey介质费',
  amount: '120.00',
  ukeyCode: 'CCB5100009001',
  holderPersonName: '李主管',
  periodStart: null,
  periodEnd: null,
  status: 'UNPAID',
  createdAt: '2025-06-16T02:30:00.000Z',
  ...over,
});

/** The key of `binding()` (…1101, serial 1a2b) as the local agent lists it when it is inserted. */
export const boundKey = (over: Partial<CertInfo> = {}): CertInfo => ({
  handle: 'h1',
  serialNumber: '1a2b',
  issuerDN: CCB_ISSUER,
  subjectDN: 'CN=s1_dir',
  certType: 'RSA',
  keyCode: 'CCB5100001101',
  notAfter: '2035-12-31T00:00:00.000Z',
  ...over,
});

/** The spare RSA Ukey of the demo agent, as the local agent driver lists it. */
export const SPARE_CERT: CertInfo = {
  handle: 'spare-rsa',
  serialNumber: '1f9001',
  issuerDN: CCB_ISSUER,
  subjectDN: 'CN=spare',
  certType: 'RSA',
  keyCode: 'CCB5100009001',
  notAfter: '2036-01-01T00:00:00.000Z',
  certDerB64: 'MIIBspare',
};
