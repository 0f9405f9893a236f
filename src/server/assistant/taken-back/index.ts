/**
 * The 'taken back' reader: work and rooms the request names and then takes off the job ('no stairs',
 * 'skip the office', 'not the mezzanine this time', 'done by others', a later phase, 'owner will do').
 * Three passes over the prose reader's lines, run in this order by embedded-extractor.ts:
 *   dropSkippedWork   work or a room taken back in the words said around it (skipped-work.ts)
 *   roomsInScope      the office's word on which rooms the quote covers, 'sunroom ONLY' (rooms-in-scope.ts)
 *   roomsTakenBack    a room found by the lines' own room names, then a cue before or after it (rooms-taken-back.ts)
 * Their shared words (what is not a floor, the ways of taking a thing off) are in vocabulary.ts.
 */
export { dropSkippedWork } from './skipped-work.ts';
export { roomsInScope } from './rooms-in-scope.ts';
export { roomsTakenBack } from './rooms-taken-back.ts';
