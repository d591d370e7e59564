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

/** A small centred dialog's panel (ConfirmDialog, ReasonDialog): scrolls when taller than the screen. */
export const DialogPanel = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.modal};
  inset: auto ${({ theme }) => theme.space[4]} 50% ${({ theme }) => theme.space[4]};
  transform: translateY(50%);
  max-width: 440px;
  max-height: calc(100dvh - ${({ theme }) => theme.space[8]});
  overflow-y: auto;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.bg.surface};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus-visible {
    outline: none;
  }
`;

export const DialogTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const DialogDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
`;

/** What the server refused (a wallet too short), announced inside the dialog. */
export const DialogError = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text.danger};
  background: ${({ theme }) => theme.colors.bg.danger};
  border: 1px solid ${({ theme }) => theme.colors.border.danger};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const DialogButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[6]};
`;
