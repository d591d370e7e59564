import { Heading } from '@haat/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A page's `<h1>`: the kit's level-1 heading (xxl) with the page's space above and below it. */
export const PageTitle = styled(Heading).attrs({ level: 1 })`
  margin-block: var(--haat-space-2) var(--haat-space-4);
`;

const Prose = styled.div`
  max-width: 72ch;
  line-height: var(--haat-line-height-relaxed);
  color: var(--haat-color-text-default);
  h2 {
    margin: var(--haat-space-6) 0 var(--haat-space-2);
    font-size: var(--haat-font-size-xl);
  }
  a {
    color: var(--haat-color-text-link);
  }
`;

export const Card = styled.section`
  padding: var(--haat-space-4);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-lg);
  background: var(--haat-color-bg-surface);
`;

export const Muted = styled.p`
  color: var(--haat-color-text-muted);
`;

/** A simple text page: a heading and its prose. */
export function TextPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article aria-labelledby="page-title">
      <PageTitle id="page-title">{title}</PageTitle>
      <Prose>{children}</Prose>
    </article>
  );
}
