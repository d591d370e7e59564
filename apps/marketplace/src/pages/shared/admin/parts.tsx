import styled from 'styled-components';

/** A row's action buttons. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A reason an admin gave (or a reporter wrote): user-supplied text, shown as text. */
export const Reason = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.muted};
  white-space: pre-line;
`;

/** Filters above a list: fields side by side on wide screens, one per line on phones. */
export const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

export const FilterButtons = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A list of cards (banners, reports): one card per item. */
export const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One item to review: its title, its facts, its actions, spaced evenly. */
export const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};

  h2 {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    align-items: baseline;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
  h2 a {
    color: ${({ theme }) => theme.colors.text.link};
  }
`;

/** An item's facts as name and value pairs; values are user text, kept as written. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(96px, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.text.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;
