import { useId, useState, type DragEvent, type ReactNode } from 'react';
import { FileIcon } from './icons.tsx';

export interface FileDropZoneProps {
  /** The visible, clickable text; also the file input's accessible name. */
  label: string;
  hint?: ReactNode;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

/** Drop files on it, or click (or Enter on) its label to pick them. */
export function FileDropZone({ label, hint, accept, multiple = false, disabled = false, onFiles }: FileDropZoneProps) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>): void => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const dropped = [...event.dataTransfer.files];
    onFiles(multiple ? dropped : dropped.slice(0, 1));
  };

  return (
    <div
      className={['drop-zone', dragging && 'drop-zone--over', disabled && 'drop-zone--disabled'].filter(Boolean).join(' ')}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <FileIcon aria-hidden="true" />
      <p>
        Drop files here, or{' '}
        <label htmlFor={inputId} className="drop-zone__pick">
          {label}
        </label>
      </p>
      {hint ? <p className="drop-zone__hint">{hint}</p> : null}
      <input
        id={inputId}
        className="visually-hidden drop-zone__input"
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
