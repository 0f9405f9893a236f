import { describe, expect, it } from 'vitest';
import { addAttachments, CHAT_ACCEPT, describeAccept, formatFileSize, isAccepted, VOICE_ACCEPT } from './attachments.ts';

const file = (name: string, type: string, size = 10, lastModified = 1) => {
  const made = new File([new Uint8Array(size)], name, { type, lastModified });
  return made;
};

describe('isAccepted', () => {
  it('takes images by type and documents by extension, as SPEC.md lists them per screen', () => {
    expect(isAccepted({ name: 'notes.JPG', type: 'image/jpeg' }, VOICE_ACCEPT)).toBe(true);
    expect(isAccepted({ name: 'measure.csv', type: 'text/csv' }, VOICE_ACCEPT)).toBe(false);
    expect(isAccepted({ name: 'measure.csv', type: 'text/csv' }, CHAT_ACCEPT)).toBe(true);
    expect(isAccepted({ name: 'Bid.XLSX', type: '' }, CHAT_ACCEPT)).toBe(true);
    expect(isAccepted({ name: 'setup.exe', type: 'application/octet-stream' }, CHAT_ACCEPT)).toBe(false);
    expect(isAccepted({ name: 'pdf', type: '' }, CHAT_ACCEPT)).toBe(false);
  });
});

describe('addAttachments', () => {
  it('adds accepted files, skips repeats and names each file it leaves out', () => {
    const photo = file('notepad.png', 'image/png');
    const result = addAttachments([photo], [photo, file('plan.pdf', 'application/pdf'), file('virus.exe', ''), file('empty.txt', 'text/plain', 0)], CHAT_ACCEPT);
    expect(result.files.map((kept) => kept.name)).toEqual(['notepad.png', 'plan.pdf']);
    expect(result.problems).toEqual([
      '“virus.exe” was not added: the assistant reads images, PDF, TXT, CSV, XLSX, XLS, DOC and DOCX files.',
      '“empty.txt” was not added: it is empty.',
    ]);
  });

  it('refuses files over 15 MB and an eleventh file', () => {
    const big = file('huge.pdf', 'application/pdf', 15 * 1024 * 1024 + 1);
    expect(addAttachments([], [big], CHAT_ACCEPT).problems).toEqual(['“huge.pdf” was not added: it is larger than 15 MB.']);
    const ten = Array.from({ length: 10 }, (_, i) => file(`page-${i}.txt`, 'text/plain'));
    const result = addAttachments(ten, [file('page-10.txt', 'text/plain')], CHAT_ACCEPT);
    expect(result.files).toHaveLength(10);
    expect(result.problems).toEqual(['“page-10.txt” was not added: at most 10 files can be sent at once.']);
  });
});

describe('describeAccept and formatFileSize', () => {
  it('reads like a sentence', () => {
    expect(describeAccept(VOICE_ACCEPT)).toBe('images, PDF, DOC, DOCX and TXT files');
    expect([formatFileSize(900), formatFileSize(2048), formatFileSize(3 * 1024 * 1024)]).toEqual(['900 B', '2 KB', '3.0 MB']);
  });
});
