import type { ApiClient } from '@scf/api';
import { exportEndpoints } from '@scf/api/contract';

/**
 * 下载 of a finished export: the server mints a link for this click (the menu re-checked, valid 10 minutes) and the
 * browser follows it with the session cookie, saving the file under the name the server gives.
 */
export async function downloadExport(client: ApiClient, exportNo: string): Promise<void> {
  const { url } = await client.call(exportEndpoints.link, { params: { exportNo } });
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
