import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { Link } from '../link';
import { media } from '../../theme/media';

export const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: var(--haat-z-header);
  background: var(--haat-color-bg-surface);
  border-block-end: 1px solid var(--haat-color-border-subtle);
`;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: var(--haat-space-3);
  max-width: var(--haat-size-max-content);
  min-height: var(--haat-size-header-height);
  margin: 0 auto;
  padding: 0 var(--haat-space-3);
  ${media.tab} {
    gap: var(--haat-space-4);
    padding: 0 var(--haat-space-6);
  }
`;

export const Logo = styled(Link)`
  display: inline-flex;
  align-items: baseline;
  gap: 6px;
  flex: none;
  font-size: var(--haat-font-size-xxl);
  font-weight: var(--haat-font-weight-bold);
  color: var(--haat-color-text-link);
  text-decoration: none;
  border-radius: var(--haat-radius-sm);
  span {
    /* the logo's own inlined subset (fonts.ts): no font download for three letters */
    font-family: 'Haat Logo', var(--haat-font-heading);
    font-size: var(--haat-font-size-md);
    color: var(--haat-color-text-warning);
  }
  &:focus-visible {
    ${focusRing};
  }
`;

const plainButton = `
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 8px;
  font: inherit;
  background: transparent;
  border: 0;
  cursor: pointer;
`;

export const LocationButton = styled.button`
  ${plainButton};
  min-width: 0;
  color: var(--haat-color-text-default);
  border: 1px solid var(--haat-color-border-default);
  border-radius: var(--haat-radius-md);
  & > span:not([data-hidden]) {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  svg {
    flex: none;
  }
  &:focus-visible {
    ${focusRing};
  }
  ${media.tab} {
    max-width: 220px;
  }
`;

export const SearchForm = styled.form`
  position: relative;
  display: none;
  flex: 1;
  min-width: 0;
  ${media.tab} {
    display: flex;
  }
`;

export const SearchInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 42px;
  padding: 0 var(--haat-space-3);
  font: inherit;
  color: var(--haat-color-text-default);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-strong);
  border-inline-end: 0;
  border-radius: var(--haat-radius-md) 0 0 var(--haat-radius-md);
  &::placeholder {
    color: var(--haat-color-text-subtle);
  }
  &:focus-visible {
    ${focusRing};
    outline-offset: -2px;
  }
`;

export const SearchSubmit = styled.button`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 42px;
  color: var(--haat-color-text-inverse);
  background: var(--haat-color-bg-brand);
  border: 0;
  border-radius: 0 var(--haat-radius-md) var(--haat-radius-md) 0;
  cursor: pointer;
  &:focus-visible {
    ${focusRing};
  }
`;

export const Suggestions = styled.div`
  position: absolute;
  inset-block-start: calc(100% + 4px);
  inset-inline-start: 0;
  inset-inline-end: 0;
  z-index: var(--haat-z-dropdown);
`;

export const Spacer = styled.div`
  flex: 1;
  ${media.tab} {
    display: none;
  }
`;

export const DesktopOnly = styled.div`
  display: none;
  align-items: center;
  gap: var(--haat-space-3);
  ${media.tab} {
    display: flex;
  }
`;

export const TextLink = styled(Link)`
  font-size: var(--haat-font-size-sm);
  font-weight: var(--haat-font-weight-bold);
  letter-spacing: 0.04em;
  color: var(--haat-color-text-default);
  text-decoration: none;
  white-space: nowrap;
  border-radius: var(--haat-radius-sm);
  &:hover {
    color: var(--haat-color-text-link);
  }
  &:focus-visible {
    ${focusRing};
  }
`;

export const AccountButton = styled.button`
  ${plainButton};
  color: var(--haat-color-text-default);
  border-radius: var(--haat-radius-pill);
  &:hover {
    background: var(--haat-color-bg-subtle);
  }
  &:focus-visible {
    ${focusRing};
  }
`;

/** The account's place while the session is being read: the account button's size (8 + 32 + 6 + 16 + 8). */
export const AccountPlaceholder = styled.span`
  display: inline-block;
  width: 70px;
  height: 40px;
  flex: none;
`;

export const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  font-weight: var(--haat-font-weight-bold);
  color: var(--haat-color-text-inverse);
  background: var(--haat-color-bg-brand);
  border-radius: var(--haat-radius-round);
`;

export const MenuHead = styled.div`
  display: grid;
  gap: 2px;
  padding: var(--haat-space-2) var(--haat-space-4) var(--haat-space-3);
  border-block-end: 1px solid var(--haat-color-border-subtle);
  strong {
    font-size: var(--haat-font-size-lg);
  }
  span {
    font-size: var(--haat-font-size-sm);
    color: var(--haat-color-text-muted);
  }
`;

export const MenuList = styled.ul`
  margin: 0;
  padding: var(--haat-space-1) 0 0;
  list-style: none;
`;

const menuItem = `
  display: flex;
  width: 100%;
  padding: 10px 16px;
  font: inherit;
  text-align: left;
  text-decoration: none;
  background: transparent;
  border: 0;
  cursor: pointer;
`;

export const MenuLink = styled(Link)`
  ${menuItem};
  color: var(--haat-color-text-default);
  &:hover,
  &:focus-visible {
    background: var(--haat-color-bg-subtle);
  }
  &:focus-visible {
    ${focusRing};
    outline-offset: -2px;
  }
`;

export const MenuButton = styled.button`
  ${menuItem};
  color: var(--haat-color-text-danger);
  &:hover,
  &:focus-visible {
    background: var(--haat-color-bg-subtle);
  }
  &:focus-visible {
    ${focusRing};
    outline-offset: -2px;
  }
`;

export const IconLink = styled(Link)`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  color: var(--haat-color-text-default);
  border-radius: var(--haat-radius-pill);
  &:hover {
    background: var(--haat-color-bg-subtle);
  }
  &:focus-visible {
    ${focusRing};
  }
  & > [data-count] {
    position: absolute;
    inset-block-start: 0;
    inset-inline-end: -2px;
  }
`;

export const WideOnly = styled.span`
  display: none;
  ${media.tab} {
    display: contents;
  }
`;
