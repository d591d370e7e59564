import styled from 'styled-components';
import { focusRing } from '../theme/focusRing';
import { visuallyHidden } from '../theme/visuallyHidden';

// A choice of a few, drawn as one segmented control over native radio buttons (SchemeSwitch,
// LanguageSwitch): the arrow keys move between them and a screen reader names the group.

export const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-inline-size: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-block-end: var(--haat-space-1);
  font-size: var(--haat-font-size-xs);
  font-weight: var(--haat-font-weight-semibold);
  color: var(--haat-color-text-muted);
`;

export const Options = styled.div`
  display: flex;
  padding: 2px;
  background: var(--haat-color-bg-subtle);
  border: 1px solid var(--haat-color-border-subtle);
  border-radius: var(--haat-radius-md);
`;

export const Option = styled.label`
  flex: 1;
  position: relative;

  input {
    ${visuallyHidden};
  }
  span {
    display: block;
    padding-block: var(--haat-space-1);
    padding-inline: var(--haat-space-2);
    font-size: var(--haat-font-size-sm);
    text-align: center;
    color: var(--haat-color-text-muted);
    border-radius: var(--haat-radius-sm);
    cursor: pointer;
  }
  input:checked + span {
    font-weight: var(--haat-font-weight-semibold);
    color: var(--haat-color-text-default);
    background: var(--haat-color-bg-surface);
    box-shadow: var(--haat-shadow-sm);
  }
  input:focus-visible + span {
    ${focusRing};
  }
`;
