import type { Credit } from '@scf/api/contract';

/** CR2 of the demo (domain.md §13.4): issued by C2 to S1, waiting to be signed for. */
export const CR2: Credit = {
  creditNo: 'XG2025061300000002',
  productType: 'CREDIT',
  rootNo: 'XG2025061300000002',
  parentNo: null,
  issuer: { corpId: 'C2', corpName: '徐州示例重工起重机械有限公司' },
  originalHolder: { corpId: 'S1', corpName: '江苏示例精密锻造有限公司' },
  holder: { corpId: 'S1', corpName: '江苏示例精密锻造有限公司' },
  amount: '500000.00',
  issueDate: '2025-06-13',
  dueDate: '2025-12-08',
  status: 'PENDING_SIGN',
  lockedBy: null,
  remark: '',
};
