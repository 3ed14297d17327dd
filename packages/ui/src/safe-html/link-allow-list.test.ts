import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkNoticeLink, openNoticeLink } from './link-allow-list';
import { ALLOWED_LINKS, HOSTILE_LINKS, LINK_POLICY } from './xss-corpus';

describe('notice link allow-list (security.md §1.5)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('has at least 50 hostile fixtures', () => {
    expect(HOSTILE_LINKS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(HOSTILE_LINKS.map((l) => [JSON.stringify(l).slice(0, 80), l]))('refuses %s and opens nothing', (_name, link) => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(checkNoticeLink(link, LINK_POLICY)).toBeNull();
    expect(openNoticeLink(link, LINK_POLICY)).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it.each(ALLOWED_LINKS)('accepts %s and opens it with noopener', (link) => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openNoticeLink(link, LINK_POLICY)).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    const [href, target, features] = open.mock.calls[0] ?? [];
    expect(target).toBe('_blank');
    expect(features).toBe('noopener,noreferrer');
    expect(String(href)).toBe(checkNoticeLink(link, LINK_POLICY)?.href);
  });

  it('decodes exactly once: a double-encoded https link stays encoded and is refused', () => {
    const once = encodeURIComponent('https://trusted.example/x');
    expect(checkNoticeLink(once, LINK_POLICY)?.hostname).toBe('trusted.example');
    expect(checkNoticeLink(encodeURIComponent(once), LINK_POLICY)).toBeNull();
  });
});
