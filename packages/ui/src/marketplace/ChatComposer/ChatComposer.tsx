import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../inputs/Button';
import { Form, Input, Label } from './ChatComposer.styles';
import { useText } from '../../locale/LocaleProvider';
import { defaultChatComposerText, type ChatComposerText } from './chatComposerText';

export interface ChatComposerProps {
  /** Called with the trimmed text; the box then empties. */
  onSend: (text: string) => void;
  /** Placeholder of the empty box, e.g. "Ask Arjun about the bike". @default text.placeholder ('Type a message') */
  placeholder?: string;
  /** The composer's words (the box's label, its placeholder, Send); a translated catalogue replaces them. @default defaultChatComposerText */
  text?: Partial<ChatComposerText>;
  /** Blocks typing and sending, e.g. while the chat is offline. */
  disabled?: boolean;
  /** Most characters a message may have. @default 1000 */
  maxLength?: number;
  /** Called as the user types (to tell the other person). */
  onTyping?: () => void;
}

/** The message box under a chat: Enter sends, Shift+Enter starts a new line, Send is off while empty. */
export function ChatComposer({
  onSend,
  placeholder,
  disabled = false,
  maxLength = 1000,
  onTyping,
  text: overrides,
}: ChatComposerProps) {
  const text = useText(defaultChatComposerText, overrides);
  const id = useId();
  const [draft, setDraft] = useState('');
  const empty = draft.trim() === '';

  const send = () => {
    if (empty || disabled) return;
    onSend(draft.trim());
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing: Enter also confirms an IME composition (Hindi, Tamil keyboards) and must not send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Label htmlFor={id}>{text.label}</Label>
      <Input
        id={id}
        rows={1}
        value={draft}
        placeholder={placeholder ?? text.placeholder}
        maxLength={maxLength}
        disabled={disabled}
        enterKeyHint="send"
        onChange={(event) => {
          setDraft(event.target.value);
          if (event.target.value.trim()) onTyping?.();
        }}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" size="lg" disabled={empty || disabled}>
        {text.sendLabel}
      </Button>
    </Form>
  );
}
