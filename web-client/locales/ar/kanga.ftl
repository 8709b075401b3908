# The kanga table: its prompts, buttons, choice labels, log lines, final table
# and the captions of its how-to-play diagrams. Ids begin with `kanga-`.
# $colour is black or white (none when it is not known); $you is yes when
# the player is the one reading.

## Words used inside other messages

kanga-colour = { $colour ->
    [black] الأسود
   *[white] الأبيض
  }
# The stones as the object of a verb (accusative): أسر حجرًا واحدًا، حجرين، 3 أحجار
kanga-stones = { $count ->
    [zero] لا أحجار
    [one] حجرًا واحدًا
    [two] حجرين
    [few] { $count } أحجار
    [many] { $count } حجرًا
   *[other] { $count } حجر
  }
# After "مؤلفة من" (genitive)
kanga-own-stones = { $own ->
    [zero] لا أحجار
    [one] حجر واحد
    [two] حجرين
    [few] { $own } أحجار
    [many] { $own } حجرًا
   *[other] { $own } حجر
  }
kanga-captures = { $kind ->
    [go] { kanga-stones } بأسر غو
    [custodian] { kanga-stones } بالمحاصرة
    [split] { kanga-stones }: { $go } بأسر غو و{ $custodian } بالمحاصرة
    [both] { kanga-stones } بأسر غو وبالمحاصرة
   *[plain] { kanga-stones }
  }
kanga-who = { $colour ->
    [black] { $name } (الأسود)
    [white] { $name } (الأبيض)
   *[none] { $name }
  }

## The prompt above the board

kanga-goal = صِل ضفتين متقابلتين (الأعلى والأسفل، أو اليمين واليسار) بسلسلة واحدة من أحجارك.
kanga-prompt-finished = { $end }.
kanga-prompt-swap-at = قاعدة التبديل: افتتح { $opener } بحجر أسود في { $point }. ضع حجرًا { $colour ->
    [black] أسود
   *[white] أبيض
  } كالمعتاد، أو بدّل الألوان: تأخذ ذلك الحجر الأسود وتلعب بالأسود، ويلعب { $opener } بالأبيض ويكون الدور له.
kanga-prompt-swap = قاعدة التبديل: افتتح { $opener } بحجر أسود. ضع حجرًا { $colour ->
    [black] أسود
   *[white] أبيض
  } كالمعتاد، أو بدّل الألوان: تأخذ ذلك الحجر الأسود وتلعب بالأسود، ويلعب { $opener } بالأبيض ويكون الدور له.
kanga-prompt-place = دورك ({ kanga-colour }): ضع حجرًا على نقطة فارغة. { kanga-goal }
kanga-prompt-place-suicide = دورك ({ kanga-colour }): ضع حجرًا على نقطة فارغة. { kanga-goal } النقاط المعلَّمة بـ × انتحار وغير مسموحة.
kanga-prompt-waiting = بانتظار { $name } ({ kanga-colour })…
kanga-prompt-watching = الدور على { $name } ({ kanga-colour }). أنت تشاهد.
kanga-place = ضع الحجر
kanga-place-at = ضع في { $point }
kanga-swap = بدّل الألوان
kanga-swap-take = بدّل الألوان (خذ { kanga-colour })
kanga-last-move = آخر نقلة: { $move }.
kanga-no-stone-yet = لا أحجار بعد: يبدأ الأسود.
kanga-repetition = تكرر هذا الوضع { $count ->
    [2] مرتين
    [few] { $count } مرات
   *[other] { $count } مرة
  } والدور على { $name }. إن تكرر مرة أخرى انتهت اللعبة بالتعادل بالتكرار.
kanga-repetition-you = تكرر هذا الوضع { $count ->
    [2] مرتين
    [few] { $count } مرات
   *[other] { $count } مرة
  } والدور عليك. إن تكرر مرة أخرى انتهت اللعبة بالتعادل بالتكرار.
kanga-keys = لوحة المفاتيح: Tab للانتقال إلى اللوحة، والأسهم لتحريك المؤشر، وEnter أو المسافة لوضع حجر.

## The options in words (the side panel), joined by " · "

