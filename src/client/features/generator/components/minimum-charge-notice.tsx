import { formatMoney } from '#shared/money/money.ts';
import { Button } from '#client/components/ui/button.tsx';
import type { MinimumJobCharge } from '../hooks/use-minimum-job-charge.ts';

/** Says why the "Minimum job charge" line is there, or offers it again after staff removed it. */
export function MinimumChargeNotice({ charge }: { charge: MinimumJobCharge }) {
  if (!charge.minimum) return null;
  if (charge.lineShown) {
    return (
      <p className="field__hint" role="note" data-testid="minimum-charge-note">
        The company minimum job charge is {formatMoney(charge.minimum)}: the Minimum job charge line brings this quote up to it. Remove the line to charge less.
      </p>
    );
  }
  if (charge.dismissed && charge.topUp) {
    return (
      <p className="field__hint" role="note" data-testid="minimum-charge-note">
        This quote is under the company minimum job charge of {formatMoney(charge.minimum)}.{' '}
        <Button size="sm" variant="secondary" onClick={charge.restore}>
          Add minimum job charge
        </Button>
      </p>
    );
  }
  return null;
}
