/** Saves a file the app received (an export) under `name`, as a link with `download` would. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the object URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
