import { fillTemplate } from '../../locale/text';
import { useId, useRef, useState, type ComponentPropsWithRef } from 'react';
import { Field, type FieldProps } from '../../internal/Field';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useField } from '../../internal/useFieldControl';
import { requiredMessage } from '../../validation/messages';
import { isEmail } from '../../validation/email';
import type { RuleFn } from '../../validation/rules';
import { RemoveButton, Tag, TagBox, TagList, TagText, TagTextInput, WarningMark } from './TagInput.styles';
import { useText } from '../../locale/LocaleProvider';
import { defaultTagInputText, type TagInputText } from './tagInputText';
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
  /** The field's own words (remove buttons, e-mail warning, key instructions); a translated catalogue replaces them. @default defaultTagInputText */
  text?: Partial<TagInputText>;
}

/** Typed or pasted text that holds a separator is split into tags at once. */
const SEPARATOR = /[,;\n]/;

/**
 * Free-text tags: Enter, comma or leaving the field adds the typed tag (trimmed; empty and repeated
 * tags are ignored), pasting `a, b, c` adds three, Backspace in the empty input removes the last tag,
 * and every tag has a remove button.
 */
export function TagInput({ onBlur, onKeyDown, type = 'text', text: overrides, ...props }: TagInputProps) {
  const text = useText(defaultTagInputText, overrides);
  const { required, label, rules = [] } = props;
  const field = useField(props, {
    empty: [] as string[],
    check: (value) => {
      const options = { label: typeof label === 'string' ? label : undefined };
      if (required && !value.length) return requiredMessage(options.label);
      for (const rule of rules) {
        const message = rule(value, options);
        if (message) return message;
      }
    },
  });
  const { value: tags, setValue, focusRef, disabled } = field;
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  const ids = useId();
  const instructionsId = `${ids}instructions`;

  const commit = (typed: string) => {
    setDraft('');
    const next = addTags(tags, splitTags(typed));
    if (next.length > tags.length) setValue(next);
  };

  return (
    <Field {...field.fieldProps} describedBy={[instructionsId, field.fieldProps.describedBy]}>
      {(control, { labelId }) => (
        // The box only forwards a pointer click to the input; keyboard users reach the input directly.
        <TagBox
          data-disabled={disabled || undefined}
          onClick={(event) => {
            if (event.target === event.currentTarget) focusRef.current?.focus();
          }}
        >
          {tags.length > 0 && (
            <TagList ref={listRef} aria-labelledby={labelId}>
              {tags.map((tag, index) => {
                const warningId = type === 'email' && !isEmail(tag) ? `${ids}warning-${index}` : undefined;
                return (
                  <Tag key={tag} data-warning={!!warningId || undefined}>
                    {warningId && (
                      <WarningMark aria-hidden="true" title={text.emailWarning}>
                        !
                      </WarningMark>
                    )}
                    <TagText>{tag}</TagText>
                    {warningId && <VisuallyHidden id={warningId}>({text.emailWarning})</VisuallyHidden>}
                    <RemoveButton
                      type="button"
                      aria-label={fillTemplate(text.removeLabel, { tag })}
                      aria-describedby={warningId}
                      disabled={disabled}
                      onClick={() => {
                        setValue(tags.filter((_, i) => i !== index));
                        // Focus the remove button that now sits where this one was, or the one
                        // before, or the input: never the page.
                        const buttons = listRef.current!.querySelectorAll('button');
                        (buttons[index + 1] ?? buttons[index - 1] ?? focusRef.current)?.focus();
                      }}
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
            required={control.required && !tags.length}
            ref={field.ref}
            type="text"
            inputMode={type === 'email' ? type : undefined}
            value={draft}
            disabled={disabled}
            onChange={(event) => {
              const typed = event.target.value;
              if (SEPARATOR.test(typed)) commit(typed);
              else setDraft(typed);
            }}
            // An <input> drops the line breaks of pasted text, so a pasted list is split here.
            onPaste={(event) => {
              const pasted = event.clipboardData.getData('text');
              if (!SEPARATOR.test(pasted)) return;
              event.preventDefault();
              commit(draft + pasted);
            }}
            // A comma needs no key handler: the text it makes holds a separator (see onChange).
            onKeyDown={(event) => {
              onKeyDown?.(event);
              if (event.defaultPrevented) return;
              if (event.key === 'Enter' && draft.trim()) {
                event.preventDefault();
                commit(draft);
              } else if (event.key === 'Backspace' && !draft && tags.length) {
                setValue(tags.slice(0, -1));
              }
            }}
            onBlur={(event) => {
              commit(draft);
              field.markTouched();
              onBlur?.(event);
            }}
          />
          <VisuallyHidden id={instructionsId}>{text.instructions}</VisuallyHidden>
        </TagBox>
      )}
    </Field>
  );
}
