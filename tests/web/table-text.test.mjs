// What every room shares around its board in Arabic (locales/ar/table.ftl):
// offers, their log lines with the plural forms, the final table, the
// notification, the replay's counters; and English left as it was.
import './lit-env.mjs';  // first: outcome.js loads lit-html
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { t } from '../../web-client/js/i18n.js';
import { offerLine, waitingLine, agreementLogLine, refusalLine, againLine, refusedReason } from '../../web-client/js/offer-text.js';
import { renderOutcome } from '../../web-client/js/pages/outcome.js';
import { html } from '../../web-client/js/lit.js';
import { noticeText } from '../../web-client/js/your-turn.js';
import { markupOf } from './template-text.mjs';
import { sourcesOf, plain, inArabic, locales } from './locale-env.mjs';

const nameOf = (seat) => ['Ann', 'Bob', 'Cy'][seat];

test('offers in Arabic: who offers what, who is still to answer', () => {
  inArabic(() => {
    const offer = { kind: 'draw', from: 0, awaiting: [1, 2] };
    assert.equal(plain(offerLine(offer, nameOf, 1)), 'يعرض Ann التعادل.');
    assert.equal(plain(offerLine(offer, nameOf, 0)), 'تعرض التعادل.');
    assert.equal(plain(offerLine({ ...offer, kind: 'takeback' }, nameOf, 2)), 'يعرض Ann التراجع عن نقلته الأخيرة.');
    assert.equal(plain(offerLine({ ...offer, kind: 'rematch' }, nameOf, 0)), 'تعرض مباراة ثأرية.');
    assert.equal(plain(waitingLine(offer, nameOf, 0)), 'بانتظار Bob، Cy…');
    assert.equal(plain(agreementLogLine({ type: 'draw', reason: 'agreement' }, nameOf)), 'اتفق اللاعبون على التعادل.');
    // A Latin name is isolated inside the Arabic line.
    assert.ok(offerLine(offer, nameOf, 1).includes('\u2068Ann\u2069'));
  });
});

test('a refusal in Arabic: who refused, or nobody answered; the seconds in their plural', () => {
  inArabic(() => {
    const refusal = { kind: 'draw', by: 1, unanswered: false, status: 'playing' };
    assert.equal(plain(refusalLine(refusal, nameOf)), 'رفض Bob عرضك للتعادل.');
    assert.equal(plain(refusalLine({ ...refusal, by: null, unanswered: true, kind: 'rematch' }, nameOf)), 'لم يُجب أحد على عرضك لمباراة ثأرية في الوقت المحدد.');
    assert.equal(plain(againLine(refusal, 2)), 'يمكنك أن تطلب مجددًا بعد ثانيتين، أو بعد أن تُلعب نقلة.');
    assert.equal(plain(againLine({ ...refusal, status: 'finished' }, 30)), 'يمكنك أن تطلب مجددًا بعد 30 ثانية.');
    assert.equal(plain(refusedReason(refusal, 3)), 'رُفض للتو: مجددًا بعد 3 ثوانٍ.');
    assert.equal(plain(refusedReason({ ...refusal, unanswered: true }, 1)), 'لم يُجب أحد في الوقت المحدد: مجددًا بعد ثانية واحدة.');
  });
});

test('a takeback\'s log line takes the Arabic plural for 0, 1, 2, 3, 11 and 100 moves', () => {
  inArabic(() => {
    const undone = [0, 1, 2, 3, 11, 100].map((count) => plain(agreementLogLine({ type: 'takeback', seat: 1, undone: count }, nameOf)));
    assert.deepEqual(undone, [
      'تراجع Bob عن دوره الأخير (لم تُلغَ أي نقلة، باتفاق الجميع).',
      'تراجع Bob عن دوره الأخير (أُلغيت نقلة واحدة، باتفاق الجميع).',
      'تراجع Bob عن دوره الأخير (أُلغيت نقلتان، باتفاق الجميع).',
      'تراجع Bob عن دوره الأخير (أُلغيت 3 نقلات، باتفاق الجميع).',
      'تراجع Bob عن دوره الأخير (أُلغيت 11 نقلة، باتفاق الجميع).',
      'تراجع Bob عن دوره الأخير (أُلغيت 100 نقلة، باتفاق الجميع).',
    ]);
  });
});

const seats = [
  { seat: 0, name: 'Ana', icon: 'star', color: '#d6336c' },
  { seat: 1, name: 'Ben', icon: 'moon', color: '#1c7ed6', resigned: true },
  { seat: 2, name: 'Cat', icon: 'sun', color: '#2b8a3e' },
];
const outcome = { winners: [0], ranking: [0, 2, 1], breakdown: [{ total: 2 }, { total: -1 }, { total: 1 }] };

