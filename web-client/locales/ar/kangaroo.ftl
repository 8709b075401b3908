# The kangaroo table: its prompts, buttons, choice labels, log lines, final table
# and the captions of its how-to-play diagrams. Ids begin with `kangaroo-`.
# $colour is white or black; $square, $from, $to, $over are square names (a1).

## Words used inside other messages

kangaroo-colour = { $colour ->
    [black] الأسود
   *[white] الأبيض
  }
kangaroo-side = { $name } ({ kangaroo-colour })
kangaroo-side-colour-first = { kangaroo-colour } ({ $name })
kangaroo-player-n = اللاعب { $number }
kangaroo-someone = أحد اللاعبين
kangaroo-other-player = اللاعب الآخر

## The prompt above the board

kangaroo-prompt-removing = انسحب { $side } ويختار القطعة التي يتخلى عنها.
kangaroo-prompt-waiting = بانتظار { $side }…
kangaroo-prompt-watching = يلعب { $side } الآن. أنت تشاهد.
kangaroo-prompt-piece = دورك: اختر قطعة تقفز بها (المعلَّمة).
kangaroo-prompt-piece-or-resign = دورك: اختر قطعة تقفز بها (المعلَّمة)، أو انسحب.
kangaroo-prompt-target = القطعة في { $square }: اختر أين تهبط (المعلَّم). اخترها مرة أخرى لتختار قطعة غيرها.
kangaroo-prompt-chain-again = نقلتك مستمرة: اقفز مرة أخرى بالقطعة التي في { $square }، أو توقف.
kangaroo-prompt-chain-stop = نقلتك مستمرة: لا قفزة أخرى، فتوقف.
kangaroo-prompt-chain-again-sofar = نقلتك مستمرة ({ $jumps ->
    [zero] لا قفزات
    [one] قفزة واحدة
    [two] قفزتان
    [few] { $jumps } قفزات
   *[other] { $jumps } قفزة
  } و{ $captures ->
    [zero] بلا أسر
    [one] أسر قطعة واحدة
    [two] أسر قطعتين
    [few] أسر { $captures } قطع
   *[other] أسر { $captures } قطعة
  } حتى الآن): اقفز مرة أخرى بالقطعة التي في { $square }، أو توقف.
kangaroo-prompt-chain-stop-sofar = نقلتك مستمرة ({ $jumps ->
    [zero] لا قفزات
    [one] قفزة واحدة
    [two] قفزتان
    [few] { $jumps } قفزات
   *[other] { $jumps } قفزة
  } و{ $captures ->
    [zero] بلا أسر
    [one] أسر قطعة واحدة
    [two] أسر قطعتين
    [few] أسر { $captures } قطع
   *[other] أسر { $captures } قطعة
  } حتى الآن): لا قفزة أخرى، فتوقف.
kangaroo-prompt-resign-piece = الانسحاب: اختر القطعة التي تتخلى عنها. تنتهي اللعبة فورًا؛ القطعة التي على صف المضاعفة تكلفك نقطتين، وغيرها نقطة واحدة.
kangaroo-prompt-remove = انسحبت: اختر القطعة التي تتخلى عنها (القطعة التي على صف المضاعفة تكلفك نقطتين، وغيرها نقطة واحدة).
kangaroo-prompt-sending = جارٍ التخلي عن القطعة التي في { $square }…
kangaroo-cost-detail = التخلي عن { $doubled ->
    [yes] القطعة المضاعفة في { $square } يكلفك نقطتين
   *[no] القطعة في { $square } يكلفك نقطة واحدة
  }: تنزل نقاطك من { $before } إلى { $after } مقابل { $other } لـ{ $name }، { $result ->
    [win] فتبقى فائزًا، { $after }–{ $other }
    [lose] فتخسر، { $after }–{ $other }
   *[draw] فهو تعادل، { $after }–{ $other }
  }.
kangaroo-resign-cost = الانسحاب ينهي اللعبة. { kangaroo-cost-detail }
kangaroo-remove-cost = { kangaroo-cost-detail }
kangaroo-stranded = { $stranded } لا يستطيع الحركة: على { $mover } أن يلعب { $limit ->
    [one] نقلة واحدة إضافية
    [two] نقلتين إضافيتين
    [few] { $limit } نقلات إضافية
   *[other] { $limit } نقلة إضافية
  } على الأكثر، لُعب منها { $made }.
