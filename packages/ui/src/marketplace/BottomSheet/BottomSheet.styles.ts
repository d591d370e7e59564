import styled from 'styled-components';

/**
 * The sheet: pinned to the bottom of the screen, at most 85% of its height so the page above stays
 * in sight; its body scrolls, its header and footer stay.
 */
export const Panel = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.modal};
  inset: auto 0 0;
  display: flex;
  flex-direction: column;
  max-height: 85dvh;
  margin: 0 auto;
  max-width: 640px;
  background: ${({ theme }) => theme.colors.bg.surface};
  border-radius: ${({ theme }) => `${theme.radii.xl} ${theme.radii.xl} 0 0`};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus-visible {
    outline: none;
  }
`;

export const SheetHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]} ${theme.space[2]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
`;

export const SheetTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const SheetDescription = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]} 0`};
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const SheetBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space[4]};
`;

export const SheetFooter = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  padding-bottom: calc(${({ theme }) => theme.space[3]} + env(safe-area-inset-bottom, 0px));
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
`;
