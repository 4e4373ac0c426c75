/**
 * Installed before React DOM loads (the web project's first setup file): a DevTools hook that tells tests the
 * scheduler priority of each commit React makes (1 for a synchronous render, 3 for a default or transition one),
 * for tests about what React renders synchronously after hydration (src/lib/use-hydrated-store.test.tsx).
 */
type CommitListener = (priority: number) => void;

const listeners = new Set<CommitListener>();

(globalThis as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  renderers: new Map(),
  inject: () => 1,
  checkDCE: () => undefined,
  onScheduleFiberRoot: () => undefined,
  onCommitFiberRoot: (_id: number, _root: unknown, priority: number) => {
    for (const listener of listeners) listener(priority);
  },
  onCommitFiberUnmount: () => undefined,
  onPostCommitFiberRoot: () => undefined,
};

/** Calls `listener` with the priority of every commit until the returned function is called. */
export function onReactCommit(listener: CommitListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
