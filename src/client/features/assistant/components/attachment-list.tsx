import { useEffect, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { FileIcon, XIcon } from '#client/components/ui/icons.tsx';
import { formatFileSize } from '../lib/attachments.ts';

function Thumbnail({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.type.startsWith('image/')) return undefined;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? <img className="attachment__thumb" src={url} alt="" /> : <FileIcon className="attachment__icon" aria-hidden="true" />;
}

/** The removable previews of what will be sent with the request. */
export function AttachmentList({ files, onRemove, disabled = false }: { files: File[]; onRemove: (file: File) => void; disabled?: boolean }) {
  if (files.length === 0) return null;
  return (
    <ul className="attachments" aria-label="Attached files">
      {files.map((file) => (
        <li className="attachment" key={`${file.name}-${file.size}-${file.lastModified}`}>
          <Thumbnail file={file} />
          <span className="attachment__text">
            <span className="attachment__name">{file.name}</span>
            <span className="attachment__size">{formatFileSize(file.size)}</span>
          </span>
          <Button variant="ghost" size="sm" iconOnly aria-label={`Remove ${file.name}`} disabled={disabled} onClick={() => onRemove(file)}>
            <XIcon />
          </Button>
        </li>
      ))}
    </ul>
  );
}
