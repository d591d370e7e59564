import { useImperativeHandle, useMemo, type ReactNode, type Ref } from 'react';
import {
  ValidationGroupContext,
  type GroupContextValue,
  type GroupField,
  type ValidationGroupHandle,
} from './ValidationGroupContext';

export interface ValidationGroupProps {
  /** The form's fields; every kit input inside registers itself, however deep. */
  children?: ReactNode;
  /** Receives `{ validate, reset }`, for a submit handler outside the group. */
  ref?: Ref<ValidationGroupHandle>;
}

function byDomOrder(a: HTMLElement, b: HTMLElement) {
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/**
 * Groups the kit's inputs like a native form: every input inside registers itself, and
 * `validate()` (from `ref` or `useValidationGroup()`) runs them all, shows every error at once,
 * focuses the first invalid field and returns true only when all are valid. Renders no element.
 */
export function ValidationGroup({ children, ref }: ValidationGroupProps) {
  const value = useMemo<GroupContextValue>(() => {
    const fields = new Set<GroupField>();
    return {
      register(field) {
        fields.add(field);
        return () => fields.delete(field);
      },
      validate() {
        const invalid = [...fields].filter((field) => !field.validate());
        const targets = invalid.map((field) => field.element()).filter((el): el is HTMLElement => el !== null);
        targets.sort(byDomOrder)[0]?.focus();
        return invalid.length === 0;
      },
      reset() {
        fields.forEach((field) => field.reset());
      },
    };
  }, []);

  useImperativeHandle(ref, () => ({ validate: value.validate, reset: value.reset }), [value]);

  return <ValidationGroupContext value={value}>{children}</ValidationGroupContext>;
}
