import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const Region = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  inset-inline: ${({ theme }) => theme.space[3]};
  bottom: calc(${({ theme }) => theme.sizes.bottomBar} + ${({ theme }) => theme.space[3]});
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  pointer-events: none;

  @media (min-width: ${({ theme }) => theme.breakpoints.tab}px) {
    inset-inline: auto ${({ theme }) => theme.space[6]};
    bottom: ${({ theme }) => theme.space[6]};
    align-items: flex-end;
  }
`;

export const ToastBox = styled.div`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  width: min(100%, 420px);
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.border.brand};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};

  &[data-tone='error'] {
    border-inline-start-color: ${({ theme }) => theme.colors.border.danger};
  }
  &[data-tone='success'] {
    border-inline-start-color: ${({ theme }) => theme.colors.text.success};
  }
`;

export const Message = styled.p`
  flex: 1;
  margin: 0;
  padding-block: 2px;
`;

export const Close = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  padding: 0;
  color: ${({ theme }) => theme.colors.text.muted};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.bg.subtle};
  }
  &:focus-visible {
    ${focusRing};
  }
`;
