export { useBusinessDate } from './business-date';
