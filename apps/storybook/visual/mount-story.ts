import { afterEach } from 'vitest';

/** A composed story (`composeStories`), run into a box of our own. */
export interface RunnableStory {
  run: (ctx: { canvasElement: HTMLElement }) => Promise<void>;
}

let root: HTMLElement | undefined;

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
  (document.activeElement as HTMLElement | null)?.blur();
  return root;
}
