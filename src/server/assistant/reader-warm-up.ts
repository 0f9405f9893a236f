import { readRequest } from './embedded-extractor.ts';

/**
 * A new reader is slow on its first requests: V8 compiles each of the reader's patterns on its
 * first runs (a large one costs tens of milliseconds) and the ZIP code table loads on first use,
 * ~0.5 s in all. A worker reads these requests, one of each common shape, before it takes real
 * ones, so no customer's request pays for that and the time limit measures the reading alone.
 */
const SAMPLES = [
  `Hi this is Dana Whitfield, my number is 555-0142, email dana.whitfield@example.com. We're at 418 Maple Ridge Dr, Columbus, OH 43215.
The 2 car garage is 24 x 26, full flake at $5.25/sf, plus 3 steps @ $65 each and cove base 48 lf at 7.50. 10% military discount, half down.`,
  `hey its marco 555 0199 - patio about 450 sq ft, grind and seal, you said four seventy five a foot? basement too 30x40 metallic 6.10. 25% deposit ok`,
  `From: Office <office@example.net>
Subject: Fwd: Quote request - Brightside Dental
Price: ops 1,200 sf @ 7.85, steri room 12' x 14' @ 8.25, mobilization $450 flat.

> Name: Priya Raman
> Phone: (555) 013-4567
> Address: 2200 W Commerce St, Suite 4, Dallas TX 75212
> Message: Looking to redo the floors in our clinic.`,
  `Area,Length,Width,Qty,Unit,Rate,Ext
Warehouse aisle,120,8,960,SF,4.10,3936.00
Loading dock,40,30,1200,SF,4.10,4920.00
Trench drain,,,2,EA,85.00,170.00
Subtotal,,,,,,9026.00`,
];

export function warmUpReader(): void {
  // Twice: a pattern runs interpreted the first time and is compiled to machine code on the next.
  for (let round = 0; round < 2; round++) for (const text of SAMPLES) readRequest(text);
}
