import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

interface FieldChrome {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null | undefined;
  className?: string;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Chrome({ id, label, required, hint, error, className, children }: FieldChrome & { id: string; children: ReactNode }) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = FieldChrome & Omit<ComponentPropsWithRef<'input'>, 'className'> & { inputClassName?: string };

/** A labelled input; the error is announced with the field (aria-describedby). */
export function TextField({ label, required, hint, error, className, inputClassName, id: givenId, ...input }: TextFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <Chrome id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        id={id}
        className={inputClassName ? `field__control ${inputClassName}` : 'field__control'}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </Chrome>
  );
}

export type TextAreaFieldProps = FieldChrome & Omit<ComponentPropsWithRef<'textarea'>, 'className'>;

export function TextAreaField({ label, required, hint, error, className, id: givenId, ...textarea }: TextAreaFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <Chrome id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
      />
    </Chrome>
  );
}

export type SelectFieldProps = FieldChrome & Omit<ComponentPropsWithRef<'select'>, 'className'>;

/** A labelled native select: the phone's own picker, keyboard and screen reader support for free. */
export function SelectField({ label, required, hint, error, className, id: givenId, children, ...select }: SelectFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <Chrome id={id} label={label} required={required} hint={hint} error={error} className={className}>
      <select id={id} className="field__control" aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...select}>
        {children}
      </select>
    </Chrome>
  );
}

/**
 * A computed, read-only figure shown in the place of a field, with a label tied to it. Not a live
 * region: the figure changes on every keystroke elsewhere and would be read out each time.
 */
export function OutputField({ label, children, className }: { label: ReactNode; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <span className="field__label" id={id}>
        {label}
      </span>
      <output className="field-output" aria-labelledby={id} aria-live="off">
        {children}
      </output>
    </div>
  );
}
