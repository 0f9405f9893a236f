import { formatDisplayDate } from '#shared/dates/display-date.ts';
import { formatMoney } from '#shared/money/money.ts';
import { formatPhoneNumber } from '#shared/contact/phone-number.ts';
import type { Settings } from '#shared/settings/settings.ts';
import type { QueuedMail } from '#server/mail/mail-outbox.ts';

type Company = Pick<Settings, 'companyName' | 'companyPhone' | 'paymentMethods'>;

const signature = (company: Company): string[] => ['', company.companyName, formatPhoneNumber(company.companyPhone)].filter((line, index) => index === 0 || line);

/** The one reminder of a quote opened but not signed, or of a quote about to expire. */
export function quoteReminderMail(input: {
  kind: 'quote_viewed' | 'quote_expiring';
  to: string;
  company: Company;
  quote: { quoteNumber: string; customerName: string; projectTitle: string; validUntil: string };
  signingUrl: string;
}): QueuedMail {
  const { quote, company } = input;
  const until = formatDisplayDate(quote.validUntil);
  const subject = input.kind === 'quote_expiring' ? `Your quote ${quote.quoteNumber} from ${company.companyName} expires on ${until}` : `Reminder: your quote ${quote.quoteNumber} from ${company.companyName}`;
  const opening =
    input.kind === 'quote_expiring'
      ? `A reminder that quote ${quote.quoteNumber} for ${quote.projectTitle} is valid until ${until}. You can read it and sign it here:`
      : `Just checking in on quote ${quote.quoteNumber} for ${quote.projectTitle}. Whenever you are ready, you can sign it here:`;
  return {
    to: input.to,
    toCustomer: true,
    subject,
    text: [`Hello ${quote.customerName},`, '', opening, input.signingUrl, '', `The quote is valid until ${until}. Questions or changes? Just reply to this e-mail.`, ...signature(company)].join('\n'),
  };
}

/** A reminder of an unpaid invoice past its due date (+1, +7 and +14 days). */
export function overdueReminderMail(input: {
  to: string;
  company: Company;
  invoice: { invoiceNumber: string; customerName: string; projectTitle: string; dueDate: string; balanceDue: string };
}): QueuedMail {
  const { invoice, company } = input;
  return {
    to: input.to,
    toCustomer: true,
    subject: `Invoice ${invoice.invoiceNumber} from ${company.companyName} is past due`,
    text: [
      `Hello ${invoice.customerName},`,
      '',
      `Invoice ${invoice.invoiceNumber} for ${invoice.projectTitle} was due on ${formatDisplayDate(invoice.dueDate)}. Balance due: ${formatMoney(invoice.balanceDue)}.`,
      company.paymentMethods,
      '',
      'If you have already paid, thank you, and please ignore this reminder.',
      ...signature(company),
    ]
      .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
      .join('\n'),
  };
}
