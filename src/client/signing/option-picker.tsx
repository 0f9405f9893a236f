import { useId } from 'react';
import { formatMoney } from '#shared/money/money.ts';
import { quoteTotalRows } from '#shared/documents/paper-totals.ts';
import { isChoiceProblem, resolveChoice, type QuoteChoice } from '#shared/documents/quote-options.ts';
import type { DocumentViewData } from '../components/document/document-view-model.ts';

/** What the customer has picked so far: an option (or none yet) and the add-ons ticked. */
export interface OptionSelection {
  optionId: string | null;
  addOnIds: string[];
}

/**
 * The priced choice for a selection, from the same money module the server uses (which prices it
 * again and refuses figures that differ); null until an option is picked.
 */
export function choiceOf(data: DocumentViewData, selection: OptionSelection): QuoteChoice | null {
  if (!selection.optionId) return null;
  const choice = resolveChoice(data, { optionId: selection.optionId, addOnIds: selection.addOnIds });
  return isChoiceProblem(choice) ? null : choice;
}

export interface OptionPickerProps {
  data: DocumentViewData;
  selection: OptionSelection;
  onChange: (selection: OptionSelection) => void;
  disabled?: boolean;
}

/**
 * Option cards and add-on toggles on the signing page (issue 15 item 4), phone first: each card
 * names the option with its total and deposit; the totals below follow the choice as it changes.
 */
export function OptionPicker({ data, selection, onChange, disabled }: OptionPickerProps) {
  const titleId = useId();
  const addOnsId = useId();
  const choice = choiceOf(data, selection);
  const toggleAddOn = (id: string, on: boolean): void => {
    const ticked = new Set(selection.addOnIds);
    if (on) ticked.add(id);
    else ticked.delete(id);
    // Kept in the order the quote lists them.
    onChange({ ...selection, addOnIds: data.addOns.filter((addOn) => ticked.has(addOn.id)).map((addOn) => addOn.id) });
  };

  return (
    <section className="signing-card option-picker" aria-labelledby={titleId}>
      <h2 className="signing-card__title" id={titleId}>
        Choose your option
      </h2>
      <div className="option-picker__options" role="radiogroup" aria-labelledby={titleId}>
        {data.options.map((option) => {
          const checked = selection.optionId === option.id;
          return (
            <label key={option.id} className={checked ? 'option-card option-card--checked' : 'option-card'}>
              <input
                type="radio"
                className="option-card__input"
                name="quote-option"
                value={option.id}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange({ ...selection, optionId: option.id })}
              />
              <span className="option-card__name">{option.name}</span>
              <span className="option-card__total">{formatMoney(option.total)}</span>
              <span className="option-card__detail">Deposit {formatMoney(option.depositAmount)}</span>
            </label>
          );
        })}
      </div>

      {data.addOns.length > 0 ? (
        <fieldset className="option-picker__add-ons" aria-describedby={addOnsId}>
          <legend className="option-picker__legend">Add-ons</legend>
          <p className="muted" id={addOnsId}>
            Optional: added to the option you choose.
          </p>
          {data.addOns.map((addOn) => (
            <label key={addOn.id} className="add-on-toggle">
              <input type="checkbox" checked={selection.addOnIds.includes(addOn.id)} disabled={disabled} onChange={(event) => toggleAddOn(addOn.id, event.currentTarget.checked)} />
              <span className="add-on-toggle__name">{addOn.description}</span>
              <span className="add-on-toggle__amount">+{formatMoney(addOn.amount)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}

      <div className="option-picker__totals" aria-live="polite">
        {choice ? (
          <dl className="doc__totals">
            {quoteTotalRows({ ...choice, discountRate: data.discountRate }).map((row) => (
              <div key={row.label} className={row.strong ? 'doc__total-row doc__total-row--grand' : 'doc__total-row'}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="muted">Choose an option to see your total, deposit and balance.</p>
        )}
      </div>
    </section>
  );
}
