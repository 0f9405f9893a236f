import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MINIMUM_JOB_CHARGE, isMinimumChargeLine, minimumChargeTopUp } from '#shared/money/minimum-charge.ts';
import { moneyEquals, toBig } from '#shared/money/money.ts';
import { getSettingsQueryOptions } from '#client/lib/settings.ts';
import { newLineItem, type GeneratorValues } from '../lib/form-values.ts';

export interface MinimumJobCharge {
  /** The company minimum ("750.00"), or null when Settings have none (or this is not a quote). */
  minimum: string | null;
  /** The amount that would bring the quote up to it, or null when it is not under it. */
  topUp: string | null;
  /** The form's own line is on the quote. */
  lineShown: boolean;
  /** Staff removed the line: it is not added again until they ask. */
  dismissed: boolean;
  restore: () => void;
}

interface Managed {
  id: string;
  rate: string;
  /** The line has been seen in the values: only then does its absence mean staff removed it. */
  seen: boolean;
}

/**
 * The company's minimum job charge in the form (issue 15 item 6). A quote whose total falls under
 * the minimum in Settings gets a visible flat "Minimum job charge" line for the difference, kept
 * up to date as the other lines change and taken away once they reach the minimum. Staff may
 * remove it (then it stays away) or type their own amount (then it is theirs and left alone). The
 * server only recomputes it like any line: no money is added where staff cannot see it.
 */
export function useMinimumJobCharge(values: GeneratorValues, setValues: Dispatch<SetStateAction<GeneratorValues>>, enabled: boolean): MinimumJobCharge {
  // Read from the cache the edit view filled; this form never fetches Settings itself.
  const { data: settings } = useQuery({ ...getSettingsQueryOptions(), enabled: false });
  const configured = settings?.minimumJobCharge && toBig(settings.minimumJobCharge).gt(0) ? settings.minimumJobCharge : null;
  const minimum = enabled ? configured : null;
  const managed = useRef<Managed | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const others = values.lineItems.filter((item) => !isMinimumChargeLine(item));
  const topUp = minimum ? minimumChargeTopUp({ lineItems: others, discountRate: values.discountRate }, minimum) : null;
  const line = values.lineItems.find(isMinimumChargeLine);

  useEffect(() => {
    if (!minimum) return;
    const own = managed.current;
    if (own && !line) {
      if (!own.seen) return;
      managed.current = null;
      setDismissed(true);
      return;
    }
    if (line && !own) {
      // A line already on the quote (a saved draft) is the form's when it is the figure the form would put.
      if (topUp !== null && moneyEquals(line.rate, topUp)) managed.current = { id: line.id, rate: line.rate, seen: true };
      return;
    }
    if (line && own) {
      own.seen = true;
      if (line.id !== own.id || !moneyEquals(line.rate, own.rate)) {
        managed.current = null;
        return;
      }
      if (topUp === null) {
        managed.current = null;
        setValues((current) => ({ ...current, lineItems: current.lineItems.filter((item) => item.id !== line.id) }));
      } else if (!moneyEquals(line.rate, topUp)) {
        own.rate = topUp;
        setValues((current) => ({ ...current, lineItems: current.lineItems.map((item) => (item.id === line.id ? { ...item, rate: topUp } : item)) }));
      }
      return;
    }
    if (topUp !== null && !dismissed) {
      const added = { ...newLineItem(), description: MINIMUM_JOB_CHARGE, unit: 'flat' as const, quantity: '1', rate: topUp };
      managed.current = { id: added.id, rate: topUp, seen: false };
      setValues((current) => ({ ...current, lineItems: [...current.lineItems, added] }));
    }
  }, [minimum, line, topUp, dismissed, setValues]);

  return { minimum, topUp, lineShown: line !== undefined && managed.current?.id === line.id, dismissed, restore: () => setDismissed(false) };
}
