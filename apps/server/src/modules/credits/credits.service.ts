// The services of the credit ledger, one file per flow; routes and other modules reach them here.
export { creditDetail, creditFlow, creditFlowRecords, creditSlip, lineCredits, listCredits } from './credit-reads.service';
export { decideAsCounterparty } from './holder-decide.service';
export { contractsForIssue, issueApply, issuersFor, receiversFor } from './issue.service';
export { productParameters } from './product-parameters.service';
export { returnApply, returnTarget } from './return.service';
export { signFor } from './sign-for.service';
export { transferAllocate, transferApply, transferContracts, transferReceivers } from './transfer.service';
export { recycleApply, withdrawApply } from './withdraw-recycle.service';
