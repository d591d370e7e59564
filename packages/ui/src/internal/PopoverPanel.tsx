import * as Popover from '@radix-ui/react-popover';
import styled from 'styled-components';

/** The panel of the kit's popovers: a Radix Popover.Content in the theme's surface, above the page. */
export const PopoverPanel = styled(Popover.Content)`
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  box-sizing: border-box;
  max-width: calc(100vw - ${({ theme }) => theme.space[4]});
  max-height: var(--radix-popover-content-available-height);
  overflow: auto;
  padding: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.border.focus};
  }
`;
