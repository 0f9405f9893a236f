import { useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Draft, Invoice } from '#shared/documents/schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '#client/components/ui/card.tsx';
import { ArrowLeftIcon, ChevronDownIcon, PlusIcon } from '#client/components/ui/icons.tsx';
import { TextField } from '#client/components/ui/field.tsx';
import { toastError, toastSuccess } from '#client/components/ui/toast-store.ts';
import { useGenerateInvoice } from '../api/generate-invoice.ts';
import { useGenerateQuote } from '../api/generate-quote.ts';
import { useAutosave, type AutosaveStatus } from '../hooks/use-autosave.ts';
import { newLineItem, totalsOf, type GeneratorValues, type LineItemValues } from '../lib/form-values.ts';
import { FIELD_ORDER, firstError, validateValues, type GeneratorField } from '../lib/form-validation.ts';
import type { AutosavePayload } from '../lib/autosave-diff.ts';
import type { EditTarget } from '../lib/unsaved-edits.ts';
import { formatPhoneNumber } from '#shared/contact/phone-number.ts';
import { invoiceLockReason } from '#shared/documents/invoice-paper.ts';
import { errorReason } from '#client/lib/api-client.ts';
import { useInvoiceWrites } from '../api/save-invoice.ts';
import { buildInvoiceUpdatePayload } from '../lib/document-payloads.ts';
import { useFieldCheckHint } from './field-check.tsx';
import { LineItemFields } from './line-item-fields.tsx';
import { CustomerNameField } from './customer-name-field.tsx';
import { TotalSummary } from './total-summary.tsx';
import { QuoteOptionsFields } from './quote-options-fields.tsx';
import { QuotePhotosFields } from './quote-photos-fields.tsx';
import { MinimumChargeNotice } from './minimum-charge-notice.tsx';
import { useMinimumJobCharge } from '../hooks/use-minimum-job-charge.ts';
import './generator-form.css';

export type CreatedDocument = { kind: 'quote'; document: Draft } | { kind: 'invoice'; document: Invoice };

export interface GeneratorFormProps {
  title: string;
  target: EditTarget;
  initialValues: GeneratorValues;
  draftId: string | null;
  savedPayload: AutosavePayload | null;
  /** 'New Invoice' makes Generate Invoice the primary button. */
  preferredKind?: 'quote' | 'invoice';
  /**
   * An issued invoice being edited: it keeps its number ('Save Invoice', PUT), or, once it has
   * payments, is voided with a reason and replaced. Autosave makes no draft of it.
   */
  invoice?: Invoice;
  onBack?: () => void;
  onCreated: (created: CreatedDocument) => void;
}

const fieldId = (field: GeneratorField): string => `generator-${field}`;
const ADVANCED_FIELDS: readonly GeneratorField[] = ['issueDate', 'validUntil', 'discountRate', 'depositPercentage'];

function SaveStatus({ status }: { status: AutosaveStatus }) {
  const text =
    status === 'saving' ? 'Saving...'
    : status === 'saved' ? 'All changes saved'
    : status === 'error' ? 'Not saved yet: your changes are kept on this device'
    : '';
  return (
    <p className={`save-status save-status--${status}`} role="status" aria-live="polite">
      {text}
    </p>
  );
}

