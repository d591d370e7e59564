import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../inputs/Button';
import { Form, Input, Label } from './ChatComposer.styles';

export interface ChatComposerProps {
  /** Called with the trimmed text; the box then empties. */
  onSend: (text: string) => void;
  /** Accessible name of the message box. @default 'Message' */
  label?: string;
  /** Placeholder of the empty box. @default 'Type a message' */
  placeholder?: string;
  /** Text of the send button. @default 'Send' */
  sendLabel?: string;
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
  label = 'Message',
  placeholder = 'Type a message',
  sendLabel = 'Send',
  disabled = false,
  maxLength = 1000,
  onTyping,
}: ChatComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const empty = text.trim() === '';

  const send = () => {
    if (empty || disabled) return;
    onSend(text.trim());
    setText('');
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
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        rows={1}
        value={text}
        placeholder={placeholder}
        maxLength={maxLength}
        disabled={disabled}
        enterKeyHint="send"
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim()) onTyping?.();
        }}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" size="lg" disabled={empty || disabled}>
        {sendLabel}
      </Button>
    </Form>
  );
}