kangaroo-stranded-me = لا يمكنك الانسحاب الآن. إن أتاحت لك إحدى هذه النقلات قفزة عاد الدور إليك؛ وإلا انتهت اللعبة بعدها.
kangaroo-stranded-mover = عليك أن تلعب. حالما يستطيع { kangaroo-colour } القفز مجددًا يعود الدور إليه؛ وإلا انتهت اللعبة بعد هذه النقلات.
kangaroo-stranded-other = حالما يستطيع { kangaroo-colour } القفز مجددًا يعود الدور إليه؛ وإلا انتهت اللعبة بعد هذه النقلات.
kangaroo-jump = { $to }
kangaroo-jump-capture = { $to } (تأسر { $over })

## Buttons and choices

kangaroo-resign = انسحاب…
kangaroo-stop-here = توقف هنا
kangaroo-end-move = أنهِ النقلة
kangaroo-confirm-resign = انسحب متخليًا عن { $square }
kangaroo-confirm-remove = تخلَّ عن { $square }
kangaroo-cancel-piece = اختر قطعة أخرى
kangaroo-keep-playing = واصل اللعب
kangaroo-choices = الخيارات
kangaroo-choices-pieces = القطع التي تستطيع القفز:
kangaroo-chip-piece = القطعة في { $square }، { $count ->
    [zero] لا قفزات
    [one] قفزة واحدة
    [two] قفزتان
    [few] { $count } قفزات
   *[other] { $count } قفزة
  }
kangaroo-choices-jumps = تقفز { $square } إلى:
kangaroo-chip-jump = اقفز من { $from } إلى { $to }
kangaroo-chip-jump-capture = اقفز من { $from } إلى { $to } (تأسر { $over })
kangaroo-choices-give-up = تخلَّ عن:
kangaroo-chip-give-up = { $square } (−{ $value })
kangaroo-chip-give-up-label = تخلَّ عن القطعة في { $square }، تكلفتها { $value }

## The scores panel

kangaroo-scores = النقاط
kangaroo-turn-over = انتهت اللعبة
kangaroo-turn-yours = دورك
kangaroo-turn-of = دور { $name }
kangaroo-to-play = الدور له
kangaroo-tag-you = أنت
kangaroo-tag-bot = روبوت
kangaroo-tag-away = غائب
kangaroo-tag-stranded = لا يستطيع الحركة
kangaroo-detail = { kangaroo-colour } · { $pieces ->
    [zero] لا قطع
    [one] قطعة واحدة
    [two] قطعتان
    [few] { $pieces } قطع
   *[other] { $pieces } قطعة
  }
kangaroo-detail-doubled = { kangaroo-colour } · { $pieces ->
    [zero] لا قطع
    [one] قطعة واحدة
    [two] قطعتان
    [few] { $pieces } قطع
   *[other] { $pieces } قطعة
  }، منها { $doubled } مضاعفة (×2)
kangaroo-score = النقاط { $score }
kangaroo-moves-of = النقلة { $played } من { $limit }
kangaroo-moves-played = { $count ->
    [zero] لم تُلعب أي نقلة
    [one] لُعبت نقلة واحدة
    [two] لُعبت نقلتان
    [few] لُعبت { $count } نقلات
   *[other] لُعبت { $count } نقلة
  }
kangaroo-doubling-note = القطعة على صف المضاعفة (×2) تُحسب بنقطتين
kangaroo-help-title = طريقة اللعب
kangaroo-help-jump = لا تتحرك القطعة إلا بالقفز: فوق قطعة مجاورة (من أي لون، وفي أي من الاتجاهات الثمانية) إلى المربع الفارغ الذي يليها مباشرة.
kangaroo-help-capture = القفز فوق قطعة للخصم يأسرها. يجوز للقطعة نفسها أن تقفز مجددًا في أي اتجاه، وأن تتوقف بعد أي قفزة؛ ولا تهبط مرتين على المربع نفسه في نقلة واحدة.
kangaroo-help-count = كل قطعة بنقطة؛ والقطعة على صف المضاعفة (الجهة البعيدة، المعلَّمة ×2) تُحسب بنقطتين في النهاية.
kangaroo-help-resign = عليك أن تلعب إن استطعت، أو تنسحب: فتنتهي اللعبة وتتخلى عن إحدى قطعك.
kangaroo-help-stranded = اللاعب الذي لا يستطيع الحركة لا يجوز له الانسحاب: يلعب الآخر حتى 5 نقلات؛ فإن أُتيحت قفزة عاد الدور إلى اللاعب العالق، وإلا انتهت اللعبة.
kangaroo-help-keys = لوحة المفاتيح: الأسهم للتنقل بين المربعات، وEnter أو المسافة للاختيار، وEscape للرجوع.

