export { AppStatusTag, CreditStatusTag } from './status-tag';
