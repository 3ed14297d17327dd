import axe from 'axe-core';

/** Runs axe on a rendered container and returns the rule ids that fail (empty means accessible). */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, {
    // jsdom has no layout, so colour contrast cannot be computed here; Storybook's a11y check covers it in Chromium.
    // `region` is a page-level rule (all content inside landmarks); a component rendered alone, or a menu portalled
    // to <body>, is judged by the host page's layout, not here.
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
