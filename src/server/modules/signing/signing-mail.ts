import type { QueuedMail } from '#server/mail/mail-outbox.ts';
import { formatMoney } from '#shared/money/money.ts';
import { paymentTermsSentence } from '#shared/documents/payment-terms.ts';
import { formatPhoneNumber } from '#shared/contact/phone-number.ts';
import { choiceText, optionsRangeText } from '#shared/documents/quote-options.ts';
import type { QuoteSnapshot } from './quote-snapshot.ts';

/**
 * Where the office hears of signatures and change requests: OFFICE_EMAIL when set (the server's
 * operator decides), else the company e-mail in Settings; nobody when neither is given.
 */
export function officeAddress(configured: string | undefined, settingsEmail: string | null | undefined): string | undefined {
  return configured?.trim() || settingsEmail?.trim() || undefined;
}

/** ", choosing Better: full flake + Cove base" on a quote signed with options (its figures are the chosen ones). */
const chosen = (quote: QuoteSnapshot['quote']): string => (quote.choice ? `, choosing ${choiceText(quote.choice)}` : '');

/** The two messages after a signature: the customer's copy (when they gave an e-mail) and the office's. */
export function signedQuoteMails(input: { snapshot: QuoteSnapshot; linkId: string; signerName: string; signerEmail: string | null; officeEmail?: string; signedAt: string }): QueuedMail[] {
  const { quote, company } = input.snapshot;
  const mails: QueuedMail[] = [];
  if (input.signerEmail) {
    mails.push({
      to: input.signerEmail,
      linkId: input.linkId,
      toCustomer: true,
      subject: `Your signed quote ${quote.quoteNumber} from ${company.companyName}`,
      text: [
        `Hello ${input.signerName},`,
        '',
        `Thank you for signing quote ${quote.quoteNumber} for ${quote.projectTitle}${chosen(quote)} (total ${formatMoney(quote.total)}).`,
        `Payment terms: ${paymentTermsSentence(quote)}`,
        'Your signed copy is attached. Our team will call you within 24 hours to schedule the work.',
        '',
        company.companyName,
        formatPhoneNumber(company.companyPhone),
      ].join('\n'),
    });
  }
  if (input.officeEmail) {
    mails.push({
      to: input.officeEmail,
      linkId: input.linkId,
      subject: `Signed: ${quote.quoteNumber} ${quote.customerName} (${formatMoney(quote.total)})`,
      text: [
        `${input.signerName} signed quote ${quote.quoteNumber} for ${quote.projectTitle}${chosen(quote)} on ${input.signedAt}.`,
        `Customer: ${quote.customerName}${quote.customerPhone ? `, ${formatPhoneNumber(quote.customerPhone)}` : ''}${input.signerEmail ? `, ${input.signerEmail}` : ''}`,
        `Total ${formatMoney(quote.total)}. Payment terms: ${paymentTermsSentence(quote)}`,
        'The sealed signed copy is attached.',
      ].join('\n'),
    });
  }
  return mails;
}

/** The office's notice that a customer asked for changes instead of signing, with their note. */
export function changeRequestMail(input: {
  snapshot: QuoteSnapshot;
  officeEmail: string;
  name: string;
  email: string | null;
  message: string;
  requestedAt: string;
  staffUrl?: string;
}): QueuedMail {
  const { quote } = input.snapshot;
  return {
    to: input.officeEmail,
    subject: `Changes requested: ${quote.quoteNumber} ${quote.customerName}`,
    text: [
      `${input.name} asked for changes to quote ${quote.quoteNumber} for ${quote.projectTitle} (${optionsRangeText(quote.options) ?? `total ${formatMoney(quote.total)}`}) on ${input.requestedAt}, instead of signing it.`,
      `Customer: ${quote.customerName}${quote.customerPhone ? `, ${formatPhoneNumber(quote.customerPhone)}` : ''}${input.email ? `, ${input.email}` : ''}`,
      '',
      'Their note:',
      input.message,
      '',
      `Revise the quote and send the new link${input.staffUrl ? `: ${input.staffUrl}` : '.'}`,
    ].join('\n'),
  };
}
