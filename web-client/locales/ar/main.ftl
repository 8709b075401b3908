# واجهة الصفحة، وصفحة البداية، ومدد مؤقت الدور، وأخطاء الخادم.
# The page's chrome, the start page, the turn clock and the server's errors.
# Arabic plurals: zero, one, two, few (3–10), many (11–99), other (100, …).

## Top bar

skip-link = انتقل إلى اللعبة
brand-home = صفحة kangaroom الرئيسية
topbar-games = ألعابك
topbar-games-title = ألعابك: كل لعبة لك فيها مقعد
language-picker = اللغة
noscript = يحتاج kangaroom إلى JavaScript للعب.

## The start page

start-title = kangaroom: العب ألعاب الطاولة مع أصدقائك
start-heading = العب مع أصدقائك
start-lead = أنشئ غرفة، وأرسل الرابط، والعب في المتصفح. بلا حسابات، ولا شيء لتثبيته.
start-loading = جارٍ تحميل الألعاب…
start-load-failed = تعذّر تحميل قائمة الألعاب ({ $reason }). هل الخادم يعمل؟
start-no-games = لا يقدّم هذا الخادم أي لعبة.
start-game = اللعبة
start-how-to-play = طريقة اللعب
start-options = الخيارات
start-players = اللاعبون
start-you = أنت
start-your-name = اسمك
start-playing = سألعب (خذ المقعد الأول)
start-name-first = اكتب اسمك أولًا ليعرف الآخرون من أنت (أو ألغِ تحديد «سألعب»).
start-create = أنشئ غرفة
start-creating = جارٍ الإنشاء…
start-unreachable = تعذّر الوصول إلى الخادم.
start-join-heading = معك رابط؟
start-join-label = رابط الغرفة أو رمزها
start-join-placeholder = رابط الغرفة أو رمزها
start-join = ادخل
start-join-bad = لا يبدو هذا رابط غرفة ولا رمزها.
start-games-link =
    { $count ->
        [0] ألعابك
       *[other] ألعابك ({ $count })
    }

## Counts

players-count =
    { $count ->
        [zero] لا لاعبين
        [one] لاعب واحد
        [two] لاعبان
        [few] { $count } لاعبين
        [many] { $count } لاعبًا
       *[other] { $count } لاعب
    }
players-range = من { $min } إلى { $max } لاعبين
moves-count =
    { $count ->
        [zero] لا نقلات
        [one] نقلة واحدة
        [two] نقلتان
        [few] { $count } نقلات
        [many] { $count } نقلة
       *[other] { $count } نقلة
    }

## Durations

duration-seconds =
    { $count ->
        [zero] { $count } ثانية
        [one] ثانية واحدة
        [two] ثانيتان
        [few] { $count } ثوانٍ
        [many] { $count } ثانية
       *[other] { $count } ثانية
    }
duration-minutes =
    { $count ->
        [zero] { $count } دقيقة
        [one] دقيقة واحدة
        [two] دقيقتان
        [few] { $count } دقائق
        [many] { $count } دقيقة
       *[other] { $count } دقيقة
    }
duration-hours =
    { $count ->
        [zero] { $count } ساعة
        [one] ساعة واحدة
        [two] ساعتان
        [few] { $count } ساعات
        [many] { $count } ساعة
       *[other] { $count } ساعة
    }
duration-days =
    { $count ->
        [zero] { $count } يوم
        [one] يوم واحد
        [two] يومان
        [few] { $count } أيام
        [many] { $count } يومًا
       *[other] { $count } يوم
    }
clock-none = بلا مؤقت
clock-per-move = { $length } لكل نقلة

## The turn clock's field

turn-clock-label = مؤقت الدور
turn-clock-bot-label = ماذا يحدث حين ينتهي الوقت
turn-clock-bot =
    { $level ->
        [easy] روبوت سهل
        [hard] روبوت صعب
       *[medium] روبوت متوسط
    }
