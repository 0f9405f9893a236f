import type { ReactNode } from 'react';
import { formatMoney } from '#shared/money/money.ts';
import { PRICING_COLUMN_LABEL, presentLine } from '#shared/documents/line-presentation.ts';
import type { Settings } from '#shared/settings/settings.ts';
import { toDocumentViewData, type DocumentKind, type DocumentViewData, type DocumentViewLine, type DocumentViewPhoto } from './document-view-model.ts';
import { formatDisplayDate } from '#shared/dates/display-date.ts';
import { formatPhoneNumber } from '#shared/contact/phone-number.ts';
import { paymentMethodsText, paymentTermsSentence } from '#shared/documents/payment-terms.ts';
import { INVOICE_KIND_LABELS, invoiceBalanceDue, invoicePaymentSentence, invoiceStatusLabel, invoiceTotalRows } from '#shared/documents/invoice-paper.ts';
import { quoteTotalRows, type TotalRow } from '#shared/documents/paper-totals.ts';
import { chosenLines, choiceText, optionsPaymentTerms, optionsRangeText } from '#shared/documents/quote-options.ts';
import './document-view.css';

export type DocumentViewSettings = Pick<
  Settings,
  'companyName' | 'companyPhone' | 'companyEmail' | 'companyAddress' | 'logoDataUrl' | 'paymentMethods' | 'warrantyText' | 'termsText'
>;

export interface DocumentViewProps {
  kind: DocumentKind;
  /** A draft, quote or invoice as the API answers it, or a signing link's snapshot. */
  document: unknown;
  settings: DocumentViewSettings;
  /**
   * Replaces the blank signature lines of a quote's approval area; the signing page puts its
   * signature box here.
   */
  signature?: ReactNode;
  /**
   * Where a site photo's JPEG is read: staff screens read /api/photos/{id}, the signing page reads
   * it through its token. Without it a quote's photos are not shown.
   */
  photoUrl?: (photoId: string) => string;
}

function Lines({ children }: { children: ReactNode[] }) {
  const shown = children.filter(Boolean);
  return shown.length > 0 ? <>{shown}</> : null;
}

function ServiceTable({ lines, caption = 'Service breakdown' }: { lines: DocumentViewLine[]; caption?: string }) {
  return (
    <table className="doc__table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Description</th>
          <th scope="col" className="doc__num">
            {PRICING_COLUMN_LABEL}
          </th>
          <th scope="col" className="doc__num">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.length === 0 ? (
          <tr>
            <td colSpan={3} className="doc__empty-row">
              No service items
            </td>
          </tr>
        ) : (
          lines.map((line) => {
            const shown = presentLine(line);
            return (
              <tr key={line.id}>
                <td data-label="Description">
                  <span className="doc__line-description">{line.description}</span>
                  {shown.dimensions ? <span className="doc__line-detail">{shown.dimensions}</span> : null}
                </td>
                <td data-label={PRICING_COLUMN_LABEL} className="doc__num doc__pricing">
                  {shown.pricing}
                </td>
                <td data-label="Amount" className="doc__num">
                  {formatMoney(line.amount)}
                </td>
              </tr>
            );
          })
        )}
      </tbody>
    </table>
  );
}

