import { formatMoney, type Totals } from '#shared/money/money.ts';
import { formatPercent } from '#shared/money/percent.ts';
import { Card, CardBody, CardHeader } from '#client/components/ui/card.tsx';

/** The live Total Summary; every figure comes from the shared money module. */
export function TotalSummary({ totals }: { totals: Totals }) {
  const discounted = Number(totals.discountRate) > 0;
  return (
    <Card className="total-summary" aria-labelledby="total-summary-title">
      <CardHeader title="Total Summary" titleId="total-summary-title" subtitle="Live calculation preview" />
      <CardBody>
        <dl className="summary-list" data-testid="total-summary">
          <div className="summary-list__row">
            <dt>Subtotal</dt>
            <dd data-testid="summary-subtotal">{formatMoney(totals.subtotal)}</dd>
          </div>
          {discounted ? (
            <div className="summary-list__row">
              <dt>Discount ({formatPercent(totals.discountRate)})</dt>
              <dd data-testid="summary-discount">-{formatMoney(totals.discountAmount)}</dd>
            </div>
          ) : null}
          <div className="summary-list__row summary-list__row--total">
            <dt>Total</dt>
            <dd data-testid="summary-total">{formatMoney(totals.total)}</dd>
          </div>
          <div className="summary-list__row">
            <dt>Required Deposit ({formatPercent(totals.depositPercentage)})</dt>
            <dd data-testid="summary-deposit">{formatMoney(totals.depositAmount)}</dd>
          </div>
          <div className="summary-list__row">
            <dt>Remaining Balance After Deposit</dt>
            <dd data-testid="summary-balance">{formatMoney(totals.balanceDue)}</dd>
          </div>
        </dl>
      </CardBody>
    </Card>
  );
}
