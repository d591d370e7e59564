import styled from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/mixins';

export const StarsRoot = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--haat-space-1);
  font-size: var(--haat-font-size-sm);
  color: var(--haat-color-text-muted);
`;

export const StarRow = styled.span`
  display: inline-flex;
  gap: 1px;
`;

/** One star: an outline, and over it a filled star cut to `--fill` of its width. */
export const Star = styled.span`
  position: relative;
  display: inline-block;
  width: 1em;
  height: 1em;
  font-size: var(--haat-font-size-lg);
  line-height: 0;
  color: var(--haat-color-border-strong);

  svg {
    width: 100%;
    height: 100%;
  }
  & > span {
    position: absolute;
    inset: 0;
    overflow: hidden;
    width: var(--fill, 0%);
    color: var(--haat-color-text-warning);
  }
  & > span svg {
    width: 1em;
  }
`;

export const Average = styled.span`
  font-weight: var(--haat-font-weight-bold);
  color: var(--haat-color-text-default);
`;

export const Form = styled.form`
  display: grid;
  gap: var(--haat-space-4);
`;

export const StarChoices = styled.div`
  display: flex;
  gap: var(--haat-space-1);
`;

/** A radio as a star: the native input, hidden, keeps the keyboard (arrows) and the group. */
export const StarChoice = styled.label`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  cursor: pointer;
  color: var(--haat-color-border-strong);
  border-radius: var(--haat-radius-md);

  input {
    ${visuallyHidden};
  }
  svg {
    width: 32px;
    height: 32px;
  }
  &[data-on='true'] {
    color: var(--haat-color-text-warning);
  }
  &:has(input:focus-visible) {
    ${focusRing};
  }
  [aria-invalid='true'] & {
    color: var(--haat-color-text-danger);
  }
  [aria-invalid='true'] &[data-on='true'] {
    color: var(--haat-color-text-warning);
  }
`;

export const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--haat-space-2);
  justify-content: flex-end;
`;

export const ServerError = styled.p`
  margin: 0;
  color: var(--haat-color-text-danger);
  font-size: var(--haat-font-size-sm);
`;

export const List = styled.ul`
  display: grid;
  gap: var(--haat-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  gap: var(--haat-space-1);
  padding: var(--haat-space-3);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-lg);
`;

export const Body = styled.p`
  margin: 0;
  color: var(--haat-color-text-default);
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

export const Meta = styled.p`
  margin: 0;
  font-size: var(--haat-font-size-sm);
  color: var(--haat-color-text-muted);
`;

export const Reply = styled.div`
  margin-top: var(--haat-space-1);
  padding: var(--haat-space-2) var(--haat-space-3);
  background: var(--haat-color-bg-subtle);
  border-radius: var(--haat-radius-md);
  font-size: var(--haat-font-size-sm);

  strong {
    display: block;
    color: var(--haat-color-text-default);
  }
`;

export const Heading = styled.h2`
  margin: 0 0 var(--haat-space-2);
  font-size: var(--haat-font-size-lg);
`;

/** The actions under one rating (reply, remove): a wrapping row of small buttons, or a form. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--haat-space-2);
  margin-top: var(--haat-space-1);
`;
