import { useRef } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { TextAreaField } from '#client/components/ui/field.tsx';
import { PlusIcon, SparklesIcon } from '#client/components/ui/icons.tsx';
import { Modal } from '#client/components/ui/modal.tsx';
import { VOICE_ACCEPT } from '../lib/attachments.ts';
import { AttachmentList } from './attachment-list.tsx';

export interface TranscriptDialogProps {
  text: string;
  onTextChange: (text: string) => void;
  /** The text as last saved; Save is offered only when it differs. */
  savedText: string;
  restored: boolean;
  onSave: () => void;
  onCancel: () => void;
  onSend: () => void;
  files: File[];
  onAddFiles: (files: File[]) => void;
  onRemoveFile: (file: File) => void;
}

/** SPEC.md 'Voice Transcript': the transcript to check and correct before it goes to the AI. */
export function TranscriptDialog({ text, onTextChange, savedText, restored, onSave, onCancel, onSend, files, onAddFiles, onRemoveFile }: TranscriptDialogProps) {
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const saved = text === savedText;
  return (
    <Modal
      title="Voice Transcript"
      description={restored ? 'This transcript was not sent yet. Check it, then send it to the AI.' : 'Check what was heard and correct anything before it goes to the AI.'}
      onClose={onCancel}
      initialFocus={textRef}
      footer={
        <>
          <Button variant="secondary" icon={<PlusIcon />} onClick={() => fileRef.current?.click()}>
            Add Files
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="secondary" onClick={onSave} disabled={saved}>
            {saved ? 'Saved' : 'Save'}
          </Button>
          <Button variant="primary" icon={<SparklesIcon />} onClick={onSend} disabled={text.trim() === ''}>
            Send to AI
          </Button>
        </>
      }
    >
      <TextAreaField ref={textRef} label="Transcript" rows={7} value={text} onChange={(event) => onTextChange(event.target.value)} />
      <input
        ref={fileRef}
        type="file"
        className="visually-hidden"
        aria-label="Add files"
        tabIndex={-1}
        accept={VOICE_ACCEPT.join(',')}
        multiple
        onChange={(event) => {
          onAddFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <AttachmentList files={files} onRemove={onRemoveFile} />
    </Modal>
  );
}
