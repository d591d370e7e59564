import styled from 'styled-components';

/**
 * The panel of the kit's popovers: a native `popover="manual"` element, shown in the top layer (no
 * portal, no z-index race), placed under its trigger with CSS anchor positioning. Where a browser
 * lacks anchor positioning it keeps the UA's centred popover, still usable.
 */
export const PopoverPanel = styled.div`
  box-sizing: border-box;
  max-width: calc(100vw - ${({ theme }) => theme.space[4]});
  max-height: calc(100dvh - ${({ theme }) => theme.space[4]});
  overflow: auto;
  padding: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};

  @supports (position-area: block-end) {
    inset: auto;
    margin: 4px 0;
    position-area: block-end span-inline-end;
    position-try-fallbacks:
      flip-block,
      flip-inline,
      flip-block flip-inline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.border.focus};
  }
`;
