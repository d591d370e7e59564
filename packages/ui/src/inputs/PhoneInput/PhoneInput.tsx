import { useMemo, useState, type ComponentPropsWithRef } from 'react';
import { Field, type FieldProps } from '../../internal/Field';
import { StyledInput } from '../../internal/Input.styles';
import { useFieldControl } from '../../internal/useFieldControl';
import type { Rules } from '../../validation/validate';
import { phoneCountries, type PhoneCountry } from './countries';
import { Chevron, CountryFace, IsoTag, PhoneRow } from './PhoneInput.styles';
import { countryFromInternational, countryOf, fitDigits, formatAsYouType, joinPhone, phoneDigits } from './phoneValue';
import { useText } from '../../locale/LocaleProvider';
import { defaultPhoneInputText, type PhoneInputText } from './phoneInputText';

export interface PhoneInputProps
  extends Omit<ComponentPropsWithRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'>, FieldProps {
  /** `"<code> <number>"`, e.g. `"+91 9876543210"`; `''` while there is no number. */
  value?: string;
  /** The first value when the field is uncontrolled (no `value`). @default '' */
  defaultValue?: string;
  /** Called with the next `"<code> <number>"` (or `''`), never an event. */
  onChange?: (next: string) => void;
  /** Extra rules; the `phone` rule (digits only, 5 to 10 digits) always applies. Sign-up adds `mobile`. */
  rules?: Rules;
  /** The country picked at first, by ISO code since +1 is shared by US and CA. @default 'US' */
  defaultCountry?: PhoneCountry;
  /** The field's own words (the country picker's name); a translated catalogue replaces them. @default defaultPhoneInputText */
  text?: Partial<PhoneInputText>;
}

/**
 * Country calling code (a native `<select>`: +91 India, +1 United States, +44 United Kingdom,
 * +1 Canada) and a digits-only number of at most 10 digits, formatted as the user types.
 */
export function PhoneInput({ onBlur, defaultCountry = 'US', text: overrides, ...props }: PhoneInputProps) {
  const text = useText(defaultPhoneInputText, overrides);
  const countries = useMemo(() => phoneCountries(), []);
  const [picked, setPicked] = useState<PhoneCountry>(defaultCountry);
  const rules = useMemo<Rules>(() => ['phone', ...(props.rules ?? [])], [props.rules]);
  const field = useFieldControl(props, { empty: '', rules });
  const country = countryOf(field.value, picked, countries);
  const option = countries.find((o) => o.iso === country) ?? countries[0]!;
  const digits = phoneDigits(field.value);
  const shown = formatAsYouType(digits, country);

  return (
    <Field {...field.fieldProps}>
      {(control) => (
        <PhoneRow
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) field.markTouched();
          }}
        >
          <CountryFace data-disabled={field.disabled || undefined}>
            <IsoTag aria-hidden="true">{option.iso}</IsoTag>
            <span aria-hidden="true">{option.code}</span>
            <Chevron aria-hidden="true">▾</Chevron>
            <select
              aria-label={text.countryLabel}
              value={country}
              disabled={field.disabled}
              onChange={(event) => {
                const iso = event.target.value as PhoneCountry;
                setPicked(iso);
                const code = countries.find((o) => o.iso === iso)!.code;
                if (digits) field.setValue(joinPhone(code, digits));
              }}
            >
              {countries.map((o) => (
                <option key={o.iso} value={o.iso}>
                  {o.code} {o.name}
                </option>
              ))}
            </select>
          </CountryFace>
          <StyledInput
            autoComplete="tel-national"
            {...field.rest}
            {...control}
            ref={field.ref}
            type="tel"
            inputMode="tel"
            value={shown}
            disabled={field.disabled}
            onChange={(event) => {
              const raw = event.target.value;
              // A pasted international number ("+91 98765 43210") picks its country and drops the code.
              const international = raw.trim().startsWith('+')
                ? countryFromInternational(raw, country, countries)
                : undefined;
              if (international) {
                setPicked(international.iso);
                field.setValue(joinPhone(international.code, fitDigits(international.digits, international.iso)));
                return;
              }
              let next = raw.replace(/\D/g, '');
              // Deleting a formatting character, e.g. the ")" of "(201)", deletes the digit before it.
              if (next === digits && event.target.value.length < shown.length) next = next.slice(0, -1);
              next = fitDigits(next, country);
              if (next !== digits) field.setValue(joinPhone(option.code, next));
            }}
            onBlur={onBlur}
          />
        </PhoneRow>
      )}
    </Field>
  );
}
