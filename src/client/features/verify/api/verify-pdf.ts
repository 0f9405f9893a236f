import { useMutation } from '@tanstack/react-query';
import { ApiError } from '#client/lib/api-client.ts';
import type { VerifyResult } from '../lib/verify-verdict.ts';

/** POST /api/verify-pdf with the file itself as the body (Content-Type: application/pdf). */
export async function verifyPdf(file: Blob): Promise<VerifyResult> {
  const response = await fetch('/api/verify-pdf', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/pdf', Accept: 'application/json' },
    body: file,
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text().catch(() => ''));
  return (await response.json()) as VerifyResult;
}

export function useVerifyPdf() {
  return useMutation({ mutationFn: verifyPdf });
}
