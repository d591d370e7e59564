import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A legal page's section: an `h2` with an id the page's contents link to. */
export function LegalSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

/** Paragraphs from a text constant. */
export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <>
      {items.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </>
  );
}

/** A bulleted list from a text constant. */
export function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

const ContentsNav = styled.nav`
  padding: var(--haat-space-3) var(--haat-space-4);
  background: var(--haat-color-bg-subtle);
  border-radius: var(--haat-radius-md);
  p {
    margin: 0;
    font-weight: var(--haat-font-weight-semibold);
  }
  ol {
    margin: var(--haat-space-2) 0 0;
  }
`;

/** "On this page": a link to each section. */
export function Contents({ label, sections }: { label: string; sections: readonly { id: string; heading: string }[] }) {
  return (
    <ContentsNav aria-label={label}>
      <p aria-hidden="true">{label}</p>
      <ol>
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`}>{s.heading}</a>
          </li>
        ))}
      </ol>
    </ContentsNav>
  );
}

/** Label and value pairs: the operator's name and address, the Grievance Officer's details. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: var(--haat-space-1) var(--haat-space-4);
  margin: var(--haat-space-3) 0;
  padding: var(--haat-space-3) var(--haat-space-4);
  border-inline-start: 3px solid var(--haat-color-border-brand);
  dt {
    font-weight: var(--haat-font-weight-semibold);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A note above a page's text (a translated legal page says the English binds). */
export const Notice = styled.p`
  margin-block: 0 var(--haat-space-4);
  padding: var(--haat-space-3) var(--haat-space-4);
  border-inline-start: 4px solid var(--haat-color-border-strong);
  background: var(--haat-color-bg-subtle);
  color: var(--haat-color-text-default);
`;
