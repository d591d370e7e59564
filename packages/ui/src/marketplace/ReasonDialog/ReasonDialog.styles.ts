import styled from 'styled-components';

export const Content = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.modal};
  inset: auto ${({ theme }) => theme.space[4]} 50% ${({ theme }) => theme.space[4]};
  transform: translateY(50%);
  max-width: 480px;
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

export const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

export const ServerError = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text.danger};
  background: ${({ theme }) => theme.colors.bg.danger};
  border: 1px solid ${({ theme }) => theme.colors.border.danger};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;
