import { visuallyHidden } from '@haat/ui';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { externalLinkText as text } from './externalLinkText';

const Hidden = styled.span`
  ${visuallyHidden}
`;

export interface ExternalLinkProps extends ComponentPropsWithRef<'a'> {
  href: string;
  /** An affiliate or paid link: `rel="sponsored"`, as search engines ask. */
  sponsored?: boolean;
}

/** A link that leaves Haat: opens in a new tab, says so to screen readers, and shows ↗. */
export function ExternalLink({ sponsored, children, ...rest }: ExternalLinkProps) {
  return (
    <a {...rest} target="_blank" rel={`${sponsored ? 'sponsored ' : ''}noopener noreferrer`}>
      {children}
      <span aria-hidden="true"> ↗</span>
      <Hidden> {text.newTab}</Hidden>
    </a>
  );
}
