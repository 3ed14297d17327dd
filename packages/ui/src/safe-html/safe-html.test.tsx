import { render } from '@testing-library/react';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';
import { sanitizeHtml } from './sanitize-html';
import { LINK_POLICY, XSS_PAYLOADS } from './xss-corpus';

const FORBIDDEN = 'script, iframe, object, embed, form, style, input, button, textarea, select, svg, math, link, meta, base, template';
const BAD_URL = /^\s*(?:javascript|data|vbscript|blob|file):/i;

function assertInert(root: Element) {
  expect(root.querySelectorAll(FORBIDDEN)).toHaveLength(0);
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      expect(attr.name.toLowerCase().startsWith('on'), `${el.tagName} ${attr.name}`).toBe(false);
      expect(['style', 'id', 'name', 'srcdoc', 'formaction', 'background', 'xlink:href']).not.toContain(attr.name.toLowerCase());
      if (attr.name === 'href' || attr.name === 'src') expect(attr.value).not.toMatch(BAD_URL);
    }
  }
  for (const a of root.querySelectorAll('a[target="_blank"]')) {
    expect(a.getAttribute('rel')).toMatch(/\bnoopener\b/);
  }
}

describe('SafeHtml (security.md §1.3)', () => {
  it('has at least 50 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(XSS_PAYLOADS.map((p, i) => [i, p]))('payload %i leaves nothing executable: %s', (_i, payload) => {
    const { container } = render(<SafeHtml html={payload} linkPolicy={LINK_POLICY} />);
    assertInert(container);
  });

  it('none of the payloads executes in a script-running jsdom', async () => {
    const dom = new JSDOM('<!doctype html><body></body>', { runScripts: 'dangerously', pretendToBeVisual: true });
    const win = dom.window as unknown as typeof dom.window & { __pwned?: number };
    win.__pwned = 0;
    for (const payload of XSS_PAYLOADS) {
      const host = win.document.createElement('div');
      host.innerHTML = sanitizeHtml(payload, LINK_POLICY);
      win.document.body.appendChild(host);
      for (const el of host.querySelectorAll('*')) {
        for (const type of ['click', 'mouseover', 'focus', 'load', 'error', 'toggle', 'pointerenter']) {
          el.dispatchEvent(new win.Event(type));
        }
      }
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(win.__pwned).toBe(0);
    dom.window.close();
  });

  it('keeps rich text', () => {
    const html =
      '<p><strong>重要</strong>通知：<em>请</em>于 <u>6 月 30 日</u>前完成认证。</p><ul><li>一</li></ul><table><tr><td colspan="2">表</td></tr></table>';
    const { container } = render(<SafeHtml html={html} linkPolicy={LINK_POLICY} />);
    expect(container.querySelector('strong')).toHaveTextContent('重要');
    expect(container.querySelector('td')).toHaveAttribute('colspan', '2');
    expect(container.querySelector('li')).toHaveTextContent('一');
  });

  it('allowed links open in a new window with noopener; others lose their href', () => {
    const html = '<a href="https://trusted.example/a">好</a><a href="https://evil.example/b">坏</a><a href="/cv3/help/index">帮助</a>';
    const { container } = render(<SafeHtml html={html} linkPolicy={LINK_POLICY} />);
    const [good, bad, help] = container.querySelectorAll('a');
    expect(good).toHaveAttribute('href', 'https://trusted.example/a');
    expect(good).toHaveAttribute('target', '_blank');
    expect(good).toHaveAttribute('rel', 'noopener noreferrer');
    expect(bad).not.toHaveAttribute('href');
    expect(bad).not.toHaveAttribute('target');
    expect(help).toHaveAttribute('href', '/cv3/help/index');
  });

  it('keeps https images and drops other image sources', () => {
    const html = '<img src="https://cdn.example/a.png" alt="图"><img src="http://cdn.example/b.png" alt="乙">';
    const { container } = render(<SafeHtml html={html} linkPolicy={LINK_POLICY} />);
    const [a, b] = container.querySelectorAll('img');
    expect(a).toHaveAttribute('src', 'https://cdn.example/a.png');
    expect(b).not.toHaveAttribute('src');
  });
});
