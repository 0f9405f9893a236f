/**
 * The words of the 'taken back' reader, written once for its three passes (skipped-work.ts,
 * rooms-in-scope.ts, rooms-taken-back.ts).
 */

/**
 * Work priced by the foot, the piece or the trip: not a floor. It goes with whichever floors stay
 * ('basement only' keeps the stairs; 'just the deck' keeps the crack repair), and a floor always stays.
 * Each word is whole where a longer word names a place ('Basement', 'Covered Patio', 'Stairwell'), and
 * none of them is work when it names a place itself ('RF Test Cell', 'Demo Kitchen', 'Drain Room').
 */
export const NOT_FLOOR =
  /\b(?:cove(?:[ds]|ing)?\b|covers?\b|crack|joint|stem|step|stair(?!well)|tread|riser|drain|nosing|fees?\b|charge|mobili|trips?\b|surcharge|disposal|removal|demo|test(?:s|ing)?\b|striping|bases?\b)(?![a-z]*[ \t]+(?:cell|lab|kitchen|room|rm|bay|booth|chamber|center|centre|facility|track)s?\b)/i;

/** A second coat over the same floor ('Moisture vapor barrier - Basement'): not a floor of its own. */
export const SECOND_COAT = /\b(?:moisture|barrier)/i;

/** Where one sentence of a request ends: its stop, or a line end (a note's rows, a sheet's lines). */
export const SENTENCE = /(?<=[.!?])\s+|\n/;

/**
 * The many ways of taking a thing off, said before it: 'never mind the patio', 'scratch the steps', 'leave
 * off the cove', 'cross off the striping', 'remove the porch from the quote', 'cut the mudroom'.
 */
export const TAKING_OFF = String.raw`(?:skip(?:ping)?|drop(?:ping)?|leave\s+out|leaving\s+out|leave\s+off|leaving\s+off|cross\s+off|forget(?:\s+about)?|hold(?:ing)?\s+off\s+on|pass(?:ing)?\s+on|never\s*mind(?:\s+(?:about|on))?|scratch(?=\s+the\s)|cut(?=\s+the\s)|remove(?=\s+the\s+[a-z]+(?:\s+[a-z]+)?\s+from\s+the\s+(?:quote|bid|estimate|list|job|proposal)))`;

/** A surface we do not coat ('the walkway is pavers', 'the stoop is brick'). */
export const COVERING = String.raw`(?:pavers?|bricks?|tiles?|tiled|carpet(?:ed)?|wood|vinyl|lvt|lvp|laminate|hardwood|asphalt|gravel|dirt|grass|turf|stone|flagstone|pavestone|linoleum)`;
