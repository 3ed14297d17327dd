/** Hand bytes to the browser as a download named `fileName` (an object URL on a transient link). */
export function saveFile(data: Uint8Array<ArrayBuffer>, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; a later revoke only frees the memory.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
