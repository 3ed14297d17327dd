import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { exportEndpoints } from '@scf/api/contract';
import { downloadFile, recordDownloads } from '../../../test/export-fixtures';
import { renderSigningScreen } from '../../../test/render-signing-screen';
import DownloadCenterPage from './download-center-page';

const downloads = recordDownloads();

describe('下载中心 (/my/download-center)', () => {
  it('lists the files ready with their whole SHA-256, and 下载 follows a minted link', async () => {
    const sha = '0123456789abcdef'.repeat(4);
    const { user, sent } = renderSigningScreen(DownloadCenterPage, exportEndpoints, {
      at: '/my/download-center',
      original: '',
      server: {
        files: { rows: [downloadFile({ sha256: sha, fileSize: 3 * 1024 * 1024 })], total: 1 },
        link: { url: '/v1/exports/download/abcdefghijklmnopqrstuvwxyz', expiresAt: '2025-06-16T02:10:00.000Z' },
      },
    });
    const table = await screen.findByRole('table', { name: '下载中心' });
    for (const title of ['文件名称', '文件类型', '大小', 'SHA-256', '生成时间', '有效期至', '操作'])
      expect(within(table).getByRole('columnheader', { name: title })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /凭证查询_20250616100000\.xlsx/ });
    expect(within(row).getByText(sha)).toBeInTheDocument();
    expect(within(row).getByText('3.0 MB')).toBeInTheDocument();
    expect(within(row).getByText('导出文件')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '下载' }));
    await vi.waitFor(() => expect(downloads).toEqual(['/v1/exports/download/abcdefghijklmnopqrstuvwxyz']));
    expect(sent('link')).toEqual(['/v1/exports/EXP20250616000101/link']);
  });

  it('says when no file is ready', async () => {
    renderSigningScreen(DownloadCenterPage, exportEndpoints, { at: '/my/download-center', original: '', server: { files: { rows: [], total: 0 } } });
    expect(await within(await screen.findByRole('table', { name: '下载中心' })).findByText('暂无可下载的文件')).toBeInTheDocument();
  });
});
