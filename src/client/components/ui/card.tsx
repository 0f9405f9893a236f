import type { ComponentPropsWithoutRef, ReactNode } from 'react';

export function Card({ className, ...rest }: ComponentPropsWithoutRef<'section'>) {
  return <section className={className ? `card ${className}` : 'card'} {...rest} />;
}

export function CardHeader({
  title,
  subtitle,
  titleId,
  actions,
  level = 2,
  focusableTitle = false,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  titleId?: string;
  actions?: ReactNode;
  level?: 2 | 3;
  /** Lets a panel that just opened move focus to its title. */
  focusableTitle?: boolean;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="card__header">
      <div>
        <Heading className="card__title" id={titleId} tabIndex={focusableTitle ? -1 : undefined}>
          {title}
        </Heading>
        {subtitle ? <p className="card__subtitle">{subtitle}</p> : null}
      </div>
      {actions}
    </div>
  );
}

export function CardBody({ className, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return <div className={className ? `card__body ${className}` : 'card__body'} {...rest} />;
}
