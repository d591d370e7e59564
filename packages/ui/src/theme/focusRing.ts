import { css } from 'styled-components';

export const focusRing = css`
  outline: 2px solid var(--haat-color-border-focus);
  outline-offset: 2px;
`;
