# كلمات جاكارو كما يقولها لاعبوها. Jackaroo's words as its players say them.

jackaroo-bring-out = إخراج
jackaroo-burn = حرق
jackaroo-split-seven = تقسيم ٧
jackaroo-swap = تبديل
jackaroo-discard-pile = المحروقات
jackaroo-base = القاعدة
jackaroo-home = المنزل
jackaroo-marbles-home =
    { $count ->
        [zero] لا كرات في المنزل
        [one] كرة واحدة في المنزل
        [two] كرتان في المنزل
        [few] { $count } كرات في المنزل
        [many] { $count } كرة في المنزل
       *[other] { $count } كرة في المنزل
    }

# القاعدة: حيث تنتظر الكرات قبل إخراجها (home في نص المحرك الإنجليزي)،
# المنزل: حيث تنتهي (safe zone)، باب المنزل: الخانة قبل البداية (safe stop).

## الأوراق: أسماؤها كما يقولها اللاعبون

jackaroo-rank-name =
    { $rank ->
        [ace] إكة
        [jack] ولد
        [queen] بنت
        [king] شايب
       *[other] { $number }
    }
jackaroo-rank-with-article =
    { $rank ->
        [ace] إكة
        [jack] ولد
        [queen] بنت
        [king] شايب
       *[other] { $number }
    }
jackaroo-suit =
    { $suit ->
        [S] سبيت
        [H] هاص
        [D] ديمن
       *[C] شريا
    }
jackaroo-card-long = { $rank } { $suit }
jackaroo-card-unknown = ورقة
jackaroo-rank-help-A = أخرج كرة، أو حرّك خانة واحدة أو 11 خانة
jackaroo-rank-help-2 = حرّك خانتين
jackaroo-rank-help-3 = حرّك 3 خانات
jackaroo-rank-help-4 = حرّك 4 خانات للخلف
jackaroo-rank-help-5 = حرّك أي كرة 5 خانات، أو أخرج كرة شريكك
jackaroo-rank-help-6 = حرّك 6 خانات
jackaroo-rank-help-7 = حرّك 7 خانات، أو قسّم الـ7 بين كرتين
jackaroo-rank-help-8 = حرّك 8 خانات
jackaroo-rank-help-9 = حرّك 9 خانات
jackaroo-rank-help-10 = حرّك 10 خانات، أو احرق دور اللاعب التالي
jackaroo-rank-help-J = بدّل كرة من كراتك مع كرة أخرى
jackaroo-rank-help-Q = حرّك 12 خانة
jackaroo-rank-help-K = أخرج كرة، أو حرّك 13 خانة وتأكل كل كرة تمر عليها

## أوراقك

jackaroo-your-cards = أوراقك
jackaroo-cards = الأوراق
jackaroo-card-play = العب { $card }
jackaroo-card-discard = ارمِ { $card }
jackaroo-card-unplayable = { $card } (لا يمكن لعبها الآن)
jackaroo-hand-watching = أنت تشاهد: أوراق اللاعبين لا تظهر.
jackaroo-hand-empty = لا أوراق في يدك.
# A replay shows every seat's hand, the game being over.
jackaroo-revealed-title = أوراق الجميع
jackaroo-revealed-cards-of = أوراق { $name }
jackaroo-revealed-none = لا أوراق

## اختيار النقلة: ما تفعله الورقة

jackaroo-ability-move =
    { $steps ->
        [one] حرّك خانة واحدة
        [two] حرّك خانتين
        [few] حرّك { $steps } خانات
       *[other] حرّك { $steps } خانة
    }
jackaroo-ability-move-back =
    { $steps ->
        [one] حرّك خانة واحدة للخلف
        [two] حرّك خانتين للخلف
        [few] حرّك { $steps } خانات للخلف
       *[other] حرّك { $steps } خانة للخلف
    }
jackaroo-ability-release = أخرج كرة
jackaroo-ability-release-partner = أخرج كرة شريكك ثم حرّكها 5
jackaroo-ability-release-partner-named = أخرج كرة { $name } ثم حرّكها 5
jackaroo-ability-split = قسّم الـ{ $card } بين كرتين
jackaroo-ability-swap = بدّل كرتين
jackaroo-ability-burn = احرق دور اللاعب التالي
jackaroo-ability-burn-named = احرق دور { $name } القادم
jackaroo-ability-discard = ارمِ الورقة

