import { PLACES } from '../project-title.ts';

/** A capitalised word that is a label, a day, a system, a place or a street, never part of a person's name. */
export const ordinaryWord = (w: string): boolean => NOT_NAME_WORD.test(w) || PLACES[w.toLowerCase()] !== undefined || STREET_WORD.test(w);

// Capitalised words that are never part of a person's name in a note.
const NOT_NAME_WORD =
  /^(?:Call|Back|New|Lead|Quote|Est|Estimate|Job|Board|Sat|Sun|Mon|Tue|Tues|Wed|Thu|Thurs|Fri|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|June|July|August|September|October|November|December|Walk|Through|Thanks|Thank|Hi|Hello|Hey|Dear|Regards|Best|Cheers|Sent|From|Subject|To|Re|Fwd|Phone|Cell|Email|Address|Customer|Client|Contact|Owner|Manager|Office|Note|Notes|Deposit|Discount|Total|Subtotal|Flake|Epoxy|Metallic|Quartz|Polyaspartic|Urethane|Solid|Color|Grind|Seal|Cove|Base|Crack|Repair|Stem|Wall|Steps|Stairs|Drains|Mobilization|Same|Plus|And|The|For|With|Per|Please|Pls|Asap|Urgent|Rush|Measure|Sheet|Bid|Proposal|Scope|Area|Areas|Total|Whiteboard|Web|Form|Website|Inc|LLC|Co|Corp|Company|Group|Services|Supply|Floors|Coatings|Flooring|Concrete|City|State|Zip|North|South|East|West|Spring|Fall|Summer|Winter|Promo|Home|Show)$/i;
export const STREET_WORD = /^(?:St|Street|Ave|Avenue|Rd|Road|Dr|Drive|Ln|Lane|Blvd|Ct|Court|Way|Pl|Pkwy|Hwy|Trl|Cir|Ter|Suite|Ste|Apt|Unit)\.?$/i;
