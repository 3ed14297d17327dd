import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fileEndpoints } from '@scf/api/contract';
import { fakeClient } from '../../../test/fake-client';
import { withHandlers } from '../../../test/extra-handlers';
import { renderScreen, testAuth } from '../../../test/render-screen';
import { FileLink } from './file-link';

describe('FileLink', () => {
  it('opens the stored file in the previewer through the preview endpoint, with zoom and rotate for an image', async () => {
    const fake = fakeClient();
    const handler = withHandlers(fake.client, [
      [fileEndpoints.preview, () => ({ useOss: false, url: '/v1/files/f1/snapshot/ORIGINAL/show', mimeType: 'image/png' })],
    ]);
    const Page = () => <FileLink file={{ pkFile: 'f1', fileName: '发票.png' }} />;
    const { user } = renderScreen(Page, { at: '/help/index', client: fake.client, auth: testAuth({}) });
    expect(handler(fileEndpoints.preview)).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: '发票.png' }));
    const dialog = await screen.findByRole('dialog', { name: '发票.png' });
    await waitFor(() =>
      expect(handler(fileEndpoints.preview)).toHaveBeenCalledWith({ params: { id: 'f1' }, body: { pkFile: 'f1', thumbnailType: 'ORIGINAL' } }),
    );
    const img = await screen.findByRole('img', { name: '发票.png' });
    expect(img).toHaveAttribute('src', '/v1/files/f1/snapshot/ORIGINAL/show');
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '放大' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '旋转' })).toBeInTheDocument();
  });
});