## السطر فوق اللوحة

jackaroo-prompt-burned-discard = دورك انحرق: اختر ورقة ترميها.
jackaroo-prompt-no-play-discard = لا يمكن لعب أي ورقة: اختر ورقة ترميها.
jackaroo-prompt-card = دورك: اختر ورقة تلعبها.
jackaroo-prompt-ability = { $card }: اختر طريقة لعبها.
jackaroo-prompt-release = { $card }: اختر الكرة التي تخرجها (المضاءة).
jackaroo-prompt-release-partner = { $card }: أخرج كرة { $name } (المضاءة).
jackaroo-prompt-split-first = تقسيم ٧: اختر الكرة الأولى التي تتحرك.
jackaroo-prompt-swap-own = { $card }: اختر كرتك التي تبدّلها.
jackaroo-prompt-move =
    { $steps ->
        [one] { $card }: اختر كرة تتحرك خانة واحدة (خانة وصولها معلَّمة).
        [two] { $card }: اختر كرة تتحرك خانتين (خانة وصولها معلَّمة).
        [few] { $card }: اختر كرة تتحرك { $steps } خانات (خانة وصولها معلَّمة).
       *[other] { $card }: اختر كرة تتحرك { $steps } خانة (خانة وصولها معلَّمة).
    }
jackaroo-prompt-move-back =
    { $steps ->
        [one] { $card }: اختر كرة تتحرك خانة واحدة للخلف.
        [two] { $card }: اختر كرة تتحرك خانتين للخلف.
        [few] { $card }: اختر كرة تتحرك { $steps } خانات للخلف.
       *[other] { $card }: اختر كرة تتحرك { $steps } خانة للخلف.
    }
jackaroo-prompt-split-steps = تقسيم ٧: كم خانة تتحرك الكرة الأولى؟ اختر خانة الوصول أو رقمًا.
jackaroo-prompt-split-second =
    { $steps ->
        [one] تقسيم ٧: اختر الكرة الثانية التي تتحرك خانة واحدة.
        [two] تقسيم ٧: اختر الكرة الثانية التي تتحرك خانتين.
        [few] تقسيم ٧: اختر الكرة الثانية التي تتحرك { $steps } خانات.
       *[other] تقسيم ٧: اختر الكرة الثانية التي تتحرك { $steps } خانة.
    }
jackaroo-prompt-swap-target = { $card }: اختر الكرة التي تتبادل معها المكان.
jackaroo-prompt-finished = { $text }!
jackaroo-prompt-over = انتهت اللعبة.
jackaroo-prompt-mine-waiting = دورك…
jackaroo-prompt-waiting = بانتظار { $name }…
jackaroo-prompt-waiting-burned = بانتظار { $name } (دور { $name } انحرق: يرمي ورقة)…
jackaroo-prompt-watching = { $name } يلعب. أنت تشاهد.
jackaroo-prompt-watching-burned = { $name } يلعب (دوره انحرق: يرمي ورقة). أنت تشاهد.
jackaroo-player-number = اللاعب { $number }

## أماكن اللوحة

jackaroo-place-track = الخانة { $square }
jackaroo-place-safe = الخانة { $square } في المنزل
jackaroo-place-home = القاعدة
jackaroo-where-track = في الخانة { $square }
jackaroo-where-safe = في الخانة { $square } من المنزل
jackaroo-where-home = في القاعدة

## أزرار الاختيار تحت الأوراق

jackaroo-back = → رجوع
jackaroo-abilities-label = طريقة لعب الورقة
jackaroo-choices-label = الخيارات
jackaroo-controls-label = أوراقك وخياراتك

## اللوحة الجانبية

jackaroo-players-label = اللاعبون
jackaroo-header-over = انتهت اللعبة
jackaroo-header-mine = دورك
jackaroo-header-turn = دور { $name }
jackaroo-last-move = آخر نقلة:
jackaroo-teams-label = الفريقان
jackaroo-team =
    { $team ->
        [A] الفريق الأول
       *[B] الفريق الثاني
    }
