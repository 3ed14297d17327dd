import { afterEach, beforeAll } from 'vitest';
import { loadUserMenuPopup } from '../../../packages/ui/src/header/load-user-menu';

/** A composed story (`composeStories`), run into a box of our own. */
export interface RunnableStory {
  run: (ctx: { canvasElement: HTMLElement }) => Promise<void>;
}

let root: HTMLElement | undefined;

// The header's user dropdown is its own chunk (load-user-menu.ts), and a look-alike trigger stands in until it arrives.
// On a busy machine the first header story could be captured, stable, before the chunk came: fetch it once first, so
// every baseline shows the header as a user sees it after load. (Not returned: a function beforeAll returns is its teardown.)
beforeAll(async () => {
  await loadUserMenuPopup();
});

afterEach(() => {
  root?.remove();
  root = undefined;
});

/**
 * Runs the story (render and play function) in a box `width` px wide, removed after the test. With a `height` the
 * box is transformed, so it is the containing block of `position: fixed` parts (the right bar): they land inside.
 * A play function may leave the focus on a control: the baseline is the resting state, without a focus ring.
 */
export async function runStory(story: RunnableStory, width: number, height?: number): Promise<HTMLElement> {
  root = document.createElement('div');
  root.style.width = `${width}px`;
  if (height) {
    root.style.height = `${height}px`;
    root.style.transform = 'translateZ(0)';
  }
  document.body.append(root);
  await story.run({ canvasElement: root });
  // Text measured before a font is ready would lay the header out again later (what fits beside 更多).
  await document.fonts.ready;
  (document.activeElement as HTMLElement | null)?.blur();
  return root;
}