turn-clock-loses = يخسر اللاعب
turn-clock-help = إذا لم يلعب صاحب الدور في الوقت المحدد، يلعب روبوت عنه تلك النقلة وحدها (ويبقى المقعد له)، أو يخسر اللاعب اللعبة إن اخترت ذلك. مع مدة بالأيام لكل نقلة، يمكن للجميع المغادرة: اللعبة تنتظر، والمؤقت يبقى جاريًا.
start-clock-more = يستطيع المضيف تغييره في الردهة.

## The theme button

theme-auto = تلقائي
theme-light = فاتح
theme-dark = داكن
theme-title =
    { $choice ->
        [auto]
            { $theme ->
                [dark] الألوان: تلقائية (تتبع النظام: داكنة).
               *[light] الألوان: تلقائية (تتبع النظام: فاتحة).
            }
        [light] الألوان: فاتحة.
       *[dark] الألوان: داكنة.
    } { $next ->
        [auto] انقر للتلقائية.
        [light] انقر للفاتحة.
       *[dark] انقر للداكنة.
    }

## The room page

room-title = غرفة { $game } · kangaroom
room-title-your-turn = ▶ دورك · غرفة { $game } · kangaroom
room-game = اللعبة
room-players = اللاعبون
room-log = ما جرى
room-log-by-bot = (روبوت)
room-log-by-clock = (المؤقت)
room-log-by-clock-title = لعب روبوت مؤقت الدور هذه النقلة
# Above a board on a phone: fitted to the screen (pressed), or wider and scrolling sideways.
board-whole = اللوحة كاملة
clock-notice = انتهى وقتك، فلعب روبوت هذه النقلة عنك: { $move }
clock-notice-plain = انتهى وقتك، فلعب روبوت هذه النقلة عنك.
clock-notice-dismiss = حسنًا
room-log-empty = لا شيء بعد.
room-rename = غيّر اسمك
room-rename-save = احفظ
room-joining = جارٍ دخول الغرفة…
room-player-n = اللاعب { $n }
room-seat-free = المقعد { $n } شاغر
room-connecting = جارٍ الاتصال…
room-online = متصل
room-reconnecting = جارٍ إعادة الاتصال…
room-offline = غير متصل
room-served-by = يخدمك { $node }
room-connection-lost = انقطع الاتصال بالخادم. جارٍ إعادة الاتصال… مقعدك محفوظ.
room-not-found = الغرفة غير موجودة
room-create-new = أنشئ غرفة جديدة
room-link-copied = نُسخ الرابط. أرسله إلى أصدقائك.
room-link = رابط الغرفة
room-copy-link = انسخ الرابط
room-bot-level-for = مستوى الروبوت للمقعد { $n }
room-bot-takes-over = يتولى روبوت اللعب
room-you-watch = أنت تشاهد.
room-watching =
    { $count ->
        [zero] لا مشاهدين.
        [one] مشاهد واحد.
        [two] مشاهدان.
        [few] { $count } مشاهدين.
        [many] { $count } مشاهدًا.
       *[other] { $count } مشاهد.
    }
room-resign = انسحاب…
room-resign-group = الانسحاب
room-resign-ask = تنسحب من هذه اللعبة؟
room-resign-yes = نعم، أنسحب
room-resign-no = تابع اللعب
bot-level =
    { $level ->
        [easy] سهل
        [hard] صعب
       *[medium] متوسط
    }
tag-you = أنت
tag-host = المضيف
tag-bot = روبوت · { bot-level }
tag-away = غائب
tag-resigned = منسحب

