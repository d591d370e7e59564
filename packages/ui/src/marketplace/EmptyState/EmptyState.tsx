import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyStateProps {
  /** What is missing, as a heading (e.g. the spec's "Oops... We can't find anything…"). */
  title: ReactNode;
  /** A hint under the title: what the person can do about it. */
  description?: ReactNode;
  /** A call to action, usually a `Button`. */
  action?: ReactNode;
  /** A decorative illustration; hidden from assistive technology. */
  illustration?: ReactNode;
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** More ways forward under the action, such as links to nearby places that have ads. */
  children?: ReactNode;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--haat-space-3);
  padding: var(--haat-space-10) var(--haat-space-4);
  text-align: center;
  color: var(--haat-color-text-muted);
`;

const Title = styled.h2`
  margin: 0;
  max-width: 36em;
  font-size: var(--haat-font-size-xl);
  font-weight: var(--haat-font-weight-semibold);
  line-height: var(--haat-line-height-tight);
  color: var(--haat-color-text-default);
`;

const Description = styled.p`
  margin: 0;
  max-width: 36em;
`;

/** Further ways forward: a wrapping row, centred like the rest. */
const More = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--haat-space-2);
  max-width: 36em;
  margin-block-start: var(--haat-space-2);
`;

const Art = styled.div`
  color: var(--haat-color-border-brand);
`;

/** Default art: a magnifier over an empty shelf, drawn inline (no image request). */
function SearchArt() {
  return (
    <svg width="96" height="96" viewBox="0 0 96 96" fill="none" focusable="false">
      <rect x="10" y="70" width="76" height="6" rx="3" fill="currentColor" opacity="0.25" />
      <circle cx="42" cy="40" r="20" stroke="currentColor" strokeWidth="6" />
      <path d="M57 55l16 16" stroke="currentColor" strokeWidth="8" strokeLinecap="round" />
    </svg>
  );
}

/** What a list shows when it has nothing: a title, a hint and one way forward. */
export function EmptyState({ title, description, action, illustration, headingLevel = 2, children }: EmptyStateProps) {
  return (
    <Wrapper>
      <Art aria-hidden="true">{illustration ?? <SearchArt />}</Art>
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action}
      {children ? <More>{children}</More> : null}
    </Wrapper>
  );
}
