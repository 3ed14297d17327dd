// The reference module: dictionaries and the holiday calendar.
export { referenceRoutes } from './reference.routes';
export { isWorkingDay } from './reference.service';