## Notifications with the tab closed (the room's notifications panel, seated people only)
notifications-panel = الإشعارات
notifications-turn-on = نبّهني عندما يحين دوري
notifications-turn-on-hint = على هذا الجهاز، حتى لو كانت هذه الصفحة مغلقة.
notifications-working = جارٍ تفعيل الإشعارات…
notifications-on = الإشعارات مفعّلة.
notifications-on-hint = يصلك تنبيه على هذا الجهاز عندما يحين دورك، وعندما ينتظر عرضٌ ردّك، وعندما يوشك وقتك على النفاد، وعندما تنتهي اللعبة، حتى لو كانت الصفحة مغلقة.
notifications-turn-off = أوقف الإشعارات
notifications-turning-off = جارٍ الإيقاف…
notifications-unsupported = لا يستطيع هذا المتصفح تنبيهك والصفحة مغلقة. لكن يمكنك إرسال التنبيهات إلى محادثة عبر ويب هوك في الأسفل.
notifications-insecure = تحتاج الإشعارات والصفحة مغلقة إلى أن يكون هذا الخادم على عنوان آمن (https).
notifications-denied = الإشعارات محظورة لهذا الموقع. اسمح بها من إعدادات الموقع في المتصفح، ثم أعد تحميل الصفحة.
notifications-not-allowed = لم تسمح بالإشعارات، فلم يتغيّر شيء.
notifications-browser-failed = تعذّر على هذا المتصفح الاشتراك في الإشعارات: لم تستجب خدمة الإشعارات لديه. حاول لاحقًا، أو أرسل تنبيهات دورك إلى محادثة في الأسفل.
notifications-no-key = هذا الخادم لا يرسل إشعارات.
notifications-webhook = أرسل تنبيهات دوري إلى محادثة (رابط ويب هوك)
notifications-webhook-label = رابط الويب هوك
notifications-webhook-help = رابط ويب هوك وارد من Slack، أو ويب هوك من Discord ينتهي بـ ⁦/slack⁩، أو موضوع في ntfy: تصل الأخبار نفسها إلى هناك.
notifications-webhook-save = احفظ
notifications-webhook-saved = تُرسل تنبيهات دورك إلى { $host }.
notifications-webhook-remove = أزِله
notifications-webhook-not-https = يجب أن يبدأ رابط الويب هوك بـ ⁦https://⁩

## The lobby

lobby-invite = ادعُ أصدقاءك
lobby-invite-help = أرسل إليهم هذا الرابط. من يفتحه يدخل هذه الغرفة.
lobby-invite-link = رابط الدعوة
lobby-name = الاسم
lobby-icon = الأيقونة
lobby-colour = اللون
lobby-start = ابدأ اللعبة
lobby-host = المضيف
lobby-name-first = اكتب اسمك أولًا ليعرف الآخرون من أنت.
lobby-swap = بدّل…
lobby-swap-cancel = إلغاء
lobby-swap-with = بدّل مع المقعد { $n }
lobby-add-bot = أضف روبوتًا
lobby-move-here = انتقل إلى هنا
lobby-sit-here = اجلس هنا
lobby-leave-seat = غادر المقعد
lobby-remove-bot = أزل الروبوت
lobby-free-seat = أخلِ المقعد
lobby-seat-free = المقعد { $n }: شاغر
lobby-seats = المقاعد
lobby-team-seats = { $team } · المقعدان { $seats }
lobby-team-is = { $team }: المقعدان { $seats }
lobby-teams = فريقان: { $teams }. يلعب الشريكان معًا.
lobby-waiting-for =
    { $count ->
        [one] بانتظار لاعب واحد آخر…
        [two] بانتظار لاعبَين آخرَين…
        [few] بانتظار { $count } لاعبين آخرين…
        [many] بانتظار { $count } لاعبًا آخر…
       *[other] بانتظار { $count } لاعب آخر…
    }
lobby-waiting-host = الجميع هنا. بانتظار أن يبدأ المضيف اللعبة…
lobby-you-watch = أنت تشاهد. اجلس في مقعد شاغر لتلعب.
lobby-start-waiting =
    { $count ->
        [one] بانتظار لاعب واحد آخر (أو أضف روبوتًا).
        [two] بانتظار لاعبَين آخرَين (أو أضف روبوتًا).
        [few] بانتظار { $count } لاعبين آخرين (أو أضف روبوتًا).
        [many] بانتظار { $count } لاعبًا آخر (أو أضف روبوتًا).
       *[other] بانتظار { $count } لاعب آخر (أو أضف روبوتًا).
    }