jackaroo-team-heading =
    { $team ->
        [A] الفريق الأول:
       *[B] الفريق الثاني:
    }
jackaroo-team-members = { $first } و{ $second }
jackaroo-tag-you = أنت
jackaroo-tag-dealer = الموزّع
jackaroo-tag-burned = محروق
jackaroo-partner = شريكه { $name }
jackaroo-to-play = يلعب الآن
jackaroo-player-counts =
    { $cards ->
        [zero] لا أوراق
        [one] ورقة واحدة
        [two] ورقتان
        [few] { $cards } أوراق
       *[other] { $cards } ورقة
    } · { $safe } بالمنزل
jackaroo-table-counts = الجولة { $set }، التوزيعة { $round } · المحروقات { $pile } · الرزمة { $deck }
jackaroo-help-summary = ماذا تفعل كل ورقة
jackaroo-help-steps = اختر ورقة، ثم طريقة لعبها، ثم كرة مضاءة.
jackaroo-help-escape = زر Escape يرجعك خطوة.
jackaroo-help-goal = أدخل كل كراتك المنزل (مع شريك: كرات الفريق الثماني كلها).

## اللوحة (الأسماء والعناوين التي يقرؤها قارئ الشاشة)

jackaroo-board-label =
    { $count ->
        [zero] لوحة جاكارو، بلا لاعبين
        [one] لوحة جاكارو، لاعب واحد
        [two] لوحة جاكارو، لاعبان
        [few] لوحة جاكارو، { $count } لاعبين
        [many] لوحة جاكارو، { $count } لاعبًا
       *[other] لوحة جاكارو، { $count } لاعب
    }
jackaroo-square = الخانة { $square }
jackaroo-square-start = الخانة { $square }، بداية { $name }
jackaroo-square-stop = الخانة { $square }، باب منزل { $name }
jackaroo-safe-zone-of = منزل { $name }
jackaroo-home-of = قاعدة { $name }
jackaroo-board-name-me = { $name } (أنت)
jackaroo-board-cards =
    { $count ->
        [zero] لا أوراق
        [one] ورقة واحدة
        [two] ورقتان
        [few] { $count } أوراق
       *[other] { $count } ورقة
    }
jackaroo-board-cards-team =
    { $count ->
        [zero] لا أوراق
        [one] ورقة واحدة
        [two] ورقتان
        [few] { $count } أوراق
       *[other] { $count } ورقة
    } · { $team ->
        [A] الفريق الأول
       *[B] الفريق الثاني
    }
jackaroo-dealer = الموزّع
jackaroo-dealer-title = الموزّع
jackaroo-dealer-letter = م
jackaroo-burned-mark = ✖ محروق
jackaroo-to-play-mark = ▶ يلعب الآن
jackaroo-last-by = آخر ورقة: { $name }
jackaroo-pile-deck = المحروقات { $pile } · الرزمة { $deck }
jackaroo-set-round = الجولة { $set } · التوزيعة { $round }
jackaroo-landing =
    { $steps ->
        [one] خانة واحدة، إلى { $place }
        [two] خانتان، إلى { $place }
        [few] { $steps } خانات، إلى { $place }
       *[other] { $steps } خانة، إلى { $place }
    }
jackaroo-marble-label = كرة { $name } { $where }
jackaroo-marble-label-move = كرة { $name } { $where }؛ اخترها لتنتقل إلى { $place }
jackaroo-marble-label-choose = كرة { $name } { $where }؛ اخترها
jackaroo-last-move-title = آخر نقلة لـ{ $player }: كرة { $owner } من { $from } إلى { $to }
jackaroo-sent-home-title = كرة { $owner } رجعت إلى القاعدة
jackaroo-sent-home-title-from = كرة { $owner } رجعت إلى القاعدة من { $from }

## السجل

jackaroo-log-deal =
    الجولة { $set }، التوزيعة { $round }: { $cards ->
        [one] ورقة واحدة
        [two] ورقتان
        [few] { $cards } أوراق
       *[other] { $cards } ورقة
    } لكل لاعب
