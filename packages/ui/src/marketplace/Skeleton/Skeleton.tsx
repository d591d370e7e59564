import type { ComponentPropsWithRef, CSSProperties } from 'react';
import styled, { keyframes } from 'styled-components';

export interface SkeletonProps extends ComponentPropsWithRef<'span'> {
  /** CSS width. @default '100%' */
  width?: string | number;
  /** CSS height. @default '1em' */
  height?: string | number;
  /** Corner rounding from the theme's radii; `round` for an avatar or a dot. @default 'sm' */
  radius?: 'sm' | 'md' | 'lg' | 'round';
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const StyledSkeleton = styled.span`
  display: block;
  width: var(--skeleton-width, 100%);
  height: var(--skeleton-height, 1em);
  border-radius: var(--haat-radius-sm);
  background: linear-gradient(
    90deg,
    var(--haat-color-bg-muted) 25%,
    var(--haat-color-bg-subtle) 50%,
    var(--haat-color-bg-muted) 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  &[data-radius='md'] {
    border-radius: var(--haat-radius-md);
  }
  &[data-radius='lg'] {
    border-radius: var(--haat-radius-lg);
  }
  &[data-radius='round'] {
    border-radius: var(--haat-radius-round);
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const size = (value: string | number | undefined) => (typeof value === 'number' ? `${value}px` : value);

/** A grey placeholder block shown while content loads. Hidden from assistive technology. */
export function Skeleton({ width, height, radius = 'sm', style, ...rest }: SkeletonProps) {
  const vars = { '--skeleton-width': size(width), '--skeleton-height': size(height), ...style } as CSSProperties;
  return <StyledSkeleton aria-hidden="true" data-radius={radius} style={vars} {...rest} />;
}
