/** Starts a download of `href` (a server link or a blob URL) under `filename`. */
export function downloadHref(href: string, filename: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
}

/**
 * Saves `text`, made in the browser, as a file of MIME `type` (no trip to the server); the blob's URL
 * is let go `keepMs` later, once the browser has taken the download.
 */
export function downloadText(text: string, filename: string, type: string, keepMs: number): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  downloadHref(url, filename);
  setTimeout(() => URL.revokeObjectURL(url), keepMs);
}
