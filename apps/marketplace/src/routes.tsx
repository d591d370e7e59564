import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';

// Every route is its own lazily loaded chunk.
const HomePage = lazy(() => import('./pages/HomePage/HomePage'));

export function AppRoutes() {
  return (
    <Suspense fallback={<div aria-busy="true" style={{ minHeight: '60vh' }} />}>
      <Switch>
        <Route path="/" component={HomePage} />
      </Switch>
    </Suspense>
  );
}