jackaroo-log-deal-dealer =
    الجولة { $set }، التوزيعة { $round }: { $cards ->
        [one] ورقة واحدة
        [two] ورقتان
        [few] { $cards } أوراق
       *[other] { $cards } ورقة
    } لكل لاعب (يوزّع { $dealer })
jackaroo-log-dealt = وُزّعت عليك: { $cards }
jackaroo-log-dealt-none = لم تُوزَّع عليك أوراق
jackaroo-log-play = { $who } لعب { $card }: { $parts }
jackaroo-log-play-sending = { $who } لعب { $card }: { $parts }، وأكل { $sent }
jackaroo-log-play-knocking = { $who } لعب { $card }: { $parts }، وأكل في طريقه { $sent }
jackaroo-log-nothing-moved = لم يتحرك شيء
jackaroo-log-burn = { $who } لعب { $card } وحرق دور { $target } القادم
jackaroo-log-swap = { $who } لعب { $card } وبدّل { $own } مع { $other }
jackaroo-log-a-marble = كرة
jackaroo-log-marble-of = كرة { $name }
jackaroo-log-own-marble = كرة { $name } نفسه
jackaroo-log-brought-out = أخرج { $marble }
jackaroo-log-brought-out-five = أخرج { $marble } وحرّكها 5 خانات
jackaroo-log-moved = حرّك { $marble }
jackaroo-log-moved-steps =
    { $steps ->
        [one] حرّك { $marble } خانة واحدة
        [two] حرّك { $marble } خانتين
        [few] حرّك { $marble } { $steps } خانات
       *[other] حرّك { $marble } { $steps } خانة
    }
jackaroo-log-moved-back =
    { $steps ->
        [one] حرّك { $marble } خانة واحدة للخلف
        [two] حرّك { $marble } خانتين للخلف
        [few] حرّك { $marble } { $steps } خانات للخلف
       *[other] حرّك { $marble } { $steps } خانة للخلف
    }
jackaroo-log-moved-in =
    { $steps ->
        [one] حرّك { $marble } خانة واحدة إلى المنزل
        [two] حرّك { $marble } خانتين إلى المنزل
        [few] حرّك { $marble } { $steps } خانات إلى المنزل
       *[other] حرّك { $marble } { $steps } خانة إلى المنزل
    }
jackaroo-log-moved-in-of =
    { $steps ->
        [one] حرّك { $marble } خانة واحدة إلى منزل { $owner }
        [two] حرّك { $marble } خانتين إلى منزل { $owner }
        [few] حرّك { $marble } { $steps } خانات إلى منزل { $owner }
       *[other] حرّك { $marble } { $steps } خانة إلى منزل { $owner }
    }
jackaroo-log-moved-deeper =
    { $steps ->
        [one] حرّك { $marble } خانة واحدة أعمق في المنزل
        [two] حرّك { $marble } خانتين أعمق في المنزل
        [few] حرّك { $marble } { $steps } خانات أعمق في المنزل
       *[other] حرّك { $marble } { $steps } خانة أعمق في المنزل
    }
jackaroo-log-sent-many =
    { $count ->
        [two] كرتين ({ $owners })
        [few] { $count } كرات ({ $owners })
       *[other] { $count } كرة ({ $owners })
    }
jackaroo-log-owner = { $name }
jackaroo-log-owner-own = { $name } نفسه
jackaroo-log-discard-burned = { $who } خسر دوره بالحرق ورمى { $card }
jackaroo-log-discard = { $who } لم يستطع اللعب ورمى { $card }
jackaroo-log-resign = { $who } انسحب: روبوت يلعب مكانه من الآن
jackaroo-log-other = { $who }: { $type }
jackaroo-game-over = انتهت اللعبة
jackaroo-winners = فاز { $names }
jackaroo-set-limit-win = انتهى حد الجولات: فاز { $names } بأكثر الكرات في المنزل
jackaroo-set-limit-over = انتهى حد الجولات: انتهت اللعبة

## الجدول الختامي

