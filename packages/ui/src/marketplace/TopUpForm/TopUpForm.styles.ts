import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: var(--haat-space-4);
  max-width: 480px;
  min-width: 0;
`;

export const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--haat-space-2);
`;

/** Test mode is said in words, on a warning tint, before the button that would charge. */
export const TestNote = styled.p`
  margin: 0;
  padding: var(--haat-space-2) var(--haat-space-3);
  font-size: var(--haat-font-size-md);
  font-weight: var(--haat-font-weight-medium);
  color: var(--haat-color-text-warning);
  background: var(--haat-color-bg-warning);
  border-radius: var(--haat-radius-md);
`;

export const ServerError = styled.p`
  margin: 0;
  padding: var(--haat-space-2) var(--haat-space-3);
  font-size: var(--haat-font-size-md);
  color: var(--haat-color-text-danger);
  background: var(--haat-color-bg-danger);
  border: 1px solid var(--haat-color-border-danger);
  border-radius: var(--haat-radius-md);
`;
