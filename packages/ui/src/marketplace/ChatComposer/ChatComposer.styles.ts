import styled from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/mixins';

export const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.bg.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
`;

export const Label = styled.label`
  ${visuallyHidden};
`;

export const Input = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.sizes.control};
  max-height: ${({ theme }) => theme.sizes.textarea};
  padding: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  resize: none;
  field-sizing: content;

  &::placeholder {
    color: ${({ theme }) => theme.colors.text.subtle};
  }
  &:focus-visible {
    ${focusRing};
    border-color: ${({ theme }) => theme.colors.border.focus};
  }
`;
