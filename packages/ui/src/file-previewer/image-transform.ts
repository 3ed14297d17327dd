/** Spec §9: each zoom step multiplies the scale by 1.1 (in) or 0.9 (out). */
export const ZOOM_IN_FACTOR = 1.1;
export const ZOOM_OUT_FACTOR = 0.9;
/** Spec §9: one rotation step. */
export const ROTATE_STEP_DEG = 90;
/** Spec §9: a dragged image keeps at least this many px on screen, so it can always be grabbed back. */
export const ON_SCREEN_MARGIN_PX = 5;
// Without bounds, repeated zoom-out makes the image vanish and zoom-in overflows the canvas' size limit.
export const MIN_SCALE = 0.1;
export const MAX_SCALE = 10;

export interface Size {
  width: number;
  height: number;
}

/** The image's state: scale, rotation in degrees (0, 90, 180, 270) and offset of its centre from the viewport's. */
export interface ImageTransform {
  scale: number;
  rotation: number;
  x: number;
  y: number;
}

export const IDENTITY_TRANSFORM: ImageTransform = { scale: 1, rotation: 0, x: 0, y: 0 };

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

export function zoomIn(scale: number): number {
  return clampScale(scale * ZOOM_IN_FACTOR);
}

export function zoomOut(scale: number): number {
  return clampScale(scale * ZOOM_OUT_FACTOR);
}

/** Clockwise by 90°, kept in [0, 360). */
export function rotate(rotation: number): number {
  return (((rotation + ROTATE_STEP_DEG) % 360) + 360) % 360;
}

/** The on-screen box of the image: scaled, and with width and height swapped when it lies on its side. */
export function displayedSize(natural: Size, scale: number, rotation: number): Size {
  const sideways = rotation % 180 !== 0;
  const width = (sideways ? natural.height : natural.width) * scale;
  const height = (sideways ? natural.width : natural.height) * scale;
  return { width, height };
}

/**
 * Bounds the centre offset so at least `margin` px of the displayed image stays inside the viewport on each axis.
 * With the image centred, its left edge is at (V − W) / 2 + x; keeping `left ≤ V − margin` and
 * `left + W ≥ margin` gives |x| ≤ (V + W) / 2 − margin.
 */
export function clampOffset(x: number, y: number, image: Size, viewport: Size, margin = ON_SCREEN_MARGIN_PX): { x: number; y: number } {
  const limitX = Math.max(0, (viewport.width + image.width) / 2 - margin);
  const limitY = Math.max(0, (viewport.height + image.height) / 2 - margin);
  return { x: Math.min(limitX, Math.max(-limitX, x)), y: Math.min(limitY, Math.max(-limitY, y)) };
}

/** The CSS transform for the image element (translate first so the drag is in screen pixels). */
export function transformCss(t: ImageTransform): string {
  return `translate(${t.x}px, ${t.y}px) rotate(${t.rotation}deg) scale(${t.scale})`;
}
