export { FilePreviewer } from './file-previewer';
export type { FilePreviewerProps } from './file-previewer';
export { createPreviewResolver } from './create-preview-resolver';
export type { PreviewFile, PreviewResolver, PreviewSource } from './use-preview-source';
export { previewKind } from './preview-kind';
export type { PreviewKind } from './preview-kind';
export {
  IDENTITY_TRANSFORM,
  ON_SCREEN_MARGIN_PX,
  ROTATE_STEP_DEG,
  ZOOM_IN_FACTOR,
  ZOOM_OUT_FACTOR,
  clampOffset,
  displayedSize,
  rotate,
  zoomIn,
  zoomOut,
} from './image-transform';
export type { ImageTransform } from './image-transform';
