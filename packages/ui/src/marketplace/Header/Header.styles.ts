import styled from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { Link } from '../link';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: ${({ theme }) => theme.colors.bg.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
`;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  max-width: ${({ theme }) => theme.sizes.maxContent};
  min-height: ${({ theme }) => theme.sizes.headerHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[3]};
  @media (min-width: ${({ theme }) => theme.breakpoints.tab}px) {
    gap: ${({ theme }) => theme.space[4]};
    padding: 0 ${({ theme }) => theme.space[6]};
  }
`;

export const Logo = styled(Link)`
  display: inline-flex;
  align-items: baseline;
  gap: 6px;
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.bg.brand};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  span {
    /* the logo's own inlined subset (fonts.ts): no font download for three letters */
    font-family: 'Haat Logo', ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.text.warning};
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
  color: ${({ theme }) => theme.colors.text.default};
  border: 1px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.md};
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
  @media (min-width: ${({ theme }) => theme.breakpoints.tab}px) {
    max-width: 220px;
  }
`;

export const SearchForm = styled.form`
  position: relative;
  display: none;
  flex: 1;
  min-width: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.tab}px) {
    display: flex;
  }
`;

export const SearchInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 42px;
  padding: 0 ${({ theme }) => theme.space[3]};
  font: inherit;
  color: ${({ theme }) => theme.colors.text.default};
  background: ${({ theme }) => theme.colors.bg.surface};
  border: 1px solid ${({ theme }) => theme.colors.border.strong};
  border-right: 0;
  border-radius: ${({ theme }) => `${theme.radii.md} 0 0 ${theme.radii.md}`};
  &::placeholder {
    color: ${({ theme }) => theme.colors.text.subtle};
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
  color: ${({ theme }) => theme.colors.text.inverse};
  background: ${({ theme }) => theme.colors.bg.brand};
  border: 0;
  border-radius: ${({ theme }) => `0 ${theme.radii.md} ${theme.radii.md} 0`};
  cursor: pointer;
  &:focus-visible {
    ${focusRing};
  }
`;

export const Suggestions = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
`;

export const Spacer = styled.div`
  flex: 1;
  @media (min-width: ${({ theme }) => theme.breakpoints.tab}px) {
    display: none;
  }
`;

export const DesktopOnly = styled.div`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  @media (min-width: ${({ theme }) => theme.breakpoints.tab}px) {
    display: flex;
  }
`;

export const TextLink = styled(Link)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.text.default};
  text-decoration: none;
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:hover {
    color: ${({ theme }) => theme.colors.text.link};
  }
  &:focus-visible {
    ${focusRing};
  }
`;

export const AccountButton = styled.button`
  ${plainButton};
  color: ${({ theme }) => theme.colors.text.default};
  border-radius: ${({ theme }) => theme.radii.pill};
  &:hover {
    background: ${({ theme }) => theme.colors.bg.subtle};
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
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text.inverse};
  background: ${({ theme }) => theme.colors.bg.brand};
  border-radius: ${({ theme }) => theme.radii.round};
`;

export const MenuHead = styled.div`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]} ${theme.space[3]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border.subtle};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;

export const MenuList = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0 0;
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
  color: ${({ theme }) => theme.colors.text.default};
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.bg.subtle};
  }
  &:focus-visible {
    ${focusRing};
    outline-offset: -2px;
  }
`;

export const MenuButton = styled.button`
  ${menuItem};
  color: ${({ theme }) => theme.colors.text.danger};
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.bg.subtle};
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
  color: ${({ theme }) => theme.colors.text.default};
  border-radius: ${({ theme }) => theme.radii.pill};
  &:hover {
    background: ${({ theme }) => theme.colors.bg.subtle};
  }
  &:focus-visible {
    ${focusRing};
  }
  & > [data-count] {
    position: absolute;
    top: 0;
    right: -2px;
  }
`;

export const WideOnly = styled.span`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.tab}px) {
    display: contents;
  }
`;