kanga-summary-board = لوحة { $size }×{ $size }
kanga-summary-pie-on = قاعدة التبديل مفعّلة
kanga-summary-pie-off = بلا قاعدة التبديل
kanga-summary-self-capture = الأسر الذاتي مسموح (تُزال المجموعة التي لا تبقى لها حرية)
kanga-summary-no-suicide = الانتحار غير مسموح
kanga-summary-move-cap = { $count ->
    [one] تعادل بعد وضع حجر واحد
    [two] تعادل بعد وضع حجرين
    [few] تعادل بعد وضع { $count } أحجار
    [many] تعادل بعد وضع { $count } حجرًا
   *[other] تعادل بعد وضع { $count } حجر
  }

## The side panel

kanga-players = اللاعبون
kanga-turn-over = انتهت اللعبة
kanga-turn-yours = دورك
kanga-turn-of = دور { $name }
kanga-to-play = الدور له
kanga-tag-you = أنت
kanga-tag-bot = روبوت
kanga-tag-away = غائب
kanga-count = أسر { $captured } · { $stones } على اللوحة
kanga-moves-capped = النقلة { $played } من { $max } على الأكثر (ثم تعادل)
kanga-moves-played = { $count ->
    [zero] لم تُلعب أي نقلة
    [one] لُعبت نقلة واحدة
    [two] لُعبت نقلتان
    [few] لُعبت { $count } نقلات
    [many] لُعبت { $count } نقلة
   *[other] لُعبت { $count } نقلة
  }
kanga-help-title = طريقة لعب كانغا
kanga-help-goal = الهدف.
kanga-help-goal-vertical = الأعلى والأسفل،
kanga-help-goal-horizontal = اليمين واليسار؛ الزاوية تُحسب لضفتيها معًا. يحق للاعبَين استخدام أي من الزوجين.
kanga-help-turn = الدور.
kanga-help-turn-text = ضع حجرًا واحدًا على نقطة فارغة. يبدأ الأسود؛ لا يجوز تمرير الدور.
kanga-help-go = أسر غو.
kanga-help-go-text = تُزال مجموعات الخصم التي لا تبقى لها حرية (نقطة فارغة مجاورة).
kanga-help-custodian = الأسر بالمحاصرة.
kanga-help-custodian-text = يُزال خط فردي من 3 أو 5 أو أكثر من أحجار الخصم في أي من الاتجاهات الثمانية من حجرك الجديد، إذا أُغلق طرفه البعيد بحجر لك أو بحافة اللوحة. الحجر المنفرد والخطوط الزوجية في أمان.
kanga-help-suicide = الانتحار.
kanga-help-suicide-text = لا يجوز وضع حجر يترك مجموعتك بلا حرية، إلا إذا حرر أسره حرية لها (ما لم تختر الغرفة الأسر الذاتي).
kanga-help-pie = قاعدة التبديل.
kanga-help-pie-text = إذا فُعّلت، يجوز للاعب الثاني أن يبدّل الألوان بدل الرد على الحجر الأول.
kanga-help-end = النهاية.
kanga-help-end-text = الوصل يفوز. اللاعب الذي لا يجد وضعًا مسموحًا يخسر. لا قاعدة كو: الأسر المضاد فورًا جائز، لكن تكرار الوضع نفسه مع الدور للاعب نفسه للمرة الثالثة تعادل.

## The board (what a screen reader hears; the coordinates stay as they are)

kanga-board-label = لوحة كانغا، { $size } في { $size }. صِل الأعلى بالأسفل، أو اليمين باليسار.
kanga-point-stone = { $colour ->
    [black] حجر أسود
   *[white] حجر أبيض
  }
kanga-point-empty = فارغة
kanga-point-last = آخر نقلة
kanga-point-winning = ضمن السلسلة الفائزة
kanga-point-captured = { $colour ->
    [black] أُسر هنا حجر أسود للتو
   *[white] أُسر هنا حجر أبيض للتو
  }
kanga-point-legal = { $colour ->
    [black] ضع حجرًا أسود هنا
   *[white] ضع حجرًا أبيض هنا
  }
kanga-point-forbidden = غير مسموح: انتحار

## Log lines ($name, $colour: the mover; $point: where)

