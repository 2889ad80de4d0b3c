import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest globals Testing Library cannot unmount by itself: a test's tree (and its toast
// container) would stay in the document for the next test.
afterEach(cleanup);
