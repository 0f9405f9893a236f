/** The answer of POST /api/verify-pdf. */
export interface VerifyResult {
  valid: boolean;
  sealed: boolean;
  intact: boolean;
  coversWholeFile: boolean;
  ours: boolean | null;
  signerName: string | null;
  signedAt: string | null;
  problem: string | null;
}

export interface Verdict {
  ok: boolean;
  title: string;
  /** Plain sentences for the staff member. */
  details: string[];
}

const formatWhen = (iso: string, timeZone?: string): string =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });

/** Says plainly whether the file is an unchanged signed copy of ours, and if not, why not. */
export function verdictOf(result: VerifyResult, timeZone?: string): Verdict {
  const signedLine = [result.signerName ? `Sealed by ${result.signerName}` : null, result.signedAt ? `on ${formatWhen(result.signedAt, timeZone)}` : null].filter(Boolean).join(' ');
  if (result.valid) {
    return {
      ok: true,
      title: 'Valid: this is an unchanged signed copy of our quote',
      details: [signedLine ? `${signedLine}.` : 'The seal is ours and covers the whole file.', 'Nothing in the file has changed since it was sealed.'],
    };
  }
  const reasons: string[] = [];
  if (!result.sealed) reasons.push('The file carries no digital seal: it is not a signed copy made by this app.');
  else {
    if (!result.intact) reasons.push('The file was changed after it was sealed.');
    if (result.intact && !result.coversWholeFile) reasons.push('Content was added to the file after it was sealed.');
    if (result.ours === false) reasons.push('The seal was not made by our certificate.');
  }
  if (result.problem && !reasons.some((reason) => reason.includes(result.problem ?? ''))) reasons.push(`Details: ${result.problem}`);
  if (reasons.length === 0) reasons.push('The seal could not be confirmed.');
  if (signedLine && result.sealed) reasons.push(`The seal names: ${signedLine}.`);
  return { ok: false, title: 'Not valid: this is not an unchanged signed copy of ours', details: reasons };
}
