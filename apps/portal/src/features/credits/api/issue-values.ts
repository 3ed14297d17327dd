import type { z } from 'zod';
import type { ApplicationDetail, IssueApplyInput, IssueLineInput, ProductType, issueApplyInputSchema } from '@scf/api/contract';

export type IssueLineValues = Required<IssueLineInput>;
/** The issue form's values: the request of `creditEndpoints.issueApply` as the operator fills it in. */
export type IssueValues = Omit<IssueApplyInput, 'lines' | 'productType'> & { productType: ProductType; lines: IssueLineValues[] };

/** The request as the contract's schema parses it (defaults filled in): exactly the body sent. */
export type IssueRequest = z.output<typeof issueApplyInputSchema>;

export const emptyLine = (): IssueLineValues => ({ receiverCorpId: '', amount: '', dueDate: '', contractId: '', remark: '' });

export const newIssue = (productType: ProductType): IssueValues => ({ productType, issuerCorpId: '', lines: [emptyLine()], submit: true });

/** A draft or returned application back in the form (编辑): the same lines, its number so the save edits it. */
export function issueValuesOf(detail: ApplicationDetail): IssueValues {
  return {
    appNo: detail.appNo,
    // An issue runs on the credit ledger, so its product is a ledger product (applications also carry EDT's and ABS's).
    productType: detail.productType as ProductType,
    issuerCorpId: detail.issuer?.corpId ?? '',
    lines: detail.lines.map((l) => ({
      receiverCorpId: l.receiver.corpId,
      amount: l.amount,
      dueDate: l.dueDate,
      contractId: l.contract.contractId,
      remark: l.remark,
    })),
    submit: true,
  };
}
