/**
 * Hands a file to the browser's download under the given name (a saved book, an export of notes): the one place an
 * object URL is made, clicked and let go.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL would only hold the memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