export function GeneratorForm({ title, target, initialValues, draftId, savedPayload, preferredKind = 'quote', invoice, onBack, onCreated }: GeneratorFormProps) {
  const [values, setValues] = useState<GeneratorValues>(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  // Marks on the fields of an AI-made draft that staff should check (none on other documents).
  const checkHint = useFieldCheckHint();
  const editingInvoice = target.type === 'invoice' ? invoice : undefined;
  const autosave = useAutosave({ target, values, draftId, savedPayload, kind: preferredKind, saveDrafts: target.type !== 'invoice' });
  const invoiceWrites = useInvoiceWrites();
  const lockReason = editingInvoice ? invoiceLockReason(editingInvoice) : null;
  const [voidReason, setVoidReason] = useState('');
  const [voidReasonError, setVoidReasonError] = useState<string | null>(null);
  const totals = useMemo(() => totalsOf(values), [values]);
  // A quote under the company minimum gets a visible line for the difference (staff may remove it).
  const minimumCharge = useMinimumJobCharge(values, setValues, target.type !== 'invoice' && preferredKind === 'quote');
  const validation = useMemo(() => validateValues(values), [values]);
  const errors = submitted ? validation.fieldErrors : {};

  const setField = (field: Exclude<keyof GeneratorValues, 'lineItems'>, value: string): void => setValues((current) => ({ ...current, [field]: value }));
  const changeItem = (id: string, patch: Partial<LineItemValues>): void =>
    setValues((current) => ({ ...current, lineItems: current.lineItems.map((item) => (item.id === id ? { ...item, ...patch } : item)) }));
  const addItem = (): void => setValues((current) => ({ ...current, lineItems: [...current.lineItems, newLineItem()] }));
  const removeItem = (id: string): void =>
    setValues((current) => (current.lineItems.length > 1 ? { ...current, lineItems: current.lineItems.filter((item) => item.id !== id) } : current));

  const generateQuote = useGenerateQuote({ autosave, onCreated: (draft) => onCreated({ kind: 'quote', document: draft }) });
  const generateInvoice = useGenerateInvoice({ autosave, onCreated: (invoice) => onCreated({ kind: 'invoice', document: invoice }) });

  const pending = generateQuote.isPending || generateInvoice.isPending || invoiceWrites.save.isPending || invoiceWrites.voidAndReplace.isPending;

  /** 'Save Invoice': the same invoice, same number, figures recomputed by the server. */
  const saveInvoice = (current: Invoice): void => {
    invoiceWrites.save.mutate(
      { id: current.id, payload: buildInvoiceUpdatePayload(values) },
      {
        onSuccess: (saved) => {
          autosave.finish();
          toastSuccess(`Invoice ${saved.invoiceNumber} saved.`);
          onCreated({ kind: 'invoice', document: saved });
        },
        onError: (error) => toastError(`Failed to save the invoice: ${errorReason(error)}`),
      },
    );
  };

  /** 'Void and replace': on purpose, with a reason; the old invoice is kept, marked void. */
  const voidAndReplace = (current: Invoice): void => {
    if (voidReason.trim() === '') {
      setVoidReasonError('Say why this invoice is voided');
      document.getElementById('generator-void-reason')?.focus();
      return;
    }
    setVoidReasonError(null);
    invoiceWrites.voidAndReplace.mutate(
      { id: current.id, reason: voidReason.trim(), payload: buildInvoiceUpdatePayload(values) },
      {
        onSuccess: ({ voided, replacement }) => {
          autosave.finish();
          toastSuccess(`Invoice ${voided.invoiceNumber} is void; ${replacement.invoiceNumber} replaces it.`, 'Invoice Replaced');
          onCreated({ kind: 'invoice', document: replacement });
        },
        onError: (error) => toastError(`Failed to void and replace the invoice: ${errorReason(error)}`),
      },
    );
  };

  /** Blocks an invalid submission: messages by the fields, a toast, focus on the first problem. */
  const checkBeforeSubmit = (): boolean => {
    setSubmitted(true);
    if (validation.valid) return true;
    const message = firstError(validation);
    if (message) toastError(message);
    const focusField = FIELD_ORDER.find((field) => validation.fieldErrors[field]);
    if (focusField && ADVANCED_FIELDS.includes(focusField)) setAdvancedOpen(true);
    // After the render that shows the messages (and opens Advanced Options when needed).
    if (focusField) requestAnimationFrame(() => document.getElementById(fieldId(focusField))?.focus());
    return false;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (pending || !checkBeforeSubmit()) return;
    if (editingInvoice) {
      if (editingInvoice.status === 'void') return;
      if (lockReason) voidAndReplace(editingInvoice);
      else saveInvoice(editingInvoice);
    } else if (preferredKind === 'invoice') generateInvoice.mutate(values);
    else generateQuote.mutate(values);
  };

  /**
   * Enter in a field does not submit: a half-filled form (a name typed, no items yet) was issued as a
   * $0.00 quote. Issuing takes a click (or Enter/Space) on the Generate button itself.
   */
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>): void => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  };

  /** The preferred kind's button submits the form; the other one is a plain button. */
  const generateButton = (kind: 'quote' | 'invoice', mutation: typeof generateQuote | typeof generateInvoice, label: string) => (
    <Button
      type={preferredKind === kind ? 'submit' : 'button'}
      variant={preferredKind === kind ? 'primary' : 'secondary'}
      size="lg"
      disabled={pending}
      aria-busy={mutation.isPending || undefined}
      onClick={
        preferredKind === kind ? undefined : () => {
          if (!pending && checkBeforeSubmit()) mutation.mutate(values);
        }
      }
    >
      {mutation.isPending ? 'Creating...' : label}
    </Button>
  );
  const quoteButton = generateButton('quote', generateQuote, 'Generate Quote');
  const invoiceButton = generateButton('invoice', generateInvoice, 'Generate Invoice');

  return (
    <form className="generator" noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} aria-labelledby="generator-title">
      <header className="generator__header">
        {onBack ? (
          <Button variant="ghost" iconOnly aria-label="Back to documents" onClick={onBack}>
            <ArrowLeftIcon />
          </Button>
        ) : null}
        <div className="generator__heading">
          <h1 id="generator-title">{title}</h1>
          <p className="muted">Create professional quotes and invoices</p>
        </div>
        <SaveStatus status={autosave.status} />
      </header>

      <Card aria-labelledby="customer-details-title">
        <CardHeader title="Customer & Project Details" titleId="customer-details-title" />
        <CardBody className="generator__grid">
          <CustomerNameField
            id={fieldId('customerName')}
            hint={checkHint('customerName')}
            value={values.customerName}
            error={errors.customerName}
            onChange={(name) => setField('customerName', name)}
            onPick={(customer) =>
              setValues((current) => ({
                ...current,
                customerName: customer.name,
                customerPhone: customer.phone ? formatPhoneNumber(customer.phone) : current.customerPhone,
                customerAddress: customer.address ?? current.customerAddress,
              }))
            }
          />
          <TextField
            id={fieldId('projectTitle')}
            label="Project Title"
            hint={checkHint('projectTitle')}
            required
            autoComplete="off"
            value={values.projectTitle}
            error={errors.projectTitle}
            onChange={(event) => setField('projectTitle', event.target.value)}
          />
          <TextField
            label="Phone Number"
            hint={checkHint('customerPhone')}
            type="tel"
            autoComplete="off"
            placeholder="(123) 456-7890"
            value={values.customerPhone}
            onChange={(event) => setField('customerPhone', event.target.value)}
            // Written the one way every paper prints it, once the number is typed.
            onBlur={(event) => setField('customerPhone', formatPhoneNumber(event.target.value))}
          />
          <TextField label="Address" hint={checkHint('customerAddress')} autoComplete="off" value={values.customerAddress} onChange={(event) => setField('customerAddress', event.target.value)} />
        </CardBody>
      </Card>

      <Card>
        <div className="card__body generator__advanced">
          <button type="button" className="collapsible__trigger" aria-expanded={advancedOpen} aria-controls="generator-advanced" onClick={() => setAdvancedOpen((open) => !open)}>
            <span>Advanced Options</span>
            <ChevronDownIcon />
          </button>
          <div id="generator-advanced" className="generator__grid generator__grid--4" hidden={!advancedOpen}>
            <TextField
              id={fieldId('issueDate')}
              label="Issue Date"
              type="date"
              required
              value={values.issueDate}
              error={errors.issueDate}
              onChange={(event) => setField('issueDate', event.target.value)}
            />
            <TextField
              id={fieldId('validUntil')}
              label="Valid Until"
              type="date"
              required
              value={values.validUntil}
              error={errors.validUntil}
              onChange={(event) => setField('validUntil', event.target.value)}
            />
            <TextField
              id={fieldId('discountRate')}
              label="Discount (%)"
              hint={checkHint('discountRate')}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step={0.01}
              value={values.discountRate}
              error={errors.discountRate}
              onChange={(event) => setField('discountRate', event.target.value)}
            />
            <TextField
              id={fieldId('depositPercentage')}
              label="Deposit Percentage (%)"
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              hint={checkHint('depositPercentage', 'Empty or 0 means 60%')}
              value={values.depositPercentage}
              error={errors.depositPercentage}
              onChange={(event) => setField('depositPercentage', event.target.value)}
            />
          </div>
        </div>
      </Card>

      <Card aria-labelledby="service-items-title">
        <CardHeader
          title="Service Items"
          titleId="service-items-title"
          actions={
            <Button variant="secondary" size="sm" icon={<PlusIcon />} onClick={addItem}>
              Add Item
            </Button>
          }
        />
        <CardBody className="generator__items">
          {values.lineItems.map((item, index) => (
            <LineItemFields key={item.id} item={item} index={index} canRemove={values.lineItems.length > 1} onChange={changeItem} onRemove={removeItem} />
          ))}
          <MinimumChargeNotice charge={minimumCharge} />
          {submitted && validation.lineItemsError ? (
            <p className="field__error" role="alert">
              {validation.lineItemsError}
            </p>
          ) : null}
        </CardBody>
      </Card>

      {/* Options are a quote's: an invoice bills what was chosen. */}
      {editingInvoice || preferredKind === 'invoice' ? null : <QuoteOptionsFields values={values} setValues={setValues} />}

      {/* Site photos are a quote's too: the customer sees them beside what they sign. */}
      {editingInvoice || preferredKind === 'invoice' ? null : <QuotePhotosFields values={values} setValues={setValues} />}

      {/* With options each option shows its own figures (Service Items included); one summary would mislead. */}
      {values.options.length > 0 ? null : <TotalSummary totals={totals} />}

      {editingInvoice ? (
        <InvoiceEditActions
          invoice={editingInvoice}
          lockReason={lockReason}
          voidReason={voidReason}
          voidReasonError={voidReasonError}
          onVoidReasonChange={setVoidReason}
          saving={invoiceWrites.save.isPending}
          voiding={invoiceWrites.voidAndReplace.isPending}
        />
      ) : (
        <div className="generator__actions">
          {quoteButton}
          {invoiceButton}
        </div>
      )}
    </form>
  );
}

