import type { CSSProperties, ReactNode } from 'react';
import styled from 'styled-components';
import { marketplaceStrings } from '../strings';

/** Standard IAB sizes the pages use. */
export const adSlotSizes = {
  leaderboard: { width: 728, height: 90 },
  mediumRectangle: { width: 300, height: 250 },
  mobileBanner: { width: 320, height: 50 },
} as const;

export type AdSlotSize = keyof typeof adSlotSizes;

export interface AdSlotProps {
  /** A named size or an explicit one; the space is reserved whether or not an ad arrives. */
  size: AdSlotSize | { width: number; height: number };
  /**
   * Renders the third-party ad into the reserved box. Without it (no ad network configured) the
   * slot renders only its empty, reserved space so that the layout does not shift.
   */
  render?: (slot: { width: number; height: number }) => ReactNode;
  /** Identifies the placement for the ad network and for tests. */
  name?: string;
}

const Box = styled.div`
  position: relative;
  width: 100%;
  max-width: var(--ad-width);
  height: var(--ad-height);
  margin: 0 auto;
  overflow: hidden;

  &[data-filled='true'] {
    background: var(--haat-color-bg-subtle);
  }
`;

const Label = styled.span`
  position: absolute;
  inset-block-start: 0;
  inset-inline-end: 0;
  padding: 0 4px;
  font-size: 10px;
  color: var(--haat-color-text-muted);
  background: var(--haat-color-bg-surface);
`;

/** A fixed-size slot for a third-party ad network, empty (but reserved) when none is configured. */
export function AdSlot({ size, render, name }: AdSlotProps) {
  const box = typeof size === 'string' ? adSlotSizes[size] : size;
  const style = { '--ad-width': `${box.width}px`, '--ad-height': `${box.height}px` } as CSSProperties;
  if (!render) {
    return <Box style={style} data-ad-slot={name ?? ''} data-filled="false" aria-hidden="true" />;
  }
  return (
    <Box
      style={style}
      data-ad-slot={name ?? ''}
      data-filled="true"
      role="complementary"
      aria-label={marketplaceStrings.advertisement}
    >
      <Label aria-hidden="true">{marketplaceStrings.advertisement}</Label>
      {render(box)}
    </Box>
  );
}