## The board (what a screen reader hears; the coordinates stay as they are)

kangaroo-board-white = لوحة كانغارو، الأبيض في الأسفل
kangaroo-board-black = لوحة كانغارو، الأسود في الأسفل
kangaroo-square-empty = فارغ
kangaroo-square-piece = { $colour ->
    [black] قطعة سوداء ({ $name })
   *[white] قطعة بيضاء ({ $name })
  }
kangaroo-square-doubled = مضاعفة، تُحسب بنقطتين
kangaroo-square-doubling = صف المضاعفة { $colour ->
    [black] للأسود
   *[white] للأبيض
  }
kangaroo-square-chosen = مختارة
kangaroo-square-movable = تستطيع القفز
kangaroo-square-target = اقفز إلى هنا
kangaroo-square-target-capture = اقفز إلى هنا، آسرًا { $over }
kangaroo-square-capturable = ستُؤسر
kangaroo-square-give-up = يمكن التخلي عنها
kangaroo-square-give-up-chosen = اختيرت للتخلي عنها
kangaroo-square-removed = تُخلّي عن قطعة هنا
kangaroo-square-captured = أُسرت قطعة هنا
kangaroo-doubling-label = الصف { $rank }: صف المضاعفة { $colour ->
    [black] للأسود
   *[white] للأبيض
  }، القطعة { $colour ->
    [black] السوداء
   *[white] البيضاء
  } هنا تُحسب بنقطتين
kangaroo-doubling-title = الصف { $rank }: القطعة { $colour ->
    [black] السوداء
   *[white] البيضاء
  } هنا تُحسب بنقطتين

## The board as text and the typed move (text-board.js; square names stay as they are)

kangaroo-text-board = اللوحة نصًا
kangaroo-text-empty = فارغ
kangaroo-text-piece = { $colour ->
    [black] قطعة سوداء
   *[white] قطعة بيضاء
  }
kangaroo-text-doubled = { $colour ->
    [black] قطعة سوداء، مضاعفة
   *[white] قطعة بيضاء، مضاعفة
  }
kangaroo-text-last = { $where ->
    [from] (آخر نقلة: من هنا)
    [via] (آخر نقلة: هبطت هنا في الطريق)
   *[to] (آخر نقلة: إلى هنا)
  }
kangaroo-text-chain = { $where ->
    [from] (هذه النقلة: من هنا)
    [via] (هذه النقلة: هبطت هنا)
   *[to] (هذه النقلة: القطعة هنا الآن)
  }
kangaroo-text-captured = (أُسرت في آخر نقلة)
kangaroo-text-chain-captured = (أُسرت في هذه النقلة)
kangaroo-text-given-up = (تُخلّي عنها)
kangaroo-typed-panel = اكتب نقلة
kangaroo-typed-label = اكتب النقلة بمربعاتها، مثل c1-c3 أو c1-c3-a5: مربع القطعة، ثم كل مربع تهبط عليه
kangaroo-typed-play = العب
kangaroo-typed-unknown = اكتب النقلة مربعاتٍ تفصل بينها شرطات، مثل c1-c3-a5: مربع القطعة، ثم كل مربع تهبط عليه.
kangaroo-typed-no-piece = لا توجد على { $square } قطعة لك تستطيع القفز الآن.
kangaroo-typed-bad-jump = لا تستطيع القطعة القفز من { $from } إلى { $to } هنا.
kangaroo-typed-mid-chain = قطعتك على { $square } في منتصف نقلتها: اكتب بقية النقلة بدءًا من { $square }.
kangaroo-typed-lost = تعذّر لعب بقية النقلة المكتوبة: اختر القفزة التالية، أو توقف هنا.
kangaroo-typed-wait = لا يمكن كتابة نقلة الآن: انتظر دورك.
kangaroo-key-typed = اكتب نقلة في العمود الجانبي («اكتب نقلة»): مربع القطعة، ثم كل مربع تهبط عليه، تفصل بينها شرطات

## Log lines ($name: the mover; $victim: the other player)

kangaroo-log-jump = قفز { $name } من { $from } إلى { $to }
kangaroo-log-jump-capture = قفز { $name } من { $from } إلى { $to } وأسر قطعة { $victim } في { $square }
kangaroo-log-jump-capture-unknown = قفز { $name } من { $from } إلى { $to } وأسر قطعة في { $square }
kangaroo-log-stop = توقف { $name } عن القفز
kangaroo-log-resign = انسحب { $name }
kangaroo-log-remove = تخلى { $name } عن القطعة في { $square }
kangaroo-log-stranded = { $stranded } لا يستطيع الحركة: على { $other } أن يلعب { $count ->
    [one] نقلة واحدة
    [two] نقلتين
    [few] { $count } نقلات
   *[other] { $count } نقلة
  } على الأكثر
