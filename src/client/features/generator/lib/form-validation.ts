import { filledLineItems, isBlank, type GeneratorValues } from './form-values.ts';

/** The generator form's rules and their SPEC.md section 5 messages. */

export type GeneratorField = 'customerName' | 'projectTitle' | 'issueDate' | 'validUntil' | 'discountRate' | 'depositPercentage';
export type FieldErrors = Partial<Record<GeneratorField, string>>;

export const VALIDATION_MESSAGES = {
  customerName: 'Customer name is required',
  projectTitle: 'Project title is required',
  issueDate: 'Issue date is required',
  validUntil: 'Valid until date is required',
  discountRate: 'Discount must be a number from 0 to 100',
  depositPercentage: 'Deposit percentage must be a number from 0 to 100',
  lineItems: 'Please add at least one line item.',
} as const;

/** Field order: the first error is the one a toast names and focus goes to. */
export const FIELD_ORDER: readonly GeneratorField[] = ['customerName', 'projectTitle', 'issueDate', 'validUntil', 'discountRate', 'depositPercentage'];

function percentInRange(text: string): boolean {
  if (isBlank(text)) return true;
  const number = Number(text);
  return Number.isFinite(number) && number >= 0 && number <= 100;
}

export interface ValidationResult {
  fieldErrors: FieldErrors;
  /** 'Please add at least one line item.' when no item has a description. */
  lineItemsError: string | null;
  valid: boolean;
}

export function validateValues(values: GeneratorValues): ValidationResult {
  const fieldErrors: FieldErrors = {};
  if (isBlank(values.customerName)) fieldErrors.customerName = VALIDATION_MESSAGES.customerName;
  if (isBlank(values.projectTitle)) fieldErrors.projectTitle = VALIDATION_MESSAGES.projectTitle;
  if (isBlank(values.issueDate)) fieldErrors.issueDate = VALIDATION_MESSAGES.issueDate;
  if (isBlank(values.validUntil)) fieldErrors.validUntil = VALIDATION_MESSAGES.validUntil;
  if (!percentInRange(values.discountRate)) fieldErrors.discountRate = VALIDATION_MESSAGES.discountRate;
  if (!percentInRange(values.depositPercentage)) fieldErrors.depositPercentage = VALIDATION_MESSAGES.depositPercentage;
  // With options the quote's own lines may be none: each option brings its own (the server checks them).
  const lineItemsError = filledLineItems(values).length === 0 && values.options.length === 0 ? VALIDATION_MESSAGES.lineItems : null;
  return { fieldErrors, lineItemsError, valid: Object.keys(fieldErrors).length === 0 && lineItemsError === null };
}

/** The first message to toast, in the order the fields appear. */
export function firstError(result: ValidationResult): string | null {
  for (const field of FIELD_ORDER) {
    const message = result.fieldErrors[field];
    if (message) return message;
  }
  return result.lineItemsError;
}
