import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { loaderFetchSettled } from '../apps/marketplace/src/routing/loaderFetch';

// Under a full parallel run on 2 cores a render and its fake API can take longer than the library's
// 1 s; waits end as soon as what they look for is there, so only a failure is slower.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());

// The app fetches every route loader's chunk once idle (routes.tsx); a file that ends while those
// imports are in flight had them fail after jsdom was torn down (CI: EnvironmentTeardownError).
afterAll(() => loaderFetchSettled());
