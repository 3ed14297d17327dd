import { configure } from '@testing-library/react';

// Lazy screens are transformed on first import in the test run; on two shared cores that can exceed the
// default 1 s of findBy* queries, which would make the tests flaky rather than wrong.
configure({ asyncUtilTimeout: 5000 });
