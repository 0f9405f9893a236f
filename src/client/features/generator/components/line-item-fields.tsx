import { formatArea, formatMoney } from '#shared/money/money.ts';
import { Button } from '#client/components/ui/button.tsx';
import { OutputField, SelectField, TextField } from '#client/components/ui/field.tsx';
import { LINE_UNITS, LINE_UNIT_NAMES, QUANTITY_LABELS, RATE_LABELS, isLineUnit, unitTakesDimensions } from '#shared/documents/line-units.ts';
import { TrashIcon } from '#client/components/ui/icons.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { Tooltip } from '#client/components/ui/tooltip.tsx';
import { lineTotalOf, type LineItemValues } from '../lib/form-values.ts';
import { useFieldCheckHint } from './field-check.tsx';
import { LineDescriptionField, descriptionFromEntry } from './line-description-field.tsx';

export interface LineItemFieldsProps {
  item: LineItemValues;
  index: number;
  canRemove: boolean;
  onChange: (id: string, patch: Partial<LineItemValues>) => void;
  onRemove: (id: string) => void;
}

export function LineItemFields({ item, index, canRemove, onChange, onRemove }: LineItemFieldsProps) {
  const { quantity, amount } = lineTotalOf(item);
  const set = (patch: Partial<LineItemValues>) => onChange(item.id, patch);
  const name = `Item ${index + 1}`;
  const checkHint = useFieldCheckHint();
  const hint = (field: string) => checkHint(`lineItems.${index}.${field}`);
  // Only a sq ft line is measured as length x width; a flat line has no quantity (it is 1).
  const measured = item.useDimensions && unitTakesDimensions(item.unit);
  return (
    <fieldset className="line-item" data-testid="line-item">
      <legend className="line-item__legend">{name}</legend>
      <div className="line-item__top">
        <LineDescriptionField
          hint={hint('description')}
          value={item.description}
          onChange={(description) => set({ description })}
          // The line copies the entry's figures; editing them later never changes the price book.
          onPick={(entry) =>
            set({
              description: descriptionFromEntry(entry),
              unit: entry.unit,
              rate: entry.rate,
              useDimensions: unitTakesDimensions(entry.unit) && item.useDimensions,
              ...(entry.unit === 'flat' ? { quantity: '1' } : {}),
            })
          }
        />
        {canRemove ? (
          <Tooltip text="Remove item">
            <Button variant="danger" iconOnly aria-label={`Remove ${name}`} className="line-item__remove" onClick={() => onRemove(item.id)}>
              <TrashIcon />
            </Button>
          </Tooltip>
        ) : null}
      </div>
      {unitTakesDimensions(item.unit) ? <Switch label="Use Dimensions" checked={item.useDimensions} onChange={(checked) => set({ useDimensions: checked })} /> : null}
      <div className="line-item__figures">
        <SelectField
          label="Unit"
          hint={hint('unit')}
          value={item.unit}
          onChange={(event) => {
            const unit = event.target.value;
            if (isLineUnit(unit)) set({ unit });
          }}
        >
          {LINE_UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {LINE_UNIT_NAMES[unit]}
            </option>
          ))}
        </SelectField>
        {measured ? (
          <>
            <TextField label="Length (ft)" hint={hint('length')} type="number" inputMode="decimal" min={0} step={0.1} value={item.length} onChange={(event) => set({ length: event.target.value })} />
            <TextField label="Width (ft)" hint={hint('width')} type="number" inputMode="decimal" min={0} step={0.1} value={item.width} onChange={(event) => set({ width: event.target.value })} />
            <OutputField label={QUANTITY_LABELS.sqft}>{formatArea(quantity)}</OutputField>
          </>
        ) : item.unit === 'flat' ? null : (
          <TextField
            label={QUANTITY_LABELS[item.unit]}
            hint={hint('quantity')}
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            value={item.quantity}
            onChange={(event) => set({ quantity: event.target.value })}
          />
        )}
        <TextField label={RATE_LABELS[item.unit]} hint={hint('rate')} type="number" inputMode="decimal" min={0} step={0.01} value={item.rate} onChange={(event) => set({ rate: event.target.value })} />
        <OutputField label="Line Total" className="line-item__total">
          {formatMoney(amount)}
        </OutputField>
      </div>
    </fieldset>
  );
}
