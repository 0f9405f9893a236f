import type { Settings } from '#shared/settings/settings.ts';
import { formatDisplayDate } from '#shared/dates/display-date.ts';
import { formatMoney } from '#shared/money/money.ts';
import { formatPhoneNumber } from '#shared/contact/phone-number.ts';
import type { QueuedMail } from '#server/mail/mail-outbox.ts';
import type { invoices, quotes } from '#server/db/schema.ts';

type QuoteRow = typeof quotes.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

interface ReceiptInput {
  quote: QuoteRow;
  /** The deposit invoice with the payment recorded. */
  invoice: InvoiceRow;
  amount: string;
  paidOn: string;
  customerName: string | null;
  customerEmail: string | null;
  settings: Settings;
  officeEmail?: string;
}

/** The customer's receipt (when an address is known) and the office's notice of an online deposit. */
export function depositReceiptMails(input: ReceiptInput): QueuedMail[] {
  const { quote, invoice, settings } = input;
  const company = settings.companyName || 'Our team';
  const amount = formatMoney(input.amount);
  const date = formatDisplayDate(input.paidOn);
  const mails: QueuedMail[] = [];
  if (input.customerEmail) {
    mails.push({
      to: input.customerEmail,
      toCustomer: true,
      subject: `Receipt: deposit of ${amount} for quote ${quote.quoteNumber} from ${company}`,
      text: [
        `Hello ${input.customerName ?? quote.customerName},`,
        '',
        `Thank you: we received your deposit of ${amount} for quote ${quote.quoteNumber} (${quote.projectTitle}) on ${date}, paid online through Stripe.`,
        '',
        `Receipt for invoice ${invoice.invoiceNumber}`,
        `Amount paid: ${amount}`,
        `Date: ${date}`,
        `Balance due on this invoice: ${formatMoney(invoice.balanceDue)}`,
        `Quote total: ${formatMoney(quote.total)}; the remaining ${formatMoney(quote.balanceDue)} is invoiced on completion.`,
        '',
        'We will call you to schedule the work.',
        '',
        company,
        formatPhoneNumber(settings.companyPhone),
      ].join('\n'),
    });
  }
  if (input.officeEmail) {
    mails.push({
      to: input.officeEmail,
      subject: `Deposit paid: ${quote.quoteNumber} ${quote.customerName} (${amount})`,
      text: [
        `${quote.customerName} paid the deposit of ${amount} for quote ${quote.quoteNumber} (${quote.projectTitle}) online through Stripe on ${date}.`,
        `It is recorded on invoice ${invoice.invoiceNumber}, now ${invoice.status === 'paid' ? 'paid' : `with ${formatMoney(invoice.balanceDue)} still due`}.`,
        input.customerEmail ? `A receipt was sent to ${input.customerEmail}.` : 'The customer gave no e-mail address, so no receipt was sent.',
        'Time to schedule the work.',
      ].join('\n'),
    });
  }
  return mails;
}

/** The office's notice of a Stripe payment that was not recorded (amount differs, bank debit failed). */
export function depositFlaggedMail(input: { quote: QuoteRow; sessionId: string; reason: string; officeEmail: string }): QueuedMail {
  return {
    to: input.officeEmail,
    subject: `Check a deposit payment: ${input.quote.quoteNumber} ${input.quote.customerName}`,
    text: [
      `A Stripe payment for the deposit of quote ${input.quote.quoteNumber} (${input.quote.customerName}) needs a look.`,
      input.reason,
      `Find Checkout Session ${input.sessionId} in the Stripe dashboard, then record or refund the payment by hand.`,
    ].join('\n'),
  };
}
