import styled from 'styled-components';

/** A row's action buttons. */

/** A reason an admin gave (or a reporter wrote): user-supplied text, shown as text. */
export const Reason = styled.span`
  display: block;
  margin-block-start: var(--haat-space-1);
  font-size: var(--haat-font-size-sm);
  color: var(--haat-color-text-muted);
  white-space: pre-line;
`;

/** Filters above a list: fields side by side on wide screens, one per line on phones. */
export const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  align-items: end;
  gap: var(--haat-space-3);
  margin-block-end: var(--haat-space-4);
`;

export const FilterButtons = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: var(--haat-space-2);
`;

/** A list of cards (banners, reports): one card per item. */
export const Cards = styled.ul`
  display: grid;
  gap: var(--haat-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One item to review: its title, its facts, its actions, spaced evenly. */
export const Card = styled.article`
  display: grid;
  gap: var(--haat-space-3);
  padding: var(--haat-space-4);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-lg);

  h2 {
    display: flex;
    flex-wrap: wrap;
    gap: var(--haat-space-2);
    align-items: baseline;
    margin: 0;
    font-size: var(--haat-font-size-lg);
    overflow-wrap: anywhere;
  }
  h2 a {
    color: var(--haat-color-text-link);
  }
`;

/** An item's facts as name and value pairs; values are user text, kept as written. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(96px, max-content) 1fr;
  gap: var(--haat-space-1) var(--haat-space-3);
  margin: 0;

  dt {
    color: var(--haat-color-text-muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;
