import { createContext } from 'react';

/** What a field tells its group: how to validate it (showing its error) and where it sits in the DOM. */
export interface GroupField {
  /** Shows the field's error and returns true when the field is valid. */
  validate: () => boolean;
  /** Hides the field's error again (used by `reset()`). */
  reset: () => void;
  /** The element to focus when the field is the first invalid one. */
  element: () => HTMLElement | null;
}

/** The handle of a validation group: what a submit handler calls. */
export interface ValidationGroupHandle {
  /**
   * Validates every field of the group at once, shows every error, focuses the first invalid field
   * (in DOM order) and returns true only when all are valid.
   */
  validate: () => boolean;
  /** Hides every error shown so far, as after a fresh mount. */
  reset: () => void;
}

export interface GroupContextValue extends ValidationGroupHandle {
  register: (field: GroupField) => () => void;
}

export const ValidationGroupContext = createContext<GroupContextValue | null>(null);
