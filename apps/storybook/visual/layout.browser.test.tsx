import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as homeTileStories from '../../../packages/finance-widgets/src/home-tile/home-tile.stories';
import { runStory } from './mount-story';

const homeTile = composeStories(homeTileStories);

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
