// Server error codes (PROTOCOL.md) in words a player understands, in the
// page's language: the message `error-<code>` of locales/<lang>/main.ftl.
// The server's own (English) `message` is shown when a code has none.
import { t, hasMessage } from './i18n.js';

// Codes whose server message says what exactly was wrong: it follows the words.
const withReason = new Set(['illegal_move', 'bad_options', 'bad_field', 'offer_unavailable']);

// `error` is the server's {code, message}. Codes with a reason from the engine
// (illegal_move) keep that reason, because it says what exactly was wrong.
export function describeError(error) {
  const code = error && typeof error.code === 'string' ? error.code : '';
  const message = error && typeof error.message === 'string' ? error.message.trim() : '';
  const base = /^[a-z_]+$/.test(code) && hasMessage(`error-${code}`) ? t(`error-${code}`) : null;
  if (base && withReason.has(code) && message) {
    // "That move is not allowed: (3,2) is crossed out." A reason that begins
    // with a coordinate would read badly inside parentheses. The reason is
    // the engine's (English) and is isolated inside the sentence.
    return t('error-with-reason', { words: base.replace(/[.。]$/, ''), reason: message.replace(/\.$/, '') });
  }
  if (base) return base;
  if (message) return message.charAt(0).toUpperCase() + message.slice(1);
  return t('error-unknown');
}
