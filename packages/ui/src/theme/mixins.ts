// The shared css fragments, one module each: styled-components' `css` calls are not pure, so a
// bundler keeps every fragment of a module it reaches; a component then pays only for its own.
export { focusRing } from './focusRing';
export { inputBase } from './inputBase';
export { visuallyHidden } from './visuallyHidden';
