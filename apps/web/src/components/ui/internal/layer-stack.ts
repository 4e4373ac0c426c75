/**
 * Ordered stacks of active overlay layers. Only the topmost layer reacts to Escape or cycles Tab, so a
 * confirm opened above a bottom sheet closes on its own without taking the sheet with it.
 */
export interface LayerStack<T> {
  push(entry: T): () => void;
  top(): T | undefined;
  size(): number;
}

export function createLayerStack<T>(onFirst: () => void, onEmpty: () => void): LayerStack<T> {
  const entries: T[] = [];
  return {
    push(entry) {
      entries.push(entry);
      if (entries.length === 1) onFirst();
      return () => {
        const index = entries.lastIndexOf(entry);
        if (index === -1) return;
        entries.splice(index, 1);
        if (entries.length === 0) onEmpty();
      };
    },
    top: () => entries[entries.length - 1],
    size: () => entries.length,
  };
}