jackaroo-breakdown-safe = الكرات في المنزل
jackaroo-breakdown-track = الكرات على المسار
jackaroo-breakdown-home = الكرات الباقية في القاعدة
jackaroo-breakdown-total = النتيجة (الكرات في المنزل)

## صور صفحة القواعد

jackaroo-diagram-start = البداية: كرات كل لاعب الأربع تنتظر في القاعدة، بجانب خانة بدايته (السهم). المعيّن قبل كل بداية هو باب المنزل، حيث يتفرّع المنزل بخاناته الأربع عن المسار.
jackaroo-diagram-release = الخروج من القاعدة: Ana تلعب إكة وتضع كرة من قاعدتها على خانة بدايتها.
jackaroo-diagram-sent-home = الأكل: Ana تلعب 5 فتنزل كرتها على كرة Ben، فترجع كرة Ben إلى قاعدته (محاطة بالأحمر؛ والعلامة × تبيّن أين كانت).

## صفحة القواعد (engine/jackaroo/how_to_play.cpp وخيارات factory.cpp)

jackaroo-how-goal = سابق بكراتك الأربع من القاعدة دورة واحدة حول المسار حتى تدخل المنزل، بأوراق تحرّكها. مع 4 لاعبين يلعب كل شريكين متقابلين فريقًا واحدًا، ويفوزان معًا حين تدخل كراتهما الثماني كلها المنزل. مع لاعبين أو 3 لاعبين يلعب كل واحد وحده، ويفوز أول من يُدخل كراته الأربع منزله.
jackaroo-how-setup = المسار حلقة من 76 خانة. لكل لاعب قاعدة فيها 4 كرات، وخانة بداية، وباب منزل (الخانة التي قبل البداية مباشرة)، ومنزل من 4 خانات يتفرّع عن المسار عند باب المنزل. الرزمة 52 ورقة بلا جوكر، ولا فرق بين الأشكال. يوزّع أولًا لاعب يُختار عشوائيًا؛ تأتي الأوراق في جولات من ثلاث توزيعات (4 ثم 4 ثم 5 أوراق لكل لاعب)، وبعد كل جولة ينتقل التوزيع مقعدًا واحدًا باتجاه عقارب الساعة وتُخلط الأوراق الـ52 كلها من جديد. الكرة على خانة بدايتها محمية فقط من شايب يمر عليها، لكن مع حماية البداية الكاملة لا يجوز لكرة من لون آخر أن تتجاوزها أو تنزل عليها أو تبدّلها أو تحرّكها.
jackaroo-how-turn = تبدأ كل توزيعة باللاعب الذي على يسار الموزّع وتدور باتجاه عقارب الساعة، ورقة واحدة في كل دور، حتى تفرغ كل الأيدي. عليك أن تلعب ورقة واحدة، وتستعمل إحدى قدراتها، وتحرّك العدد كاملًا؛ ولا ترمي ورقة من اختيارك بدلًا من ذلك إلا إذا لم تصلح أي ورقة في يدك. تتحرك الكرات باتجاه عقارب الساعة، ويجوز أن تتجاوز كرات الألوان الأخرى لكن لا تتجاوز أبدًا كرات صاحبها؛ ولا تنزل الكرة على كرة لصاحبها، وأي كرة أخرى تنزل عليها (ولو كانت لشريك) تُؤكل وترجع إلى القاعدة. تدور الكرة مرة واحدة فقط: تدخل منزلها بالعدد المضبوط، وتتقدم داخله بلا تجاوز، ولا تدخله ما دامت كرة من لون آخر واقفة على باب منزلها؛ والكرات في القاعدة أو في المنزل لا يحرّكها غير أصحابها ولا يبدّلها أحد ولا ينزل عليها أحد، إلا بما تسمح به الـ5 ولعب الفريق. في لعب الفريق، حين تدخل كراتك الأربع كلها المنزل، تلعب كرات شريكك كأنها كراتك.
jackaroo-how-end = تنتهي اللعبة حالما يُدخل فريق كراته الثماني كلها منزليه، أو، بلا فرق، حالما يُدخل لاعب كراته الأربع منزله. وحتى ذلك تتوالى التوزيعات والجولات، حتى حد الجولات للغرفة (40 جولة ما لم تختر الغرفة غير ذلك): إن لم يفز أحد بنهاية آخر جولة، يفوز الفريق أو اللاعب صاحب أكثر الكرات في المنزل، ومن تساوت أعدادهم يتقاسمون الفوز.
jackaroo-how-scoring = لا نقاط في اللعبة: يفوز الفريق أو اللاعب الذي يُدخل كل كراته المنزل أولًا، ويفوز الشريكان معًا. ويُرتَّب الباقون بعدد كراتهم في المنزل، وتُحسب للفريق كرات الشريكين كليهما.
jackaroo-how-entries-title = الأوراق
jackaroo-entry-A-name = إكة
jackaroo-entry-A-text = أخرج كرة من قاعدتك إلى خانة بدايتك، أو حرّك كرة من كراتك خانة واحدة أو 11 خانة إلى الأمام. الكرة من لون آخر على خانة بدايتك تُؤكل وترجع إلى قاعدتها؛ وإن كانت كرتك أنت واقفة هناك فلا يمكنك إخراج كرة.
jackaroo-entry-2-name = اثنين
jackaroo-entry-2-text = حرّك كرة من كراتك خانتين إلى الأمام.
jackaroo-entry-3-name = ثلاثة
jackaroo-entry-3-text = حرّك كرة من كراتك 3 خانات إلى الأمام.
jackaroo-entry-4-name = أربعة
jackaroo-entry-4-text = حرّك كرة من كراتك على المسار 4 خانات إلى الخلف. يجوز أن تتجاوز كرات الألوان الأخرى لا كراتك، ونزولها على كرة من لون آخر يأكلها ويرجعها إلى القاعدة. الحركة إلى الخلف لا تدخل المنزل أبدًا: الرجوع من خانة بدايتك يترك الكرة قبل منزلك بقليل، جاهزة لتدخله بورقة لاحقة.
jackaroo-entry-5-name = خمسة
jackaroo-entry-5-text = حرّك أي كرة على المسار 5 خانات إلى الأمام: كرتك أو كرة شريكك أو كرة خصم. الكرة المتحركة تتبع قواعد صاحبها: لا تتجاوز كرات صاحبها ولا تنزل عليها، ولا تدخل منزل صاحبها إلا بالعدد المضبوط، وأي كرة أخرى تنزل عليها (ولو كانت كرتك) تُؤكل وترجع إلى القاعدة. وفي لعب الفريق يمكنك بدلًا من ذلك إخراج كرة من قاعدة شريكك إلى خانة بدايته وتحريكها 5 خانات. مع حماية البداية الكاملة لا يمكن تحريك كرة من لون آخر واقفة على خانة بدايتها.
jackaroo-entry-6-name = ستة
jackaroo-entry-6-text = حرّك كرة من كراتك 6 خانات إلى الأمام.
jackaroo-entry-7-name = سبعة
jackaroo-entry-7-text = حرّك كرة من كراتك 7 خانات إلى الأمام، أو قسّم الـ7 بين كرتين من كراتك (مثلًا 3 و4؛ كل جزء خانة واحدة على الأقل). يُلعب الجزءان واحدًا بعد الآخر، بالترتيب الذي تختاره، وكل نزول يمكن أن يأكل كرة.
jackaroo-entry-8-name = ثمانية
jackaroo-entry-8-text = حرّك كرة من كراتك 8 خانات إلى الأمام.
jackaroo-entry-9-name = تسعة
jackaroo-entry-9-text = حرّك كرة من كراتك 9 خانات إلى الأمام.
jackaroo-entry-10-name = عشرة
jackaroo-entry-10-text = حرّك كرة من كراتك 10 خانات إلى الأمام، أو احرق: اللاعب التالي في الدور ممن لا تزال في يده أوراق يقضي دوره القادم في رمي ورقة من اختياره ولا يفعل شيئًا آخر. لا يمكنك الحرق إذا لم تبقَ ورقة في يد أحد غيرك.
jackaroo-entry-J-name = ولد
jackaroo-entry-J-text = بدّل كرة من كراتك على المسار مع كرة من لون آخر على المسار (لخصم أو لشريكك). التبديل لا يأكل أي كرة. الكرات في القاعدة أو في المنزل لا تُبدَّل، ومع حماية البداية الكاملة لا تُبدَّل كذلك كرة من لون آخر على خانة بدايتها.
jackaroo-entry-Q-name = بنت
jackaroo-entry-Q-text = حرّك كرة من كراتك 12 خانة إلى الأمام.
jackaroo-entry-K-name = شايب
jackaroo-entry-K-text = أخرج كرة من قاعدتك إلى خانة بدايتك، أو حرّك كرة من كراتك 13 خانة إلى الأمام. حركة الـ13 تأكل كل كرة تمر عليها على المسار وترجعها إلى قاعدتها، وكراتك معها، إلا الكرات الواقفة على خانات بدايتها. ولا يجوز مع ذلك أن تنزل على كرتك، والكرة التي تنزل عليها تُؤكل كالعادة.
jackaroo-option-start_protection = الكرات على خانة بدايتها
jackaroo-option-start_protection-help = من الشايب فقط: الكرة على خانة بدايتها محمية فقط من شايب يمر عليها (كما في القواعد)؛ كاملة: لا يمكن تجاوزها ولا النزول عليها ولا تبديلها ولا تحريكها بالـ5.
jackaroo-option-start_protection-king_only = من الشايب فقط
jackaroo-option-start_protection-full = كاملة
jackaroo-option-set_limit = حد الجولات
jackaroo-option-set_limit-help = تنتهي اللعبة بعد هذا العدد من الجولات (توزيعات من 4 و4 و5 أوراق)؛ ثم يفوز صاحب أكثر الكرات في المنزل.