/** An invoice's rows: the same as its PDF prints (shared/documents/invoice-paper.ts). */
/** The money rows of the paper, as every paper prints them (shared/documents/paper-totals.ts). */
function TotalRows({ rows }: { rows: readonly TotalRow[] }) {
  return (
    <dl className="doc__totals">
      {rows.map((row) => (
        <div key={row.label} className={row.strong ? 'doc__total-row doc__total-row--grand' : 'doc__total-row'}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Totals({ kind, data }: { kind: DocumentKind; data: DocumentViewData }) {
  return <TotalRows rows={kind === 'invoice' ? invoiceTotalRows(data) : quoteTotalRows(data)} />;
}

/**
 * A quote with options (issue 15): before the choice, every option with its lines and money rows
 * (quoteTotalRows, as the PDF prints them) and the add-ons; once signed, the chosen option, its
 * add-ons and the quote's figures (which are then the chosen ones).
 */
function QuoteOffer({ data }: { data: DocumentViewData }) {
  if (data.choice) {
    return (
      <section className="doc__section">
        <h3 className="doc__section-title">Service Breakdown</h3>
        <p className="doc__chosen">
          Chosen option: <strong>{choiceText(data.choice)}</strong>
        </p>
        <ServiceTable lines={chosenLines(data, data.choice)} />
        <Totals kind="quote" data={data} />
      </section>
    );
  }
  return (
    <section className="doc__section">
      <h3 className="doc__section-title">Options</h3>
      <p className="doc__options-range">{optionsRangeText(data.options)}</p>
      {data.lineItems.length > 0 ? (
        <>
          <h4 className="doc__subsection-title">Included in Every Option</h4>
          <ServiceTable lines={data.lineItems} caption="Included in every option" />
        </>
      ) : null}
      {data.options.map((option, index) => (
        <div key={option.id} className="doc__option">
          <h4 className="doc__subsection-title">
            Option {index + 1}: {option.name}
          </h4>
          <ServiceTable lines={option.lineItems} caption={option.name} />
          <TotalRows rows={quoteTotalRows({ ...option, discountRate: data.discountRate })} />
        </div>
      ))}
      {data.addOns.length > 0 ? (
        <>
          <h4 className="doc__subsection-title">Optional Add-ons (added to the option chosen)</h4>
          <ServiceTable lines={data.addOns} caption="Optional add-ons" />
        </>
      ) : null}
    </section>
  );
}

/** The quote's site photos under its lines: plain lazy images with their captions (the signing page's bundle stays small). */
function Photos({ photos, photoUrl }: { photos: DocumentViewPhoto[]; photoUrl: (photoId: string) => string }) {
  return (
    <section className="doc__section doc__photos">
      <h3 className="doc__section-title">Photos</h3>
      <ul className="doc__photo-list">
        {photos.map((photo, index) => (
          <li key={photo.id} className="doc__photo">
            <figure>
              <img
                className="doc__photo-image"
                src={photoUrl(photo.id)}
                alt={photo.caption ? photo.caption : `Site photo ${index + 1}`}
                width={photo.width ?? undefined}
                height={photo.height ?? undefined}
                loading="lazy"
                decoding="async"
              />
              {photo.caption ? <figcaption className="doc__photo-caption">{photo.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Approval({ data, signature }: { data: DocumentViewData; signature?: ReactNode }) {
  const signed = data.customerSignature !== null && data.signedAt !== null;
  return (
    <section className="doc__section doc__approval">
      <h3 className="doc__section-title">
        Customer Approval
      </h3>
      <p className="doc__small">By signing below, the customer accepts this quote, its scope, price and payment terms.</p>
      {signature ??
        (signed ? (
          <div className="doc__signature-grid">
            <div>
              <img className="doc__signature-image" src={data.customerSignature ?? ''} alt={`Signature of ${data.signedName ?? data.customerName ?? 'the customer'}`} />
              <p className="doc__signature-label">Customer Signature{data.signedName ? `: ${data.signedName}` : ''}</p>
            </div>
            <div>
              <p className="doc__signature-date">{formatDisplayDate(data.signedAt)}</p>
              <p className="doc__signature-label">Date Signed</p>
            </div>
          </div>
        ) : (
          <div className="doc__signature-grid">
            <div>
              <div className="doc__signature-line" />
              <p className="doc__signature-label">Customer Signature</p>
            </div>
            <div>
              <div className="doc__signature-line" />
              <p className="doc__signature-label">Date</p>
            </div>
          </div>
        ))}
    </section>
  );
}

/**
 * A quote or an invoice as the customer receives it: on screen, in print (US letter) and on the
 * signing page. Pure: everything it shows comes from its props.
 */
export function DocumentView({ kind, document, settings, signature, photoUrl }: DocumentViewProps) {
  const data = toDocumentViewData(document);
  const title = kind === 'quote' ? 'Quote' : 'Invoice';
  const numberLabel = kind === 'quote' ? 'Quote #' : 'Invoice #';
  const withOptions = kind === 'quote' && data.options.length > 0;
  // Options not chosen yet: the deposit is a share of whichever is chosen, printed per option.
  const offering = withOptions && !data.choice;
  return (
    <article className="doc" aria-label={`${title} ${data.number ?? ''}`.trim()}>
      <header className="doc__header">
        <div className="doc__brand">
          {settings.logoDataUrl ? <img className="doc__logo" src={settings.logoDataUrl} alt={`${settings.companyName} logo`} /> : null}
          <div>
            <p className="doc__company">{settings.companyName}</p>
            <Lines>
              {[
                settings.companyAddress ? (
                  <p key="address" className="doc__small">
                    {settings.companyAddress}
                  </p>
                ) : null,
                settings.companyPhone ? (
                  <p key="phone" className="doc__small">
                    {formatPhoneNumber(settings.companyPhone)}
                  </p>
                ) : null,
                settings.companyEmail ? (
                  <p key="email" className="doc__small">
                    {settings.companyEmail}
                  </p>
                ) : null,
              ]}
            </Lines>
          </div>
        </div>
        <div className="doc__meta">
          <h2 className="doc__title">{title.toUpperCase()}</h2>
          <dl className="doc__meta-list">
            <div>
              <dt>{numberLabel}</dt>
              <dd>{data.number ?? 'Draft'}</dd>
            </div>
            <div>
              <dt>Date</dt>
              <dd>{formatDisplayDate(data.issueDate ?? data.createdAt)}</dd>
            </div>
            {kind === 'quote' && data.validUntil ? (
              <div>
                <dt>Valid Until</dt>
                <dd>{formatDisplayDate(data.validUntil)}</dd>
              </div>
            ) : null}
            {kind === 'invoice' && data.dueDate ? (
              <div>
                <dt>Due Date</dt>
                <dd>{formatDisplayDate(data.dueDate)}</dd>
              </div>
            ) : null}
            {kind === 'invoice' && data.invoiceKind && data.invoiceKind !== 'standard' ? (
              <div>
                <dt>Type</dt>
                <dd>{(INVOICE_KIND_LABELS as Record<string, string>)[data.invoiceKind] ?? data.invoiceKind}</dd>
              </div>
            ) : null}
            {kind === 'invoice' && data.status ? (
              <div>
                <dt>Status</dt>
                <dd className="doc__status">{invoiceStatusLabel(data.status)}</dd>
              </div>
            ) : null}
            {kind === 'invoice' && data.status === 'void' && data.voidReason ? (
              <div>
                <dt>Void</dt>
                <dd>{data.voidReason}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </header>

      <div className="doc__parties">
        <section className="doc__section">
          <h3 className="doc__section-title">
            {kind === 'quote' ? 'Prepared For' : 'Bill To'}
          </h3>
          <p className="doc__customer-name">{data.customerName ?? 'Unknown Customer'}</p>
          {data.customerPhone ? <p className="doc__small">{formatPhoneNumber(data.customerPhone)}</p> : null}
          {data.customerAddress ? <p className="doc__small">{data.customerAddress}</p> : null}
          {data.customerEmail ? <p className="doc__small">{data.customerEmail}</p> : null}
        </section>
        <section className="doc__section">
          <h3 className="doc__section-title">
            Project
          </h3>
          <p className="doc__project">{data.projectTitle ?? 'Untitled Project'}</p>
        </section>
      </div>

      {withOptions ? (
        <QuoteOffer data={data} />
      ) : (
      <section className="doc__section">
        <h3 className="doc__section-title">
          Service Breakdown
        </h3>
        <ServiceTable lines={data.lineItems} />
        {kind === 'invoice' && data.scopeItems.length > 0 ? (
          <>
            <h4 className="doc__subsection-title">Scope of Work (as quoted, not billed again)</h4>
            <ServiceTable lines={data.scopeItems} caption="Scope of work" />
          </>
        ) : null}
        <Totals kind={kind} data={data} />
      </section>
      )}

      {kind === 'quote' && photoUrl && data.photos.length > 0 ? <Photos photos={data.photos} photoUrl={photoUrl} /> : null}

      {data.notes ? (
        <section className="doc__section">
          <h3 className="doc__section-title">
            Notes
          </h3>
          <p className="doc__prose">{data.notes}</p>
        </section>
      ) : null}

      <section className="doc__section doc__payment">
        <h3 className="doc__section-title">
          Payment Information
        </h3>
        <p className="doc__prose doc__payment-terms">{kind === 'invoice' ? invoicePaymentSentence(data) : offering ? optionsPaymentTerms(data.depositPercentage) : paymentTermsSentence(data)}</p>
        {paymentMethodsText(settings.paymentMethods) ? <p className="doc__prose">{paymentMethodsText(settings.paymentMethods)}</p> : null}
        {offering ? null : kind === 'invoice' ? (
          <p className="doc__payment-figures">
            <span>
              Payments received: <strong>{formatMoney(data.amountPaid)}</strong>
            </span>
            <span>
              Balance due: <strong>{formatMoney(invoiceBalanceDue(data))}</strong>
            </span>
          </p>
        ) : (
          <p className="doc__payment-figures">
            <span>
              Deposit due: <strong>{formatMoney(data.depositAmount)}</strong>
            </span>
            <span>
              Balance on completion: <strong>{formatMoney(data.balanceDue)}</strong>
            </span>
          </p>
        )}
      </section>

      <section className="doc__section">
        <h3 className="doc__section-title">
          Warranty &amp; Conditions
        </h3>
        <p className="doc__prose">{settings.warrantyText}</p>
        {settings.termsText ? <p className="doc__prose">{settings.termsText}</p> : null}
      </section>

      {kind === 'quote' ? <Approval data={data} signature={signature} /> : null}

      <footer className="doc__footer">
        <p>Thank you for choosing {settings.companyName}.</p>
      </footer>
    </article>
  );
}
