import styled from 'styled-components';

/**
 * The panel of the kit's popovers: a native `popover="manual"` element, shown in the top layer (no
 * portal, no z-index race), placed under its trigger with CSS anchor positioning. Where a browser
 * lacks anchor positioning it keeps the UA's centred popover, still usable.
 */
export const PopoverPanel = styled.div`
  box-sizing: border-box;
  max-width: calc(100vw - var(--haat-space-4));
  max-height: calc(100dvh - var(--haat-space-4));
  overflow: auto;
  padding: var(--haat-space-2);
  color: var(--haat-color-text-default);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-lg);
  box-shadow: var(--haat-shadow-lg);
  font-family: var(--haat-font-body);
  font-size: var(--haat-font-size-md);

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
    outline: 2px solid var(--haat-color-border-focus);
  }
`;
