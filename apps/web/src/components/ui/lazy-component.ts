import { lazy, type ComponentType } from 'react';
import { loadWithRetry } from './modal/load-with-retry';

/**
 * A component whose code is fetched the first time it renders (React.lazy; wrap it in Suspense), with the
 * lazy modals' retries (loadWithRetry) so one dropped request on a phone does not end in the error boundary.
 * For the parts only some readers need (a member's controls, a rarely used fallback): pass the export itself,
 * `lazyComponent(() => import('./member-part').then((m) => m.MemberPart))`. React.lazy rather than next/dynamic,
 * which preloads its chunk for every visitor.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint on the component's props
export function lazyComponent<C extends ComponentType<any>>(load: () => Promise<C>) {
  return lazy(() => loadWithRetry(load).then((component) => ({ default: component })));
}
