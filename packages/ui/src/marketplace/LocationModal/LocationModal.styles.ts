import styled from 'styled-components';
import { DialogCloseButton, DialogOverlay } from '../../internal/dialog.styles';
import { focusRing, inputBase } from '../../theme/mixins';
import { media } from '../../theme/media';

export const Overlay = DialogOverlay;

export const Content = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.modal};
  inset: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.bg.surface};

  &:focus-visible {
    outline: none;
  }

  ${media.tab} {
    inset: 10vh auto auto 50%;
    width: min(560px, calc(100vw - 32px));
    max-height: 80vh;
    transform: translateX(-50%);
    padding: ${({ theme }) => theme.space[6]};
    border-radius: ${({ theme }) => theme.radii.xl};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const CloseButton = DialogCloseButton;

export const SearchBox = styled.div`
  position: relative;
`;

export const SearchLabel = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const SearchInput = styled.input`
  ${inputBase};
`;

export const Listbox = styled.ul`
  position: absolute;
  z-index: 1;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  max-height: 280px;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0;
  overflow-y: auto;
  list-style: none;
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const Option = styled.li`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.bg.brandSubtle};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.border.brand};
  }

  small {
    color: ${({ theme }) => theme.colors.text.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const NoResults = styled.p`
  position: absolute;
  z-index: 1;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  margin: 0;
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  padding: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const ActionButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.control};
  padding: 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.link};
  background: ${({ theme }) => theme.colors.bg.brandSubtle};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  cursor: pointer;

  &:focus-visible {
    ${focusRing};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  svg {
    flex: none;
    width: 20px;
    height: 20px;
  }
`;

export const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text.muted};

  &[data-tone='danger'] {
    color: ${({ theme }) => theme.colors.text.danger};
  }
  &:empty {
    display: none;
  }
`;

export const SectionTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.muted};
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Chip = styled.button`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.border.strong};
  }
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.text.inverse};
    background: ${({ theme }) => theme.colors.bg.brand};
    border-color: ${({ theme }) => theme.colors.bg.brand};
  }
  &:focus-visible {
    ${focusRing};
  }
`;
