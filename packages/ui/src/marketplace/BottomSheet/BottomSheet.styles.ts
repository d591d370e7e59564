import styled from 'styled-components';

/**
 * The sheet: pinned to the bottom of the screen, at most 85% of its height so the page above stays
 * in sight; its body scrolls, its header and footer stay.
 */
export const Panel = styled.div`
  position: fixed;
  z-index: var(--haat-z-modal);
  inset: auto 0 0;
  display: flex;
  flex-direction: column;
  max-height: 85dvh;
  margin: 0 auto;
  max-width: 640px;
  background: var(--haat-color-bg-surface);
  border-radius: var(--haat-radius-xl) var(--haat-radius-xl) 0 0;
  box-shadow: var(--haat-shadow-lg);

  &:focus-visible {
    outline: none;
  }
`;

export const SheetHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--haat-space-3);
  padding-block: var(--haat-space-3) var(--haat-space-2);
  padding-inline: var(--haat-space-4) var(--haat-space-3);
  border-block-end: 1px solid var(--haat-color-border-subtle);
`;

export const SheetTitle = styled.h2`
  margin: 0;
  font-size: var(--haat-font-size-lg);
  line-height: var(--haat-line-height-tight);
`;

export const SheetDescription = styled.p`
  margin: 0;
  padding: var(--haat-space-2) var(--haat-space-4) 0;
  color: var(--haat-color-text-muted);
`;

export const SheetBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: var(--haat-space-4);
`;

export const SheetFooter = styled.div`
  display: grid;
  gap: var(--haat-space-2);
  padding: var(--haat-space-3) var(--haat-space-4);
  padding-block-end: calc(var(--haat-space-3) + env(safe-area-inset-bottom, 0px));
  border-block-start: 1px solid var(--haat-color-border-subtle);
`;
