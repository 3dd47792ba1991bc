/**
 * Saves text as a download in the browser: a Blob, an object URL and an anchor's download.
 * Throws when the browser refuses (no object URLs, downloads blocked by policy), so the
 * caller can say so.
 */
export const saveTextFile = (text: string, filename: string, mimeType: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  try {
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = filename;
    anchor.rel = 'noopener';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    // The click has handed the blob to the download; a later revoke frees it either way.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
};
