// Runs the given test files in the order ORDER names them (comma-separated path endings), one shared worker after the
// other: to reproduce a leak from one file into the next (docs/testing.md, "Portal: shared workers"), e.g.
// ORDER=server-activity.test.ts,idle-session-warning.test.tsx npx vitest run -c vitest.order.config.ts <the files>
import { defineConfig, mergeConfig } from 'vitest/config';
import type { ViteUserConfig } from 'vitest/config';
import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';
import base from './vitest.config';

const order = (process.env.ORDER ?? '').split(',').filter(Boolean);

class NamedOrder extends BaseSequencer {
  override sort(files: TestSpecification[]) {
    const at = (file: TestSpecification) => order.findIndex((end) => file.moduleId.endsWith(end));
    return Promise.resolve([...files].sort((a, b) => at(a) - at(b)));
  }
}

export default mergeConfig(base as ViteUserConfig, defineConfig({ test: { sequence: { sequencer: NamedOrder } } }));
