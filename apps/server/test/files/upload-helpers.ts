import { COOKIE, HEADER, SYSTEM_TYPE, fileEndpoints, queryPairs, requestSign } from '@scf/api/contract';
import type { TestServerHandle } from '../helpers/test-server';
import type { CallResult, TestClient } from '../helpers/test-client';
import { newNonce } from '../helpers/test-client';

/** A real 4×3 PNG and JPEG (the store decodes images and refuses anything after IEND / EOI). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWMwXlUORww4OQAzzg/xUTK2PQAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAH/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAwb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCgBQD/2Q==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A RAR 5 signature and a little more (the store keeps rar on its magic bytes, never opening it). */
export const RAR = Buffer.concat([Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x01, 0x00]), Buffer.alloc(24, 7)]);

export interface ZipEntry {
  name: string;
  /** Declared sizes (what a zip bomb lies about or really has); the stored data is `data`. */
  data?: Buffer;
  uncompressed?: number;
  compressed?: number;
}

/**
 * The fields a local header and its central directory entry share, from the version needed to extract at `at` (4 in
 * a local header; 6 in a central entry, after its "version made by").
 */
function writeEntryFields(header: Buffer, at: number, f: { method: number; compressed: number; uncompressed: number; nameLength: number }): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(f.method, at + 4);
  header.writeUInt32LE(f.compressed, at + 14);
  header.writeUInt32LE(f.uncompressed, at + 18);
  header.writeUInt16LE(f.nameLength, at + 22);
}

/**
 * A zip built by hand: local headers with the data stored, then the central directory and its end record. Sizes may
 * be declared other than the data (the store reads declarations only, never inflating).
 */
export function zip(entries: readonly ZipEntry[], options: { declaredCount?: number; trailing?: Buffer } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const data = e.data ?? Buffer.alloc(0);
    const compressed = e.compressed ?? data.length;
    const uncompressed = e.uncompressed ?? data.length;
    const fields = { method: e.uncompressed !== undefined ? 8 : 0, compressed, uncompressed, nameLength: name.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, fields);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeEntryFields(central, 6, fields);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.declaredCount ?? entries.length, 8);
  end.writeUInt16LE(options.declaredCount ?? entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end, options.trailing ?? Buffer.alloc(0)]);
}

/** Sets the file store's size limits (`FILE_UPLOAD` config), or removes them with `null`. */
export async function setUploadLimits(server: TestServerHandle, value: { maxSizeKb?: number; sizeOverridesKb?: Record<string, number> } | null): Promise<void> {
  await server.db.query("DELETE FROM sys_config WHERE config_key = 'FILE_UPLOAD'");
  if (value) await server.db.query("INSERT INTO sys_config (config_key, value_json) VALUES ('FILE_UPLOAD', $1::jsonb)", [JSON.stringify(value)]);
}

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
  /** The post policy's key (an upload under an issued policy). */
  key?: string;
}

/** `POST /v1/files?fileName` as the portal's client sends it: signed headers over path, query and an empty body. */
export async function upload(server: TestServerHandle, c: TestClient, fileName: string, bytes: Buffer, o: UploadOptions = {}): Promise<CallResult> {
  const search = new URLSearchParams({ fileName, ...(o.key ? { key: o.key } : {}) }).toString();
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
