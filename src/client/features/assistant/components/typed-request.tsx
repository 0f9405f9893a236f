import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { TextAreaField } from '../../../components/ui/field.tsx';
import { SparklesIcon } from '../../../components/ui/icons.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { errorReason } from '../../../lib/api-client.ts';
import { useExtractFromText } from '../api/extract-from-text.ts';

/**
 * The assistant's typed path: a description becomes a draft, which opens in the edit view.
 * Voice capture and file uploads build on this screen (AI assistant issue).
 */
export function TypedRequest() {
  const [text, setText] = useState('');
  const extract = useExtractFromText();
  const navigate = useNavigate();
  const blank = text.trim() === '';

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (blank) {
      toast({ title: 'Please add content', description: 'Add a description or attach files to generate a quote.', variant: 'destructive' });
      return;
    }
    extract.mutate(text.trim(), {
      onSuccess: (answer) => {
        if (answer.success && answer.draft?.id) navigate(`/generated-quotes?editDraft=${encodeURIComponent(answer.draft.id)}`);
        else toast({ title: 'Processing failed', description: answer.error || 'No data generated from AI request', variant: 'destructive' });
      },
      onError: (error) => toast({ title: 'Processing failed', description: errorReason(error) || 'Failed to process request', variant: 'destructive' }),
    });
  };

  return (
    <Card aria-labelledby="typed-request-title">
      <CardHeader title="Type Your Request" titleId="typed-request-title" subtitle="Customer, phone, address, areas and rates: write it as you would say it." />
      <CardBody>
        <form className="assistant__form" onSubmit={onSubmit}>
          <TextAreaField
            label="Project description"
            placeholder="Describe your epoxy project"
            rows={6}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="primary" size="lg" icon={<SparklesIcon />} loading={extract.isPending} disabled={blank || extract.isPending}>
            {extract.isPending ? 'Generating Your Quote' : 'Generate Quote with AI'}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