kanga-log-place = لعب { kanga-who } في { $point }
kanga-log-place-captured = لعب { kanga-who } في { $point } وأسر { kanga-captures }
kanga-log-place-own = لعب { kanga-who } في { $point }؛ فلم تبقَ لمجموعته المؤلفة من { kanga-own-stones } أي حرية وأُزيلت (أسر ذاتي)
kanga-log-place-captured-own = لعب { kanga-who } في { $point } وأسر { kanga-captures }؛ ثم لم تبقَ لمجموعته المؤلفة من { kanga-own-stones } أي حرية وأُزيلت (أسر ذاتي)
kanga-log-somewhere = اللوحة
kanga-log-swap = استخدم { $name } قاعدة التبديل وبدّل الألوان: يلعب { $name } الآن { $colour ->
    [black] بالأسود
   *[white] بالأبيض
  } مع حجر الافتتاح، ويلعب { $other } { $otherColour ->
    [black] بالأسود
   *[white] بالأبيض
  } والدور له
kanga-log-resign = انسحب { $name }
kanga-log-event-of = { $name }: { $event }
kanga-log-event = { $event }
kanga-last-place = لعب { kanga-who } في { $point }
kanga-last-place-captured = لعب { kanga-who } في { $point } وأسر { kanga-stones }
kanga-last-place-own = لعب { kanga-who } في { $point }، وخسر مجموعته المؤلفة من { kanga-own-stones } (أسر ذاتي)
kanga-last-place-captured-own = لعب { kanga-who } في { $point } وأسر { kanga-stones }، ثم خسر مجموعته المؤلفة من { kanga-own-stones } (أسر ذاتي)
kanga-last-swap = بدّل { $name } الألوان ويلعب الآن { $colour ->
    [black] بالأسود
   *[white] بالأبيض
  }

## The end ($you yes: the reader; $colour none: not known)

kanga-winner = { $you ->
    [yes] { $colour ->
        [black] فزت أنت (الأسود)
        [white] فزت أنت (الأبيض)
       *[none] فزت أنت
      }
   *[no] { $colour ->
        [black] فاز { $name } (الأسود)
        [white] فاز { $name } (الأبيض)
       *[none] فاز { $name }
      }
  }
kanga-loser = { $loserYou ->
    [yes] { $loserColour ->
        [black] أنت (الأسود)
        [white] أنت (الأبيض)
       *[none] أنت
      }
   *[no] { $loserColour ->
        [black] { $loser } (الأسود)
        [white] { $loser } (الأبيض)
       *[none] { $loser }
      }
  }
kanga-end-connection-over = انتهت اللعبة: سلسلة تصل ضفتين متقابلتين
kanga-end-connection = { kanga-winner }: سلسلة من { $stones ->
    [black] الأحجار السوداء
    [white] الأحجار البيضاء
   *[none] الأحجار
  } تصل { $edges ->
    [vertical] الضفة العليا بالسفلى
    [horizontal] الضفة اليمنى باليسرى
    [both] زوجي الضفاف المتقابلة كليهما
   *[none] ضفتين متقابلتين
  }
kanga-edges = { $edges ->
    [vertical] الضفة العليا بالسفلى
    [horizontal] الضفة اليمنى باليسرى
   *[both] زوجي الضفاف المتقابلة كليهما
  }
kanga-end-no-move-over = انتهت اللعبة: لم يبقَ وضع مسموح
kanga-end-no-move = { kanga-winner }: { $loserYou ->
    [yes] لم يبقَ لك
   *[no] لم يبقَ لـ{ kanga-loser }
  } أي وضع مسموح { $loserYou ->
    [yes] فخسرت
   *[no] فخسر
  }
kanga-end-repetition = تعادل بالتكرار: تكرر الوضع نفسه مع الدور للاعب نفسه للمرة الثالثة
kanga-end-move-cap = { $count ->
    [few] تعادل: بلغت اللعبة حد { $count } أحجار موضوعة دون وصل
    [many] تعادل: بلغت اللعبة حد { $count } حجرًا موضوعًا دون وصل
   *[other] تعادل: بلغت اللعبة حد { $count } حجر موضوع دون وصل
  }
kanga-end-move-cap-plain = تعادل: بلغت اللعبة حد النقلات دون وصل
kanga-end-resigned-over = انتهت اللعبة: انسحب أحد اللاعبين
kanga-end-resigned = { kanga-winner }: { $loserYou ->
    [yes] انسحبتَ أنت
   *[no] انسحب { kanga-loser }
  }
