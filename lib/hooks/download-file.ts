/** Saves text as a file through the browser's own download (an `<a download>` on a blob URL). */
export function downloadFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the blob to the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
