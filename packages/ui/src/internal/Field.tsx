import { useId, type ReactNode } from 'react';
import { ErrorIcon, FieldError, FieldHint, FieldLabel, FieldRoot, RequiredMark } from './Field.styles';

/** The props every input of the kit shares with its field. */
export interface FieldProps {
  /** The visible label, tied to the control. */
  label?: ReactNode;
  /** Help text under the control, read after the error. */
  hint?: ReactNode;
  /** An error to show now (e.g. from the server); it wins over the field's own rules. */
  error?: ReactNode;
  /** Marks the field required (native `required`, a visual asterisk) and adds the required rule. */
  required?: boolean;
  /** Disables the control: it cannot be focused or changed, and the field is dimmed. */
  disabled?: boolean;
}

/** Whether `node` renders something: an error or hint of `''`, `false`, `null` or `undefined` is none. */
export const isShown = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

/** What the control inside a Field spreads onto its focusable element. */
interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

interface Props extends FieldProps {
  /** The control's id, when the caller gave one. */
  id?: string;
  /** Extra ids to describe the control with, after the error and hint; empty ones are skipped. */
  describedBy?: string | readonly (string | undefined)[];
  /**
   * `label` (default): a `<label for>` above the control. `legend`: a fieldset whose legend names a
   * group of controls (OTP boxes, country + number). `inline`: the control first, the label beside
   * it (checkbox).
   */
  layout?: 'label' | 'legend' | 'inline';
  className?: string;
  children: (control: ControlProps, ids: { labelId: string }) => ReactNode;
}

/**
 * Label, control, error and hint with linked ids: the control is described by the error first, then
 * the hint, and is `aria-invalid` while an error shows. Internal: every input of the kit renders one.
 */
export function Field({
  id: idProp,
  label,
  hint,
  error,
  required,
  disabled,
  describedBy,
  layout = 'label',
  className,
  children,
}: Props) {
  const autoId = useId();
  const id = idProp ?? `${autoId}control`;
  const errorId = `${autoId}error`;
  const hintId = `${autoId}hint`;
  const labelId = `${autoId}label`;
  const hasError = isShown(error);
  const describedByIds = [hasError && errorId, hint && hintId, describedBy].flat().filter(Boolean).join(' ');

  const control = children(
    {
      id,
      'aria-describedby': describedByIds || undefined,
      'aria-invalid': hasError ? true : undefined,
      required: required || undefined,
    },
    { labelId },
  );

  const isGroup = layout === 'legend';
  return (
    <FieldRoot
      as={isGroup ? 'fieldset' : 'div'}
      className={className}
      data-layout={layout}
      data-disabled={disabled || undefined}
      data-invalid={hasError || undefined}
      disabled={isGroup ? disabled : undefined}
    >
      {layout === 'inline' && control}
      {label ? (
        <FieldLabel as={isGroup ? 'legend' : 'label'} htmlFor={isGroup ? undefined : id} id={labelId}>
          {label}
          {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
        </FieldLabel>
      ) : null}
      {layout !== 'inline' && control}
      {hasError && (
        <FieldError id={errorId}>
          <ErrorIcon aria-hidden="true">!</ErrorIcon>
          <span>{error}</span>
        </FieldError>
      )}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </FieldRoot>
  );
}