test('the final table in Arabic: the headline, places, resigned, rematch and replay', () => {
  inArabic(() => {
    const markup = plain(markupOf(renderOutcome({ outcome, seats, mySeat: 2, isHost: true, labelOf: (key) => key, onRematch: () => {}, replayHref: '/r/x/replay' })));
    assert.match(markup, /<h2 id="outcome-title" class="outcome-title">فاز Ana!<\/h2>/);
    assert.match(markup, /<span class="tag tag-resigned">منسحب<\/span>/);
    assert.match(markup, /<span class="place">المركز 2<\/span>/);
    assert.match(markup, />مباراة ثأرية<\/button>/);
    assert.match(markup, />شاهد الإعادة<\/a>/);
    assert.match(plain(markupOf(renderOutcome({ outcome, seats, mySeat: 0, labelOf: String }))), /فزت!/);
    assert.match(plain(markupOf(renderOutcome({ outcome: { ...outcome, winners: [0, 1, 2] }, seats, mySeat: 0, labelOf: String }))), /تعادل!/);
    assert.match(plain(markupOf(renderOutcome({ outcome: { ...outcome, winners: [0, 2] }, seats, mySeat: 1, labelOf: String }))), /Ana وCat يتقاسمون الفوز!/);
    assert.match(plain(markupOf(renderOutcome({ outcome: { ...outcome, abandoned: true }, seats, mySeat: 1, labelOf: String }))), /أُلغيت اللعبة/);
    assert.match(plain(markupOf(renderOutcome({ outcome, seats, mySeat: 1, labelOf: String, onRematch: () => {}, guestRematch: html`<button>x</button>` }))), /يستطيع المضيف بدء مباراة ثأرية/);
    const teams = plain(markupOf(renderOutcome({ outcome, seats, mySeat: 1, labelOf: String, teams: [[0, 2], [1]] })));
    assert.match(teams, /<bdi class="outcome-team-names">Ana وCat<\/bdi>/);
    assert.match(teams, />مجموع الفريق<\/th>/);
  });
});

test('the notification, the replay\'s counters and the page not found in Arabic', () => {
  inArabic(() => {
    assert.equal(plain(noticeText('كانغا', 'abc123')), 'دورك في كانغا — الغرفة abc123');
    assert.equal(plain(noticeText('', 'abc123')), 'دورك في kangaroom — الغرفة abc123');
    assert.equal(plain(t('replay-step', { step: 3, count: 11 })), 'النقلة 3 من 11');
    assert.equal(plain(t('replay-loading-progress', { read: 500, total: 1200 })), 'جارٍ تحميل الإعادة… (500 من 1,200 وضعية)');
    assert.equal(plain(t('replay-loading-progress', { read: 5, total: 7 })), 'جارٍ تحميل الإعادة… (5 من 7 وضعيات)');
    assert.deepEqual([0, 1, 2, 3, 11, 100].map((count) => plain(t('moves-count', { count }))), ['لا نقلات', 'نقلة واحدة', 'نقلتان', '3 نقلات', '11 نقلة', '100 نقلة']);
    assert.equal(t('table-not-found-title'), 'الصفحة غير موجودة');
    assert.equal(t('replay-not-found'), 'الإعادة غير موجودة');
  });
});

test('English stays as it was', () => {
  assert.equal(offerLine({ kind: 'draw', from: 0, awaiting: [1] }, nameOf, 1), 'Ann offers a draw.');
  assert.equal(agreementLogLine({ type: 'takeback', seat: 0, undone: 1 }, nameOf), 'Ann took back their last turn (1 move undone, agreed by all).');
  const markup = markupOf(renderOutcome({ outcome: { ...outcome, winners: [0, 1, 2].slice(0, 2) }, seats, mySeat: 2, labelOf: String }));
  assert.match(markup, /Ana and Ben share the win!/);
  const three = [{ seat: 0, name: 'A' }, { seat: 1, name: 'B' }, { seat: 2, name: 'C' }, { seat: 3, name: 'D' }];
  assert.match(markupOf(renderOutcome({ outcome: { winners: [0, 1, 2] }, seats: three, mySeat: 3, labelOf: String })), /A, B and C share the win!/);
  assert.equal(t('replay-step', { step: 3, count: 11 }), 'Move 3 of 11');
  assert.equal(noticeText('Kanga', 'abc'), 'Your turn in Kanga — room abc');
});
