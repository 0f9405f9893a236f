import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INVOICE_EMAIL_SUBJECT,
  DEFAULT_INVOICE_EMAIL_TEMPLATE,
  DEFAULT_SEND_EMAIL_SUBJECT,
  DEFAULT_SEND_EMAIL_TEMPLATE,
  INVOICE_TEMPLATE_PLACEHOLDERS,
  renderTemplate,
  templateProblem,
  unknownPlaceholders,
} from './message-template.ts';
import { sendInvoiceEmailSchema } from './send-invoice-email.ts';
import { smsHref, smsNumber } from './sms-number.ts';

const values = { link: 'https://q.example/sign/abc', company: 'Premier Epoxy Floors', validUntil: 'Dec 22, 2036', customer: 'Dana Okonkwo' };

describe('the Send to customer e-mail template', () => {
  it('fills every placeholder, as often as written, and leaves other braces alone', () => {
    expect(renderTemplate('{customer}: {link} ({company}, {company}) until {validUntil}', values)).toBe('Dana Okonkwo: https://q.example/sign/abc (Premier Epoxy Floors, Premier Epoxy Floors) until Dec 22, 2036');
    expect(renderTemplate('{name} {link}', values)).toBe('{name} https://q.example/sign/abc');
  });

  it('names unknown placeholders once each, case and spelling as written', () => {
    expect(unknownPlaceholders('{Link} {date} {date} {} {link} { not one }')).toEqual(['Link', 'date', '']);
    expect(templateProblem('Hi {name}: {link}', { needsLink: true })).toBe('Unknown placeholder {name}: use {link}, {company}, {validUntil}, {customer}');
    expect(templateProblem('Hi {customer}', { needsLink: true })).toBe('The message must contain {link}, or the customer cannot open the quote');
    expect(templateProblem('Quote from {company}', { needsLink: false })).toBeNull();
  });

  it('the defaults pass their own checks and carry the link', () => {
    expect(templateProblem(DEFAULT_SEND_EMAIL_SUBJECT, { needsLink: false })).toBeNull();
    expect(templateProblem(DEFAULT_SEND_EMAIL_TEMPLATE, { needsLink: true })).toBeNull();
    expect(renderTemplate(DEFAULT_SEND_EMAIL_TEMPLATE, values)).toContain('https://q.example/sign/abc');
  });
});

describe('the invoice e-mail template', () => {
  const invoice = { placeholders: INVOICE_TEMPLATE_PLACEHOLDERS, needsLink: false };
  it('knows its own placeholders, not the quote link, and fills them', () => {
    expect(templateProblem('{link} for {customer}', invoice)).toBe('Unknown placeholder {link}: use {company}, {customer}, {invoiceNumber}, {amountDue}, {dueDate}');
    expect(templateProblem(DEFAULT_INVOICE_EMAIL_SUBJECT, invoice)).toBeNull();
    expect(templateProblem(DEFAULT_INVOICE_EMAIL_TEMPLATE, invoice)).toBeNull();
    const values = { company: 'Premier Epoxy Floors', customer: 'Dana', invoiceNumber: 'INV-2026-0042', amountDue: '$3,513.28', dueDate: 'Dec 8, 2026' };
    expect(renderTemplate(DEFAULT_INVOICE_EMAIL_SUBJECT, values)).toBe('Invoice INV-2026-0042 from Premier Epoxy Floors');
    expect(renderTemplate(DEFAULT_INVOICE_EMAIL_TEMPLATE, values)).toContain('Amount due: $3,513.28 (due Dec 8, 2026).');
    expect(renderTemplate('{validUntil} {amountDue}', values)).toBe('{validUntil} $3,513.28');
  });

  it('the send body: everything optional, a wrong address or placeholder refused with its field named', () => {
    expect(sendInvoiceEmailSchema.safeParse({}).success).toBe(true);
    const bad = sendInvoiceEmailSchema.safeParse({ to: 'dana at home', subject: '  ', message: 'Pay {total}' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['to', 'Enter a valid e-mail address, like name@example.com'],
      ['subject', 'Subject is required'],
      ['message', 'Message: Unknown placeholder {total}: use {company}, {customer}, {invoiceNumber}, {amountDue}, {dueDate}'],
    ]);
  });
});

describe('phone numbers for text messages', () => {
  it('reads US numbers however written, keeps international ones, refuses what cannot be texted', () => {
    for (const typed of ['(512) 555-0134', '512.555.0134', '5125550134', '+1 512 555 0134', '1-512-555-0134', '512-555-0134 ext. 12']) expect(smsNumber(typed)).toBe('+15125550134');
    expect(smsNumber('+44 20 7946 0958')).toBe('+442079460958');
    for (const typed of ['', null, '555-0134', 'call the office', '+12']) expect(smsNumber(typed)).toBeNull();
  });

  it('the sms: link carries the whole message, encoded', () => {
    expect(smsHref('+15125550134', 'Quote Q-1 & more: https://q.example/sign/a?b')).toBe('sms:+15125550134?&body=Quote%20Q-1%20%26%20more%3A%20https%3A%2F%2Fq.example%2Fsign%2Fa%3Fb');
  });
});
