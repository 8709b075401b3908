# What every game's room shares around its board: offers (draw, takeback,
# resign), the outcome, the replay page, the connection line, the your-turn
# alerts of the top bar, and the page for an address that does not exist.

## Offers (the banner above the board, its buttons, the log's lines)

offer-takeback-mine = تعرض التراجع عن نقلتك الأخيرة.
offer-takeback-theirs = يعرض { $name } التراجع عن نقلته الأخيرة.
offer-draw-mine = تعرض التعادل.
offer-draw-theirs = يعرض { $name } التعادل.
offer-rematch-mine = تعرض مباراة ثأرية.
offer-rematch-theirs = يعرض { $name } مباراة ثأرية.
# An offer of a kind this page does not know (the server's word for it).
offer-other-mine = تعرض: { $kind }.
offer-other-theirs = يعرض { $name }: { $kind }.
offer-waiting-for = بانتظار { $names }…
offer-accept = قبول
offer-decline = رفض
offer-takeback = تراجع عن نقلتي
offer-group = عروض على اللاعبين الآخرين
offer-draw = اعرض التعادل
offer-rematch = اعرض مباراة ثأرية
offer-log-takeback =
    { $count ->
        [zero] تراجع { $name } عن دوره الأخير (لم تُلغَ أي نقلة، باتفاق الجميع).
        [one] تراجع { $name } عن دوره الأخير (أُلغيت نقلة واحدة، باتفاق الجميع).
        [two] تراجع { $name } عن دوره الأخير (أُلغيت نقلتان، باتفاق الجميع).
        [few] تراجع { $name } عن دوره الأخير (أُلغيت { $count } نقلات، باتفاق الجميع).
       *[other] تراجع { $name } عن دوره الأخير (أُلغيت { $count } نقلة، باتفاق الجميع).
    }
offer-log-draw = اتفق اللاعبون على التعادل.
# The offerer's notice once an offer was declined ($name: who said no, the
# room view's offer_refused.by) or not answered in time.
offer-declined =
    { $kind ->
        [takeback] رفض { $name } طلبك التراجع.
        [draw] رفض { $name } عرضك للتعادل.
        [rematch] رفض { $name } عرضك لمباراة ثأرية.
       *[other] رفض { $name } عرضك.
    }
offer-unanswered =
    { $kind ->
        [takeback] لم يُجب أحد على طلبك التراجع في الوقت المحدد.
        [draw] لم يُجب أحد على عرضك للتعادل في الوقت المحدد.
        [rematch] لم يُجب أحد على عرضك لمباراة ثأرية في الوقت المحدد.
       *[other] لم يُجب أحد على عرضك في الوقت المحدد.
    }
offer-again-in =
    { $seconds ->
        [zero] يمكنك أن تطلب مجددًا الآن.
        [one] يمكنك أن تطلب مجددًا بعد ثانية واحدة، أو بعد أن تُلعب نقلة.
        [two] يمكنك أن تطلب مجددًا بعد ثانيتين، أو بعد أن تُلعب نقلة.
        [few] يمكنك أن تطلب مجددًا بعد { $seconds } ثوانٍ، أو بعد أن تُلعب نقلة.
       *[other] يمكنك أن تطلب مجددًا بعد { $seconds } ثانية، أو بعد أن تُلعب نقلة.
    }
offer-again-in-finished =
    { $seconds ->
        [zero] يمكنك أن تطلب مجددًا الآن.
        [one] يمكنك أن تطلب مجددًا بعد ثانية واحدة.
        [two] يمكنك أن تطلب مجددًا بعد ثانيتين.
        [few] يمكنك أن تطلب مجددًا بعد { $seconds } ثوانٍ.
       *[other] يمكنك أن تطلب مجددًا بعد { $seconds } ثانية.
    }
# Why a button is disabled (beside it, and its title).
offer-reason-declined =
    { $seconds ->
        [zero] رُفض للتو.
        [one] رُفض للتو: مجددًا بعد ثانية واحدة.
        [two] رُفض للتو: مجددًا بعد ثانيتين.
        [few] رُفض للتو: مجددًا بعد { $seconds } ثوانٍ.
       *[other] رُفض للتو: مجددًا بعد { $seconds } ثانية.
    }