lobby-everyone-here = الجميع هنا.
lobby-save-options = احفظ الخيارات
lobby-options-saved = حُفظت الخيارات.
lobby-changes-show = تظهر تغييراتك عند مقعدك فورًا.
team-name =
    { $index ->
        [0] الفريق الأول
        [1] الفريق الثاني
        [2] الفريق الثالث
       *[other] الفريق { $letter }
    }
list-comma = {"، "}

icon-name =
    { $icon ->
        [kangaroo] كنغر
        [joey] صغير الكنغر
        [boomerang] بومرنغ
        [gum_leaf] ورقة أوكالبتوس
        [sun] شمس
        [star] نجمة
        [moon] قمر
        [wave] موجة
        [heart] قلب
        [bolt] برق
        [flower] زهرة
        [paw] كفّ
        [robot] روبوت
       *[other] { $icon }
    }
colour-name =
    { $colour ->
        [pink] وردي
        [blue] أزرق
        [green] أخضر
        [violet] بنفسجي
        [charcoal] فحمي
        [teal] أزرق مخضر
        [red] أحمر
        [brown] بني
       *[other] { $colour }
    }
colour-taken = { $colour }: أخذه { $owner }
seat-n = المقعد { $n }

## Your games (/games)

games-title = ألعابك
games-page-title = ألعابك · kangaroom
games-page-title-turns = ▶ { $count } · ألعابك · kangaroom
games-lead = الألعاب التي لهذا المتصفح فيها مقعد. كل لعبة تجلس فيها تظهر هنا.
games-loading = جارٍ البحث عن ألعابك…
games-empty = لا ألعاب بعد. حين تجلس في مقعد في غرفة، تظهر هنا (على هذا المتصفح وحده).
games-start-one = ابدأ لعبة
games-your-turn = دورك
games-waiting = بانتظار الآخرين
games-finished = انتهت
games-gone = لم تعد على الخادم
games-gone-help = أُغلقت هذه الغرف (تُغلق الغرف بعد مدة بلا لاعبين)، أو تُرك مقعدك فيها.
games-their-turn-named = دور { $name }
games-their-turn = دورهم
games-waiting-to-start = بانتظار البدء
games-with = مع
games-alone = لا أحد غيرك بعد
games-free-seats =
    { $count ->
        [zero] لا مقاعد شاغرة
        [one] مقعد شاغر واحد
        [two] مقعدان شاغران
        [few] { $count } مقاعد شاغرة
        [many] { $count } مقعدًا شاغرًا
       *[other] { $count } مقعد شاغر
    }
games-bot = روبوت
games-room-code = الغرفة { $code }
games-gone-room = الغرفة { $code }
games-gone-row = هذه الغرفة لم تعد موجودة.
games-forget = انسَها
games-forget-label = انسَ الغرفة { $code }
games-time-left = بقي { $left }
games-time-up = انتهى الوقت
games-time-left-title = الوقت الباقي على مؤقت الدور
games-last-move = آخر نقلة { $ago }
games-no-moves = لا نقلات بعد
games-just-now = الآن
games-updated = حُدّثت { $ago }.
games-offline = تعذّر الوصول إلى الخادم؛ سنحاول مجددًا قريبًا.
games-offline-since = تعذّر الوصول إلى الخادم؛ نعرض ما قاله { $ago }. سنحاول مجددًا قريبًا.
games-no-api = لا يستطيع هذا الخادم عرض الألعاب بعد.

## How to play

rules-goal = الهدف
rules-setup = التحضير
rules-turn = الدور
rules-end = النهاية
rules-scoring = من يفوز
rules-pictures = بالصور
rules-loading = جارٍ تحميل القواعد…
rules-unknown-title = لعبة غير معروفة · kangaroom
rules-no-such-game = لا توجد لعبة كهذه
rules-no-such-game-help = لا يملك هذا الخادم لعبة بهذا الاسم.
rules-see-games = اطّلع على الألعاب
rules-title = طريقة لعب { $game } · kangaroom
rules-heading = طريقة لعب { $game }
rules-options-help = يختارها المضيف قبل أن تبدأ اللعبة.
rules-pieces = القطع
rules-play = العب { $game }
rules-breadcrumb = طريقة اللعب
rules-lead = { $summary } { $players }.
rules-option-choices = ({ $choices })
rules-option-range = (من { $min } إلى { $max })
rules-option-default = الافتراضي: { $value }.
# An on/off option's value (the rules page's default, the lobby's options in words).
option-on = مفعّل
option-off = غير مفعّل
# One option in the lobby's line of options in words ("Board size: Tiny").
option-summary = { $label }: { $value }

