import styled from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/mixins';

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-lg);
  overflow: hidden;

  li + li {
    border-block-start: 1px solid var(--haat-color-border-subtle);
  }
`;

export const Row = styled.a`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: var(--haat-space-3);
  padding: var(--haat-space-3) var(--haat-space-4);
  color: inherit;
  text-decoration: none;

  &:hover {
    background: var(--haat-color-bg-subtle);
  }
  &:focus-visible {
    ${focusRing};
    outline-offset: -2px;
  }
  &[aria-current='page'] {
    background: var(--haat-color-bg-brand-subtle);
  }
`;

export const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  overflow: hidden;
  color: var(--haat-color-text-inverse);
  background: var(--haat-color-bg-brand);
  border-radius: var(--haat-radius-round);
  font-weight: var(--haat-font-weight-bold);

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Body = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;
`;

export const Name = styled.span`
  font-weight: var(--haat-font-weight-semibold);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  [data-unread='true'] & {
    font-weight: var(--haat-font-weight-bold);
  }
`;

export const AdTitle = styled.span`
  color: var(--haat-color-text-muted);
  font-size: var(--haat-font-size-xs);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Preview = styled.span`
  color: var(--haat-color-text-muted);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  [data-unread='true'] & {
    color: var(--haat-color-text-default);
    font-weight: var(--haat-font-weight-semibold);
  }
`;

export const Side = styled.span`
  display: grid;
  justify-items: end;
  gap: var(--haat-space-1);
  color: var(--haat-color-text-muted);
  font-size: var(--haat-font-size-xs);
`;

export const Count = styled.span`
  display: grid;
  place-items: center;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  color: var(--haat-color-text-inverse);
  background: var(--haat-color-bg-brand);
  border-radius: var(--haat-radius-pill);
  font-weight: var(--haat-font-weight-bold);
`;

export const Hidden = styled.span`
  ${visuallyHidden};
`;
