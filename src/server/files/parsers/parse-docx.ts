import mammoth from 'mammoth';

export async function parseDocx(data: Uint8Array): Promise<string> {
  const result = await mammoth.extractRawText({ buffer: Buffer.from(data.buffer, data.byteOffset, data.byteLength) });
  return result.value.replace(/\n{3,}/g, '\n\n').trim();
}
