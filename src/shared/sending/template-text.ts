import { z } from 'zod';
import { templateProblem } from './message-template.ts';

/** A subject or message written with placeholders: trimmed, required, refused with a message naming an unknown placeholder. */
export const templateText = (label: string, max: number, options: { needsLink: boolean; placeholders: readonly string[] }) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine((text, context) => {
      const problem = templateProblem(text, options);
      if (problem) context.addIssue({ code: 'custom', message: `${label}: ${problem}` });
    });
