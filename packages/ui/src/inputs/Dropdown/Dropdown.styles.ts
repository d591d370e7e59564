import styled from 'styled-components';

export const Listbox = styled.div`
  display: grid;
  gap: 2px;
  min-width: var(--popover-trigger-width);
  outline: none;
`;

export const OptionItem = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.bg.subtle};
    outline: none;
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.border.focus};
  }
  &[aria-selected='true'] {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text.link};
    background: ${({ theme }) => theme.colors.bg.brandSubtle};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;

export const Check = styled.span`
  width: 1em;
  flex: none;
`;
