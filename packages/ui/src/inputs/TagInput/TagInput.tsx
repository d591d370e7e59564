import { useId, useRef, useState, type ComponentPropsWithRef, type KeyboardEvent } from 'react';
import { Field, type FieldProps } from '../../internal/Field';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { useField } from '../../internal/useFieldControl';
import { requiredMessage } from '../../validation/messages';
import { isEmail } from '../../validation/email';
import type { RuleFn } from '../../validation/rules';
import { RemoveButton, Tag, TagBox, TagList, TagText, TagTextInput, WarningMark } from './TagInput.styles';
import { addTags, splitTags } from './tags';

export interface TagInputProps
  extends Omit<ComponentPropsWithRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'>, FieldProps {
  /** The tags, in the order they were added. */
  value?: string[];
  /** The first tags when the field is uncontrolled (no `value`). @default [] */
  defaultValue?: string[];
  /** Called with the next tags, never an event. */
  onChange?: (next: string[]) => void;
  /**
   * Extra rules, as functions of the tags, run in order after `required` (at least one tag). The
   * kit's named rules are for single values, so TagInput takes none: its bundle leaves the rule
   * table out.
   */
  rules?: readonly RuleFn[];
  /** `email`: tags that are not e-mail addresses get a warning marker, but are kept. @default 'text' */
  type?: 'text' | 'email';
  /** How the remove buttons are named; `{tag}` is replaced. @default 'Remove {tag}' */
  removeLabel?: string;
  /** Read with a tag that is not an e-mail address. @default 'Not a valid email address' */
  emailWarning?: string;
  /** Read with the input, to explain the keys. @default 'Press Enter or comma to add. Backspace removes the last one.' */
  instructions?: string;
}

/**
 * Free-text tags: Enter, comma or leaving the field adds the typed tag (trimmed; empty and repeated
 * tags are ignored), pasting `a, b, c` adds three, Backspace in the empty input removes the last tag,
 * and every tag has a remove button.
 */
export function TagInput({
  onBlur,
  onKeyDown,
  type = 'text',
  removeLabel = 'Remove {tag}',
  emailWarning = 'Not a valid email address',
  instructions = 'Press Enter or comma to add. Backspace removes the last one.',
  ...props
}: TagInputProps) {
  const { required, label, rules = [] } = props;
  const field = useField(props, {
    empty: [] as string[],
    check: (value) => {
      const options = { label: typeof label === 'string' ? label : undefined };
      if (required && value.length === 0) return requiredMessage(options.label);
      for (const rule of rules) {
        const message = rule(value, options);
        if (message) return message;
      }
    },
  });
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const ids = useId();
  const instructionsId = `${ids}instructions`;
  const tags = field.value;

  const commit = (text: string) => {
    const added = splitTags(text);
    setDraft('');
    if (added.length === 0) return;
    const next = addTags(tags, added);
    if (next.length !== tags.length) field.setValue(next);
  };

  const remove = (index: number) => {
    field.setValue(tags.filter((_, i) => i !== index));
    // Focus the remove button that now sits where this one was, or the one before, or the input.
    const buttons = [...(listRef.current?.querySelectorAll('button') ?? [])];
    const target = buttons[index + 1] ?? buttons[index - 1];
    (target ?? field.focusRef.current)?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if ((event.key === 'Enter' && draft.trim()) || event.key === ',') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      event.preventDefault();
      field.setValue(tags.slice(0, -1));
    }
  };

  return (
    <Field {...field.fieldProps} describedBy={[instructionsId, field.fieldProps.describedBy].filter(Boolean).join(' ')}>
      {(control, { labelId }) => (
        // The box only forwards a pointer click to the input; keyboard users reach the input directly.
        <TagBox
          data-disabled={field.disabled || undefined}
          onClick={(event) => {
            if (event.target === event.currentTarget) field.focusRef.current?.focus();
          }}
        >
          {tags.length > 0 && (
            <TagList ref={listRef} aria-labelledby={labelId}>
              {tags.map((tag, index) => {
                const warn = type === 'email' && !isEmail(tag);
                const warningId = `${ids}warning-${index}`;
                return (
                  <Tag key={tag} data-warning={warn || undefined}>
                    {warn && (
                      <WarningMark aria-hidden="true" title={emailWarning}>
                        !
                      </WarningMark>
                    )}
                    <TagText>{tag}</TagText>
                    {warn && <VisuallyHidden id={warningId}>({emailWarning})</VisuallyHidden>}
                    <RemoveButton
                      type="button"
                      aria-label={removeLabel.replace('{tag}', tag)}
                      aria-describedby={warn ? warningId : undefined}
                      disabled={field.disabled}
                      onClick={() => remove(index)}
                    >
                      ×
                    </RemoveButton>
                  </Tag>
                );
              })}
            </TagList>
          )}
          <TagTextInput
            autoComplete="off"
            {...field.rest}
            {...control}
            required={control.required && tags.length === 0}
            ref={field.ref}
            type="text"
            inputMode={type === 'email' ? 'email' : undefined}
            value={draft}
            disabled={field.disabled}
            onChange={(event) => {
              const text = event.target.value;
              if (/[,;\n]/.test(text)) commit(text);
              else setDraft(text);
            }}
            onPaste={(event) => {
              const pasted = event.clipboardData.getData('text');
              if (!/[,;\n]/.test(pasted)) return;
              event.preventDefault();
              commit(draft + pasted);
            }}
            onKeyDown={handleKeyDown}
            onBlur={(event) => {
              commit(draft);
              field.markTouched();
              onBlur?.(event);
            }}
          />
          <VisuallyHidden id={instructionsId}>{instructions}</VisuallyHidden>
        </TagBox>
      )}
    </Field>
  );
}
