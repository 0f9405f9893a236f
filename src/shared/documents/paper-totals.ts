import { depositPercentOf, formatMoney, toBig, type Decimalish } from '../money/money.ts';
import { formatPercent } from '../money/percent.ts';

/**
 * The money rows a paper prints under its lines, written once for every paper: the preview and
 * signing page (client/components/document) and the PDF (server/pdf/document-layout.ts) print
 * these rows as they are, so they cannot disagree (issue 13 item 1). Invoices add what was
 * received and what is still due (invoice-paper.ts).
 */
export interface TotalRow {
  label: string;
  value: string;
  /** Drawn bold with a rule above: Total and Balance Due. */
  strong?: boolean;
}

export interface PaperFigures {
  subtotal: Decimalish;
  discountRate: Decimalish;
  discountAmount: Decimalish;
  total: Decimalish;
}

export interface QuotePaperFigures extends PaperFigures {
  depositAmount: Decimalish;
  balanceDue: Decimalish;
}

/** Subtotal, the discount (only above 0, SPEC.md) and Total. */
export function subtotalRows(figures: PaperFigures): TotalRow[] {
  const rows: TotalRow[] = [{ label: 'Subtotal', value: formatMoney(figures.subtotal) }];
  if (toBig(figures.discountRate).gt(0)) {
    rows.push({ label: `Discount (${formatPercent(figures.discountRate)})`, value: `-${formatMoney(figures.discountAmount)}` });
  }
  rows.push({ label: 'Total', value: formatMoney(figures.total), strong: true });
  return rows;
}

/** A quote asks for its deposit and says what remains. */
export function quoteTotalRows(figures: QuotePaperFigures): TotalRow[] {
  return [
    ...subtotalRows(figures),
    { label: `Required Deposit (${depositPercentOf(figures.depositAmount, figures.total)}%)`, value: formatMoney(figures.depositAmount) },
    { label: 'Remaining Balance', value: formatMoney(figures.balanceDue) },
  ];
}