kangaroo-log-regained = يستطيع { $name } الحركة مجددًا والدور له
kangaroo-log-game-over = انتهت اللعبة. { $reason }. { $result }
kangaroo-log-event-of = { $name }: { $event }
kangaroo-log-event = { $event }
kangaroo-turn-jumps = قفز { $name } { $route }
kangaroo-turn-capture = قفز { $name } { $route } وأسر قطعة { $victim } في { $square }
kangaroo-turn-captures = قفز { $name } { $route } وأسر { $count ->
    [two] قطعتين
    [few] { $count } قطع
   *[other] { $count } قطعة
  } من قطع { $victim } ({ $squares })

## The end

kangaroo-finished = { $reason }. { $result }.
kangaroo-reason-no-pieces = لم تبقَ قطع لـ{ $side }
kangaroo-reason-no-pieces-anyone = لم تبقَ قطع لأحد اللاعبين
kangaroo-reason-no-moves = لا يستطيع أي من اللاعبين الحركة
kangaroo-reason-resigned = انسحب { $side }
kangaroo-reason-resigned-gave = انسحب { $side } وتخلى عن القطعة في { $square }
kangaroo-reason-resigned-anyone = انسحب أحد اللاعبين
kangaroo-reason-stranded = لم يستطع { $side } الحركة مجددًا بعد النقلات الإلزامية
kangaroo-reason-stranded-anyone = لم يستطع اللاعب العالق الحركة مجددًا بعد النقلات الإلزامية
kangaroo-reason-move-limit = { $count ->
    [few] بلغت اللعبة حد { $count } نقلات؛ ويُحسب الوضع كما هو
    [many] بلغت اللعبة حد { $count } نقلة؛ ويُحسب الوضع كما هو
   *[other] بلغت اللعبة حد { $count } نقلة؛ ويُحسب الوضع كما هو
  }
kangaroo-reason-move-limit-plain = بلغت اللعبة حد النقلات؛ ويُحسب الوضع كما هو
kangaroo-reason-over = انتهت اللعبة
kangaroo-result-draw = تعادل، { $a } مقابل { $b }
kangaroo-result-win = فاز { $side }، { $high } مقابل { $low }
kangaroo-result-over = انتهت اللعبة

## The final table

kangaroo-breakdown-pieces = القطع المتبقية
kangaroo-breakdown-doubled = على صف المضاعفة (بنقطتين)
kangaroo-breakdown-total = النقاط

## The how-to-play diagrams

kangaroo-diagram-start = البداية: يملأ الأبيض الصفين 1 و2، والأسود الصفين 7 و8. الصف البعيد المخطط هو صف المضاعفة لكل جانب، حيث تُحسب القطعة بنقطتين.
kangaroo-diagram-chain = سلسلة القفزات نقلة واحدة: يقفز الأبيض من c3 فوق d4 إلى e5، ثم فوق e6 إلى e7. وتُؤسر القطعتان السوداوان اللتان قفز فوقهما.
kangaroo-diagram-own-piece = القفز فوق قطعتك: يقفز الأبيض من f6 فوق قطعته في g7 إلى h8، وتبقى القطعة التي قفز فوقها. وعلى الصف 8، صف المضاعفة للأبيض، تُحسب القطعة الآن بنقطتين.

## The rules page (engine/kangaroo/how_to_play.cpp, factory.cpp)

