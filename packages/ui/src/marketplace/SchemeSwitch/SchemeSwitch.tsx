import { useId } from 'react';
import { Group, Legend, Option, Options } from '../../internal/segmented.styles';
import { schemeSwitchText, type SchemeSwitchText } from './schemeSwitchText';

/** The colour scheme a person chose: follow the phone's setting, or always light or dark. */
export type Scheme = 'system' | 'light' | 'dark';

const SCHEMES: readonly Scheme[] = ['system', 'light', 'dark'];

export interface SchemeSwitchProps {
  /** The scheme in force. */
  value: Scheme;
  /** Called with the scheme chosen. */
  onChange: (next: Scheme) => void;
  /** The words, to translate. @default schemeSwitchText */
  text?: Partial<SchemeSwitchText>;
}

/**
 * System, Light or Dark: three native radio buttons drawn as one segmented control, so the arrow
 * keys move between them and a screen reader names the group.
 */
export function SchemeSwitch({ value, onChange, text }: SchemeSwitchProps) {
  const t = { ...schemeSwitchText, ...text };
  const name = useId();
  return (
    <Group>
      <Legend>{t.legend}</Legend>
      <Options>
        {SCHEMES.map((scheme) => (
          <Option key={scheme}>
            <input
              type="radio"
              name={name}
              value={scheme}
              checked={value === scheme}
              onChange={() => onChange(scheme)}
            />
            <span>{t[scheme]}</span>
          </Option>
        ))}
      </Options>
    </Group>
  );
}
