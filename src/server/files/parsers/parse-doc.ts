import WordExtractor from 'word-extractor';

export async function parseDoc(data: Uint8Array): Promise<string> {
  const document = await new WordExtractor().extract(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  const parts = [document.getHeaders({ includeFooters: true }), document.getBody(), document.getTextboxes(), document.getFootnotes()];
  return parts
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n');
}
