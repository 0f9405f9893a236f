import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** Icon-only buttons must still carry an aria-label. */
  iconOnly?: boolean;
  loading?: boolean;
  icon?: ReactNode;
}

export function buttonClassName({
  variant = 'secondary',
  size = 'md',
  block = false,
  iconOnly = false,
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'block' | 'iconOnly' | 'className'>): string {
  return ['btn', `btn--${variant}`, size !== 'md' && `btn--${size}`, block && 'btn--block', iconOnly && 'btn--icon', className]
    .filter(Boolean)
    .join(' ');
}

export function Button({ variant, size, block, iconOnly, loading = false, icon, className, children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, block, iconOnly, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner /> : icon}
      {children}
    </button>
  );
}
