import type { Plugin } from 'vite';

/**
 * Writes `version.json` ({ "entry": "/cv3/assets/index-<hash>.js" }) beside index.html: the entry script this build's
 * index.html loads. An open tab compares it with the entry it runs (src/lib/build-version) and offers a reload when
 * a newer build is deployed. A static file, so polling it never touches the user's session (index.html would: the
 * server renews the session when it serves the page, and the idle timeout would never end).
 */
export function buildVersion(): Plugin {
  let base = '/';
  return {
    name: 'scf:build-version',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
      if (!entry) return;
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ entry: `${base}${entry.fileName}` })}\n` });
    },
  };
}
