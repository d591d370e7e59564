import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import { StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** The look: `primary`, `secondary`, `accent`, `ghost`, `danger` or `link`. @default 'primary' */
  variant?: ButtonVariant;
  /** Height and text size: `sm` 32 px, `md` 40 px, `lg` the 46 px of an input. @default 'md' */
  size?: ButtonSize;
  /** Stretch to the container's width. @default false */
  block?: boolean;
  /** Shows a busy state and blocks further clicks (the button stays focusable). */
  loading?: boolean;
  /** Render as another element, e.g. a router link (`as={Link}`), keeping the button's look. */
  as?: ElementType;
  /** Where the button goes, with `as={Link}` or `as="a"`. */
  href?: string;
  /** The button's text (and an optional icon). */
  children?: ReactNode;
}

/** The one button of the kit: primary, secondary, accent, ghost, danger and link variants. */
export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  type,
  onClick,
  as,
  ...rest
}: ButtonProps) {
  const isButton = !as || as === 'button';
  return (
    <StyledButton
      as={as}
      type={isButton ? (type ?? 'button') : undefined}
      data-variant={variant}
      data-size={size}
      data-block={block || undefined}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    />
  );
}