offer-reason-unanswered =
    { $seconds ->
        [zero] لم يُجب أحد في الوقت المحدد.
        [one] لم يُجب أحد في الوقت المحدد: مجددًا بعد ثانية واحدة.
        [two] لم يُجب أحد في الوقت المحدد: مجددًا بعد ثانيتين.
        [few] لم يُجب أحد في الوقت المحدد: مجددًا بعد { $seconds } ثوانٍ.
       *[other] لم يُجب أحد في الوقت المحدد: مجددًا بعد { $seconds } ثانية.
    }
offer-reason-waiting = عرضك بانتظار الرد.
offer-reason-other-pending = عرض آخر بانتظار الردود.
offer-takeback-no-turn = ليست لديك نقلة تتراجع عنها بعد.
offer-takeback-played-since = لعب { $name } بعد نقلتك الأخيرة: مع الأوراق المخفية لم يعد التراجع عنها ممكنًا.
offer-takeback-dealt-since = وُزّعت أوراق بعد نقلتك الأخيرة: لم يعد التراجع عنها ممكنًا.

## The outcome (the final table)

outcome-over = انتهت اللعبة
outcome-you-win = فزت!
outcome-wins = فاز { $name }!
outcome-draw = تعادل!
# $names: every winner but the last, joined by list-comma.
outcome-share = { $names } و{ $last } يتقاسمون الفوز!
outcome-abandoned = أُلغيت اللعبة: لم يلعب أحد منذ مدة طويلة
outcome-place = المركز { $place }
outcome-rematch = مباراة ثأرية
outcome-rematch-guest = يستطيع المضيف بدء مباراة ثأرية بالمقاعد نفسها، أو يمكنك أن تعرضها من هنا:
# A game in teams (Jackaroo with 4): the table ranks teams, the players
# of each under it. $names: the team's players as the language lists them.
outcome-team-members = { $names }
outcome-team-total = مجموع الفريق
outcome-watch-replay = شاهد الإعادة
outcome-resigned = منسحب

## The replay page (/r/<code>/replay)

replay-page-title = الإعادة · kangaroom
replay-loading = جارٍ تحميل الإعادة…
replay-loading-progress =
    { $total ->
        [few] جارٍ تحميل الإعادة… ({ $read } من { $total } وضعيات)
       *[other] جارٍ تحميل الإعادة… ({ $read } من { $total } وضعية)
    }
