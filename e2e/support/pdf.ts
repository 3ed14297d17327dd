import { chinesePdf as chinesePdfText } from '@scf/ui/fixtures';

/**
 * A one-page PDF file whose text is Chinese in the non-embedded STSong-Light (the hand-written PDF of `@scf/ui/fixtures`):
 * pdf.js must load the GB1 character map the portal ships.
 */
export const chinesePdf = (text: string): Buffer => Buffer.from(chinesePdfText(text), 'latin1');

/** How many dark pixels a canvas shows (a rendered page's text), read in the page. */
export const darkPixels = (canvas: HTMLCanvasElement): number => {
  const d = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
  let n = 0;
  for (let i = 0; i < d.length; i += 4) if (d[i + 3]! > 0 && d[i]! < 96 && d[i + 1]! < 96 && d[i + 2]! < 96) n += 1;
  return n;
};
