/**
 * Installed before React DOM loads (the web project's first setup file): a DevTools hook that tells tests the
 * scheduler priority of each commit React makes (1 for a synchronous render, 3 for a default or transition one)
 * and the components rendered in it, for tests about what React renders after hydration
 * (src/lib/use-hydrated-store.test.tsx, ADR 040 and 041).
 */
type CommitListener = (priority: number, rendered: string[]) => void;

interface Fiber { type: unknown; alternate: Fiber | null; child: Fiber | null; sibling: Fiber | null; flags: number }

const nameOf = (type: unknown): string | null => {
  if (typeof type === 'function') return (type as { displayName?: string }).displayName ?? type.name;
  if (typeof type === 'object' && type !== null) {
    const inner = type as { displayName?: string; type?: unknown; render?: unknown };
    return inner.displayName ?? nameOf(inner.type ?? inner.render);
  }
  return null;
};

/**
 * The components a commit rendered: a fiber is new (no alternate) or did work (PerformedWork = 1); a subtree whose
 * child is the same object as before was bailed out and is skipped, as React DevTools does (and bench:hydration).
 */
function renderedIn(root: { current: Fiber }): string[] {
  const names: string[] = [];
  const walk = (fiber: Fiber | null) => {
    for (let f = fiber; f; f = f.sibling) {
      const previous = f.alternate;
      const name = nameOf(f.type);
      if (name && (previous === null || (f.flags & 1) === 1)) names.push(name);
      if (previous === null || f.child !== previous.child) walk(f.child);
    }
  };
  walk(root.current.child);
  return names;
}

/**
 * The hook and its listeners live on the global object: in a worker that runs several test files (the shared group,
 * ADR 044) this file runs again before each of them, while React DOM, loaded once, keeps the hook it found first.
 */
const global = globalThis as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: { spiListeners?: Set<CommitListener>; [key: string]: unknown } };
const listeners: Set<CommitListener> = global.__REACT_DEVTOOLS_GLOBAL_HOOK__?.spiListeners ?? new Set<CommitListener>();

global.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
  spiListeners: listeners,
  supportsFiber: true,
  renderers: new Map(),
  inject: () => 1,
  checkDCE: () => undefined,
  onScheduleFiberRoot: () => undefined,
  onCommitFiberRoot: (_id: number, root: { current: Fiber }, priority: number) => {
    if (listeners.size === 0) return;
    const rendered = renderedIn(root);
    for (const listener of listeners) listener(priority, rendered);
  },
  onCommitFiberUnmount: () => undefined,
  onPostCommitFiberRoot: () => undefined,
};

/** Calls `listener` with the priority and the rendered components of every commit until the returned function is called. */
export function onReactCommit(listener: CommitListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
