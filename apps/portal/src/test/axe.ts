import axe from 'axe-core';

/** The axe rules a rendered screen breaks (jsdom has no layout: contrast is checked in Chromium, not here). */
export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
