import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const TagBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  box-sizing: border-box;
  min-height: ${({ theme }) => theme.sizes.control};
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: text;

  &:hover:not([data-disabled]) {
    border-color: ${({ theme }) => theme.colors.border.strong};
  }
  &:has(input:focus-visible) {
    ${focusRing};
    border-color: ${({ theme }) => theme.colors.border.focus};
  }
  &:has(input[aria-invalid='true']) {
    border-color: ${({ theme }) => theme.colors.border.danger};
  }
  &[data-disabled] {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.bg.subtle};
  }
`;

export const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Tag = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  min-height: 32px;
  padding-inline-start: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.bg.brandSubtle};
  border: 1px solid ${({ theme }) => theme.colors.border.brand};
  border-radius: ${({ theme }) => theme.radii.pill};

  &[data-warning] {
    background: ${({ theme }) => theme.colors.bg.warning};
    border-color: ${({ theme }) => theme.colors.text.warning};
  }
`;

export const TagText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const WarningMark = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 16px;
  height: 16px;
  font-size: 11px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text.inverse};
  background: ${({ theme }) => theme.colors.text.warning};
  border-radius: ${({ theme }) => theme.radii.round};
`;

export const RemoveButton = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  padding: 0;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1;
  color: ${({ theme }) => theme.colors.text.muted};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text.default};
    background: ${({ theme }) => theme.colors.bg.muted};
  }
  &:focus-visible {
    ${focusRing};
    outline-offset: 0;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const TagTextInput = styled.input`
  flex: 1 0 8ch;
  min-width: 8ch;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space[1]};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text.default};
  background: transparent;
  border: 0;
  outline: none;

  &::placeholder {
    color: ${({ theme }) => theme.colors.text.subtle};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;
