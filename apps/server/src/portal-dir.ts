import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the built portal is: `PORTAL_DIR`, else apps/portal/dist next to this app. This file and the bundle
 * (dist/main.js) sit one level below apps/server, so the same relative path works from source and bundle.
 */
export function resolvePortalDir(env: string | undefined): string {
  if (env) return path.resolve(env);
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../portal/dist');
}
