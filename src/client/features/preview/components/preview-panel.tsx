import { useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '#client/components/ui/card.tsx';
import { XIcon } from '#client/components/ui/icons.tsx';
import { useSettings } from '#client/lib/settings.ts';
import { previewKey } from '../preview-target.ts';
import { DocumentPreview, type DocumentPreviewProps } from './document-preview.tsx';

/** 'Document Preview' above the list, with 'Close Preview'. Focus moves to it when it opens. */
export function PreviewPanel({ onClose, ...preview }: Omit<DocumentPreviewProps, 'settings'> & { onClose: () => void }) {
  const settings = useSettings();
  const headingRef = useRef<HTMLDivElement>(null);
  const documentKey = previewKey(preview.target);

  useEffect(() => {
    headingRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    headingRef.current?.querySelector('h2')?.focus({ preventScroll: true });
  }, [documentKey]);

  return (
    <Card className="preview-panel" aria-labelledby="preview-title">
      <div ref={headingRef} className="preview-panel__top">
        <CardHeader
          title="Document Preview"
          titleId="preview-title"
          focusableTitle
          actions={
            <Button variant="secondary" icon={<XIcon />} onClick={onClose}>
              Close Preview
            </Button>
          }
        />
      </div>
      <CardBody>
        <DocumentPreview settings={settings} {...preview} />
      </CardBody>
    </Card>
  );
}
