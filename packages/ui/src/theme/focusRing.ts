import { css } from 'styled-components';

export const focusRing = css`
  outline: 2px solid ${({ theme }) => theme.colors.border.focus};
  outline-offset: 2px;
`;
