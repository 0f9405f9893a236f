// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { toDocumentViewData } from '../components/document/document-view-model.ts';
import { OptionPicker, choiceOf, type OptionSelection } from './option-picker.tsx';

afterEach(cleanup);

const line = (id: string, description: string, quantity: number, rate: number, amount: string, unit = 'sqft') => ({ id, description, unit, useDimensions: false, length: null, width: null, quantity, rate, amount });

/** A signing snapshot with options: Good / Better at 480 sq ft, 5% off, 50% deposit, one add-on. */
const data = toDocumentViewData({
  lineItems: [],
  discountRate: '5.00',
  depositPercentage: '50.00',
  options: [
    { id: 'good', name: 'Good: solid color epoxy', lineItems: [line('g', 'Solid color', 480, 4.25, '2040.00')], subtotal: '2040.00', discountAmount: '102.00', total: '1938.00', depositAmount: '969.00', balanceDue: '969.00' },
    { id: 'better', name: 'Better: full flake', lineItems: [line('b', 'Full flake', 480, 5.5, '2640.00')], subtotal: '2640.00', discountAmount: '132.00', total: '2508.00', depositAmount: '1254.00', balanceDue: '1254.00' },
  ],
  addOns: [line('cove', 'Cove base', 40, 8.1, '324.00', 'lf')],
});

function Harness() {
  const [selection, setSelection] = useState<OptionSelection>({ optionId: null, addOnIds: [] });
  const choice = choiceOf(data, selection);
  return (
    <>
      <OptionPicker data={data} selection={selection} onChange={setSelection} />
      <output data-testid="label">{choice ? `${choice.optionName} ${choice.total}` : 'none'}</output>
    </>
  );
}

describe('the option picker on the signing page', () => {
  it('shows each option with its total and deposit, and the totals follow the choice and the add-ons', () => {
    render(<Harness />);
    expect(screen.getByText('$1,938.00')).toBeTruthy();
    expect(screen.getByText('Deposit $1,254.00')).toBeTruthy();
    expect(screen.getByText('Choose an option to see your total, deposit and balance.')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /Better: full flake/ }));
    expect(screen.getByTestId('label').textContent).toBe('Better: full flake 2508.00');
    expect(screen.getByText('Remaining Balance')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: /Cove base/ }));
    // 2640 + 324 = 2964; 5% = 148.20; total 2815.80; deposit 1407.90.
    expect(screen.getByTestId('label').textContent).toBe('Better: full flake 2815.80');
    expect(screen.getByText('$2,815.80')).toBeTruthy();
    expect(screen.getAllByText('$1,407.90')).toHaveLength(2);
    expect(screen.getByText('-$148.20')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: /Cove base/ }));
    expect(screen.getByTestId('label').textContent).toBe('Better: full flake 2508.00');
  });
});
