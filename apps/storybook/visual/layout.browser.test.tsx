import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as amountStories from '../../../packages/finance-widgets/src/amount-with-capital/amount-with-capital.stories';
import * as homeTileStories from '../../../packages/finance-widgets/src/home-tile/home-tile.stories';
import { runStory } from './mount-story';

const homeTile = composeStories(homeTileStories);
const amount = composeStories(amountStories);

/** The top of each tile in the story's group, rounded to the pixel. */
const tileTops = (box: HTMLElement) => [...box.querySelectorAll('[role="group"] > *')].map((t) => Math.round(t.getBoundingClientRect().top));

// Layout rules a screenshot would only show by eye: where the tiles of a role home or 融资详情 wrap.
describe('home tile grid layout', () => {
  it.each<[string, number, number]>([
    // The content column of a page at 1280 px beside the side menu (936 px): four tiles on one row, not three and one.
    ['four tiles share one row at 936 px', 936, 1],
    ['and at 1136 px (1480 px beside the menu)', 1136, 1],
    // Too narrow for four of 200 px: they wrap.
    ['four tiles wrap at 700 px', 700, 2],
  ])('%s', async (_, width, rows) => {
    const box = await runStory(homeTile.Grid, width);
    expect(new Set(tileTops(box)).size).toBe(rows);
  });

  it('six tiles wrap three and three at 936 px, as a role home shows them', async () => {
    const box = await runStory(homeTile.SixTiles, 936);
    const tops = tileTops(box);
    expect(tops.filter((t) => t === tops[0])).toHaveLength(3);
    expect(new Set(tops).size).toBe(2);
  });
});

/** What each body cell of the table shows past its own box: the text and parts that stick out, with their cell's column. */
function cutOff(box: HTMLElement): string[] {
  const out: string[] = [];
  for (const cell of box.querySelectorAll<HTMLTableCellElement>('tbody td')) {
    const edge = cell.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(cell);
    const outside = [...range.getClientRects()].some((r) => r.width > 0 && (r.left < edge.left - 0.5 || r.right > edge.right + 0.5));
    if (outside || cell.scrollWidth > cell.clientWidth) out.push(`${cell.cellIndex}: ${cell.textContent}`);
  }
  return out;
}

// Issue 28 item 1: 开立复核 clipped 开立金额 ("123,456.7"), its 大写 and the receiver's account at both widths.
describe('a review table shows every figure whole', () => {
  it.each<[string, number]>([
    // The 开立明细 table's width on 开立复核 at 1280 px (MINI, beside the side menu) and at 1480 px (WIDE).
    ['at 1280 px', 936],
    ['at 1480 px', 1062],
  ])('%s: no cell cuts its text, the amounts and their 大写 included', async (_, width) => {
    const box = await runStory(amount.InReviewTable, width);
    expect(cutOff(box)).toEqual([]);
    const figure = [...box.querySelectorAll('[data-amount="123456.78"] span')].map((s) => s.textContent);
    expect(figure).toEqual(['123,456.78元', '大写：壹拾贰万叁仟肆佰伍拾陆元柒角捌分']);
  });
});
