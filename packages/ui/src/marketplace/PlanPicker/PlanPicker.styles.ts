import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[1]};
`;

/** One plan: the whole card is the radio's label, so a tap anywhere on it chooses the plan. */
export const Card = styled.label`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  column-gap: ${({ theme }) => theme.space[3]};
  row-gap: ${({ theme }) => theme.space[1]};
  align-items: start;
  align-content: start;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.motion.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colors.border.strong};
  }
  /* Chosen: a thicker brand border drawn inside, so the layout does not move. */
  &:has(:checked) {
    border-color: ${({ theme }) => theme.colors.border.brand};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border.brand};
    background: ${({ theme }) => theme.colors.bg.brandSubtle};
  }
  &:has([aria-invalid='true']) {
    border-color: ${({ theme }) => theme.colors.border.danger};
  }
  &:has(:focus-visible) {
    ${focusRing};
  }
  &:has(:disabled) {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.text.muted};
    background: ${({ theme }) => theme.colors.bg.subtle};
    border-color: ${({ theme }) => theme.colors.border.subtle};
    box-shadow: none;
  }
  /* While disabled (a purchase running), the chosen plan still shows which it is. */
  &:has(:checked:disabled) {
    border-color: ${({ theme }) => theme.colors.border.brand};
  }
`;

export const Radio = styled.input`
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.bg.brand};
  cursor: inherit;

  /* The card shows the ring around the whole option. */
  &:focus-visible {
    outline: none;
  }
`;

export const Title = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const Price = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  white-space: nowrap;
`;

export const Details = styled.span`
  grid-column: 2 / -1;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text.muted};

  [data-cashback='true'] {
    color: ${({ theme }) => theme.colors.text.success};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;
