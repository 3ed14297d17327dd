import { expect, test } from '../support/console-clean';
import { login } from '../support/login';
import { clickRightBar } from '../support/right-bar';
import { reviewShot } from '../support/screenshots';

// A 60×40 PNG: uploaded through the feedback form's screenshot field, previewed, zoomed, rotated and downloaded.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADwAAAAoCAIAAAAt2Q6oAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAX0lEQVRYhe2SAQkAURSD1sn+DRbqYuwdXzCAiCn8jswNqjTzonUPLI17cJTMDao086J1DyyNe3CUzA2qNPOidQ8sjXtwlMwNqjTzonUPLI17cJTMDao086J1DyzNE3t862Q1ZkOMIJcAAAAASUVORK5CYII=',
  'base64',
);

test('a screenshot goes up under its post policy, opens in the previewer (zoom, rotate) and downloads as an attachment', async ({ page }) => {
  await login(page, 's3_op');
  await clickRightBar(page, '意见反馈');
  const dialog = page.getByRole('dialog', { name: '意见反馈' });
  await expect(dialog).toBeVisible();

  const policy = page.waitForResponse((res) => res.url().includes('/v1/files/oss/sts/upload/post-policys'));
  const uploaded = page.waitForResponse((res) => res.url().includes('/v1/files?fileName='));
  await dialog.locator('input[type=file]').first().setInputFiles({ name: '发票 影像.png', mimeType: 'image/png', buffer: PNG });
  const { data: issued } = (await (await policy).json()) as { data: { useOss: boolean; fileName: string } };
  expect(issued.useOss).toBe(false);
  expect(issued.fileName).toMatch(/^uploads\/S3\/\d{6}\/[0-9a-f]{32}\.png$/);
  const upload = await uploaded;
  // The upload names the policy's key; the stored file's id is the key's random part.
  expect(new URL(upload.url()).searchParams.get('key')).toBe(issued.fileName);
  const { data: record } = (await upload.json()) as { data: { pkFile: string } };
  expect(issued.fileName).toContain(record.pkFile);
  await expect(dialog.getByText('上传成功')).toBeVisible();
  const shots = process.env.E2E_OUTPUT_DIR ?? 'test-results';
  for (const width of [1480, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await reviewShot(page, { path: `${shots}/files-feedback-${width}.png` });
  }

  await dialog.getByRole('button', { name: '预览 发票 影像.png' }).click();
  const previewer = page.getByRole('dialog', { name: '发票 影像.png' });
  await expect(previewer).toBeVisible();
  const image = previewer.getByRole('img', { name: '发票 影像.png' });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', `/v1/files/${record.pkFile}/snapshot/ORIGINAL/show`);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(60);
  await previewer.getByRole('button', { name: '放大' }).click();
  await expect(previewer.getByText('110%')).toBeVisible();
  await previewer.getByRole('button', { name: '旋转' }).click();
  await expect(image).toHaveAttribute('style', /rotate\(90deg\)/);
  await reviewShot(page, { path: `${shots}/files-preview.png` });
  await page.keyboard.press('Escape');
  await expect(previewer).toBeHidden();

  const download = await page.request.get(`/v1/files/download/${record.pkFile}`);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toBe(`attachment; filename="__ __.png"; filename*=UTF-8''${encodeURIComponent('发票 影像.png')}`);
  expect(download.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.from(await download.body()).equals(PNG)).toBe(true);
  const small = await page.request.get(`/v1/files/${record.pkFile}/snapshot/SMALL/show`);
  expect(small.headers()['content-security-policy']).toContain("sandbox; default-src 'none'");
  // Another corporation's user cannot read it.
  await page.context().clearCookies();
  await login(page, 'c1_op');
  expect((await page.request.get(`/v1/files/download/${record.pkFile}`)).status()).toBe(404);
});
