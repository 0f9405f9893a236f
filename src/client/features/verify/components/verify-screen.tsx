import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '#client/components/ui/card.tsx';
import { CheckIcon, FileIcon, XIcon } from '#client/components/ui/icons.tsx';
import { errorReason } from '#client/lib/api-client.ts';
import { useVerifyPdf } from '../api/verify-pdf.ts';
import { verdictOf } from '../lib/verify-verdict.ts';
import './verify.css';

/** Verify: is an uploaded PDF an unchanged signed copy of ours? */
export function VerifyScreen() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const verify = useVerifyPdf();

  const check = (file: File | undefined): void => {
    if (!file) return;
    setFileName(file.name);
    verify.mutate(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>): void => {
    event.preventDefault();
    setDragging(false);
    check(event.dataTransfer.files[0]);
  };

  const verdict = verify.data ? verdictOf(verify.data) : null;
  return (
    <div className="verify">
      <header>
        <h1>Verify a Signed PDF</h1>
        <p className="muted">Check whether a PDF someone sends back is an unchanged signed copy of one of our quotes.</p>
      </header>
      <Card>
        <CardBody>
          <div
            className={dragging ? 'verify__drop verify__drop--over' : 'verify__drop'}
            data-testid="verify-drop"
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <FileIcon />
            <p>Drop the PDF here, or</p>
            <label htmlFor={inputId} className="verify__pick">
              Choose a PDF file
            </label>
            <input
              ref={inputRef}
              id={inputId}
              className="visually-hidden verify__input"
              type="file"
              accept="application/pdf,.pdf"
              onChange={(event) => {
                check(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
            {fileName ? <p className="verify__file">{fileName}</p> : null}
          </div>
        </CardBody>
      </Card>
      <div role="status" aria-live="polite" className="verify__result-region">
        {verify.isPending ? <p>Checking the PDF...</p> : null}
        {verify.isError ? (
          <Card className="verify__result verify__result--bad" data-testid="verify-result">
            <CardHeader title="The PDF could not be checked" />
            <CardBody>
              <p>{errorReason(verify.error)}</p>
              <Button variant="secondary" onClick={() => inputRef.current?.click()}>
                Try another file
              </Button>
            </CardBody>
          </Card>
        ) : null}
        {verdict && !verify.isPending ? (
          <Card className={verdict.ok ? 'verify__result verify__result--ok' : 'verify__result verify__result--bad'} data-testid="verify-result" data-valid={String(verdict.ok)}>
            <CardHeader
              title={
                <span className="verify__title">
                  {verdict.ok ? <CheckIcon /> : <XIcon />}
                  {verdict.title}
                </span>
              }
            />
            <CardBody>
              <ul>
                {verdict.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            </CardBody>
          </Card>
        ) : null}
      </div>
    </div>
  );
}
