import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Settings } from '#shared/settings/settings.ts';
import { isKnownTimeZone } from '#shared/settings/time-zones.ts';
import { INVOICE_TEMPLATE_PLACEHOLDERS, templateProblem } from '#shared/sending/message-template.ts';
import { toMoneyString } from '#shared/money/money.ts';
import { looksLikeEmailAddress } from '#shared/contact/email-address.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '#client/components/ui/card.tsx';
import { TextAreaField, TextField } from '#client/components/ui/field.tsx';
import { FileDropZone } from '#client/components/ui/file-drop-zone.tsx';
import { PageLoading } from '#client/components/ui/spinner.tsx';
import { toastError, toastSuccess } from '#client/components/ui/toast-store.ts';
import { errorReason } from '#client/lib/api-client.ts';
import { getSettingsQueryOptions } from '#client/lib/settings.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import './settings-screen.css';

type Draft = Omit<Settings, 'defaultDepositPercentage' | 'quoteValidityDays' | 'reminderAfterDays' | 'invoiceDueDays'> & {
  defaultDepositPercentage: string;
  quoteValidityDays: string;
  reminderAfterDays: string;
  invoiceDueDays: string;
};
type Errors = Partial<Record<keyof Settings, string>>;

const LOGO_MAX_BYTES = 300 * 1024;
const LOGO_TYPES = ['image/png', 'image/jpeg'];

const toDraft = (settings: Settings): Draft => ({
  ...settings,
  defaultDepositPercentage: String(settings.defaultDepositPercentage),
  quoteValidityDays: String(settings.quoteValidityDays),
  reminderAfterDays: String(settings.reminderAfterDays),
  invoiceDueDays: String(settings.invoiceDueDays),
});

const MESSAGES: Partial<Record<keyof Settings, string>> = {
  companyName: 'Company name is required',
  companyEmail: 'Enter a valid e-mail address',
  defaultDepositPercentage: 'Enter a whole number from 1 to 100',
  quoteValidityDays: 'Enter a whole number of days from 1 to 365',
  timeZone: 'Enter a time zone such as America/Chicago',
  minimumJobCharge: 'Enter an amount like 750, or 0 for none',
  reminderAfterDays: 'Enter a whole number of days from 1 to 60',
  invoiceDueDays: 'Enter a whole number of days from 0 to 120',
};


const wholeNumberIn = (text: string, min: number, max: number): number | null => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? value : null;
};

/**
 * The rules people meet while typing, mirrored from settingsSchema (decision 010: no zod in the
 * browser); the server parses with the schema itself and answers a 400 naming the field.
 */
