/** What the upload route answered, or "network" when no answer came. */
export type UploadResult = { ok: true; image: string } | { ok: false; code: string; status: number };

/**
 * Sends the image to POST /api/profile/image. XMLHttpRequest rather than fetch: it reports the
 * upload's progress. The session cookie goes along; the header proves the call is ours (CSRF).
 */
export function uploadProfileImage(
  file: File,
  onProgress: (percent: number) => void,
): { done: Promise<UploadResult>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadResult>((resolve) => {
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let body: { code?: string; image?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // Not our JSON (a proxy's error page): the status says enough.
      }
      if (xhr.status === 200 && body.code === "OK" && body.image) {
        onProgress(100);
        resolve({ ok: true, image: body.image });
      } else {
        resolve({ ok: false, code: body.code ?? "HTTP", status: xhr.status });
      }
    };
    xhr.onerror = () => resolve({ ok: false, code: "NETWORK", status: 0 });
    xhr.onabort = () => resolve({ ok: false, code: "ABORTED", status: 0 });
  });
  const body = new FormData();
  body.set("image", file, file.name);
  xhr.open("POST", "/api/profile/image");
  xhr.setRequestHeader("x-weedo-csrf", "1");
  xhr.send(body);
  return { done, abort: () => xhr.abort() };
}
