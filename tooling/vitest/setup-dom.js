import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait for a state; their limit is a backstop for a state that never comes, not a budget (a lazy
// screen's first import on two shared, busy cores can take many seconds). The test's own limit is longer still.
configure({ asyncUtilTimeout: 60_000 });

afterEach(() => {
  cleanup();
});
