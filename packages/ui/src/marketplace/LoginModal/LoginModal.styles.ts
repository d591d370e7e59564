import styled from 'styled-components';
import { DialogCloseButton, DialogOverlay } from '../../internal/dialog.styles';
import { media } from '../../theme/media';

export const Overlay = DialogOverlay;

export const Content = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.modal};
  inset: auto 0 0 0;
  max-height: 92vh;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.bg.surface};
  border-radius: ${({ theme }) => theme.radii.xl} ${({ theme }) => theme.radii.xl} 0 0;
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus-visible {
    outline: none;
  }

  ${media.tab} {
    inset: 50% auto auto 50%;
    width: min(440px, calc(100vw - 32px));
    transform: translate(-50%, -50%);
    padding: ${({ theme }) => theme.space[8]};
    border-radius: ${({ theme }) => theme.radii.xl};
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const CloseButton = styled(DialogCloseButton)`
  flex: none;
  margin: -6px -6px 0 0;
`;

export const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const MobileRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  > :last-child {
    flex: 1;
    min-width: 0;
  }
`;

export const Prefix = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  height: ${({ theme }) => theme.sizes.control};
  padding: 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  background: ${({ theme }) => theme.colors.bg.subtle};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** Sits level with the input when the field has a label above it. */
export const PrefixSlot = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: flex-start;
  padding-top: 21px;
  align-self: flex-start;
`;

export const SentTo = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};

  strong {
    color: ${({ theme }) => theme.colors.text.default};
  }
`;

export const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.danger};
  background: ${({ theme }) => theme.colors.bg.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &:empty {
    display: none;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;
