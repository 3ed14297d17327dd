import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exportEndpoints } from '@scf/api/contract';
import type { ExportJob } from '@scf/api/contract';
import { exportJob, recordDownloads } from '../../../test/export-fixtures';
import { renderSigningScreen } from '../../../test/render-signing-screen';
import ExportRecordPage from './export-record-page';

const downloads = recordDownloads();

const LINK = { url: '/v1/exports/download/abcdefghijklmnopqrstuvwxyz', expiresAt: '2025-06-16T02:10:00.000Z' };
const page = (rows: ExportJob[]) => ({ rows, total: rows.length });
const render = (server: Parameters<typeof renderSigningScreen<typeof exportEndpoints>>[2]['server']) =>
  renderSigningScreen(ExportRecordPage, exportEndpoints, { at: '/my/export', original: '', server });

describe('导出记录 (/my/export)', () => {
  it('lists the user’s exports with the design’s columns; 下载 follows a link minted for the click, 取消 and 重新导出 call the server', async () => {
    const queued = exportJob({
      exportNo: 'EXP20250616000102',
      status: 'QUEUED',
      progress: 0,
      actions: ['CANCEL'],
      fileName: null,
      sha256: null,
      finishedAt: null,
      expiresOn: null,
    });
    const failed = exportJob({
      exportNo: 'EXP20250615000002',
      label: '流转记录',
      status: 'FAILED',
      progress: 0,
      failReason: '查询超时，请缩小查询范围',
      actions: ['RETRY'],
    });
    const { user, sent } = render({
      list: page([exportJob(), queued, failed]),
      link: LINK,
      cancel: { ...queued, status: 'CANCELLED', actions: ['RETRY'] },
      retry: { mode: 'JOB', job: queued },
    });
    const table = await screen.findByRole('table', { name: '导出记录' });
    for (const title of ['任务编号 / 导出内容', '查询条件', '数据条数', '状态 / 进度', '创建时间 / 完成时间', '有效期至', '操作'])
      expect(within(table).getByRole('columnheader', { name: title })).toBeInTheDocument();
    const done = within(table).getByRole('row', { name: /EXP20250616000101/ });
    expect(within(done).getByText('已完成')).toBeInTheDocument();
    expect(within(done).getByText('进度 100%')).toBeInTheDocument();
    expect(within(table).getByText('查询超时，请缩小查询范围')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: '下载' }));
    expect(await screen.findByText('下载已开始')).toBeInTheDocument();
    expect(sent('link')).toEqual(['/v1/exports/EXP20250616000101/link']);
    expect(downloads).toEqual([LINK.url]);
    await user.click(within(within(table).getByRole('row', { name: /EXP20250616000102/ })).getByRole('button', { name: '取消' }));
    expect(await screen.findByText('已取消导出')).toBeInTheDocument();
    expect(sent('cancel')).toEqual(['/v1/exports/EXP20250616000102/cancel']);
    await user.click(within(within(table).getByRole('row', { name: /EXP20250615000002/ })).getByRole('button', { name: '重新导出' }));
    expect(await screen.findByText('导出数据较多，已转入下载中心生成，完成后将通知您')).toBeInTheDocument();
    expect(sent('retry')).toEqual(['/v1/exports/EXP20250615000002/retry']);
  });

  it('reads again while an export is being written, until it is done (生成中 62% → 已完成)', async () => {
    let reads = 0;
    const running = exportJob({ status: 'RUNNING', progress: 62, actions: [], fileName: null, sha256: null, finishedAt: null, expiresOn: null });
    render({ list: () => page([(reads += 1) === 1 ? running : exportJob()]) });
    const table = await screen.findByRole('table', { name: '导出记录' });
    expect(await within(table).findByText('进度 62%')).toBeInTheDocument();
    expect(within(table).getByText('生成中')).toBeInTheDocument();
    expect(await within(table).findByText('已完成')).toBeInTheDocument();
    expect(within(table).getByText('进度 100%')).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    render({ list: page([]) });
    expect(await within(await screen.findByRole('table', { name: '导出记录' })).findByText('暂无导出记录')).toBeInTheDocument();
  });

  it('says when the list cannot be read, with 重试', async () => {
    render({ list: new Error('网络异常，请稍后重试') });
    expect(await screen.findByText('网络异常，请稍后重试')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('a refused download says why (the menu was withdrawn)', async () => {
    const { user } = render({ list: page([exportJob()]), link: new Error('您已无该列表的查看权限，不能下载') });
    const table = await screen.findByRole('table', { name: '导出记录' });
    await user.click(await within(table).findByRole('button', { name: '下载' }));
    expect(await screen.findByText('您已无该列表的查看权限，不能下载')).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });
});
