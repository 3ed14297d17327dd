import { COOKIE, HEADER, SYSTEM_TYPE, fileEndpoints, queryPairs, requestSign } from '@scf/api/contract';
import type { TestServerHandle } from '../helpers/test-server';
import type { CallResult, TestClient } from '../helpers/test-client';
import { newNonce } from '../helpers/test-client';

export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A multipart body with one `file` part, as the browser's FormData sends it. */
export function multipart(bytes: Buffer, fileName: string, boundary = 'scfboundary7e3'): { body: Buffer; contentType: string } {
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return { body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface UploadOptions {
  body?: Buffer;
  contentType?: string;
  /** Sign this body instead of '' (uploads are signed with an empty body). */
  signBody?: string;
  noXsrf?: boolean;
}

/** `POST /v1/files?fileName` as the portal's client sends it: signed headers over path, query and an empty body. */
export async function upload(server: TestServerHandle, c: TestClient, fileName: string, bytes: Buffer, o: UploadOptions = {}): Promise<CallResult> {
  const search = new URLSearchParams({ fileName }).toString();
  const form = multipart(bytes, fileName);
  const headers: Record<string, string> = {
    [HEADER.systemType]: SYSTEM_TYPE,
    [HEADER.nonce]: newNonce(),
    [HEADER.timestamp]: String(server.clock.now()),
    [HEADER.sign]: requestSign(fileEndpoints.upload.path, queryPairs(search), o.signBody ?? ''),
    'content-type': o.contentType ?? form.contentType,
    cookie: c.cookieHeader(),
  };
  const xsrf = c.cookies.get(COOKIE.xsrf);
  if (xsrf && !o.noXsrf) headers[HEADER.xsrf] = xsrf;
  if (c.token) headers[HEADER.authorization] = `Bearer ${c.token}`;
  const res = await server.app.inject({ method: 'POST', url: `${fileEndpoints.upload.path}?${search}`, headers, payload: o.body ?? form.body });
  const parsed = res.body.startsWith('{') ? (JSON.parse(res.body) as CallResult['body']) : { code: '', message: res.body, data: null };
  return { status: res.statusCode, headers: res.headers, body: parsed, res };
}

/** A link the browser follows (download, snapshot): only the session cookie, no API headers. */
export function follow(server: TestServerHandle, c: TestClient, url: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url, headers: { cookie: c.cookieHeader(), ...headers } });
}

export async function storedFileCount(server: TestServerHandle): Promise<number> {
  return Number((await server.db.query<{ n: unknown }>('SELECT count(*) AS n FROM stored_file'))[0]?.n);
}