kangaroo-how-goal = هدفك أسر قطع خصمك بالقفز فوقها، وإنهاء اللعبة بنقاط أكثر منه. كل قطعة تبقى لك في النهاية تُحسب بنقطة، أو بنقطتين إن كانت على صف المضاعفة، في الجهة البعيدة من اللوحة.
kangaroo-how-setup = في اللوحة 8 × 8 مربعات. للأبيض 16 قطعة تملأ الصفين 1 و2، وللأسود 16 تملأ الصفين 7 و8. يبدأ الأبيض؛ ومع ضبط خيار اللاعب الأول على «عشوائي» تقرر القرعة من يبدأ (وتبقى الألوان للمقاعد).
kangaroo-how-turn = اختر إحدى قطعك واقفز بها فوق قطعة مجاورة لها مباشرة، من أي لون وفي أي من الاتجاهات الثمانية، إلى المربع الفارغ الذي يليها؛ القطع لا تتحرك إلا بالقفز. قطعة الخصم التي يُقفز فوقها تُؤسر وتُزال فورًا، أما قطعتك التي تقفز فوقها فتبقى. يجوز للقطعة نفسها أن تواصل القفز وتغير اتجاهها كما تشاء، أو أن تتوقف بعد أي قفزة، لكنها لا تهبط مرتين على مربع واحد في النقلة (ومنه مربع بدايتها). وبدل الحركة يجوز لك الانسحاب: فتنتهي اللعبة وتتخلى عن إحدى قطعك، أيها تختار.
kangaroo-how-end = تنتهي اللعبة حين لا تبقى لأحد اللاعبين قطع، أو حين لا يستطيع أي منهما القفز، أو حين ينسحب أحدهما. إذا لم يستطع صاحب الدور القفز فقد فات أوان الانسحاب: على الخصم أن يلعب حتى 5 نقلات إلزامية متتالية دون انسحاب. إن أتاحت إحدى هذه النقلات قفزة للاعب العالق عاد الدور إليه واستمر اللعب كما كان؛ وإلا انتهت اللعبة بعد النقلة الخامسة، أو قبلها إن نفدت قفزات الخصم. وتنتهي اللعبة أيضًا عند حد النقلات للغرفة (500 نقلة ما لم تختر الغرفة غير ذلك؛ وسلسلة القفزات نقلة واحدة)، ويُحسب الوضع كما هو.
kangaroo-how-scoring = لا يُحسب إلا الوضع الأخير. كل قطعة على اللوحة بنقطة لصاحبها، أو بنقطتين إن كانت على صف المضاعفة (الصف 8 للأبيض، والصف 1 للأسود). صاحب النقاط الأكثر يفوز؛ وتساوي النقاط تعادل.
kangaroo-how-entries-title = القطع
kangaroo-entry-w-name = قطعة بيضاء
kangaroo-entry-w-text = تبدأ قطع الأبيض على الصفين 1 و2 وتُضاعف على الصف 8. الأبيض هو المقعد 0 ويبدأ اللعب، إلا إذا سُحب اللاعب الأول عشوائيًا.
kangaroo-entry-b-name = قطعة سوداء
kangaroo-entry-b-text = تبدأ قطع الأسود على الصفين 7 و8 وتُضاعف على الصف 1. الأسود هو المقعد 1 ويلعب ثانيًا، إلا إذا سُحب اللاعب الأول عشوائيًا.
kangaroo-entry-doubling_rank-name = صف المضاعفة
kangaroo-entry-doubling_rank-text = الصف البعيد لكل جانب: الصف 8 للأبيض، والصف 1 للأسود. القطعة التي تقف عليه عند نهاية اللعبة تُحسب بنقطتين بدل نقطة؛ المرور فوقه أثناء النقلة لا يُحسب، والقطعة التي تقفز بعيدًا عنه أو تُؤسر تفقد المضاعفة.
kangaroo-entry-chain-name = سلسلة القفزات
kangaroo-entry-chain-text = بعد القفزة يجوز للقطعة نفسها أن تقفز مجددًا إن استطاعت، أو تتوقف. كل قطعة للخصم يُقفز فوقها تُؤسر فورًا، فيمكن الهبوط على مربعها لاحقًا في السلسلة نفسها. لا تهبط السلسلة أبدًا على مربع زارته من قبل؛ وحين لا تبقى قفزة أخرى تنتهي النقلة من تلقاء نفسها.
kangaroo-entry-stranded-name = عالق
kangaroo-entry-stranded-text = اللاعب الذي لا يستطيع القفز في بداية دوره عالق ولا يجوز له الانسحاب. يلعب الخصم حتى 5 نقلات إلزامية؛ وحالما يستطيع العالق القفز مجددًا يعود الدور إليه، وأي علوق لاحق يبدأ عدًّا جديدًا من 5.
kangaroo-option-first_player = اللاعب الأول
kangaroo-option-first_player-help = الأبيض: يبدأ الأبيض؛ عشوائي: تقرر البذرة العشوائية (وتبقى الألوان للمقاعد).
kangaroo-option-first_player-white = الأبيض
kangaroo-option-first_player-random = عشوائي
kangaroo-option-move_limit = حد النقلات
kangaroo-option-move_limit-help = تنتهي اللعبة بعد هذا العدد من النقلات (سلسلة القفزات نقلة واحدة)، ويُحسب الوضع كما هو.
