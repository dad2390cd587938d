/** Saves bytes as a download named `fileName` (the browser's own save flow; nothing uploads). */
export function saveFile(data: Uint8Array | string, fileName: string, type: string): void {
  // Bytes here come from postMessage or pdf-lib: always a plain ArrayBuffer, never a shared one.
  const part = typeof data === 'string' ? data : (data as Uint8Array<ArrayBuffer>);
  const url = URL.createObjectURL(new Blob([part], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
