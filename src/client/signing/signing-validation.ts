/**
 * The signing form's checks (SPEC.md section 5 'Signing'), without zod so the customer's bundle
 * stays small; the server checks the same fields again with the shared schema.
 */

export interface SigningProblem {
  title: string;
  description: string;
}

/** A plain shape check; the server's schema has the last word. */
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

/** The first problem with the form, in the order the customer fills it in, or null. */
export function findSigningProblem(input: { name: string; email: string; signature: string | null }): SigningProblem | null {
  if (!input.signature) return { title: 'Signature Required', description: 'Please provide your signature.' };
  if (!input.name.trim()) return { title: 'Name Required', description: 'Please enter your full name.' };
  if (input.email.trim() && !isValidEmail(input.email.trim())) return { title: 'Invalid Email', description: 'Please enter a valid e-mail address.' };
  return null;
}

/** SPEC.md section 2: the submit button shows only once both a signature and a name exist. */
export function canSubmitSignature(input: { name: string; signature: string | null }): boolean {
  return input.signature !== null && input.name.trim() !== '';
}
