import { afterEach, describe, expect, it } from 'vitest';
import { applyCspNonce } from './csp-nonce';

afterEach(() => {
  // Only the tag this file adds: the head also holds the styles of files that share the worker (vitest.config.ts).
  document.head.querySelectorAll('meta[property="csp-nonce"]').forEach((m) => m.remove());
  delete window.__webpack_nonce__;
});

describe('CSP nonce for styled-components (security.md §1.4)', () => {
  it("takes the nonce from the csp-nonce meta tag's property", () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = 'r4nd0mN0nce==';
    document.head.append(meta);
    expect(applyCspNonce()).toBe('r4nd0mN0nce==');
    expect(window.__webpack_nonce__).toBe('r4nd0mN0nce==');
  });

  it('leaves the global unset without the meta tag', () => {
    expect(applyCspNonce()).toBeUndefined();
    expect(window.__webpack_nonce__).toBeUndefined();
  });

  it('is the first import of main.tsx', async () => {
    const { readFileSync } = await import('node:fs');
    const { resolve } = await import('node:path');
    // Vitest runs from the workspace folder (npm test, turbo and the README all do).
    const main = readFileSync(resolve(process.cwd(), 'src/main.tsx'), 'utf8');
    const firstImport = main.split('\n').find((line) => line.startsWith('import '));
    expect(firstImport).toBe("import './csp-nonce';");
  });
});
