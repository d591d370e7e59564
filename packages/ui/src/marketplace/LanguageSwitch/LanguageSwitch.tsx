import { useId } from 'react';
import styled from 'styled-components';
import { Group, Legend, Option, Options } from '../../internal/segmented.styles';
import { useText } from '../../locale/LocaleProvider';
import { fillTemplate } from '../../locale/text';
import { focusRing } from '../../theme/focusRing';
import { defaultLanguageSwitchText, type LanguageSwitchText } from './languageSwitchText';

/** A language a person can read Haat in: its code, its name in its own script, its BCP 47 tag. */
export interface LanguageOption {
  /** What `onChange` gets: `en`, `hi`. */
  value: string;
  /** The language's own name: `English`, `हिन्दी` (never translated). */
  label: string;
  /** Its BCP 47 tag, so each name is read and drawn in its own language: `en`, `hi`. */
  lang: string;
}

/** English and Hindi, each named in its own script. */
export const haatLanguages: readonly LanguageOption[] = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'hi', label: 'हिन्दी', lang: 'hi' },
];

export interface LanguageSwitchProps {
  /** The language in force. */
  value: string;
  /** Called with the language chosen. */
  onChange: (next: string) => void;
  /** The languages offered. @default haatLanguages */
  options?: readonly LanguageOption[];
  /**
   * `segmented`: every language as one segmented control with a legend (menus, the footer);
   * `compact`: one button naming the other language (the header), for exactly two.
   * @default 'segmented'
   */
  variant?: 'segmented' | 'compact';
  /** The words, to translate. @default defaultLanguageSwitchText */
  text?: Partial<LanguageSwitchText>;
}

// A language's own name: "हिन्दी" comes from a subset made for it ('Haat Language Names', in
// theme/fonts/subsets.css), so offering Hindi costs an English page 2.4 KB, not the Devanagari file.
const Name = styled.span`
  &:lang(hi) {
    font-family: 'Haat Language Names', var(--haat-font-body);
    font-weight: var(--haat-font-weight-semibold);
  }
`;

const Compact = styled.button`
  display: inline-flex;
  align-items: center;
  min-block-size: 44px;
  padding-inline: var(--haat-space-2);
  border: 0;
  background: none;
  color: var(--haat-color-text-default);
  font: inherit;
  font-size: var(--haat-font-size-sm);
  font-weight: var(--haat-font-weight-semibold);
  cursor: pointer;
  border-radius: var(--haat-radius-sm);
  white-space: nowrap;

  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    ${focusRing};
  }
`;

/**
 * The language Haat is read in. Each language is named in its own script and tagged with its
 * `lang`, so a person who cannot read the current one still finds theirs.
 */
export function LanguageSwitch({
  value,
  onChange,
  options = haatLanguages,
  variant = 'segmented',
  text: overrides,
}: LanguageSwitchProps) {
  const text = useText(defaultLanguageSwitchText, overrides);
  const name = useId();
  if (variant === 'compact') {
    const other = options.find((option) => option.value !== value) ?? options[0];
    if (!other) return null;
    return (
      <Compact
        type="button"
        lang={other.lang}
        aria-label={fillTemplate(text.switchTo, { language: other.label })}
        onClick={() => onChange(other.value)}
      >
        <Name>{other.label}</Name>
      </Compact>
    );
  }
  return (
    <Group>
      <Legend>{text.legend}</Legend>
      <Options>
        {options.map((option) => (
          <Option key={option.value} lang={option.lang}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>
              <Name>{option.label}</Name>
            </span>
          </Option>
        ))}
      </Options>
    </Group>
  );
}
