import { apiRequest } from './client';

/** The file name the server gave in Content-Disposition is lost with fetch; the caller names it. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const blob = (await apiRequest(path, { responseType: 'blob' })) as Blob;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
