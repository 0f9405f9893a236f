import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { PriceBookItem } from '#shared/price-book/price-book.ts';
import { LINE_UNITS, LINE_UNIT_NAMES, RATE_LABELS, isLineUnit, type LineUnit } from '#shared/documents/line-units.ts';
import { presentLine } from '#shared/documents/line-presentation.ts';
import { formatMoney } from '#shared/money/money.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button, buttonClassName } from '#client/components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '#client/components/ui/card.tsx';
import { SelectField, TextAreaField, TextField } from '#client/components/ui/field.tsx';
import { ArchiveIcon, DownloadIcon, EditIcon, PlusIcon, RestoreIcon } from '#client/components/ui/icons.tsx';
import { PageLoading } from '#client/components/ui/spinner.tsx';
import { toastError, toastSuccess } from '#client/components/ui/toast-store.ts';
import { errorReason } from '#client/lib/api-client.ts';
import { usePriceBook } from '#client/lib/price-book.ts';
import { PRICE_BOOK_EXPORT_URL, useImportPriceBook } from '../api/import-price-book.ts';
import { useSavePriceBookItem } from '../api/save-price-book-item.ts';
import './price-book.css';

/**
 * The Price Book (issue 15 item 1): the systems and items the company sells with their unit and
 * rate. The generator form offers the active ones by name; the AI assistant prices a request that
 * names one without a price. A document's line copies the rate, so editing here changes no quote.
 */

interface EntryDraft {
  name: string;
  description: string;
  unit: LineUnit;
  rate: string;
  minimumCharge: string;
  active: boolean;
}

type EntryErrors = Partial<Record<'name' | 'rate' | 'minimumCharge', string>>;

const blankEntry: EntryDraft = { name: '', description: '', unit: 'sqft', rate: '', minimumCharge: '', active: true };

const draftOf = (item: PriceBookItem): EntryDraft => ({
  name: item.name,
  description: item.description,
  unit: item.unit,
  rate: item.rate,
  minimumCharge: item.minimumCharge ?? '',
  active: item.active,
});

const PLAIN_AMOUNT = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)?(\.\d*)?$/;

/** The checks people hit while typing (decision 010: the server's schema is the judge). */
function checkEntry(entry: EntryDraft): EntryErrors {
  const errors: EntryErrors = {};
  if (entry.name.trim() === '') errors.name = 'Name is required';
  const rate = entry.rate.trim();
  if (rate === '' || !PLAIN_AMOUNT.test(rate)) errors.rate = 'Enter a rate like 5.25';
  else if (Number(rate.replace(/[$,\s]/g, '')) > 1_000_000) errors.rate = 'The rate must be at most 1,000,000';
  const minimum = entry.minimumCharge.trim();
  if (minimum !== '' && !PLAIN_AMOUNT.test(minimum)) errors.minimumCharge = 'Enter an amount like 150, or leave it empty';
  return errors;
}