## The turn clock in words and its countdown

clock-a-bot =
    { $level ->
        [easy] روبوت سهل
        [hard] روبوت صعب
       *[medium] روبوت متوسط
    }
clock-summary-none = بلا مؤقت للدور
clock-summary-lose = مؤقت الدور: { $length }، ثم يخسر اللاعب
clock-summary-bot = مؤقت الدور: { $length }، ثم يلعب { clock-a-bot }
clock-rule-lose = مؤقت الدور: { $length }؛ من لم يلعب في الوقت يخسر اللعبة.
clock-rule-bot = { $summary } عن اللاعب الذي لم يلعب في الوقت (ويبقى المقعد له).
clock-your-turn = دورك
clock-you = أنت
clock-title-mine = مؤقت الدور: إن لم تلعب قبل أن ينتهي، يلعب { clock-a-bot } تلك النقلة.
clock-title-theirs = مؤقت الدور: إن لم يلعب { $who } قبل أن ينتهي، يلعب { clock-a-bot } تلك النقلة.
clock-bot-moves-for-you = روبوت يلعب عنك
clock-bot-moves-for = روبوت يلعب عن { $who }
clock-ran-out = انتهى مؤقت الدور: يلعب { clock-a-bot } هذه النقلة وحدها. ويبقى المقعد لصاحبه.

## Chat

chat = الدردشة
chat-players = اللاعبون
chat-spectators = المشاهدون
chat-say-hello = قل مرحبًا!
chat-spectators-empty = لا شيء من المشاهدين بعد.
chat-watching = يشاهد
chat-new-messages =
    { $count ->
        [zero] لا رسائل جديدة
        [one] رسالة جديدة واحدة
        [two] رسالتان جديدتان
        [few] { $count } رسائل جديدة
        [many] { $count } رسالة جديدة
       *[other] { $count } رسالة جديدة
    }
chat-with-count = الدردشة، { $title }
chat-channels = قنوات الدردشة
chat-show-spectators = أظهر دردشة المشاهدين
chat-hide-spectators = أخفِ دردشة المشاهدين
chat-spectators-note = هنا يتحدث المشاهدون؛ واللاعبون يقرؤون.
chat-message = رسالة
chat-message-spectators = رسالة (دردشة المشاهدين)
chat-message-label = رسالة الدردشة
chat-send = أرسل
chat-someone = أحدهم

## Errors, by the server's code

