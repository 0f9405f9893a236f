// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '#shared/settings/default-settings.ts';
import { MINIMUM_JOB_CHARGE } from '#shared/money/minimum-charge.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { emptyValues, newLineItem, totalsOf, type GeneratorValues } from '../lib/form-values.ts';
import { useMinimumJobCharge } from './use-minimum-job-charge.ts';

function wrapperWith(minimumJobCharge: string) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.settings, { ...DEFAULT_SETTINGS, minimumJobCharge });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const closet = (rate: string): GeneratorValues => ({
  ...emptyValues(new Date(2026, 10, 24)),
  lineItems: [{ ...newLineItem(), description: 'Solid color epoxy - closet', unit: 'sqft', quantity: '100', rate }],
});

function useForm(initial: GeneratorValues, enabled = true) {
  const [values, setValues] = useState(initial);
  const charge = useMinimumJobCharge(values, setValues, enabled);
  return { values, setValues, charge };
}

const minimumLine = (values: GeneratorValues) => values.lineItems.find((item) => item.description === MINIMUM_JOB_CHARGE);

afterEach(cleanup);

describe('the minimum job charge in the form', () => {
  it('adds a visible flat line bringing the total up to the minimum, follows the other lines, and goes once they reach it', () => {
    const { result } = renderHook(() => useForm(closet('4')), { wrapper: wrapperWith('750.00') });
    expect(minimumLine(result.current.values)).toMatchObject({ unit: 'flat', quantity: '1', rate: '350.00' });
    expect(totalsOf(result.current.values).total).toBe('750.00');
    expect(result.current.charge.lineShown).toBe(true);

    // A higher rate on the floor: the line shrinks.
    act(() => result.current.setValues((v) => ({ ...v, lineItems: v.lineItems.map((item, i) => (i === 0 ? { ...item, rate: '6' } : item)) })));
    expect(minimumLine(result.current.values)?.rate).toBe('150.00');
    expect(totalsOf(result.current.values).total).toBe('750.00');

    // Over the minimum: the line goes.
    act(() => result.current.setValues((v) => ({ ...v, lineItems: v.lineItems.map((item, i) => (i === 0 ? { ...item, rate: '8' } : item)) })));
    expect(minimumLine(result.current.values)).toBeUndefined();
    expect(totalsOf(result.current.values).total).toBe('800.00');
  });

  it('stays away once staff remove it, until they ask for it again', () => {
    const { result } = renderHook(() => useForm(closet('4')), { wrapper: wrapperWith('750') });
    const line = minimumLine(result.current.values)!;
    act(() => result.current.setValues((v) => ({ ...v, lineItems: v.lineItems.filter((item) => item.id !== line.id) })));
    expect(minimumLine(result.current.values)).toBeUndefined();
    expect(result.current.charge.dismissed).toBe(true);
    expect(totalsOf(result.current.values).total).toBe('400.00');
    act(() => result.current.charge.restore());
    expect(minimumLine(result.current.values)?.rate).toBe('350.00');
  });

  it('leaves an amount staff typed themselves alone', () => {
    const { result } = renderHook(() => useForm(closet('4')), { wrapper: wrapperWith('750') });
    const line = minimumLine(result.current.values)!;
    act(() => result.current.setValues((v) => ({ ...v, lineItems: v.lineItems.map((item) => (item.id === line.id ? { ...item, rate: '300' } : item)) })));
    act(() => result.current.setValues((v) => ({ ...v, lineItems: v.lineItems.map((item, i) => (i === 0 ? { ...item, rate: '5' } : item)) })));
    expect(minimumLine(result.current.values)?.rate).toBe('300');
  });

  it('adds nothing without a minimum, on an empty form, or on an invoice', () => {
    expect(minimumLine(renderHook(() => useForm(closet('4')), { wrapper: wrapperWith('0.00') }).result.current.values)).toBeUndefined();
    expect(minimumLine(renderHook(() => useForm(closet('0')), { wrapper: wrapperWith('750') }).result.current.values)).toBeUndefined();
    expect(minimumLine(renderHook(() => useForm(closet('4'), false), { wrapper: wrapperWith('750') }).result.current.values)).toBeUndefined();
  });
});
