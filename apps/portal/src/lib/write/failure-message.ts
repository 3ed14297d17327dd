/** The text of a failed call for the user (the client's errors carry the server's Chinese message). */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : '操作失败，请稍后重试';
}
