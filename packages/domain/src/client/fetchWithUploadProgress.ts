/** How much of a request body was sent. */
export type UploadProgressListener = (progress: { loaded: number; total: number }) => void;

/**
 * `fetch` over XMLHttpRequest, for uploads whose progress is shown: browsers report how much of a
 * request body was sent only to XMLHttpRequest (a streamed fetch body needs HTTP/2). Answers a
 * `Response` so the client's pipeline reads it like any other; an abort rejects as fetch does.
 */
export function fetchWithUploadProgress(
  url: string,
  init: RequestInit & { headers: Record<string, string> },
  onUploadProgress: UploadProgressListener,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(init.method ?? 'GET', url);
    for (const [name, value] of Object.entries(init.headers)) request.setRequestHeader(name, value);
    request.responseType = 'arraybuffer';
    request.upload.onprogress = (event) =>
      onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    request.onload = () => {
      const headers = new Headers();
      for (const line of request
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const separator = line.indexOf(':');
        if (separator > 0)
          headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
      }
      // 204 and 304 answers may not carry a body.
      const body = request.status === 204 || request.status === 304 ? null : request.response;
      resolve(new Response(body as ArrayBuffer | null, { status: request.status, headers }));
    };
    request.onerror = () => reject(new TypeError('Failed to fetch'));
    const abort = () => request.abort();
    request.onabort = () =>
      reject(init.signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    if (init.signal?.aborted) {
      reject(init.signal.reason);
      return;
    }
    init.signal?.addEventListener('abort', abort, { once: true });
    request.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
