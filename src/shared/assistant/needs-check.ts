import type { FieldSource } from './field-sources.ts';

/*
 * Kept apart from field-sources.ts, which defines zod schemas: the editor imports these values,
 * and zod must stay out of the browser bundles (decision 010).
 */

/** At or above this a value needs no second look; below it the editor marks the field to check. */
export const CONFIDENT = 0.8;

/** A field staff should check: no source, a flag, or low confidence. */
export function needsCheck(source: FieldSource | undefined): boolean {
  return !source || source.flag !== null || source.start === null || source.confidence < CONFIDENT;
}
