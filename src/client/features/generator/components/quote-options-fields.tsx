import type { Dispatch, SetStateAction } from 'react';
import { formatMoney } from '#shared/money/money.ts';
import { MAX_ADD_ONS, MAX_OPTIONS, optionFigures } from '#shared/documents/quote-options.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '#client/components/ui/card.tsx';
import { PlusIcon, TrashIcon } from '#client/components/ui/icons.tsx';
import { TextField } from '#client/components/ui/field.tsx';
import { newLineItem, newOption, type GeneratorValues, type LineItemValues, type OptionValues } from '../lib/form-values.ts';
import { FieldCheckProvider } from './field-check.tsx';
import { LineItemFields } from './line-item-fields.tsx';
import './quote-options-fields.css';

export interface QuoteOptionsFieldsProps {
  values: GeneratorValues;
  setValues: Dispatch<SetStateAction<GeneratorValues>>;
}

// Lines here are not the AI draft's lineItems.N: no check mark of those may show on them.
const NO_CHECKS: never[] = [];
const ignore = (): void => undefined;

const patchLine = (lines: LineItemValues[], id: string, patch: Partial<LineItemValues>): LineItemValues[] => lines.map((line) => (line.id === id ? { ...line, ...patch } : line));

/**
 * The 'Options' section of a quote (issue 15 item 3): two or three named options, each with its
 * own lines and live figures (the Service Items above are included in every option), and the
 * add-ons the customer may tick when signing. Figures come from the shared money module; the
 * server recomputes them.
 */
export function QuoteOptionsFields({ values, setValues }: QuoteOptionsFieldsProps) {
  const changeOption = (id: string, change: (option: OptionValues) => OptionValues): void =>
    setValues((current) => ({ ...current, options: current.options.map((option) => (option.id === id ? change(option) : option)) }));
  const addOption = (): void =>
    setValues((current) => {
      if (current.options.length >= MAX_OPTIONS) return current;
      // Options come at least in twos: the first click offers two to fill in.
      const added = current.options.length === 0 ? [newOption(), newOption()] : [newOption()];
      return { ...current, options: [...current.options, ...added] };
    });
  const removeOption = (id: string): void => setValues((current) => ({ ...current, options: current.options.filter((option) => option.id !== id) }));
  const setAddOns = (change: (addOns: LineItemValues[]) => LineItemValues[]): void => setValues((current) => ({ ...current, addOns: change(current.addOns) }));

  const offered = values.options.length > 0;
  return (
    <Card aria-labelledby="quote-options-title" className="quote-options">
      <CardHeader
        title="Options"
        titleId="quote-options-title"
        subtitle={offered ? 'The customer chooses one when signing. Service Items above are included in every option.' : 'Offer two or three options (Good / Better / Best) for the customer to choose from.'}
        actions={
          <Button variant="secondary" size="sm" icon={<PlusIcon />} disabled={values.options.length >= MAX_OPTIONS} onClick={addOption}>
            Add Option
          </Button>
        }
      />
      {offered ? (
        <FieldCheckProvider checks={NO_CHECKS} onSelect={ignore}>
        <CardBody className="quote-options__body">
          {values.options.map((option, index) => {
            const figures = optionFigures(values.lineItems, option.lineItems, values);
            const label = `Option ${index + 1}`;
            return (
              <section key={option.id} className="quote-option" aria-label={label} data-testid="quote-option">
                <div className="quote-option__head">
                  <TextField
                    label={`${label} Name`}
                    required
                    autoComplete="off"
                    placeholder="e.g. Better: full flake"
                    value={option.name}
                    onChange={(event) => {
                      const name = event.target.value;
                      changeOption(option.id, (current) => ({ ...current, name }));
                    }}
                  />
                  <Button variant="danger" iconOnly aria-label={`Remove ${label}`} onClick={() => removeOption(option.id)}>
                    <TrashIcon />
                  </Button>
                </div>
                {option.lineItems.map((line, lineIndex) => (
                  <LineItemFields
                    key={line.id}
                    item={line}
                    index={lineIndex}
                    canRemove={option.lineItems.length > 1}
                    onChange={(id, patch) => changeOption(option.id, (current) => ({ ...current, lineItems: patchLine(current.lineItems, id, patch) }))}
                    onRemove={(id) => changeOption(option.id, (current) => ({ ...current, lineItems: current.lineItems.filter((item) => item.id !== id) }))}
                  />
                ))}
                <div className="quote-option__foot">
                  <Button variant="secondary" size="sm" icon={<PlusIcon />} onClick={() => changeOption(option.id, (current) => ({ ...current, lineItems: [...current.lineItems, newLineItem()] }))}>
                    Add Line to {label}
                  </Button>
                  <p className="quote-option__figures" data-testid="quote-option-figures">
                    Total <strong>{formatMoney(figures.total)}</strong> · Deposit {formatMoney(figures.depositAmount)} · Balance {formatMoney(figures.balanceDue)}
                  </p>
                </div>
              </section>
            );
          })}
          {values.options.length === 1 ? <p className="field__error">Add a second option: a quote offers two or three, or none.</p> : null}

          <section className="quote-add-ons" aria-labelledby="quote-add-ons-title">
            <div className="quote-option__head">
              <h3 id="quote-add-ons-title" className="quote-add-ons__title">
                Add-ons
              </h3>
              <Button variant="secondary" size="sm" icon={<PlusIcon />} disabled={values.addOns.length >= MAX_ADD_ONS} onClick={() => setAddOns((addOns) => [...addOns, newLineItem()])}>
                Add Add-on
              </Button>
            </div>
            <p className="muted">Optional lines the customer may tick; each is added to whichever option they choose.</p>
            {values.addOns.map((line, index) => (
              <LineItemFields key={line.id} item={line} index={index} canRemove onChange={(id, patch) => setAddOns((addOns) => patchLine(addOns, id, patch))} onRemove={(id) => setAddOns((addOns) => addOns.filter((item) => item.id !== id))} />
            ))}
          </section>
        </CardBody>
        </FieldCheckProvider>
      ) : null}
    </Card>
  );
}
