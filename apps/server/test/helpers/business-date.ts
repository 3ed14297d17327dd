/** The business date the tests pin (domain.md §13: a Monday). */
export const BUSINESS_DATE = '2025-06-16';