function validate(draft: Draft): { settings: Settings | null; errors: Errors } {
  const errors: Errors = {};
  const companyName = draft.companyName.trim();
  if (!companyName) errors.companyName = MESSAGES.companyName;
  const companyEmail = draft.companyEmail.trim();
  if (companyEmail && !looksLikeEmailAddress(companyEmail)) errors.companyEmail = MESSAGES.companyEmail;
  const defaultDepositPercentage = wholeNumberIn(draft.defaultDepositPercentage, 1, 100);
  if (defaultDepositPercentage === null) errors.defaultDepositPercentage = MESSAGES.defaultDepositPercentage;
  const quoteValidityDays = wholeNumberIn(draft.quoteValidityDays, 1, 365);
  if (quoteValidityDays === null) errors.quoteValidityDays = MESSAGES.quoteValidityDays;
  const timeZone = draft.timeZone.trim();
  if (!isKnownTimeZone(timeZone)) errors.timeZone = MESSAGES.timeZone;
  const minimumText = String(draft.minimumJobCharge ?? '').trim().replace(/[$,]/g, '');
  const minimum = minimumText === '' ? 0 : Number(minimumText);
  if (!Number.isFinite(minimum) || minimum < 0 || minimum > 1_000_000) errors.minimumJobCharge = MESSAGES.minimumJobCharge;
  const reminderAfterDays = wholeNumberIn(draft.reminderAfterDays, 1, 60);
  if (reminderAfterDays === null) errors.reminderAfterDays = MESSAGES.reminderAfterDays;
  const invoiceDueDays = wholeNumberIn(draft.invoiceDueDays, 0, 120);
  if (invoiceDueDays === null) errors.invoiceDueDays = MESSAGES.invoiceDueDays;
  const sendEmailSubject = draft.sendEmailSubject.trim();
  const subjectProblem = sendEmailSubject ? templateProblem(sendEmailSubject, { needsLink: false }) : 'E-mail subject is required';
  if (subjectProblem) errors.sendEmailSubject = subjectProblem;
  const sendEmailTemplate = draft.sendEmailTemplate.trim();
  const templateError = sendEmailTemplate ? templateProblem(sendEmailTemplate, { needsLink: true }) : 'E-mail message is required';
  if (templateError) errors.sendEmailTemplate = templateError;
  const invoiceEmailSubject = draft.invoiceEmailSubject.trim();
  const invoiceSubjectProblem = invoiceEmailSubject ? templateProblem(invoiceEmailSubject, { needsLink: false, placeholders: INVOICE_TEMPLATE_PLACEHOLDERS }) : 'Invoice e-mail subject is required';
  if (invoiceSubjectProblem) errors.invoiceEmailSubject = invoiceSubjectProblem;
  const invoiceEmailTemplate = draft.invoiceEmailTemplate.trim();
  const invoiceTemplateProblem = invoiceEmailTemplate ? templateProblem(invoiceEmailTemplate, { needsLink: false, placeholders: INVOICE_TEMPLATE_PLACEHOLDERS }) : 'Invoice e-mail message is required';
  if (invoiceTemplateProblem) errors.invoiceEmailTemplate = invoiceTemplateProblem;
  if (Object.keys(errors).length > 0 || defaultDepositPercentage === null || quoteValidityDays === null || reminderAfterDays === null || invoiceDueDays === null) return { settings: null, errors };
  return {
    settings: {
      ...draft,
      companyName,
      companyEmail,
      companyPhone: draft.companyPhone.trim(),
      companyAddress: draft.companyAddress.trim(),
      paymentMethods: draft.paymentMethods.trim(),
      warrantyText: draft.warrantyText.trim(),
      termsText: draft.termsText.trim(),
      timeZone,
      defaultDepositPercentage,
      quoteValidityDays,
      reminderAfterDays,
      invoiceDueDays,
      sendEmailSubject,
      sendEmailTemplate,
      invoiceEmailSubject,
      invoiceEmailTemplate,
      minimumJobCharge: toMoneyString(minimum),
    },
    errors,
  };
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

function SettingsForm({ initial }: { initial: Settings }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const [errors, setErrors] = useState<Errors>({});
  const [logoError, setLogoError] = useState<string | null>(null);
  const update = useUpdateSettings();

  const set =
    (field: keyof Draft) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void =>
      setDraft((current) => ({ ...current, [field]: event.target.value }));

  const onLogo = async (files: File[]): Promise<void> => {
    const file = files[0];
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type)) return setLogoError('The logo must be a PNG or JPEG image.');
    if (file.size > LOGO_MAX_BYTES) return setLogoError('The logo must be at most 300 KB.');
    setLogoError(null);
    const logoDataUrl = await readAsDataUrl(file);
    setDraft((current) => ({ ...current, logoDataUrl }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const { settings, errors: found } = validate(draft);
    setErrors(found);
    if (!settings) {
      toastError(Object.values(found)[0] ?? 'Please check the highlighted fields.');
      return;
    }
    update.mutate(settings, {
      onSuccess: () => toastSuccess('Settings saved successfully'),
      onError: (error) => toastError(`Failed to save settings: ${errorReason(error)}.`),
    });
  };

  return (
    <form className="settings" noValidate onSubmit={onSubmit}>
      <header>
        <h1>Settings</h1>
        <p className="muted">Your company profile, printed on every quote, invoice and PDF.</p>
      </header>

      <Card aria-labelledby="settings-company-title">
        <CardHeader title="Company" titleId="settings-company-title" />
        <CardBody className="settings__grid">
          <TextField label="Company Name" required value={draft.companyName} error={errors.companyName} onChange={set('companyName')} />
          <TextField label="Phone" type="tel" value={draft.companyPhone} error={errors.companyPhone} onChange={set('companyPhone')} />
          <TextField label="E-mail" type="email" value={draft.companyEmail} error={errors.companyEmail} onChange={set('companyEmail')} />
          <TextField label="Address" value={draft.companyAddress} error={errors.companyAddress} onChange={set('companyAddress')} />
        </CardBody>
      </Card>

      <Card aria-labelledby="settings-logo-title">
        <CardHeader title="Logo" titleId="settings-logo-title" subtitle="PNG or JPEG, at most 300 KB" />
        <CardBody className="settings__logo">
          {draft.logoDataUrl ? <img className="settings__logo-image" src={draft.logoDataUrl} alt="Current logo" /> : <p className="muted">No logo yet.</p>}
          <div className="settings__logo-actions">
            {/* The project's drop zone rather than the browser's bare 'Choose File'. */}
            <FileDropZone label="choose a logo image" hint="PNG or JPEG, at most 300 KB" accept="image/png,image/jpeg" onFiles={(files) => void onLogo(files)} />
            {logoError ? (
              <p className="field__error" role="alert">
                {logoError}
              </p>
            ) : null}
            {draft.logoDataUrl ? (
              <Button variant="danger" size="sm" onClick={() => setDraft((current) => ({ ...current, logoDataUrl: '' }))}>
                Remove logo
              </Button>
            ) : null}
          </div>
        </CardBody>
      </Card>

      <Card aria-labelledby="settings-terms-title">
        <CardHeader title="Documents" titleId="settings-terms-title" />
        <CardBody className="settings__stack">
          <TextAreaField
            label="Payment Methods"
            hint="Each quote prints its own deposit and balance; list here how customers can pay."
            value={draft.paymentMethods}
            error={errors.paymentMethods}
            onChange={set('paymentMethods')}
          />
          <TextAreaField label="Warranty" value={draft.warrantyText} error={errors.warrantyText} onChange={set('warrantyText')} />
          <TextAreaField label="Terms & Conditions" value={draft.termsText} error={errors.termsText} onChange={set('termsText')} />
          <div className="settings__grid">
            <TextField
              label="Default Deposit (%)"
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              step={1}
              value={draft.defaultDepositPercentage}
              error={errors.defaultDepositPercentage}
              onChange={set('defaultDepositPercentage')}
            />
            <TextField
              label="Quote Validity (days)"
              type="number"
              inputMode="numeric"
              min={1}
              max={365}
              step={1}
              value={draft.quoteValidityDays}
              error={errors.quoteValidityDays}
              onChange={set('quoteValidityDays')}
            />
            <TextField label="Time Zone" value={draft.timeZone} error={errors.timeZone} hint="For example America/Chicago" onChange={set('timeZone')} />
            <TextField
              label="Minimum Job Charge ($)"
              inputMode="decimal"
              autoComplete="off"
              value={draft.minimumJobCharge}
              error={errors.minimumJobCharge}
              hint="A quote under it gets a visible 'Minimum job charge' line (staff may remove it); 0 for none"
              onChange={set('minimumJobCharge')}
            />
          </div>
        </CardBody>
      </Card>

      <Card aria-labelledby="settings-sending-title">
        <CardHeader title="Sending & reminders" titleId="settings-sending-title" subtitle="Quote placeholders: {link}, {company}, {validUntil}, {customer}" />
        <CardBody className="settings__stack">
          <TextField label="E-mail Subject" value={draft.sendEmailSubject} error={errors.sendEmailSubject} onChange={set('sendEmailSubject')} />
          <TextAreaField
            label="E-mail Message"
            hint="Sent by 'Send to customer'. {link} is the quote's signing link."
            rows={8}
            value={draft.sendEmailTemplate}
            error={errors.sendEmailTemplate}
            onChange={set('sendEmailTemplate')}
          />
          <TextField
            label="Invoice Subject"
            value={draft.invoiceEmailSubject}
            error={errors.invoiceEmailSubject}
            hint="Placeholders: {company}, {customer}, {invoiceNumber}, {amountDue}, {dueDate}"
            onChange={set('invoiceEmailSubject')}
          />
          <TextAreaField
            label="Invoice Message"
            hint="Sent by an invoice's 'Send to customer', with the invoice PDF attached. {amountDue} is the balance due after payments."
            rows={7}
            value={draft.invoiceEmailTemplate}
            error={errors.invoiceEmailTemplate}
            onChange={set('invoiceEmailTemplate')}
          />
          <div className="settings__grid">
            <TextField
              label="Remind after (days)"
              type="number"
              inputMode="numeric"
              min={1}
              max={60}
              step={1}
              value={draft.reminderAfterDays}
              error={errors.reminderAfterDays}
              hint="A quote opened but not signed gets one reminder this many days later"
              onChange={set('reminderAfterDays')}
            />
            <TextField
              label="Payment due (days)"
              type="number"
              inputMode="numeric"
              min={0}
              max={120}
              step={1}
              value={draft.invoiceDueDays}
              error={errors.invoiceDueDays}
              hint="Deposit and final invoices are due this many days after they are issued"
              onChange={set('invoiceDueDays')}
            />
          </div>
        </CardBody>
      </Card>

      <div>
        <Button type="submit" variant="primary" size="lg" loading={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}

export function SettingsScreen() {
  const settings = useQuery(getSettingsQueryOptions());
  if (settings.isPending) return <PageLoading label="Loading settings..." />;
  if (settings.isError) {
    return (
      <p role="alert" className="field__error">
        Settings could not be loaded: {errorReason(settings.error)}.
      </p>
    );
  }
  return <SettingsForm initial={settings.data} />;
}
