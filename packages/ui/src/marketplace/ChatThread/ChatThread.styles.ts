import styled from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/mixins';

export const Log = styled.div`
  /* Its visually hidden texts stay inside it; otherwise they would lengthen the page. */
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--haat-space-2);
  height: 100%;
  overflow-y: auto;
  padding: var(--haat-space-4);
  background: var(--haat-color-bg-subtle);

  &:focus-visible {
    ${focusRing};
    outline-offset: -2px;
  }
`;

export const Separator = styled.p`
  align-self: center;
  margin: var(--haat-space-2) 0;
  padding: 2px var(--haat-space-3);
  color: var(--haat-color-text-muted);
  background: var(--haat-color-bg-surface);
  border-radius: var(--haat-radius-pill);
  font-size: var(--haat-font-size-xs);
  font-weight: var(--haat-font-weight-semibold);
`;

export const Bubble = styled.div`
  align-self: flex-start;
  max-width: min(80%, 480px);
  padding: var(--haat-space-2) var(--haat-space-3);
  color: var(--haat-color-text-default);
  background: var(--haat-color-bg-surface);
  border-radius: var(--haat-radius-lg) var(--haat-radius-lg) var(--haat-radius-lg) 0;
  box-shadow: var(--haat-shadow-sm);

  &[data-mine='true'] {
    align-self: flex-end;
    background: var(--haat-color-bg-brand-subtle);
    border-radius: var(--haat-radius-lg) var(--haat-radius-lg) 0 var(--haat-radius-lg);
  }
  &[data-state='sending'] {
    outline: 1px dashed var(--haat-color-border-strong);
    outline-offset: -1px;
  }
  &[data-state='failed'] {
    background: var(--haat-color-bg-danger);
  }
`;

export const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Meta = styled.p`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: var(--haat-space-2);
  margin: var(--haat-space-1) 0 0;
  color: var(--haat-color-text-muted);
  font-size: var(--haat-font-size-xs);

  [data-state='failed'] & {
    color: var(--haat-color-text-danger);
  }
`;

export const RetryButton = styled.button`
  padding: 0;
  color: var(--haat-color-text-danger);
  background: none;
  border: 0;
  font: inherit;
  font-weight: var(--haat-font-weight-semibold);
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    ${focusRing};
  }
`;

export const Hidden = styled.span`
  ${visuallyHidden};
`;

export const OlderButton = styled.button`
  align-self: center;
  padding: var(--haat-space-1) var(--haat-space-3);
  color: var(--haat-color-text-link);
  background: var(--haat-color-bg-surface);
  border: 1px solid var(--haat-color-border-default);
  border-radius: var(--haat-radius-pill);
  font: inherit;
  font-size: var(--haat-font-size-sm);
  cursor: pointer;

  &:focus-visible {
    ${focusRing};
  }
`;

export const Photo = styled.img`
  display: block;
  max-width: 100%;
  width: 240px;
  height: auto;
  margin-block-end: var(--haat-space-1);
  border-radius: var(--haat-radius-md);
`;

export const Tip = styled.p`
  align-self: flex-start;
  max-width: min(80%, 480px);
  margin: 0;
  padding: var(--haat-space-2) var(--haat-space-3);
  color: var(--haat-color-text-default);
  background: var(--haat-color-bg-warning);
  border-radius: var(--haat-radius-md);
  font-size: var(--haat-font-size-sm);

  &[data-mine='true'] {
    align-self: flex-end;
  }
`;

/** A scam rule's warning, above the message it is about: stronger than a tip, with a danger edge. */
export const Warning = styled.p`
  align-self: flex-start;
  max-width: min(80%, 480px);
  margin: 0;
  padding: var(--haat-space-2) var(--haat-space-3);
  color: var(--haat-color-text-default);
  background: var(--haat-color-bg-danger);
  border-inline-start: 4px solid var(--haat-color-border-danger);
  border-radius: var(--haat-radius-md);
  font-size: var(--haat-font-size-sm);

  &[data-mine='true'] {
    align-self: flex-end;
  }
`;

export const Typing = styled.p`
  margin: 0;
  color: var(--haat-color-text-muted);
  font-size: var(--haat-font-size-sm);
  font-style: italic;
`;
