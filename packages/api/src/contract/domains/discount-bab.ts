// 银承出票 (domain-lines.md §20.3): apply, the core director's signature, the bank's acceptance.
export { babEndpoints } from '../endpoints/discount-bab';
export {
  BAB_ISSUE_LIST_SCOPES,
  BAB_ISSUE_STATUS_LABEL,
  babIssueBodySchema,
  babIssueDetailSchema,
  babIssueInputSchema,
  babIssueLineInputSchema,
  babIssueLineSchema,
  babIssueListQuerySchema,
  babIssueRowSchema,
  babIssueStatusLabel,
  babLatestDueDate,
  babLineSchema,
} from '../schemas/discount-bab';
export type { BabIssueDetail, BabIssueInput, BabIssueLine, BabIssueLineInput, BabIssueListQuery, BabIssueRow, BabLine } from '../schemas/discount-bab';
