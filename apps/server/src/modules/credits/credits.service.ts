// The services of the credit ledger, one file per flow; routes and other modules reach them here.
export { applicationDetail, listApplications } from './applications.service';
export { approvalOriginal, approve, decide, decideAsCounterparty } from './approval.service';
export { creditDetail, creditFlow, creditFlowRecords, creditSlip, listCredits } from './credit-reads.service';
export { creditHome } from './home.service';
export { contractsForIssue, issueApply, issuersFor, receiversFor } from './issue.service';
export { distribute, lineCredits, lineLedger, linesFor } from './limit-lines.service';
export { productParameters } from './product-parameters.service';
export { returnApply, returnTarget } from './return.service';
export { signFor } from './sign-for.service';
export { listTodos } from './todos.service';
export { transferAllocate, transferApply, transferContracts, transferReceivers } from './transfer.service';
export { recycleApply, withdrawApply } from './withdraw-recycle.service';
