import { use } from 'react';
import { ValidationGroupContext, type ValidationGroupHandle } from './ValidationGroupContext';

const outside: ValidationGroupHandle = {
  validate: () => true,
  reset: () => {},
};

/**
 * The nearest `ValidationGroup`'s `{ validate, reset }`, for a submit button or form handler inside
 * it. Outside any group, `validate()` has nothing to check and returns true.
 */
export function useValidationGroup(): ValidationGroupHandle {
  return use(ValidationGroupContext) ?? outside;
}
