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
  gap: ${({ theme }) => theme.space[1]};
  min-height: 20px;
  padding: 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1;
  letter-spacing: 0.02em;
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.bg.muted};

  &[data-tone='featured'] {
    color: ${({ theme }) => theme.colors.text.onAccent};
    background: ${({ theme }) => theme.colors.bg.accent};
    text-transform: uppercase;
  }
  &[data-tone='brand'] {
    color: ${({ theme }) => theme.colors.text.inverse};
    background: ${({ theme }) => theme.colors.bg.brand};
  }
  &[data-tone='success'] {
    color: ${({ theme }) => theme.colors.text.success};
    background: ${({ theme }) => theme.colors.bg.success};
  }
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.colors.text.danger};
    background: ${({ theme }) => theme.colors.bg.danger};
  }
  &[data-tone='count'] {
    justify-content: center;
    min-width: 18px;
    min-height: 18px;
    padding: 0 5px;
    color: ${({ theme }) => theme.colors.text.inverse};
    background: ${({ theme }) => theme.colors.text.danger};
    border-radius: ${({ theme }) => theme.radii.pill};
    letter-spacing: 0;
  }
`;

/** A short label: the Featured flag of an ad, a status, or an unread count. */
export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <StyledBadge data-tone={tone} {...rest} />;
}
