import type { ReactNode } from 'react';
import styled from 'styled-components';

export const PageTitle = styled.h1`
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Prose = styled.div`
  max-width: 72ch;
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme }) => theme.colors.text.default};
  h2 {
    margin: ${({ theme }) => theme.space[6]} 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  a {
    color: ${({ theme }) => theme.colors.text.link};
  }
`;

export const Card = styled.section`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bg.surface};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.text.muted};
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
