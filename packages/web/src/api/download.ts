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

/** Builds '?a=1&b=x' from the non-empty values. */
export function queryString(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && String(value).trim() !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
