import { formatArea, formatMoney } from '../../../../shared/money/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { OutputField, TextField } from '../../../components/ui/field.tsx';
import { TrashIcon } from '../../../components/ui/icons.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { lineTotalOf, type LineItemValues } from '../lib/form-values.ts';
import { useFieldCheckHint } from './field-check.tsx';

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
  return (
    <fieldset className="line-item" data-testid="line-item">
      <legend className="line-item__legend">{name}</legend>
      <div className="line-item__top">
        <TextField
          className="line-item__description"
          label="Service Description"
          hint={hint('description')}
          value={item.description}
          placeholder="e.g. Garage floor: metallic epoxy system"
          onChange={(event) => set({ description: event.target.value })}
        />
        {canRemove ? (
          <Tooltip text="Remove item">
            <Button variant="danger" iconOnly aria-label={`Remove ${name}`} className="line-item__remove" onClick={() => onRemove(item.id)}>
              <TrashIcon />
            </Button>
          </Tooltip>
        ) : null}
      </div>
      <Switch label="Use Dimensions" checked={item.useDimensions} onChange={(checked) => set({ useDimensions: checked })} />
      <div className="line-item__figures">
        {item.useDimensions ? (
          <>
            <TextField label="Length (ft)" hint={hint('length')} type="number" inputMode="decimal" min={0} step={0.1} value={item.length} onChange={(event) => set({ length: event.target.value })} />
            <TextField label="Width (ft)" hint={hint('width')} type="number" inputMode="decimal" min={0} step={0.1} value={item.width} onChange={(event) => set({ width: event.target.value })} />
            <OutputField label="Area (sq ft)">{formatArea(quantity)}</OutputField>
          </>
        ) : (
          <TextField label="Area (sq ft)" hint={hint('quantity')} type="number" inputMode="decimal" min={0.01} step={0.01} value={item.quantity} onChange={(event) => set({ quantity: event.target.value })} />
        )}
        <TextField label="Rate ($/sq ft)" hint={hint('rate')} type="number" inputMode="decimal" min={0} step={0.01} value={item.rate} onChange={(event) => set({ rate: event.target.value })} />
        <OutputField label="Line Total" className="line-item__total">
          {formatMoney(amount)}
        </OutputField>
      </div>
    </fieldset>
  );
}