/**
 * The actions of an issued invoice being edited: 'Save Invoice' keeps its number; an invoice with
 * payments says why it is locked and offers 'Void and replace' with a reason; a void one offers nothing.
 */
function InvoiceEditActions({
  invoice,
  lockReason,
  voidReason,
  voidReasonError,
  onVoidReasonChange,
  saving,
  voiding,
}: {
  invoice: Invoice;
  lockReason: string | null;
  voidReason: string;
  voidReasonError: string | null;
  onVoidReasonChange: (reason: string) => void;
  saving: boolean;
  voiding: boolean;
}) {
  if (!lockReason) {
    return (
      <div className="generator__actions">
        <Button type="submit" variant="primary" size="lg" disabled={saving} aria-busy={saving || undefined}>
          {saving ? 'Saving...' : `Save Invoice ${invoice.invoiceNumber}`}
        </Button>
      </div>
    );
  }
  return (
    <Card aria-labelledby="invoice-lock-title">
      <CardHeader title={`Invoice ${invoice.invoiceNumber} is locked`} titleId="invoice-lock-title" />
      <CardBody className="generator__lock">
        <p role="note">{lockReason}</p>
        {invoice.status === 'void' ? null : (
          <>
            <TextField
              id="generator-void-reason"
              label="Reason for voiding"
              required
              autoComplete="off"
              placeholder="e.g. wrong square footage"
              value={voidReason}
              error={voidReasonError}
              onChange={(event) => onVoidReasonChange(event.target.value)}
            />
            <div className="generator__actions">
              <Button type="submit" variant="danger" size="lg" disabled={voiding} aria-busy={voiding || undefined}>
                {voiding ? 'Replacing...' : 'Void and replace'}
              </Button>
            </div>
          </>
        )}
      </CardBody>
    </Card>
  );
}
