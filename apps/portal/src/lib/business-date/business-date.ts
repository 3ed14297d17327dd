import { useEndpoint } from '@scf/api';
import { referenceEndpoints } from '@scf/api/contract';
import { useAuth } from '../auth';

/**
 * The platform's business date (`YYYY-MM-DD`, domain.md §4.2) as the server keeps it (`BUSINESS_DATE` pins it):
 * what the watermark shows and every due-date window counts from — never the browser's clock. Undefined until it
 * has loaded (and for a visitor who is not signed in).
 */
export function useBusinessDate(): string | undefined {
  const { status } = useAuth();
  return useEndpoint(referenceEndpoints.businessDate, status === 'authenticated' ? {} : null).data?.businessDate;
}
