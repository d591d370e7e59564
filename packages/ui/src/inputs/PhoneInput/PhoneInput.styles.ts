import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const PhoneRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;

  & > input {
    flex: 1;
    min-width: 0;
  }
`;

/** The visible face of the country picker; the native select lies over it, transparent. */
export const CountryFace = styled.div`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  height: ${({ theme }) => theme.sizes.control};
  padding: 0 ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};

  &:hover:not([data-disabled]) {
    border-color: ${({ theme }) => theme.colors.border.strong};
  }
  &:has(select:focus-visible) {
    ${focusRing};
    border-color: ${({ theme }) => theme.colors.border.focus};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.text.muted};
    background: ${({ theme }) => theme.colors.bg.subtle};
  }

  & > select {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    cursor: pointer;
  }
  & > select:disabled {
    cursor: not-allowed;
  }
`;

export const IsoTag = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const Chevron = styled.span`
  color: ${({ theme }) => theme.colors.text.muted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
