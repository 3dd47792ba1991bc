/**
 * Saves a file the way a browser download does: a temporary link with `download`.
 * Throws when the browser refuses to make the file (a sandboxed frame, a locked-down
 * profile); callers turn that into the negative notification of spec 001 §8.
 */
export const saveFile = (content: Blob, filename: string): void => {
  const url = URL.createObjectURL(content);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the download already; a later tick frees it.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
};
