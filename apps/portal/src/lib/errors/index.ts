export { reportClientError } from './report-client-error';
export type { ClientErrorContext } from './report-client-error';
