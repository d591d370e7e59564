import styled from 'styled-components';
import { focusRing } from '../theme/mixins';

/** The dimmed backdrop behind every Radix dialog of the kit. */
export const DialogOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: ${({ theme }) => theme.colors.bg.overlay};
`;

/** The round × button in a dialog's header. */
export const DialogCloseButton = styled.button`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  padding: 0;
  color: ${({ theme }) => theme.colors.text.muted};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: 24px;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.bg.subtle};
  }
  &:focus-visible {
    ${focusRing};
  }
`;
