/** FilePreviewer's user-facing texts (zh-CN); the lead may merge them into packages/ui/src/messages.ts. */
export const filePreviewerMessages = {
  title: '文件预览',
  close: '关闭',
  zoomIn: '放大',
  zoomOut: '缩小',
  rotate: '旋转',
  reset: '还原',
  toolbar: '图片操作',
  imageHint: '可拖动图片，方向键移动',
  /** Spec §8: the alt text of the placeholder when an image fails, verbatim. */
  imageLoadError: 'image load error',
  /** Spec §8, verbatim. */
  unsupported: '该格式暂不支持预览',
  download: '下载文件',
  loading: '加载中',
  pdfError: 'PDF 加载失败',
  page: (n: number) => `第 ${n} 页`,
  pages: (n: number) => `共 ${n} 页`,
} as const;
