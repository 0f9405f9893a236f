import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-client.ts';
import { existingInvoiceId } from './signed-quote-actions.ts';

describe('existingInvoiceId', () => {
  it('reads existingId from a 409 answer', () => {
    const error = new ApiError(409, 'Conflict', JSON.stringify({ message: 'This quote already has a deposit invoice', existingId: 'inv-123' }));
    expect(existingInvoiceId(error)).toBe('inv-123');
  });

  it('is null for a 409 without one (quote not signed) and for other errors', () => {
    expect(existingInvoiceId(new ApiError(409, 'Conflict', JSON.stringify({ message: 'The quote is not signed' })))).toBeNull();
    expect(existingInvoiceId(new ApiError(500, 'Server Error', JSON.stringify({ message: 'x', existingId: 'inv-1' })))).toBeNull();
    expect(existingInvoiceId(new ApiError(409, 'Conflict', ''))).toBeNull();
    expect(existingInvoiceId(new TypeError('offline'))).toBeNull();
  });
});