error-invalid_json = لم يتمكن الخادم من قراءة رسالتنا. أعد تحميل الصفحة وحاول مجددًا.
error-not_an_object = لم يتمكن الخادم من قراءة رسالتنا. أعد تحميل الصفحة وحاول مجددًا.
error-unknown_type = لا يعرف الخادم هذا الطلب. أعد تحميل الصفحة؛ ربما حُدّث.
error-missing_field = ينقص هذا الطلبَ شيء.
error-bad_field = جزء من هذا الطلب غير صالح.
error-bad_text = لا يجوز أن تحتوي الأسماء والدردشة على محارف تحكّم أو محارف تنسيق غير مرئية.
error-binary_frame = لم يتمكن الخادم من قراءة رسالتنا. أعد تحميل الصفحة وحاول مجددًا.
error-frame_too_large = هذه الرسالة أكبر مما يقبله الخادم.
error-rate_limited = تمهّل قليلًا: رسائل كثيرة في وقت واحد.
error-unsupported_protocol = هذه الصفحة والخادم يتكلمان إصدارين مختلفين. أعد تحميل الصفحة.
error-unknown_game = لا يقدّم الخادم هذه اللعبة.
error-bad_options = هذه الخيارات غير صالحة.
error-too_many_rooms = الغرف المفتوحة كثيرة، على هذا الخادم أو من شبكتك. العب في إحداها، أو حاول لاحقًا.
error-unknown_room = هذه الغرفة غير موجودة (أو لم تعد موجودة). تُغلق الغرف بعد مدة بلا لاعبين.
error-not_in_room = لست في غرفة بعد. أعد تحميل الصفحة.
error-room_full = كل المقاعد في هذه الغرفة مشغولة. ما زال بإمكانك المشاهدة.
error-already_started = بدأت اللعبة، فالمقاعد والخيارات ثابتة الآن.
error-not_started = لم تبدأ اللعبة بعد.
error-not_finished = اللعبة ما زالت جارية.
error-bad_seat = لا يوجد مقعد كهذا.
error-seat_taken = سبقك أحدهم إلى هذا المقعد. اختر مقعدًا آخر.
error-already_seated = لك مقعد في هذه الغرفة من قبل.
error-name_taken = لاعب آخر يحمل هذا الاسم. اختر اسمًا آخر.
error-color_taken = لاعب آخر يلعب بهذا اللون. اختر لونًا آخر.
error-not_seated = اجلس في مقعد أولًا.
error-not_host = هذا للمضيف وحده.
error-bad_token = تعذّرت استعادة مقعدك المحفوظ، فأنت تشاهد الآن. اجلس في مقعد شاغر لتلعب.
error-seat_not_away = صاحب هذا المقعد ما زال هنا، أو لم يغب مدة كافية.
error-seats_not_filled = يحتاج كل مقعد إلى لاعب (أو روبوت) قبل أن تبدأ اللعبة.
error-chat_too_long = هذه الرسالة طويلة جدًا (280 حرفًا على الأكثر).
error-not_your_turn = ليس دورك.
error-illegal_move = هذه النقلة غير مسموحة.
error-bad_move = هذه النقلة غير مسموحة.
error-game_over = انتهت اللعبة.
error-server_full = الخادم ممتلئ الآن. حاول بعد دقيقة.
error-shutting_down = الخادم يُعاد تشغيله. ستعيد الصفحة الاتصال من تلقاء نفسها.
error-room_elsewhere = تنتقل هذه الغرفة إلى خادم آخر. ستعيد الصفحة الاتصال من تلقاء نفسها.
error-forbidden_origin = لا يجوز لهذه الصفحة مخاطبة ذلك الخادم: حُمّلت من موقع آخر.
error-too_many_connections = اتصالات كثيرة من شبكتك. أغلق بعض التبويبات وحاول مجددًا.
error-rematch_too_soon = بدأت هنا ألعاب كثيرة للتو. انتظر بضع ثوانٍ ثم حاول مجددًا.
error-offer_pending = عرض آخر ينتظر الردود.
error-offer_unavailable = لا يمكن تقديم هذا العرض الآن.
error-no_offer = لم يعد هذا العرض قائمًا.
error-not_asked = هذا العرض لا يسألك.
error-offer_too_soon = رُفض هذا العرض للتو. تابع اللعب، أو انتظر قليلًا قبل أن تطلبه مجددًا.
error-start_failed = استغرق تجهيز اللوح وقتًا طويلًا. حاول مجددًا، أو اختر لوحًا أصغر.
error-storage_unavailable = لا يستطيع الخادم حفظ الألعاب الآن، فلم يتغير شيء. حاول بعد لحظة.
error-game_too_long = طالت هذه اللعبة أكثر مما يسمح به الخادم، فلا يمكن أن تستمر. ابدأ لعبة جديدة.
error-replays_busy = يجهّز الخادم إعادات كثيرة الآن. حاول بعد بضع ثوانٍ.
error-replay_too_long = هذه اللعبة أطول من أن تُجلب دفعة واحدة؛ صفحة الإعادة تقرؤها على أجزاء.
error-bad_endpoint = لا يمكن للخادم إرسال الإشعارات إلى هناك: يُسمح فقط بعناوين https على الإنترنت العام.
error-with-reason = { $words }: { $reason }.
error-unknown = حدث خطأ ما. حاول مجددًا من فضلك.