replay-problem-title = { $title } · kangaroom
replay-load-failed = تعذّر تحميل الإعادة
replay-try-again = { $reason } حاول مجددًا بعد قليل.
replay-unreachable = تعذّر الوصول إلى الخادم.
replay-damaged = الإعادة التي أرسلها الخادم ناقصة.
replay-server-answered = ردّ الخادم بالرمز { $status }.
replay-no-view = لم يُحمَّل عرض هذه اللعبة ({ $reason }).
replay-not-finished = لم تنتهِ بعد
replay-not-finished-text = لا توجد في هذه الغرفة لعبة منتهية بعد. تظهر إعادتها هنا حين تنتهي لعبة.
replay-go-to-room = اذهب إلى الغرفة
replay-not-found = الإعادة غير موجودة
replay-not-found-text = لا توجد لعبة منتهية لهذا الرابط. ربما لم تكن الغرفة موجودة أصلًا، أو انتهت صلاحية إعادتها.
replay-round-not-found = لا توجد لعبة منتهية في الجولة { $round } من هذه الغرفة، أو انتهت صلاحية إعادتها.
replay-bad-round = رقم الجولة في هذا الرابط غير صالح. يجب أن يكون رقمًا مثل ‎?round=1.
replay-latest-of-room = آخر لعبة في هذه الغرفة
replay-back-to-start = العودة إلى صفحة البداية
replay-tag = إعادة
replay-heading = إعادة { $game }
replay-back-to-room = العودة إلى الغرفة
replay-round = الجولة { $round }
replay-latest = آخر لعبة في الغرفة
replay-finished = انتهت { $date }
replay-players = اللاعبون
replay-first = الأولى
replay-first-label = النقلة الأولى
replay-back = السابقة
replay-back-label = نقلة إلى الوراء
replay-forward = التالية
replay-forward-label = نقلة إلى الأمام
replay-last = الأخيرة
replay-last-label = النقلة الأخيرة
replay-slider = النقلة
replay-controls = أزرار الإعادة
replay-step-through = تنقّل في اللعبة
replay-keys = لوحة المفاتيح: → نقلة إلى الأمام و← نقلة إلى الوراء، وHome وEnd للقفز إلى البداية والنهاية، وK للتشغيل والإيقاف.
replay-step = النقلة { $step } من { $count }
replay-step-takeback = العودة إلى النقلة { $step } من { $count }
replay-agreed = اتفق اللاعبون.
replay-taken-back = تم التراجع عنها
replay-autoplay = تشغيل اللعبة
replay-play = تشغيل
replay-play-label = تشغيل النقلات واحدة تلو الأخرى
replay-pause = إيقاف مؤقت
replay-pause-label = إيقاف النقلات مؤقتًا
replay-speed = السرعة
replay-speed-choice = { $seconds } ث للنقلة
replay-start = وضعية البداية
replay-moved = لعب { $name }
# Several moves of one turn, each in the game's words.
replay-move-parts = { $first }؛ { $rest }
replay-move-number = { $n }.
replay-log = ماذا حدث
replay-log-empty = لا شيء بعد: وضعية البداية.
replay-game = اللعبة
replay-moves = النقلات
replay-step-title = إعادة { $game } · النقلة { $step } من { $count } · kangaroom
replay-no-moves = لا يمكن اللعب في الإعادة.

## The connection (the room's errors for a lost one)

connection-lost = انقطع الاتصال بالخادم.
connection-not-connected = لا يوجد اتصال بالخادم الآن.

## Your turn: the top bar's buttons and the notification while the tab is hidden

your-turn-notice = دورك في { $game } — الغرفة { $code }
your-turn-notice-no-game = دورك في kangaroom — الغرفة { $code }
your-turn-sound = صوت عندما يحين دورك
your-turn-sound-on = الصوت مفعّل: رنّة عندما يحين دورك. انقر لكتمه.
your-turn-sound-off = الصوت مكتوم. انقر لتسمع رنّة عندما يحين دورك.
your-turn-move-sound = صوت مع كل نقلة
your-turn-move-sound-muted = الصوت مكتوم (زر السمّاعة): ولا صوت مع النقلات أيضًا.
your-turn-move-sound-on = طرقة مع كل نقلة. انقر لإيقافها.
your-turn-move-sound-off = لا صوت مع النقلات. انقر لتسمع طرقة مع كل نقلة.
your-turn-notify = نبّهني عندما يحين دوري
your-turn-notify-title = إشعار عندما يحين دورك وهذه الصفحة في الخلفية

## The page for an address that does not exist

table-not-found-title = الصفحة غير موجودة
table-not-found-page-title = الصفحة غير موجودة · kangaroom
table-not-found-text = لا يوجد شيء على هذا العنوان. رابط الغرفة يبدأ بـ ‎/r/‎ ويليه رمز الغرفة.
table-not-found-back = العودة إلى صفحة البداية

# The how-to-play page's keyboard section.
keys-title = لوحة المفاتيح
keys-tab = إلى اللوحة، ومن عنصر تحكم إلى التالي، والعودة
keys-arrows = تحريك المؤشر على اللوحة
keys-enter = لعب النقطة أو المربع أو القطعة أو الورقة أو الكرة التي عليها التركيز، أو ضغط زر
keys-escape = الرجوع خطوة، أو الإجابة بلا على سؤال
keys-replay = في الإعادة: نقلة إلى الوراء أو الأمام، البداية، النهاية، التشغيل والإيقاف
