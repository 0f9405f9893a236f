import { useRef, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { TextAreaField } from '#client/components/ui/field.tsx';
import { SparklesIcon } from '#client/components/ui/icons.tsx';
import { Modal } from '#client/components/ui/modal.tsx';

/** SPEC.md 'Type Your Request': the assistant without the microphone. */
export function TypeRequestDialog({ onCancel, onSend }: { onCancel: () => void; onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const textRef = useRef<HTMLTextAreaElement>(null);
  return (
    <Modal
      title="Type Your Request"
      description="Customer, phone, address, areas and rates: write it as you would say it."
      onClose={onCancel}
      initialFocus={textRef}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="primary" icon={<SparklesIcon />} disabled={text.trim() === ''} onClick={() => onSend(text.trim())}>
            Send to AI
          </Button>
        </>
      }
    >
      <TextAreaField ref={textRef} label="Project description" placeholder="Describe your epoxy project" rows={7} value={text} onChange={(event) => setText(event.target.value)} />
    </Modal>
  );
}
