import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import { StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Stretch to the container's width. @default false */
  block?: boolean;
  /** Shows a busy state and blocks further clicks (the button stays focusable). */
  loading?: boolean;
  /** Render as another element, e.g. a router link (`as={Link}`), keeping the button's look. */
  as?: ElementType;
  href?: string;
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
      $variant={variant}
      $size={size}
      $block={block}
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