kanga-end-move-limit = { $count ->
    [few] تعادل: بلغت اللعبة أطول مدة مسموحة، { $count } أحجار موضوعة، دون وصل
    [many] تعادل: بلغت اللعبة أطول مدة مسموحة، { $count } حجرًا موضوعًا، دون وصل
   *[other] تعادل: بلغت اللعبة أطول مدة مسموحة، { $count } حجر موضوع، دون وصل
  }
kanga-end-move-limit-plain = تعادل: بلغت اللعبة أطول مدة مسموحة دون وصل
kanga-end-win = { kanga-winner }
kanga-end-draw = انتهت اللعبة بالتعادل

## The final table

kanga-breakdown-captures = الأحجار المأسورة
kanga-breakdown-stones = الأحجار على اللوحة
kanga-breakdown-total = النتيجة
kanga-result-won = فوز
kanga-result-lost = خسارة
kanga-result-drawn = تعادل

## The how-to-play diagrams

kanga-diagram-go-capture = أسر غو: حجر الأسود الجديد (المعلَّم) يأخذ آخر نقطة فارغة بجوار الحجر الأبيض، فيُزال (الحلقة المتقطعة).
kanga-diagram-custodian = الأسر بالمحاصرة: حجر الأبيض الجديد يغلق خطًا من ثلاثة أحجار سوداء مقابل حجر أبيض آخر؛ فتُزال الثلاثة كلها.
kanga-diagram-connection = فوز: أحجار الأسود تصل الضفة العليا بالسفلى في سلسلة واحدة (أعلى وأسفل ويمين ويسار؛ الأقطار لا تصل).

## The rules page (engine/kanga/how_to_play.cpp, factory.cpp)

