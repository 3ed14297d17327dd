/** Uploader's user-facing texts (zh-CN); the lead may merge them into packages/ui/src/messages.ts. */
export const uploaderMessages = {
  add: '上传文件',
  addHint: '点击、拖拽或粘贴截图上传',
  region: '文件上传',
  list: '已上传文件',
  replace: '替换',
  remove: '删除',
  preview: '预览',
  retry: '重新上传',
  uploading: '上传中',
  finished: '上传成功',
  fail: '上传失败',
  progress: (name: string) => `${name} 上传进度`,
  /** Spec §8 "file exceeds maximum of N M". */
  size: (mb: string) => `文件超过最大限制${mb}M`,
  /** Spec §8: the format message lists the allowed extensions. */
  extension: (extensions: readonly string[]) => `仅支持上传${extensions.join('、')}格式的文件`,
  count: (max: number) => `最多上传${max}个文件`,
  /** Spec §8, verbatim. */
  upload: '上传失败',
  /** Spec §8, verbatim. */
  callback: '回调函数错误',
  config: '上传失败',
} as const;
