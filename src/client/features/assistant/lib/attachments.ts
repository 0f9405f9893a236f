import { MAX_FILE_BYTES, MAX_FILES } from '#shared/assistant/upload-limits.ts';

/** SPEC.md 'AI input': what the voice overlay and the chat view each take. */
export const VOICE_ACCEPT = ['image/*', '.pdf', '.doc', '.docx', '.txt'] as const;
export const CHAT_ACCEPT = ['image/*', '.pdf', '.txt', '.csv', '.xlsx', '.xls', '.doc', '.docx'] as const;

export interface AttachmentResult {
  files: File[];
  /** One sentence per file left out, naming it. */
  problems: string[];
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
};

export function isAccepted(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  const extension = extensionOf(file.name);
  return accept.some((entry) => (entry.endsWith('/*') ? file.type.startsWith(entry.slice(0, -1)) : entry === extension));
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Adds what was picked or dropped to the list, leaving out (with a reason) what the server would
 * refuse anyway: types it does not read, files over 15 MB, more than 10 files, and repeats.
 * The server checks all of this again, by content.
 */
export function addAttachments(current: readonly File[], incoming: readonly File[], accept: readonly string[]): AttachmentResult {
  const files = [...current];
  const problems: string[] = [];
  for (const file of incoming) {
    if (files.some((kept) => sameFile(kept, file))) continue;
    if (!isAccepted(file, accept)) problems.push(`“${file.name}” was not added: the assistant reads ${describeAccept(accept)}.`);
    else if (file.size > MAX_FILE_BYTES) problems.push(`“${file.name}” was not added: it is larger than ${megabytes(MAX_FILE_BYTES)}.`);
    else if (file.size === 0) problems.push(`“${file.name}” was not added: it is empty.`);
    else if (files.length >= MAX_FILES) problems.push(`“${file.name}” was not added: at most ${MAX_FILES} files can be sent at once.`);
    else files.push(file);
  }
  return { files, problems };
}

export function describeAccept(accept: readonly string[]): string {
  const names = accept.map((entry) => (entry === 'image/*' ? 'images' : entry.slice(1).toUpperCase()));
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''} files`;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
