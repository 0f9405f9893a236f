import { useMutation } from '@tanstack/react-query';
import { ApiError } from '#client/lib/api-client.ts';

function filenameFrom(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  const name = match?.[1] ? decodeURIComponent(match[1]) : fallback;
  return name.replace(/[\\/]/g, '_');
}

/** GET /api/documents/{kind}/{id}/pdf, the server's vector PDF (DESIGN.md), saved as a download. */
export async function downloadPdf({ kind, id, number }: { kind: 'quote' | 'invoice'; id: string; number?: string | null }): Promise<string> {
  const response = await fetch(`/api/documents/${kind}/${encodeURIComponent(id)}/pdf`, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text().catch(() => ''));
  const blob = await response.blob();
  const filename = filenameFrom(response.headers.get('Content-Disposition'), `${number ?? kind}.pdf`);
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return filename;
}

export function useDownloadPdf() {
  return useMutation({ mutationFn: downloadPdf });
}
