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
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.bg.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  ol {
    margin: ${({ theme }) => theme.space[2]} 0 0;
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
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[3]} 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-left: 3px solid ${({ theme }) => theme.colors.border.brand};
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
