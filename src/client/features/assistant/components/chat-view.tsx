import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '#client/components/ui/card.tsx';
import { TextAreaField } from '#client/components/ui/field.tsx';
import { FileDropZone } from '#client/components/ui/file-drop-zone.tsx';
import { SparklesIcon } from '#client/components/ui/icons.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { errorReason } from '#client/lib/api-client.ts';
import { useAiProcess } from '../api/ai-process.ts';
import { useAttachments } from '../hooks/use-attachments.ts';
import { CHAT_ACCEPT } from '../lib/attachments.ts';
import { AttachmentList } from './attachment-list.tsx';

const failed = (description: string) => toast({ title: 'Processing failed', description, variant: 'destructive' });

/** SPEC.md 'AI Quote Generator': a prompt and files (a notepad photo, a customer's PDF or sheet) become a draft. */
export function ChatView() {
  const [prompt, setPrompt] = useState('');
  const attachments = useAttachments(CHAT_ACCEPT);
  const process = useAiProcess();
  const navigate = useNavigate();
  const empty = prompt.trim() === '' && attachments.files.length === 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (empty) {
      toast({ title: 'Please add content', description: 'Add a description or attach files to generate a quote.', variant: 'destructive' });
      return;
    }
    process.mutate(
      { prompt: prompt.trim(), files: attachments.files },
      {
        onSuccess: (answer) => {
          if (answer.success && answer.draft?.id) navigate(`/generated-quotes?editDraft=${encodeURIComponent(answer.draft.id)}`);
          else failed(answer.error || 'No data generated from AI request');
        },
        onError: (error) => failed(errorReason(error) || 'Failed to process request'),
      },
    );
  };

  return (
    <Card aria-labelledby="chat-view-title">
      <CardHeader
        title="AI Quote Generator"
        titleId="chat-view-title"
        subtitle="Describe the job, or attach a photo of your notes, the customer's plans or a spreadsheet."
      />
      <CardBody>
        <form className="assistant__form" onSubmit={onSubmit}>
          <TextAreaField
            label="Describe the project"
            placeholder="Describe your epoxy project"
            rows={5}
            value={prompt}
            disabled={process.isPending}
            onChange={(event) => setPrompt(event.target.value)}
          />
          <FileDropZone
            label="Attach files"
            hint="Photos, PDF, Word, Excel, CSV or text files: up to 10, 15 MB each"
            accept={CHAT_ACCEPT.join(',')}
            multiple
            disabled={process.isPending}
            onFiles={attachments.add}
          />
          <AttachmentList files={attachments.files} onRemove={attachments.remove} disabled={process.isPending} />
          <Button type="submit" variant="primary" size="lg" icon={<SparklesIcon />} loading={process.isPending} disabled={empty || process.isPending}>
            {process.isPending ? 'Generating...' : 'Generate Quote with AI'}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
