import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../components/ui/button.tsx';
import { dismissToast, showToast } from './signing-toast.tsx';
import { Modal } from '../components/ui/modal.tsx';
import { SignaturePad, type SignaturePadHandle } from './signature-pad.tsx';

export interface SignatureDialogProps {
  initial: string | null;
  onCancel: () => void;
  onDone: (signature: string) => void;
}

/** 'Add Your Signature': draw with a mouse, finger or pen, or type the name when drawing is not possible. */
export function SignatureDialog({ initial, onCancel, onDone }: SignatureDialogProps) {
  const padRef = useRef<SignaturePadHandle>(null);
  const [typing, setTyping] = useState(false);
  const [typed, setTyped] = useState('');
  const typedId = useId();
  const typedRef = useRef<HTMLInputElement>(null);

  // Focus follows the user's own request to type instead of drawing. Done here rather than with
  // autoFocus: the production page runs on Preact, which leaves autoFocus to the browser, and
  // browsers may ignore it on an element added after the page has loaded.
  useEffect(() => {
    if (typing) typedRef.current?.focus();
  }, [typing]);

  const done = (): void => {
    const signature = padRef.current?.toDataUrl() ?? null;
    if (!signature) {
      showToast({ title: 'No Signature', description: 'Please add your signature before closing.', variant: 'destructive' });
      return;
    }
    // A 'No Signature' from an earlier empty Done is answered now: it must not stay on screen.
    dismissToast();
    onDone(signature);
  };

  const clear = (): void => {
    padRef.current?.clear();
    setTyped('');
  };

  return (
    <Modal
      title="Add Your Signature"
      description="Draw your signature in the box with your finger, a pen or the mouse."
      onClose={onCancel}
      footer={
        <>
          <Button onClick={clear}>Clear</Button>
          <Button onClick={onCancel}>Cancel</Button>
          <Button variant="primary" onClick={done}>
            Done
          </Button>
        </>
      }
    >
      <div className="signature-pad__frame">
        <SignaturePad ref={padRef} initial={initial} label="Signature drawing area" />
        <span className="signature-pad__baseline" aria-hidden="true" />
      </div>
      {typing ? (
        <div className="field">
          <label className="field__label" htmlFor={typedId}>
            Type your signature
          </label>
          <input
            ref={typedRef}
            id={typedId}
            className="field__control"
            autoComplete="name"
            maxLength={200}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              padRef.current?.drawTyped(event.target.value);
            }}
          />
        </div>
      ) : (
        <button type="button" className="link-button" onClick={() => setTyping(true)}>
          Can't draw? Type your signature instead
        </button>
      )}
    </Modal>
  );
}
