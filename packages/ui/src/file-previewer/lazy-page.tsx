import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { PagePlaceholder } from './file-previewer.styles';

export interface LazyPageProps {
  /** Accessible name of the page region, e.g. 第 1 页. */
  label: string;
  /** Height reserved before the page renders, so the scroll bar is right from the start. */
  estimatedHeight: number;
  children: ReactNode;
}

/**
 * Renders its page only once it comes near the viewport: a 200-page contract must not rasterise 200 canvases up
 * front. Without IntersectionObserver (old hosts, jsdom) every page renders.
 */
export function LazyPage({ label, estimatedHeight, children }: LazyPageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const el = ref.current;
    if (visible || !el) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <PagePlaceholder ref={ref} role="group" aria-label={label} style={visible ? undefined : { minHeight: estimatedHeight }}>
      {visible ? children : null}
    </PagePlaceholder>
  );
}
