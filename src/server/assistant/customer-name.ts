import { readLabelledName } from './labelled-fields.ts';
import { businessWithLegalForm, nameAsWritten, nameBeforePhone, nameFromHeader, nameInNoteSegment } from './names-as-written.ts';
import { PLACES } from './project-title.ts';
import { readLeadingSpokenName, readSpelledName } from './spoken-details.ts';

/**
 * Who the quote is for. Each reader finds the name by where requests write it, most explicit
 * first: a label ('Cust:', 'Attn:'), a spelled-out dictation, a forwarded e-mail's From: header, the
 * words just before a phone, a business with its legal form, the prose reader's cues ('my name is',
 * 'quote for'), a person alone in a note's segment, a dictation that opens with the name. The first
 * that finds one wins, and the name is put back as the request writes it (names-as-written.ts).
 */
export function chooseCustomerName(raw: string, nameInProse: string | null): string | null {
  return nameAsWritten(
    readLabelledName(raw)?.value ??
      readSpelledName(raw)?.value ??
      nameFromHeader(raw) ??
      nameBeforePhone(raw) ??
      businessWithLegalForm(raw) ??
      nameAsWritten(nameInProse, raw, { fromProse: true }) ??
      nameInNoteSegment(raw, ordinaryWord) ??
      readLeadingSpokenName(raw)?.value ??
      null,
    raw,
  );
}

/** A capitalised word that is a label, a day, a system, a place or a street, never part of a person's name. */
export const ordinaryWord = (w: string): boolean => NOT_NAME_WORD.test(w) || PLACES[w.toLowerCase()] !== undefined || STREET_WORD.test(w);

// Capitalised words that are never part of a person's name in a note.
const NOT_NAME_WORD =
  /^(?:Call|Back|New|Lead|Quote|Est|Estimate|Job|Board|Sat|Sun|Mon|Tue|Tues|Wed|Thu|Thurs|Fri|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|June|July|August|September|October|November|December|Walk|Through|Thanks|Thank|Hi|Hello|Hey|Dear|Regards|Best|Cheers|Sent|From|Subject|To|Re|Fwd|Phone|Cell|Email|Address|Customer|Client|Contact|Owner|Manager|Office|Note|Notes|Deposit|Discount|Total|Subtotal|Flake|Epoxy|Metallic|Quartz|Polyaspartic|Urethane|Solid|Color|Grind|Seal|Cove|Base|Crack|Repair|Stem|Wall|Steps|Stairs|Drains|Mobilization|Same|Plus|And|The|For|With|Per|Please|Pls|Asap|Urgent|Rush|Measure|Sheet|Bid|Proposal|Scope|Area|Areas|Total|Whiteboard|Web|Form|Website|Inc|LLC|Co|Corp|Company|Group|Services|Supply|Floors|Coatings|Flooring|Concrete|City|State|Zip|North|South|East|West|Spring|Fall|Summer|Winter|Promo|Home|Show)$/i;
const STREET_WORD = /^(?:St|Street|Ave|Avenue|Rd|Road|Dr|Drive|Ln|Lane|Blvd|Ct|Court|Way|Pl|Pkwy|Hwy|Trl|Cir|Ter|Suite|Ste|Apt|Unit)\.?$/i;