kanga-how-goal = كوّن مجموعة واحدة من أحجارك تلمس ضفتين متقابلتين من اللوحة: الأعلى والأسفل، أو اليمين واليسار. المجموعة أحجار لك متصلة أعلى أو أسفل أو يمينًا أو يسارًا (الأقطار لا تصل). أول لاعب يحقق هذا الوصل يفوز فورًا.
kanga-how-setup = تبدأ اللوحة فارغة؛ توضع الأحجار على نقاطها حيث تتقاطع الخطوط: 7 × 7 نقاط افتراضيًا، وخيار الحجم يجعلها حتى 19 × 19. يضع الأسود (المقعد 0) أولًا ثم الأبيض (المقعد 1). مع تفعيل قاعدة التبديل يجوز للأبيض أن يبدّل الألوان بدل أن يضع حجرًا بعد أول حجر للأسود: فيملك المقعد 1 ذلك الحجر الأسود ويكمل المقعد 0 بالأبيض.
kanga-how-turn = ضع حجرًا واحدًا من لونك على أي نقطة فارغة؛ لا يجوز تمرير الدور. تُزال كل مجموعة للخصم لا تبقى بجوارها نقطة فارغة (أسر غو)، وكذلك كل خط فردي من 3 أحجار للخصم أو أكثر يغلقه حجرك الجديد مقابل حجر لك أو مقابل الحافة (الأسر بالمحاصرة)؛ ويُحسب النوعان معًا. إذا كان الانتحار غير مسموح (الافتراضي) فيجب أن تبقى لمجموعة حجرك نقطة فارغة مجاورة بعد هذا الأسر وإلا فالنقلة غير مسموحة؛ ومع «أسر ذاتي» تُسمح النقلة وتُزال مجموعتك بدلًا من ذلك. لا قاعدة كو، فيجوز الأسر المضاد فورًا.
kanga-how-end = تنتهي اللعبة حالما يُكمل حجر وصلًا، ويفوز صاحبه. إذا تكرر الوضع نفسه (الأحجار نفسها مع الدور للاعب نفسه) للمرة الثالثة فهو تعادل؛ ومع تفعيل حد النقلات يكون تعادلًا أيضًا بعد 10 × الحجم × الحجم حجرًا موضوعًا (490 على 7 × 7)، وفي كل الأحوال بعد 25 × الحجم × الحجم (1,225 على 7 × 7). اللاعب الذي لا يجد في دوره نقطة مسموحة يخسر.
kanga-how-scoring = لا نقاط: تُكسب اللعبة بالوصل أو بألا يبقى للخصم وضع مسموح، وإلا فهي تعادل. يُعرض عدد الأحجار التي أسرها كل لاعب، لكنه لا يحسم شيئًا.
kanga-how-entries-title = الأحجار والأسر
kanga-entry-b-name = حجر أسود
kanga-entry-b-text = أحجار الأسود. يلعب المقعد 0 بالأسود ويضع أولًا، إلا إذا أخذ المقعد 1 الأسود بقاعدة التبديل. الأحجار لا تتحرك أبدًا؛ تبقى حتى تُؤسر.
kanga-entry-w-name = حجر أبيض
kanga-entry-w-text = أحجار الأبيض. يلعب المقعد 1 بالأبيض ويضع ثانيًا؛ ومع تفعيل قاعدة التبديل يجوز له بدلًا من ذلك أن يبدّل الألوان بعد أول حجر للأسود مباشرة.
kanga-entry-go-name = أسر غو
kanga-entry-go-text = بعد وضع حجر، تُزال كل مجموعة للخصم لا تبقى بجوارها نقطة فارغة (أعلى أو أسفل أو يمينًا أو يسارًا). لا تُزال مجموعة الحجر الموضوع للتو بهذه الطريقة أبدًا، إلا بالأسر الذاتي حين يسمح به خيار الانتحار.
kanga-entry-custodian-name = الأسر بالمحاصرة
kanga-entry-custodian-text = من الحجر الموضوع للتو، انظر في كل من الاتجاهات الثمانية، والأقطار منها. إذا بدأ بجواره خط متصل من أحجار الخصم، طوله 3 أو 5 أو 7 أو أي عدد فردي، وانتهى بحجر لك أو بحافة اللوحة، أُزيل ذلك الخط (الخط وحده، لا بقية مجموعته). الخطوط من حجر أو حجرين أو 4 أحجار في أمان، وكذلك وضع حجر داخل خط يحاصره الخصم من قبل.
kanga-entry-connection-name = الوصل
kanga-entry-connection-text = المجموعة التي تلمس الضفتين العليا والسفلى، أو اليمنى واليسرى، تفوز. أي زوج من الضفاف يُحسب للاعبَين كليهما، وحجر الزاوية يلمس ضفتين.
kanga-entry-suicide-name = الانتحار
kanga-entry-suicide-text = وضع حجر لا تبقى بعده لمجموعته نقطة فارغة مجاورة، حتى بعد ما يأسره. افتراضيًا هو غير مسموح؛ ومع ضبط خيار الانتحار على «أسر ذاتي» يجوز لعبه، فتُزال تلك المجموعة وتُحسب ضمن أسرى الخصم.
kanga-option-size = حجم اللوحة
kanga-option-size-help = عدد النقاط على كل ضلع من اللوحة المربعة (7 هو الأصل).
kanga-option-pie_rule = قاعدة التبديل
kanga-option-pie_rule-help = بعد أول حجر للأسود، يجوز للأبيض أن يبدّل الألوان بدل أن يضع حجرًا.
kanga-option-move_cap = حد النقلات
kanga-option-move_cap-help = تنتهي اللعبة بالتعادل بعد 10 × الحجم × الحجم حجرًا موضوعًا (وبلا هذا الحد، بعد 25 × الحجم × الحجم).
kanga-option-suicide = الانتحار
kanga-option-suicide-help = غير مسموح: لا يجوز أن يبقى حجر بلا حرية؛ أسر ذاتي: يجوز، وتُزال مجموعته.
kanga-option-suicide-illegal = غير مسموح
kanga-option-suicide-self_capture = أسر ذاتي

## The board as text and a typed move (for a screen reader or a keyboard)

kanga-text-board = اللوحة نصًا
kanga-text-black = أسود
kanga-text-white = أبيض
kanga-text-empty = فارغة
kanga-text-last = (آخر حجر)
kanga-typed-panel = اكتب نقلة
kanga-typed-label = اكتب نقطة لتضع حجرًا، مثل r3c4 (الصف 3، العمود 4)
kanga-typed-place = ضع
kanga-typed-not-legal = لا يمكنك اللعب على { $point } الآن.
kanga-typed-unknown = اكتب النقطة هكذا r3c4: الصف 3، العمود 4، على هذه اللوحة.
kanga-key-typed = اكتب نقطة في العمود الجانبي («اكتب نقلة») لتضع حجرًا عليها