## اللوحة نصًّا (text-board.js)

jackaroo-text-board = اللوحة نصًّا
jackaroo-text-at-home = في القاعدة، لم تخرج بعد
jackaroo-text-on-track =
    في الخانة { $square }، { $steps ->
        [0] على خانة بدايتها
        [one] بعد بدايتها بخانة واحدة
        [two] بعد بدايتها بخانتين
        [few] بعد بدايتها بـ{ $steps } خانات
       *[other] بعد بدايتها بـ{ $steps } خانة
    }
jackaroo-text-in-safe = في المنزل، المكان { $place } من { $places }
jackaroo-text-marks = ({ $marks })
jackaroo-text-separator = {"، "}
jackaroo-text-marble = الكرة { $number }: { $place }
jackaroo-text-team = { $team }، مع { $partner }
jackaroo-text-cards =
    { $cards ->
        [0] لا أوراق في اليد
        [one] ورقة واحدة في اليد
        [two] ورقتان في اليد
        [few] { $cards } أوراق في اليد
       *[other] { $cards } ورقة في اليد
    }

## أسماء أزرار الاختيار، جملًا كاملة لقارئ الشاشة

jackaroo-say-marble-mine = كرتك
jackaroo-say-marble-of = كرة { $name }
jackaroo-say-move =
    حرّك { $marble } { $where } { $steps ->
        [one] خانة واحدة
        [two] خانتين
        [few] { $steps } خانات
       *[other] { $steps } خانة
    } إلى { $place }
jackaroo-say-move-back =
    حرّك { $marble } { $where } إلى الخلف { $steps ->
        [one] خانة واحدة
        [two] خانتين
        [few] { $steps } خانات
       *[other] { $steps } خانة
    } إلى { $place }
jackaroo-say-release = أخرج { $marble } إلى { $place }
jackaroo-say-release-partner = أخرج { $marble } وحرّكها 5 خانات إلى { $place }
jackaroo-say-split-first = حرّك { $marble } { $where } أولًا بجزء من السبعة
jackaroo-say-split-steps = حرّك الكرة الأولى { $first } إلى { $place }، ثم كرة أخرى { $second }
jackaroo-say-swap-own = بدّل { $marble } { $where } بكرة أخرى
jackaroo-say-swap-with = بدّل مع { $marble } { $where }
jackaroo-say-choose = اختر { $marble } { $where }
