import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../inputs/Button';
import { Checkbox } from '../../inputs/Checkbox';
import { Field } from '../../internal/Field';
import { StyledInput } from '../../internal/Input.styles';
import { notificationSettingsText, type NotificationSettingsText } from './notificationSettingsText';

/** One kind of notification a person can switch off (a new message, a saved search's alert…). */
export interface NotificationKindOption {
  kind: string;
  label: string;
}

export interface NotificationSettingsValue {
  /** Each kind on or off. */
  kinds: Record<string, boolean>;
  /** `HH:MM` in India's time, or null for none. */
  quietHours: { start: string; end: string } | null;
  sms: boolean;
}

/** Push on this device: what the browser allows and whether this phone is subscribed. */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on' | 'busy';

export interface NotificationSettingsProps {
  /** The settings shown (controlled). */
  value: NotificationSettingsValue;
  /** The kinds listed, in order. */
  kinds: readonly NotificationKindOption[];
  /** Every change, whole: the caller saves it. */
  onChange: (next: NotificationSettingsValue) => void;
  /** Push on this phone. */
  push: PushState;
  /** Turn push on (`true`) or off on this phone. */
  onPushChange: (on: boolean) => void;
  /** Quiet hours when first turned on. @default { start: '22:00', end: '07:00' } */
  defaultQuietHours?: { start: string; end: string };
  /** Replace any of the component's words (a translated catalogue). */
  text?: Partial<NotificationSettingsText>;
}

const Root = styled.div`
  display: grid;
  gap: var(--haat-space-6);
`;

const Group = styled.fieldset`
  display: grid;
  gap: var(--haat-space-3);
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    margin-block-end: var(--haat-space-3);
    padding: 0;
    font-size: var(--haat-font-size-lg);
    font-weight: var(--haat-font-weight-semibold);
  }
`;

const Note = styled.p`
  margin: 0;
  color: var(--haat-color-text-muted);
`;

const Times = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: var(--haat-space-4);

  > * {
    flex: 1 1 8rem;
    max-width: 12rem;
  }
`;

const DEFAULT_QUIET = { start: '22:00', end: '07:00' };

/**
 * What reaches a person off the page, and when: push on this phone, a switch per kind, quiet hours
 * (India's time) and SMS. Every change is reported whole with `onChange`.
 */
/** The two ends of the quiet hours, in the order the fields show. */
const QUIET_PARTS = ['start', 'end'] as const;

export function NotificationSettings({
  value,
  kinds,
  onChange,
  push,
  onPushChange,
  defaultQuietHours = DEFAULT_QUIET,
  text: textProp,
}: NotificationSettingsProps) {
  const text = { ...notificationSettingsText, ...textProp };
  const statusId = useId();
  // Times being typed: reported once both make quiet hours
  const [draft, setDraft] = useState(value.quietHours ?? defaultQuietHours);
  const same = value.quietHours !== null && draft.start === draft.end;

  const setTime = (part: 'start' | 'end', time: string) => {
    const next = { ...draft, [part]: time };
    setDraft(next);
    if (/^\d{2}:\d{2}$/.test(next.start) && /^\d{2}:\d{2}$/.test(next.end) && next.start !== next.end)
      onChange({ ...value, quietHours: next });
  };

  const pushNote = {
    on: text.pushOn,
    busy: text.pushOff,
    off: text.pushOff,
    blocked: text.pushBlocked,
    unsupported: text.pushUnsupported,
  }[push];

  return (
    <Root>
      <Group aria-describedby={statusId}>
        <legend>{text.phone}</legend>
        <Note id={statusId}>{pushNote}</Note>
        {push === 'on' ? (
          <div>
            <Button variant="secondary" onClick={() => onPushChange(false)}>
              {text.turnOff}
            </Button>
          </div>
        ) : push === 'off' || push === 'busy' ? (
          <div>
            <Button loading={push === 'busy'} onClick={() => onPushChange(true)}>
              {text.turnOn}
            </Button>
          </div>
        ) : null}
      </Group>

      <Group>
        <legend>{text.kinds}</legend>
        {kinds.map(({ kind, label }) => (
          <Checkbox
            key={kind}
            label={label}
            value={value.kinds[kind] ?? true}
            onChange={(on) => onChange({ ...value, kinds: { ...value.kinds, [kind]: on } })}
          />
        ))}
      </Group>

      <Group>
        <legend>{text.quiet}</legend>
        <Checkbox
          label={text.quietToggle}
          value={value.quietHours !== null}
          onChange={(on) => onChange({ ...value, quietHours: on ? draft : null })}
        />
        {value.quietHours !== null ? (
          <Times>
            {QUIET_PARTS.map((part) => (
              <Field
                key={part}
                label={part === 'start' ? text.from : text.to}
                error={part === 'end' && same ? text.sameTimes : undefined}
              >
                {(control) => (
                  <StyledInput
                    {...control}
                    type="time"
                    value={draft[part]}
                    onChange={(event) => setTime(part, event.target.value)}
                  />
                )}
              </Field>
            ))}
          </Times>
        ) : null}
      </Group>

      <Group>
        <legend>{text.sms}</legend>
        <Checkbox
          label={text.smsToggle}
          hint={text.smsHint}
          value={value.sms}
          onChange={(sms) => onChange({ ...value, sms })}
        />
      </Group>
    </Root>
  );
}
