// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DepositPayment } from './deposit-payment.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

function server(deposit: Record<string, unknown>, checkout: { status: number; body: unknown } = { status: 200, body: { url: 'https://checkout.stripe.test/pay/cs_1' } }) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const [status, body] = url.endsWith('/deposit-checkout') && init?.method === 'POST' ? [checkout.status, checkout.body] : [200, deposit];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const METHODS = 'We accept Zelle, check, cash, Apple Pay, Cash App and wire transfer.';

describe('the deposit on the success page and a signed link (issue 16 item 1)', () => {
  it('offers "Pay deposit ($1,481.29)" with Stripe set up, and opens the checkout page the server made', async () => {
    const fetchMock = server({ amountDue: '1481.29', paidOn: null, online: true, paymentMethods: METHODS });
    const navigate = vi.fn();
    render(<DepositPayment token={TOKEN} navigate={navigate} />);
    const button = await screen.findByRole('button', { name: 'Pay deposit ($1,481.29)' });
    expect(screen.getByText(`Or pay another way: ${METHODS}`)).toBeTruthy();
    fireEvent.click(button);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://checkout.stripe.test/pay/cs_1'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe(`/api/quotes/sign/${TOKEN}/deposit-checkout`);
    // The page sends no amount: the server decides it.
    expect(post?.[1]?.body).toBeUndefined();
  });

  it('shows the payment methods from Settings when Stripe is not set up', async () => {
    server({ amountDue: '350.00', paidOn: null, online: false, paymentMethods: METHODS });
    render(<DepositPayment token={TOKEN} />);
    expect(await screen.findByText(`The deposit of $350.00 is due to schedule your project. ${METHODS}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pay deposit/ })).toBeNull();
  });

  it('says when Stripe could not be reached, in the server’s words', async () => {
    server({ amountDue: '350.00', paidOn: null, online: true, paymentMethods: '' }, { status: 502, body: { message: 'Online payment is not available right now. Please try again in a few minutes, or use one of the other ways to pay.' } });
    const navigate = vi.fn();
    render(<DepositPayment token={TOKEN} navigate={navigate} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay deposit ($350.00)' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Online payment is not available right now/);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says "Deposit paid" with the day once it is recorded', async () => {
    server({ amountDue: '0.00', paidOn: '2026-11-24', online: false, paymentMethods: METHODS });
    render(<DepositPayment token={TOKEN} />);
    expect(await screen.findByRole('heading', { name: 'Deposit paid' })).toBeTruthy();
    expect(screen.getByText(/received on Nov 24, 2026/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
