import styled from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/mixins';

export const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: var(--haat-space-2);
  padding: var(--haat-space-3);
  background: var(--haat-color-bg-surface);
  border-block-start: 1px solid var(--haat-color-border-subtle);
`;

export const Label = styled.label`
  ${visuallyHidden};
`;

export const Input = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: var(--haat-size-control);
  max-height: var(--haat-size-textarea);
  padding: var(--haat-space-3);
  color: var(--haat-color-text-default);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-default);
  border-radius: var(--haat-radius-lg);
  font: inherit;
  font-size: var(--haat-font-size-lg);
  line-height: var(--haat-line-height-tight);
  resize: none;
  field-sizing: content;

  &::placeholder {
    color: var(--haat-color-text-subtle);
  }
  &:focus-visible {
    ${focusRing};
    border-color: var(--haat-color-border-focus);
  }
`;
