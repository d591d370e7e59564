import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../inputs/Button';
import { installPromptText, type InstallPromptText } from './installPromptText';

export interface InstallPromptProps {
  /** Show the browser's install sheet (the `beforeinstallprompt` event's `prompt()`). */
  onInstall: () => void;
  /** Not now: the caller remembers, and asks again only much later. */
  onDismiss: () => void;
  /** Replace any of the component's words (a translated catalogue). */
  text?: Partial<InstallPromptText>;
}

const Root = styled.section`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: var(--haat-space-2) var(--haat-space-3);
  align-items: start;
  max-width: 32rem;
  padding: var(--haat-space-4);
  border: 1px solid var(--haat-color-border-brand);
  border-radius: var(--haat-radius-lg);
  background: var(--haat-color-bg-surface);
  box-shadow: var(--haat-shadow-float);

  > svg {
    grid-row: span 2;
  }
  h2 {
    margin: 0;
    font-size: var(--haat-font-size-lg);
  }
  p {
    margin: 0;
    color: var(--haat-color-text-muted);
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
  gap: var(--haat-space-2);
`;

/** Haat's app icon, drawn inline (no image request). */
function AppMark() {
  return (
    <svg width="48" height="48" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#0c5d75" />
      <path d="M9 23V9h3v5.5h8V9h3v14h-3v-5.8h-8V23z" fill="#f5a524" />
    </svg>
  );
}

/**
 * An offer to install Haat, shown at a moment that makes sense (after posting an ad or sending a
 * first message), never on a first visit. It takes focus's place politely: focus moves to Install.
 */
export function InstallPrompt({ onInstall, onDismiss, text: textProp }: InstallPromptProps) {
  const text = { ...installPromptText, ...textProp };
  const install = useRef<HTMLButtonElement>(null);
  useEffect(() => install.current?.focus({ preventScroll: true }), []);
  return (
    <Root aria-label={text.label} onKeyDown={(event) => event.key === 'Escape' && onDismiss()}>
      <AppMark />
      <h2>{text.title}</h2>
      <p>{text.body}</p>
      <Actions>
        <Button variant="ghost" onClick={onDismiss}>
          {text.later}
        </Button>
        <Button ref={install} onClick={onInstall}>
          {text.install}
        </Button>
      </Actions>
    </Root>
  );
}
