import { toast } from 'sonner';

/** Posts a file as the request body, its name in X-File-Name (the staff upload endpoints). */
export function postFile(url: string, file: File, contentType: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    body: file,
    credentials: 'same-origin',
    headers: { 'Content-Type': contentType, 'X-File-Name': encodeURIComponent(file.name) },
  });
}

/** Whether the file is at most `maxBytes`; when not, a toast says so with `advice`. */
export function fitsSize(file: File, maxBytes: number, advice: string): boolean {
  if (file.size <= maxBytes) return true;
  toast.error('File too large', { description: advice });
  return false;
}
