import { useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { Button } from '../button/button';
import { filePreviewerMessages as m } from './file-previewer.messages';
import { Picture, Toolbar, Viewport } from './file-previewer.styles';
import { IDENTITY_TRANSFORM, clampOffset, displayedSize, rotate, transformCss, zoomIn, zoomOut } from './image-transform';
import type { ImageTransform } from './image-transform';

// A neutral grey picture drawn inline: the placeholder must show even when the file server is down.
const PLACEHOLDER_SRC =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='160' height='120'%3E%3Crect width='160' height='120' fill='%23f0f0f0'/%3E%3Cpath d='M50 85l20-25 15 18 10-12 15 19z' fill='%23bfbfbf'/%3E%3C/svg%3E";
const KEY_STEP_PX = 20;

export interface ImageViewerProps {
  /** Empty when the preview call failed: the placeholder shows at once. */
  url: string;
  /** Alt text of the image, normally the file name. */
  alt: string;
}

/** An image with zoom (×1.1/×0.9), 90° rotation and drag (mouse, touch or arrow keys) kept 5 px on screen. */
export function ImageViewer({ url, alt }: ImageViewerProps) {
  const [t, setT] = useState<ImageTransform>(IDENTITY_TRANSFORM);
  const [failed, setFailed] = useState(url === '');
  const viewportRef = useRef<HTMLDivElement>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  const drag = useRef<{ pointerId: number; startX: number; startY: number; x: number; y: number } | null>(null);

  // Offsets are bounded against the image's layout box (offset sizes ignore CSS transforms) and the viewport.
  function bounded(next: ImageTransform): ImageTransform {
    const img = imgRef.current;
    const view = viewportRef.current;
    if (!img || !view) return next;
    const size = displayedSize({ width: img.offsetWidth, height: img.offsetHeight }, next.scale, next.rotation);
    const { x, y } = clampOffset(next.x, next.y, size, { width: view.clientWidth, height: view.clientHeight });
    return { ...next, x, y };
  }

  const update = (change: (prev: ImageTransform) => Partial<ImageTransform>) => setT((prev) => bounded({ ...prev, ...change(prev) }));

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (failed || event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, x: t.x, y: t.y };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    update(() => ({ x: d.x + event.clientX - d.startX, y: d.y + event.clientY - d.startY }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      update((p) => ({ x: p.x + move[0] * KEY_STEP_PX, y: p.y + move[1] * KEY_STEP_PX }));
    } else if (event.key === '+' || event.key === '=') update((p) => ({ scale: zoomIn(p.scale) }));
    else if (event.key === '-') update((p) => ({ scale: zoomOut(p.scale) }));
  }

  if (failed) return <Picture src={PLACEHOLDER_SRC} alt={m.imageLoadError} />;

  return (
    <>
      <Toolbar role="toolbar" aria-label={m.toolbar}>
        <Button onClick={() => update((p) => ({ scale: zoomIn(p.scale) }))}>{m.zoomIn}</Button>
        <Button onClick={() => update((p) => ({ scale: zoomOut(p.scale) }))}>{m.zoomOut}</Button>
        <Button onClick={() => update((p) => ({ rotation: rotate(p.rotation) }))}>{m.rotate}</Button>
        <Button onClick={() => setT(IDENTITY_TRANSFORM)}>{m.reset}</Button>
        <output aria-live="polite">{Math.round(t.scale * 100)}%</output>
      </Toolbar>
      <div style={{ position: 'relative', flex: 1, minHeight: 0 }}>
        <Viewport
          ref={viewportRef}
          tabIndex={0}
          role="group"
          aria-label={m.imageHint}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={() => (drag.current = null)}
          onPointerCancel={() => (drag.current = null)}
          onKeyDown={onKeyDown}
        >
          <Picture ref={imgRef} src={url} alt={alt} draggable={false} style={{ transform: transformCss(t) }} onError={() => setFailed(true)} />
        </Viewport>
      </div>
    </>
  );
}
