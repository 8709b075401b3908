// Pure: a room log entry in words.
import { agreementLogLine } from './offer-text.js';

// A log entry in words: the room's own line for an agreed offer, else the
// game's (`module`: its view module, null while loading), else null. The log,
// the clock's notice and the announcements all say an entry this way.
export function entryText(entry, module, nameOf, game) {
  const event = entry.event || {};
  return agreementLogLine(event, nameOf) || (module ? module.describeEvent(event, nameOf, game) : null);
}
