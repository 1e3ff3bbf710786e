/** What the library's upload route answered. */
export type LibraryUploadResult =
  { ok: true; image: { id: number; url: string } } | { ok: false; code: string; status: number };

/**
 * Sends a file to POST /api/myaffil/images with XMLHttpRequest (it reports upload progress). The
 * session cookie goes along; the header proves the call is ours (CSRF).
 */
export function uploadLibraryImage(
  file: File,
  onProgress: (percent: number) => void,
): { done: Promise<LibraryUploadResult>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<LibraryUploadResult>((resolve) => {
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let body: { code?: string; image?: { id: number; url: string } } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // Not our JSON: the status says enough.
      }
      if (xhr.status === 200 && body.code === "OK" && body.image) {
        onProgress(100);
        resolve({ ok: true, image: body.image });
      } else resolve({ ok: false, code: body.code ?? "HTTP", status: xhr.status });
    };
    xhr.onerror = () => resolve({ ok: false, code: "NETWORK", status: 0 });
    xhr.onabort = () => resolve({ ok: false, code: "ABORTED", status: 0 });
  });
  const body = new FormData();
  body.set("image", file, file.name);
  xhr.open("POST", "/api/myaffil/images");
  xhr.setRequestHeader("x-weedo-csrf", "1");
  xhr.send(body);
  return { done, abort: () => xhr.abort() };
}

export const LIBRARY_ACCEPT = "image/png,image/jpeg,image/gif,image/webp";
export const LIBRARY_MAX_BYTES = 2 * 1024 * 1024;
