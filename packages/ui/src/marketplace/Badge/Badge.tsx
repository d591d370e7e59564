import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

export type BadgeTone = 'featured' | 'neutral' | 'brand' | 'success' | 'danger' | 'count';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** The look: `featured` (the ad flag, upper case), `neutral`, `brand`, `success`, `danger`, or `count` (a round unread count). @default 'neutral' */
  tone?: BadgeTone;
}

const StyledBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--haat-space-1);
  min-height: 20px;
  padding: 0 var(--haat-space-2);
  font-size: var(--haat-font-size-xs);
  font-weight: var(--haat-font-weight-semibold);
  line-height: 1;
  letter-spacing: 0.02em;
  white-space: nowrap;
  border-radius: var(--haat-radius-sm);
  color: var(--haat-color-text-default);
  background: var(--haat-color-bg-muted);

  &[data-tone='featured'] {
    color: var(--haat-color-text-on-accent);
    background: var(--haat-color-bg-accent);
    text-transform: uppercase;
  }
  &[data-tone='brand'] {
    color: var(--haat-color-text-inverse);
    background: var(--haat-color-bg-brand);
  }
  &[data-tone='success'] {
    color: var(--haat-color-text-success);
    background: var(--haat-color-bg-success);
  }
  &[data-tone='danger'] {
    color: var(--haat-color-text-danger);
    background: var(--haat-color-bg-danger);
  }
  &[data-tone='count'] {
    justify-content: center;
    min-width: 18px;
    min-height: 18px;
    padding: 0 5px;
    color: var(--haat-color-text-inverse);
    background: var(--haat-color-bg-danger-strong);
    border-radius: var(--haat-radius-pill);
    letter-spacing: 0;
  }
`;

/** A short label: the Featured flag of an ad, a status, or an unread count. */
export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <StyledBadge data-tone={tone} {...rest} />;
}
