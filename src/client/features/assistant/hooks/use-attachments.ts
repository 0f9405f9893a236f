import { useCallback, useState } from 'react';
import { toast } from '#client/components/ui/toast-store.ts';
import { addAttachments } from '../lib/attachments.ts';

/** The files picked for one request; what cannot be sent is named in a toast, not dropped silently. */
export function useAttachments(accept: readonly string[]) {
  const [files, setFiles] = useState<File[]>([]);

  const add = useCallback(
    (incoming: File[]) => {
      const result = addAttachments(files, incoming, accept);
      setFiles(result.files);
      if (result.problems.length > 0) toast({ title: 'File not added', description: result.problems.join(' '), variant: 'destructive' });
    },
    [accept, files],
  );

  const remove = useCallback((file: File) => setFiles((current) => current.filter((kept) => kept !== file)), []);
  const clear = useCallback(() => setFiles([]), []);

  return { files, add, remove, clear };
}
