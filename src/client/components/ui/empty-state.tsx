import type { ReactNode } from 'react';
import { FileIcon } from './icons.tsx';

export function EmptyState({ title, description, action }: { title: string; description: string; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <FileIcon className="empty-state__icon" />
      <h3 className="empty-state__title">{title}</h3>
      <p>{description}</p>
      {action}
    </div>
  );
}
