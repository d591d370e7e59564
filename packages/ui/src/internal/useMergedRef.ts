import { useCallback, type Ref, type RefCallback } from 'react';

function assign<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/** One callback ref that feeds the caller's `ref` prop and the component's own ref. */
export function useMergedRef<T>(a: Ref<T> | undefined, b: Ref<T> | undefined): RefCallback<T> {
  return useCallback(
    (node: T | null) => {
      assign(a, node);
      assign(b, node);
    },
    [a, b],
  );
}