function EntryForm({ item, onClose }: { item: PriceBookItem | null; onClose: () => void }) {
  const [entry, setEntry] = useState<EntryDraft>(() => (item ? draftOf(item) : blankEntry));
  const [errors, setErrors] = useState<EntryErrors>({});
  const save = useSavePriceBookItem();
  const title = item ? `Edit ${item.name}` : 'New entry';
  const set =
    (field: 'name' | 'description' | 'rate' | 'minimumCharge') =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void =>
      setEntry((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const found = checkEntry(entry);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toastError(Object.values(found)[0] ?? 'Please check the highlighted fields.');
      return;
    }
    const input = { ...entry, minimumCharge: entry.minimumCharge.trim() === '' ? null : entry.minimumCharge };
    save.mutate(
      { id: item?.id ?? null, input },
      {
        onSuccess: (saved) => {
          toastSuccess(`${saved.name} saved: ${presentLine({ unit: saved.unit, rate: saved.rate }).rateText}.`);
          onClose();
        },
        onError: (error) => toastError(`Failed to save the entry: ${errorReason(error)}`),
      },
    );
  };

  return (
    <form className="price-book__form" noValidate onSubmit={onSubmit} aria-label={title}>
      <div className="price-book__form-grid">
        <TextField label="Name" required autoComplete="off" value={entry.name} error={errors.name} onChange={set('name')} className="price-book__name-field" />
        <SelectField
          label="Unit"
          value={entry.unit}
          onChange={(event) => {
            const unit = event.target.value;
            if (isLineUnit(unit)) setEntry((current) => ({ ...current, unit }));
          }}
        >
          {LINE_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {LINE_UNIT_NAMES[unit]}
            </option>
          ))}
        </SelectField>
        <TextField label={RATE_LABELS[entry.unit]} required type="text" inputMode="decimal" autoComplete="off" value={entry.rate} error={errors.rate} onChange={set('rate')} />
        <TextField
          label="Minimum charge ($)"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          hint="Optional: the least a line of it is charged"
          value={entry.minimumCharge}
          error={errors.minimumCharge}
          onChange={set('minimumCharge')}
        />
      </div>
      <TextAreaField label="Description" hint="Filled into the line's Service Description" rows={2} value={entry.description} onChange={set('description')} />
      <label className="price-book__active">
        <input type="checkbox" checked={entry.active} onChange={(event) => setEntry((current) => ({ ...current, active: event.target.checked }))} />
        Active (offered in the quote form and used by the AI assistant)
      </label>
      <div className="price-book__form-actions">
        <Button type="submit" variant="primary" loading={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function EntryRow({ item, editing, onEdit, onClose }: { item: PriceBookItem; editing: boolean; onEdit: () => void; onClose: () => void }) {
  const save = useSavePriceBookItem();
  if (editing) {
    return (
      <li className="price-book__item price-book__item--editing">
        <EntryForm item={item} onClose={onClose} />
      </li>
    );
  }
  const setActive = (active: boolean): void =>
    save.mutate(
      { id: item.id, input: { ...draftOf(item), active } },
      {
        onSuccess: () => toastSuccess(active ? `${item.name} is active again.` : `${item.name} is archived: no longer offered in the quote form.`),
        onError: (error) => toastError(`Failed to save the entry: ${errorReason(error)}`),
      },
    );
  return (
    <li className="price-book__item" data-testid="price-book-entry">
      <div className="price-book__summary">
        <h3 className="price-book__name">{item.name}</h3>
        <p className="price-book__rate">
          <strong>{presentLine({ unit: item.unit, rate: item.rate }).rateText}</strong>
          {item.minimumCharge ? <span className="muted"> · minimum {formatMoney(item.minimumCharge)}</span> : null}
          {item.active ? null : (
            <>
              {' '}
              <Badge>Archived</Badge>
            </>
          )}
        </p>
        {item.description ? <p className="price-book__description muted">{item.description}</p> : null}
      </div>
      <div className="price-book__actions">
        <Button size="sm" variant="secondary" icon={<EditIcon />} aria-label={`Edit ${item.name}`} onClick={onEdit}>
          Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon={item.active ? <ArchiveIcon /> : <RestoreIcon />}
          aria-label={`${item.active ? 'Archive' : 'Restore'} ${item.name}`}
          loading={save.isPending}
          onClick={() => setActive(!item.active)}
        >
          {item.active ? 'Archive' : 'Restore'}
        </Button>
      </div>
    </li>
  );
}

function ImportButton() {
  const importBook = useImportPriceBook();
  const onFile = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > 500 * 1024) {
      toastError('The CSV file must be at most 500 KB.');
      return;
    }
    const csv = await file.text();
    importBook.mutate(csv, {
      onSuccess: ({ created, updated }) => toastSuccess(`Imported ${file.name}: ${created} added, ${updated} updated.`),
      onError: (error) => toastError(`The file was not imported (nothing changed): ${errorReason(error)}`),
    });
  };
  return (
    <label className={buttonClassName({ variant: 'ghost' })} aria-busy={importBook.isPending || undefined}>
      <input type="file" accept=".csv,text/csv" className="visually-hidden" onChange={(event) => void onFile(event)} />
      {importBook.isPending ? 'Importing...' : 'Import CSV'}
    </label>
  );
}

export function PriceBookScreen() {
  const book = usePriceBook();
  const [editing, setEditing] = useState<string | null>(null);
  if (book.isPending) return <PageLoading label="Loading the price book..." />;
  if (book.isError) {
    return (
      <p role="alert" className="field__error">
        The price book could not be loaded: {errorReason(book.error)}.
      </p>
    );
  }
  const active = book.data.filter((item) => item.active);
  const archived = book.data.filter((item) => !item.active);
  const rows = (items: PriceBookItem[]) => (
    <ul className="price-book__list">
      {items.map((item) => (
        <EntryRow key={item.id} item={item} editing={editing === item.id} onEdit={() => setEditing(item.id)} onClose={() => setEditing(null)} />
      ))}
    </ul>
  );
  return (
    <div className="price-book">
      <header className="price-book__header">
        <div>
          <h1>Price Book</h1>
          <p className="muted">Systems and items with their rates. A quote line copies the rate: changing a line never changes the book, and changing the book never changes a saved quote.</p>
        </div>
        <div className="price-book__toolbar">
          <Button variant="primary" icon={<PlusIcon />} onClick={() => setEditing('new')}>
            Add Entry
          </Button>
          <a href={PRICE_BOOK_EXPORT_URL} className={buttonClassName({ variant: 'ghost' })} download>
            <DownloadIcon />
            Export CSV
          </a>
          <ImportButton />
        </div>
      </header>

      {editing === 'new' ? (
        <Card aria-labelledby="price-book-new-title">
          <CardHeader title="New entry" titleId="price-book-new-title" />
          <CardBody>
            <EntryForm item={null} onClose={() => setEditing(null)} />
          </CardBody>
        </Card>
      ) : null}

      <Card aria-labelledby="price-book-active-title">
        <CardHeader title="Active" titleId="price-book-active-title" subtitle={`${active.length} ${active.length === 1 ? 'entry' : 'entries'}`} />
        <CardBody>{active.length > 0 ? rows(active) : <p className="muted">No active entries: add one, or restore an archived one.</p>}</CardBody>
      </Card>

      {archived.length > 0 ? (
        <Card aria-labelledby="price-book-archived-title">
          <CardHeader title="Archived" titleId="price-book-archived-title" subtitle="Kept, but not offered in the quote form" />
          <CardBody>{rows(archived)}</CardBody>
        </Card>
      ) : null}
    </div>
  );
}
