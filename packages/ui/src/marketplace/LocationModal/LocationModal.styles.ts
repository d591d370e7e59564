import styled from 'styled-components';
import { DialogCloseButton, DialogOverlay } from '../../internal/dialog.styles';
import { focusRing, inputBase } from '../../theme/mixins';
import { media } from '../../theme/media';

export const Overlay = DialogOverlay;

export const Content = styled.div`
  position: fixed;
  z-index: var(--haat-z-modal);
  inset: 0;
  display: flex;
  flex-direction: column;
  gap: var(--haat-space-4);
  overflow-y: auto;
  padding: var(--haat-space-4);
  background: var(--haat-color-bg-surface);

  &:focus-visible {
    outline: none;
  }

  ${media.tab} {
    inset: 10vh auto auto 50%;
    width: min(560px, calc(100vw - 32px));
    max-height: 80vh;
    transform: translateX(-50%);
    padding: var(--haat-space-6);
    border-radius: var(--haat-radius-xl);
    box-shadow: var(--haat-shadow-lg);
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--haat-space-3);
`;

export const Title = styled.h2`
  margin: 0;
  font-size: var(--haat-font-size-xl);
  font-weight: var(--haat-font-weight-bold);
`;

export const CloseButton = DialogCloseButton;

export const SearchBox = styled.div`
  position: relative;
`;

export const SearchLabel = styled.label`
  display: block;
  margin-block-end: var(--haat-space-1);
  font-weight: var(--haat-font-weight-semibold);
`;

export const SearchInput = styled.input`
  ${inputBase};
`;

export const Listbox = styled.ul`
  position: absolute;
  z-index: 1;
  inset-block-start: calc(100% + 4px);
  inset-inline-start: 0;
  inset-inline-end: 0;
  max-height: 280px;
  margin: 0;
  padding: var(--haat-space-1) 0;
  overflow-y: auto;
  list-style: none;
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-default);
  border-radius: var(--haat-radius-md);
  box-shadow: var(--haat-shadow-md);
`;

export const Option = styled.li`
  display: grid;
  gap: 2px;
  padding: var(--haat-space-2) var(--haat-space-3);
  cursor: pointer;

  &[aria-selected='true'] {
    background: var(--haat-color-bg-brand-subtle);
    box-shadow: inset 3px 0 0 var(--haat-color-border-brand);
  }

  small {
    color: var(--haat-color-text-muted);
    font-size: var(--haat-font-size-sm);
  }
`;

export const NoResults = styled.p`
  position: absolute;
  z-index: 1;
  inset-block-start: calc(100% + 4px);
  inset-inline-start: 0;
  inset-inline-end: 0;
  margin: 0;
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-default);
  border-radius: var(--haat-radius-md);
  box-shadow: var(--haat-shadow-md);
  padding: var(--haat-space-3);
  color: var(--haat-color-text-muted);
`;

export const ActionButton = styled.button`
  display: flex;
  align-items: center;
  gap: var(--haat-space-2);
  width: 100%;
  min-height: var(--haat-size-control);
  padding: 0 var(--haat-space-3);
  color: var(--haat-color-text-link);
  background: var(--haat-color-bg-brand-subtle);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-md);
  font-weight: var(--haat-font-weight-semibold);
  text-align: start;
  cursor: pointer;

  &:focus-visible {
    ${focusRing};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  svg {
    flex: none;
    width: 20px;
    height: 20px;
  }
`;

export const Status = styled.p`
  margin: 0;
  color: var(--haat-color-text-muted);

  &[data-tone='danger'] {
    color: var(--haat-color-text-danger);
  }
  &:empty {
    display: none;
  }
`;

export const SectionTitle = styled.h3`
  margin: 0 0 var(--haat-space-2);
  font-size: var(--haat-font-size-md);
  font-weight: var(--haat-font-weight-semibold);
  color: var(--haat-color-text-muted);
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--haat-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Chip = styled.button`
  min-height: 36px;
  padding: 0 var(--haat-space-3);
  color: var(--haat-color-text-default);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-default);
  border-radius: var(--haat-radius-pill);
  cursor: pointer;

  &:hover {
    border-color: var(--haat-color-border-strong);
  }
  &[aria-pressed='true'] {
    color: var(--haat-color-text-inverse);
    background: var(--haat-color-bg-brand);
    border-color: var(--haat-color-bg-brand);
  }
  &:focus-visible {
    ${focusRing};
  }
`;
