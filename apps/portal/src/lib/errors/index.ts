export { clientErrorReport, reportClientError } from './report-client-error';
export type { ClientErrorContext, ErrorReportClient } from './report-client-error';
