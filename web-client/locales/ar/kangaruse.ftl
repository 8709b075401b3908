# كلمات طاولة كانغاروز: التعليمات والأزرار وأسماء النقلات وسطور السجل والجدول
# النهائي وتعليقات صور طريقة اللعب. المعرّفات تبدأ بـ `kangaruse-`
# (وللعرض الاحتياطي للعبة بلا عرض خاص بها، games/generic/، رسائل `generic-` في آخر الملف).

kangaruse-how-entries-title = المربعات

## الاتجاهات كما تقولها أسهم اللوح ("3 يسارًا")، تُعطى لرسائل أخرى في $direction.

kangaruse-direction-left = يسارًا
kangaruse-direction-right = يمينًا
kangaruse-direction-up = للأعلى
kangaruse-direction-down = للأسفل

## صفحة طريقة اللعب.

kangaruse-how-goal = اقفز بكنغرك بين مربعات الحيوانات واجمع مربعات النقاط. كل مربع تغادره يُشطب، فيضيق اللوح خلفك ولا بد أن تنتبه حتى لا تحبس نفسك في طريق مسدود. يفوز صاحب أكثر النقاط في النهاية؛ وإن لعبت وحدك فهي أحجية: حاول أن تتجاوز أفضل نتيجة لك.
kangaruse-how-setup = يُصنع لوح جديد لكل لعبة؛ وخيار الحجم يحدده: صغير جدًا 6x5، صغير 8x6، عادي 12x8، كبير 14x10، ضخم 16x12 أو حجم مخصص. بترتيب المقاعد يضع كل لاعب كنغره على مربع شاغر ليس شجرة وليس مربع نقاط. وإذا كان خيار مواضع البداية مفعّلًا فلا يبدأ الكنغر إلا على مربعات مواضع البداية. المربع الذي تبدأ عليه لا يعمل، لكن المربعات التي تعمل ما دام أحد واقفًا عليها (التمساح والدينغو والكيوي والكوول) تعمل فورًا.
kangaruse-how-turn = كل صف وكل عمود يحمل أمرًا واحدًا: في اتجاه من اللوح أرقام (من 1 إلى 4) وفي الاتجاه الآخر اتجاهات (للأعلى، للأسفل، يسارًا، يمينًا)، فلكل مربع رقم واتجاه. في دورك اقفز في اتجاه مربعك مسافة 1 أو 2 أو 3 أو 4 مربعات، أو اقفز عدد مربعات يساوي رقم مربعك تمامًا في أي اتجاه. يجب أن تنزل على مربع غير مستعمل (ليس شجرة ولا مشطوبًا ولا يقف عليه أحد)، ويجوز أن تقفز فوق أي شيء إلا الأشجار؛ اشطب المربع الذي غادرته، ثم يعمل مربعك الجديد. إذا لم تكن هناك قفزة ممكنة في بداية دورك فيمكنك الانتقال فوريًا إلى أي مربع غير مستعمل ليس مربع نقاط مقابل خصم 10 نقاط (15 في إصدار 2023)، أو التوقف والخروج من اللعب.
kangaruse-how-end = تدور الأدوار بترتيب المقاعد وتتخطى من خرجوا. تخرج إذا لم تكن لديك قفزة ولم تنتقل فوريًا، أو إذا حبسك الشيطان الشائك، أو إذا انسحبت (مسموح في أي وقت)؛ ويبقى كنغرك على مربعه، ويظل المربع يعمل. تنتهي اللعبة حين يخرج الجميع، أو فورًا حين تُستعمل كل مربعات النقاط أو تُشطب.
kangaruse-how-scoring = اجمع النقاط المطبوعة على مربعات النجوم التي نزلت عليها، و5 لكل صندوق كنز، والطعام × الماء، و5 لكل مجموعة كاملة من 3 ألعاب، ونقاط جواهرك وعملاتك ومآويك (انظر كل مربع). اطرح 10 نقاط عن كل انتقال فوري (15 في إصدار 2023). مربع النقاط الذي تنزل عليه تحت نظر تمساح لا يُحسب. يفوز صاحب أعلى مجموع، ويتقاسم المتعادلون الفوز.

## كل مربع: اسمه (على الطاولة أيضًا) وما يفعله (صفحة طريقة اللعب وتلميحات اللوح).

kangaruse-entry-plain-name = مربع نهر
kangaruse-entry-plain-text = مربع عادي بلا أثر. يمكنك النزول عليه والقفز فوقه.
kangaruse-entry-tree-name = شجرة
kangaruse-entry-tree-text = لا يمكنك أبدًا النزول على شجرة، ولا يجوز للقفزة أن تمر فوقها. وحدها القفزة من خلد الماء تعبر الأشجار، وقفزة الضفدع إلى ضفدع آخر لا تهتم بما بينهما.
kangaruse-entry-starting_position-name = موضع بداية
kangaruse-entry-starting_position-text = لا يوجد إلا في الألواح المصنوعة مع تفعيل خيار مواضع البداية: عندها يجب أن يبدأ كل كنغر على أحد هذه المربعات. وأثناء اللعب يكون غير المستعمل منها مربعًا عاديًا بلا أثر.
kangaruse-entry-score-name = مربع نجمة
kangaruse-entry-score-text = مربع نقاط. انزل عليه لتأخذ النقاط المطبوعة عليه فورًا. في الإصدار الحالي تحمل بعض مربعات النجوم نقاطًا سالبة، وتأخذها أيضًا.
kangaruse-entry-kangaroo-name = كنغر
kangaruse-entry-kangaroo-text = عندما تنزل هنا اقفز مرة أخرى فورًا، متبعًا أوامر هذا المربع كالعادة. تتوالى القفزات الإضافية إذا نزلت على كنغر آخر. إذا لم تكن هناك قفزة ممكنة من هنا فينتهي دورك ببساطة (بلا انتقال فوري)؛ وإذا كانت قفزتك الوحيدة الممكنة إلى شيطان شائك فأنت خارج اللعب.
kangaruse-entry-crocodile-name = تمساح
kangaruse-entry-crocodile-text = ما دام أحد واقفًا هنا، فكل من ينزل على مربع نقاط في صف التمساح أو عموده لا يأخذ منه شيئًا، ويُستهلك المربع مع ذلك. ويشمل هذا اللاعب الواقف على التمساح نفسه، حتى وهو يقفز منه. النقاط التي جُمعت قبل ذلك تبقى.
kangaruse-entry-echidna-name = قنفذ النمل
kangaruse-entry-echidna-text = على كل قنفذ نمل رقم. لا يجوز لك النزول عليه (بقفزة أو قفزة ضفدع أو انتقال فوري) إلا إذا كان رقمه أعلى من رقم آخر قنفذ نمل زرته؛ وأول قنفذ نمل تزوره يمكن أن يحمل أي رقم. البدء على قنفذ نمل يُحسب زيارة له.
kangaruse-entry-tasmanian_devil-name = شيطان تسمانيا
kangaruse-entry-tasmanian_devil-text = عندما تنزل هنا اشطب كل مربع غير مستعمل فوقه وتحته ويساره ويمينه مباشرة (حتى 4). المربع الذي عليه كنغر يُعفى، إلا العثة: فهي تُشطب لكن يبقى عليها ما عليها من كناغر.
kangaruse-entry-thorny_devil-name = شيطان شائك
kangaruse-entry-thorny_devil-text = إذا كان المربع الوحيد الذي يمكنك القفز إليه في بداية دورك، أو في بداية قفزة إضافية من كنغر، شيطانًا شائكًا، فأنت خارج اللعب فورًا ولا تتحرك. النزول هنا حين تكون لديك خيارات أخرى لا يفعل شيئًا.
kangaruse-entry-tasmanian_tiger-name = نمر تسمانيا
kangaruse-entry-tasmanian_tiger-text = عندما تنزل هنا يجب أن تشطب مربعين غير مستعملين تختارهما في صف النمر و/أو عموده، واحدًا بعد الآخر (أو أقل إن بقي أقل). لا يجوز اختيار الأشجار ولا المربعات التي عليها كنغر، إلا العثة.
kangaruse-entry-koala-name = كوالا
kangaruse-entry-koala-text = عندما تقفز من كوالا لا يجوز لك القفز فوق كنغر لاعب آخر، ولا النزول بجواره مباشرة (فوقه أو تحته أو يساره أو يمينه)، ولا النزول على عثة يقف عليها أحد.
kangaruse-entry-platypus-name = خلد الماء
kangaruse-entry-platypus-text = عندما تقفز من خلد الماء اختر أي اتجاه وأي مسافة من 1 إلى 4، مهما قالت أوامر المربع. يجوز أن تمر القفزة فوق الأشجار، لكنك لا تستطيع النزول على شجرة.
kangaruse-entry-sugar_glider-name = زلّاق السكر
kangaruse-entry-sugar_glider-text = عندما تقفز من زلّاق السكر ويكون المربع الذي تصله مشطوبًا أو مشغولًا، تابع الانزلاق في الاتجاه نفسه إلى أول مربع غير مستعمل. وإذا جاءت شجرة أو حافة اللوح أولًا فتلك القفزة غير ممكنة.
kangaruse-entry-dingo-name = دينغو
kangaruse-entry-dingo-text = ما دام أحد واقفًا هنا (وأنت منهم)، فعلى كل لاعب أن يقفز قفزة الدينغو إن استطاع: عدد مربعات يساوي رقم الدينغو في اتجاه الدينغو، محسوبًا من مربعه هو. وإذا لم تكن تلك القفزة ممكنة فاقفز كالمعتاد. ومع عدة دينغوات مشغولة اختر أي قفزة منها تنجح.
kangaruse-entry-mistletoebird-name = طائر الهدال
kangaruse-entry-mistletoebird-text = عندما تقفز من طائر الهدال، فالقفزة التي تخرج من حافة اللوح تعود من الحافة المقابلة. والأشجار في الطريق تمنعها مع ذلك.
kangaruse-entry-kiwi-name = كيوي
kangaruse-entry-kiwi-text = ما دام أحد واقفًا هنا، لا يجوز لأي لاعب آخر القفز فوق ذلك الكنغر ولا النزول بجواره مباشرة (فوقه أو تحته أو يساره أو يمينه).
kangaruse-entry-quoll-name = كوول
kangaruse-entry-quoll-text = ما دام أحد واقفًا هنا، لا يجوز لبقية اللاعبين القفز عددًا من المربعات يساوي رقم الكوول، ولا القفز في اتجاه الكوول. قفزة الضفدع إلى ضفدع آخر لا تتأثر.
kangaruse-entry-moth-name = عثة
kangaruse-entry-moth-text = العثة تتسع لعدة كناغر: يجوز لك النزول عليها وعليها آخرون، لأنها ما زالت تُعد غير مستعملة. أول كنغر يغادرها يشطبها؛ ويبقى الآخرون ويغادرون لاحقًا كالمعتاد. عند بداية اللعبة لا يمكنك البدء على عثة اختارها أحد قبلك.
kangaruse-entry-numbat-name = نمبات
kangaruse-entry-numbat-text = عندما تقفز من نمبات وكانت قفزة واحدة على الأقل من قفزاتك الممكنة تصل إلى مربع نقاط، فيجب أن تنزل على مربع نقاط.
kangaruse-entry-cacketoo-name = كوكاتو
kangaruse-entry-cacketoo-text = عندما تقفز من كوكاتو لا يجوز لك النزول على مربع نقاط.
kangaruse-entry-frog-name = ضفدع
kangaruse-entry-frog-text = عندما تقفز من ضفدع يجوز لك بدلًا من ذلك القفز مباشرة إلى أي ضفدع آخر غير مستعمل على اللوح، مهما كانت المسافة أو الأوامر أو ما بينهما. واللاعب الواقف على كيوي يمنعك مع ذلك من النزول بجواره.
kangaruse-entry-water-name = ماء
kangaruse-entry-water-text = مربع نقاط يُحسب في النهاية. الماء وحده لا يساوي شيئًا، لكن كل طعام جمعته يكسب نقطة واحدة عن كل ماء جمعته (الطعام × الماء).
kangaruse-entry-shelter-name = مأوى
kangaruse-entry-shelter-text = مربع نقاط يُحسب في النهاية: صاحب أكثر المآوي يأخذ ‎+10 وصاحب أقلها يأخذ ‎-10، ويشمل ذلك المتعادلين. وإذا تساوى الجميع (أو لعبت وحدك) فالمآوي لا تساوي شيئًا.
kangaruse-entry-food-name = طعام
kangaruse-entry-food-text = مربع نقاط يُحسب في النهاية: عدد مربعات الطعام التي جمعتها مضروبًا في عدد مربعات الماء التي جمعتها. الطعام بلا ماء لا يساوي شيئًا.
kangaruse-entry-toys-name = ألعاب
kangaruse-entry-toys-text = مربع نقاط يُحسب في النهاية: 5 نقاط لكل مجموعة كاملة من 3 ألعاب (3 ألعاب بـ5، و6 ألعاب بـ10)؛ والألعاب الزائدة لا تساوي شيئًا.
kangaruse-entry-gems-name = جواهر
kangaruse-entry-gems-text = مربع نقاط يُحسب في النهاية بجدول متصاعد: من 1 إلى 10 جواهر تساوي في المجموع 1، 1، 3، 5، 8، 12، 16، 21، 28 و35 نقطة، وما زاد يبقى 35. وفي إصدار 2023 الجدول 1، 1، 3، 5، 8، 12، 16، 22 و30 (لـ9 جواهر أو أكثر).
kangaruse-entry-coins-name = عملات
kangaruse-entry-coins-text = مربع نقاط يُحسب في النهاية: إذا لم يكن لدى أحد عملات أكثر منك (والتعادل يُحسب أكثر)، فكل عملة من عملاتك تساوي ‎+1؛ وإلا فكل واحدة تساوي ‎-1.
kangaruse-entry-chests-name = صندوق كنز
kangaruse-entry-chests-text = مربع نقاط يساوي 5 نقاط، تأخذها بمجرد النزول عليه.

## خيارات اللعبة.

kangaruse-option-size = حجم اللوح
kangaruse-option-size-help = صغير جدًا 6x5، صغير 8x6، عادي 12x8، كبير 14x10، ضخم 16x12، أو مخصص (العرض × الارتفاع).
kangaruse-option-size-tiny = صغير جدًا
kangaruse-option-size-small = صغير
kangaruse-option-size-regular = عادي
kangaruse-option-size-large = كبير
kangaruse-option-size-huge = ضخم
kangaruse-option-size-custom = مخصص
kangaruse-option-width = العرض المخصص
kangaruse-option-width-help = عدد الأعمدة، ولا يُستعمل إلا إذا كان الحجم مخصصًا.
kangaruse-option-height = الارتفاع المخصص
kangaruse-option-height-help = عدد الصفوف، ولا يُستعمل إلا إذا كان الحجم مخصصًا.
kangaruse-option-starting_positions = مواضع البداية
kangaruse-option-starting_positions-help = لا يبدأ الكنغر إلا على مربعات مواضع البداية في اللوح.
kangaruse-option-edition = الإصدار
kangaruse-option-edition-help = الحالي: الانتقال الفوري بـ10 نقاط؛ 2023: الانتقال الفوري بـ15 نقطة وجدول الجواهر القديم.
kangaruse-option-edition-current = الحالي
kangaruse-option-edition-2023 = 2023

## مربع داخل جملة ("إلى مربع تمساح").

kangaruse-square-plain = مربع نهر
kangaruse-square-tree = مربع شجرة
kangaruse-square-starting_position = مربع بداية
kangaruse-square-score = مربع نجمة
kangaruse-square-kangaroo = مربع كنغر
kangaruse-square-crocodile = مربع تمساح
kangaruse-square-echidna = مربع قنفذ نمل
kangaruse-square-tasmanian_devil = مربع شيطان تسمانيا
kangaruse-square-thorny_devil = مربع شيطان شائك
kangaruse-square-tasmanian_tiger = مربع نمر تسمانيا
kangaruse-square-koala = مربع كوالا
kangaruse-square-platypus = مربع خلد الماء
kangaruse-square-sugar_glider = مربع زلّاق السكر
kangaruse-square-dingo = مربع دينغو
kangaruse-square-mistletoebird = مربع طائر الهدال
kangaruse-square-kiwi = مربع كيوي
kangaruse-square-quoll = مربع كوول
kangaruse-square-moth = مربع عثة
kangaruse-square-numbat = مربع نمبات
kangaruse-square-cacketoo = مربع كوكاتو
kangaruse-square-frog = مربع ضفدع
kangaruse-square-water = مربع ماء
kangaruse-square-shelter = مربع مأوى
kangaruse-square-food = مربع طعام
kangaruse-square-toys = مربع ألعاب
kangaruse-square-gems = مربع جواهر
kangaruse-square-coins = مربع عملات
kangaruse-square-chests = مربع صندوق كنز
kangaruse-square-at = المربع ({ $column }، { $row })
kangaruse-square-star-value = مربع نجمة بـ{ $value }
kangaruse-square-echidna-value = قنفذ النمل { $value }

## قاعدة كل مربع في سطر واحد، في الشريط الجانبي.

kangaruse-rule-plain = مربع عادي بلا أثر.
    .name = نهر
kangaruse-rule-tree = لا يمكنك النزول عليها ولا القفز فوقها.
    .name = شجرة
kangaruse-rule-starting_position = يجوز أن يبدأ الكنغر هنا؛ وإلا فهو مربع عادي.
    .name = موضع بداية
kangaruse-rule-score = خذ النقاط المطبوعة عليه.
    .name = نقاط
kangaruse-rule-kangaroo = اقفز من هنا مرة أخرى فورًا.
    .name = كنغر
kangaruse-rule-crocodile = ما دام أحد واقفًا هنا، فالنزول على مربع نقاط في صفه أو عموده لا يكسب شيئًا.
    .name = تمساح
kangaruse-rule-echidna = لا تنزل هنا إلا إذا كان رقمه أعلى من آخر قنفذ نمل زرته.
    .name = قنفذ النمل
kangaruse-rule-tasmanian_devil = اشطب كل مربع غير مستعمل بجواره.
    .name = شيطان تسمانيا
kangaruse-rule-thorny_devil = إذا كانت هذه قفزتك الوحيدة الممكنة فأنت خارج اللعب.
    .name = شيطان شائك
kangaruse-rule-tasmanian_tiger = اشطب مربعين غير مستعملين تختارهما في صفه أو عموده.
    .name = نمر تسمانيا
kangaruse-rule-koala = من هنا لا يمكنك القفز فوق اللاعبين الآخرين ولا بجوارهم.
    .name = كوالا
kangaruse-rule-platypus = من هنا اقفز في أي اتجاه وأي مسافة من 1 إلى 4، حتى فوق الأشجار.
    .name = خلد الماء
kangaruse-rule-sugar_glider = من هنا، إذا كان الهدف مستعملًا، انزلق إلى المربع التالي غير المستعمل.
    .name = زلّاق السكر
kangaruse-rule-dingo = ما دام أحد واقفًا هنا، فعلى كل لاعب أن يقفز برقم هذا المربع في اتجاهه (انظر صفه وعموده) إن كانت القفزة ممكنة؛ وإلا يقفز كالمعتاد.
    .name = دينغو
kangaruse-rule-mistletoebird = من هنا يجوز للقفزات أن تلتف حول حواف اللوح.
    .name = طائر الهدال
kangaruse-rule-kiwi = ما دام أحد واقفًا هنا، لا يجوز لأحد القفز فوقه ولا بجواره.
    .name = كيوي
kangaruse-rule-quoll = ما دام أحد واقفًا هنا، لا يجوز للآخرين استعمال رقمه ولا اتجاهه.
    .name = كوول
kangaruse-rule-moth = تتسع لعدة كناغر؛ وأول من يغادرها يشطبها.
    .name = عثة
kangaruse-rule-numbat = من هنا، إذا استطعت الوصول إلى مربع نقاط فيجب أن تصل إليه.
    .name = نمبات
kangaruse-rule-cacketoo = من هنا لا يمكنك القفز إلى مربع نقاط.
    .name = كوكاتو
kangaruse-rule-frog = من هنا يجوز لك بدلًا من ذلك القفز إلى أي ضفدع آخر غير مستعمل.
    .name = ضفدع
kangaruse-rule-water = لا يساوي شيئًا وحده؛ والطعام يُحسب الطعام × الماء في النهاية.
    .name = ماء
kangaruse-rule-shelter = في النهاية، أكثر المآوي ‎+10، وأقلها ‎-10 (المتعادلون يتقاسمون).
    .name = مأوى
kangaruse-rule-food = في النهاية يُحسب (الطعام المجموع) × (الماء المجموع).
    .name = طعام
kangaruse-rule-toys = في النهاية، كل 3 ألعاب جمعتها تكسب 5 نقاط؛ والألعاب الزائدة لا تكسب شيئًا.
    .name = ألعاب
kangaruse-rule-gems = في النهاية، 1، 1، 3، 5، 8، 12، 16، 21، 28، 35 نقطة لـ1 إلى 10 جواهر.
    .name = جواهر
kangaruse-rule-coins = في النهاية، ‎+1 لكل عملة إن كانت عملاتك الأكثر (التعادل يُحسب)، وإلا ‎-1 لكل عملة.
    .name = عملات
kangaruse-rule-chests = ‎+5 لكل صندوق.
    .name = صناديق الكنز

## مجموعات مربعات الشريط الجانبي (متى تعمل قاعدة المربع).

kangaruse-category-landing = عندما تنزل هنا
kangaruse-category-departure = عندما تقفز من هنا
kangaruse-category-presence = ما دام أحد واقفًا هنا
kangaruse-category-scoring = النقاط
kangaruse-category-setup = بداية اللعبة
kangaruse-category-terrain = الأرض

## تعليمات الدور وأزرارها.

kangaruse-prompt-over = انتهت اللعبة.
kangaruse-prompt-place = دورك: اختر مربع بداية (من المربعات المميزة).
kangaruse-prompt-extra-jump = كنغر! اقفز مرة أخرى: اختر مربعًا مميزًا.
kangaruse-prompt-jump = دورك: اقفز إلى مربع مميز.
kangaruse-prompt-no-jump =
    { $cost ->
        [zero] لا توجد لديك قفزة ممكنة. انتقل فوريًا إلى مربع مميز مقابل { $cost } نقطة، أو توقف عن اللعب.
        [one] لا توجد لديك قفزة ممكنة. انتقل فوريًا إلى مربع مميز مقابل نقطة واحدة، أو توقف عن اللعب.
        [two] لا توجد لديك قفزة ممكنة. انتقل فوريًا إلى مربع مميز مقابل نقطتين، أو توقف عن اللعب.
        [few] لا توجد لديك قفزة ممكنة. انتقل فوريًا إلى مربع مميز مقابل { $cost } نقاط، أو توقف عن اللعب.
       *[other] لا توجد لديك قفزة ممكنة. انتقل فوريًا إلى مربع مميز مقابل { $cost } نقطة، أو توقف عن اللعب.
    }
kangaruse-prompt-destroy =
    { $left ->
        [one] نمر تسمانيا: اختر مربعًا لتشطبه (بقي مربع واحد).
        [two] نمر تسمانيا: اختر مربعًا لتشطبه (بقي مربعان).
        [few] نمر تسمانيا: اختر مربعًا لتشطبه (بقيت { $left } مربعات).
       *[other] نمر تسمانيا: اختر مربعًا لتشطبه (بقي { $left }).
    }
kangaruse-prompt-from-square = من مربعك: 1–4 مربعات { $direction }، أو { $number } في أي اتجاه.
kangaruse-prompt-from-type = من مربعك ({ $square }): 1–4 مربعات { $direction }، أو { $number } في أي اتجاه.
kangaruse-prompt-out = خرجت من اللعبة. يلعب الآن { $name }.
kangaruse-prompt-waiting = بانتظار { $name }…
kangaruse-prompt-watching = يلعب الآن { $name }. أنت تشاهد.
kangaruse-stop = توقف عن اللعب
kangaruse-stop-question-label = هل تريد التوقف عن اللعب فعلًا؟
kangaruse-stop-question = تتوقف فعلًا؟
kangaruse-stop-yes = نعم، أتوقف
kangaruse-stop-no = لا
kangaruse-give-up = انسحاب
kangaruse-give-up-question = تتوقف حتى نهاية اللعبة؟
kangaruse-give-up-yes = نعم، أنسحب
kangaruse-keep-playing = أواصل اللعب

## قائمة النقلات (للوحة المفاتيح) واسم كل نقلة.

kangaruse-move-list = نقلاتك في قائمة
kangaruse-move-count = ({ $count })
kangaruse-move-place = ابدأ على { $square }
kangaruse-move-jump = اقفز { $distance } { $direction } إلى { $square }
kangaruse-move-jump-onto = اقفز إلى { $square }
kangaruse-move-teleport =
    { $cost ->
        [zero] انتقل فوريًا إلى { $square } (التكلفة { $cost } نقطة)
        [one] انتقل فوريًا إلى { $square } (التكلفة نقطة واحدة)
        [two] انتقل فوريًا إلى { $square } (التكلفة نقطتان)
        [few] انتقل فوريًا إلى { $square } (التكلفة { $cost } نقاط)
       *[other] انتقل فوريًا إلى { $square } (التكلفة { $cost } نقطة)
    }
kangaruse-move-teleport-unknown = انتقل فوريًا إلى { $square } (التكلفة ؟ نقاط)
kangaruse-move-destroy = اشطب { $square }
kangaruse-move-stop = توقف عن اللعب (بلا انتقال فوري)
# نقلة إلى مربع تذكر موضعه ($move: كلمات النقلة).
kangaruse-move-at = { $move } (العمود { $column }، الصف { $row })

## اللوح نصًا (العمود الجانبي): جدول بالمربعات بالكلمات.

kangaruse-text-board = اللوح نصًا
kangaruse-text-player = { $name } ({ $colour })
kangaruse-text-last-to = آخر نقلة: وصل { $name } إلى هنا
kangaruse-text-last-from = آخر نقلة بدأت من هنا
kangaruse-text-score = { $name }: { $score }
kangaruse-text-caption = { $turn }. النقاط: { $scores }.
kangaruse-text-column = العمود { $column }، { $command }
kangaruse-text-row = الصف { $row }، { $command }

## الشريط الجانبي: دور من، والنقاط، ومربعات هذا اللوح.

kangaruse-scores = النقاط
kangaruse-game-over = انتهت اللعبة
kangaruse-your-turn = دورك
kangaruse-whose-turn = دور { $name }
kangaruse-to-play = يلعب الآن
kangaruse-tag-you = أنت
kangaruse-tag-out = خرج
kangaruse-tag-stopped = توقف
kangaruse-tag-winner = الفائز
kangaruse-tag-away = غائب
kangaruse-tag-bot = روبوت
kangaruse-chip-collected = { $square }: { $count }
kangaruse-chip-stars =
    { $count ->
        [zero] { $count } نقطة من مربعات النجوم
        [one] نقطة واحدة من مربعات النجوم
        [two] نقطتان من مربعات النجوم
        [few] { $count } نقاط من مربعات النجوم
       *[other] { $count } نقطة من مربعات النجوم
    }
kangaruse-legend = مربعات هذا اللوح
kangaruse-legend-help =
    { $cost ->
        [few] في دورك اختر أي رقم من 1 إلى 4 واتبع اتجاه مربعك، أو أي اتجاه واتبع رقم مربعك (انظر حواف اللوح). لا تنزل إلا على مربعات غير مستعملة؛ والأشجار تسد الطريق. المربع الذي تغادره يُشطب. لا قفزة؟ انتقل فوريًا مقابل { $cost } نقاط أو توقف.
       *[other] في دورك اختر أي رقم من 1 إلى 4 واتبع اتجاه مربعك، أو أي اتجاه واتبع رقم مربعك (انظر حواف اللوح). لا تنزل إلا على مربعات غير مستعملة؛ والأشجار تسد الطريق. المربع الذي تغادره يُشطب. لا قفزة؟ انتقل فوريًا مقابل { $cost } نقطة أو توقف.
    }

## اللوح: وصفه، ووصف كل مربع وتلميحه، والكناغر.

kangaruse-board =
    لوح كانغاروز: { $width ->
        [one] عمود واحد
        [two] عمودان
        [few] { $width } أعمدة
        [many] { $width } عمودًا
       *[other] { $width } عمود
    } × { $height ->
        [one] صف واحد
        [two] صفان
        [few] { $height } صفوف
        [many] { $height } صفًا
       *[other] { $height } صف
    }
kangaruse-edge-number = الرقم { $value }
kangaruse-edge-direction = الاتجاه { $direction }
kangaruse-cell = العمود { $column }، الصف { $row }: { $square }
kangaruse-cell-star = نجمة { $value }
kangaruse-cell-echidna = قنفذ النمل رقم { $value }
kangaruse-cell-commands = الأوامر { $number } { $direction }
kangaruse-cell-crossed = مشطوب
kangaruse-cell-occupant = { $name } هنا
kangaruse-cell-can-place = يمكنك البدء هنا
kangaruse-cell-can-jump = يمكنك القفز إلى هنا
kangaruse-cell-can-teleport = يمكنك الانتقال فوريًا إلى هنا
kangaruse-cell-can-destroy = يمكنك شطب هذا المربع
kangaruse-cell-separator = {"؛ "}
kangaruse-cell-title = { $name }: { $text }
kangaruse-cell-title-crossed = { $title } (مشطوب)
kangaruse-piece-to-play = { $name } (يلعب الآن)
kangaruse-a-player = لاعب
kangaruse-player-number = اللاعب { $number }

## السجل.

kangaruse-log-place = بدأ { $name } على { $square }
kangaruse-log-jump = قفز { $name } { $distance } { $direction } إلى { $square }
kangaruse-log-jump-gain =
    { $points ->
        [one] قفز { $name } { $distance } { $direction } إلى { $square } وكسب نقطة واحدة
        [two] قفز { $name } { $distance } { $direction } إلى { $square } وكسب نقطتين
        [few] قفز { $name } { $distance } { $direction } إلى { $square } وكسب { $points } نقاط
       *[other] قفز { $name } { $distance } { $direction } إلى { $square } وكسب { $points } نقطة
    }
kangaruse-log-jump-loss =
    { $points ->
        [one] قفز { $name } { $distance } { $direction } إلى { $square } وخسر نقطة واحدة
        [two] قفز { $name } { $distance } { $direction } إلى { $square } وخسر نقطتين
        [few] قفز { $name } { $distance } { $direction } إلى { $square } وخسر { $points } نقاط
       *[other] قفز { $name } { $distance } { $direction } إلى { $square } وخسر { $points } نقطة
    }
kangaruse-log-jump-again = قفز { $name } مرة أخرى { $distance } { $direction } إلى { $square }
kangaruse-log-jump-again-gain =
    { $points ->
        [one] قفز { $name } مرة أخرى { $distance } { $direction } إلى { $square } وكسب نقطة واحدة
        [two] قفز { $name } مرة أخرى { $distance } { $direction } إلى { $square } وكسب نقطتين
        [few] قفز { $name } مرة أخرى { $distance } { $direction } إلى { $square } وكسب { $points } نقاط
       *[other] قفز { $name } مرة أخرى { $distance } { $direction } إلى { $square } وكسب { $points } نقطة
    }
kangaruse-log-jump-again-loss =
    { $points ->
        [one] قفز { $name } مرة أخرى { $distance } { $direction } إلى { $square } وخسر نقطة واحدة
        [two] قفز { $name } مرة أخرى { $distance } { $direction } إلى { $square } وخسر نقطتين
        [few] قفز { $name } مرة أخرى { $distance } { $direction } إلى { $square } وخسر { $points } نقاط
       *[other] قفز { $name } مرة أخرى { $distance } { $direction } إلى { $square } وخسر { $points } نقطة
    }
kangaruse-log-frog = قفز { $name } من ضفدع إلى ضفدع، إلى { $square }
kangaruse-log-frog-gain =
    { $points ->
        [one] قفز { $name } من ضفدع إلى ضفدع، إلى { $square }، وكسب نقطة واحدة
        [two] قفز { $name } من ضفدع إلى ضفدع، إلى { $square }، وكسب نقطتين
        [few] قفز { $name } من ضفدع إلى ضفدع، إلى { $square }، وكسب { $points } نقاط
       *[other] قفز { $name } من ضفدع إلى ضفدع، إلى { $square }، وكسب { $points } نقطة
    }
kangaruse-log-frog-loss =
    { $points ->
        [one] قفز { $name } من ضفدع إلى ضفدع، إلى { $square }، وخسر نقطة واحدة
        [two] قفز { $name } من ضفدع إلى ضفدع، إلى { $square }، وخسر نقطتين
        [few] قفز { $name } من ضفدع إلى ضفدع، إلى { $square }، وخسر { $points } نقاط
       *[other] قفز { $name } من ضفدع إلى ضفدع، إلى { $square }، وخسر { $points } نقطة
    }
kangaruse-log-teleport = انتقل { $name } فوريًا إلى { $square }
# الخصم مكتوب صراحة كي لا يُقرأ كسبًا.
kangaruse-log-teleport-cost =
    { $cost ->
        [one] انتقل { $name } فوريًا إلى { $square } (بخصم نقطة واحدة)
        [two] انتقل { $name } فوريًا إلى { $square } (بخصم نقطتين)
        [few] انتقل { $name } فوريًا إلى { $square } (بخصم { $cost } نقاط)
       *[other] انتقل { $name } فوريًا إلى { $square } (بخصم { $cost } نقطة)
    }
kangaruse-log-crocodile = تمساح يراقب: لا يأخذ { $name } شيئًا من ذلك المربع ({ $square })
kangaruse-log-destroy-none = لم يجد { $name } شيئًا ليشطبه
kangaruse-log-destroy =
    { $count ->
        [one] شطب { $name } مربعًا واحدًا
        [two] شطب { $name } مربعين
        [few] شطب { $name } { $count } مربعات
        [many] شطب { $name } { $count } مربعًا
       *[other] شطب { $name } { $count } مربع
    }
kangaruse-log-out-thorny-devil = خرج { $name }: كانت قفزته الوحيدة الباقية إلى شيطان شائك
kangaruse-log-gave-up = انسحب { $name }
kangaruse-log-no-jump = لم تبق لـ{ $name } أي قفزة فتوقف عن اللعب
kangaruse-log-out = خرج { $name }
kangaruse-log-game-over = انتهت اللعبة
kangaruse-log-other = { $name }: { $event }

## صفوف الجدول النهائي.

kangaruse-breakdown-stars = النجوم
kangaruse-breakdown-chests = صناديق الكنز
kangaruse-breakdown-food_water = الطعام × الماء
kangaruse-breakdown-toys = الألعاب
kangaruse-breakdown-gems = الجواهر
kangaruse-breakdown-coins = العملات
kangaruse-breakdown-shelter = المأوى
kangaruse-breakdown-teleports = الانتقالات الفورية
kangaruse-breakdown-total = المجموع

## صور صفحة طريقة اللعب.

kangaruse-diagram-start = البداية: لكل عمود رقم ولكل صف اتجاه. تقف { $first } على العمود «2» في صف يشير يمينًا، و{ $second } على العمود «1» في صف يشير يسارًا.
kangaruse-diagram-jump = قفزة: من «2، يمين» يجوز لـ{ $first } أن تتقدم من 1 إلى 4 مربعات يمينًا، أو مربعين بالضبط في أي اتجاه. تقفز { $first } مربعين يمينًا؛ والمربع الذي تركته يُشطب.
kangaruse-diagram-special = مربع خاص: من «3، يمين» تقفز { $first } مربعين يمينًا إلى مربع النجمة بـ3 وتكسب 3 نقاط. القفزات تمر فوق الكناغر والمربعات المشطوبة، ولا تمر أبدًا فوق شجرة.
kangaruse-diagram-player-one = كات
kangaruse-diagram-player-two = ماكس

## العرض الاحتياطي للعبة بلا عرض خاص بها (games/generic/view.js).

generic-moves = نقلاتك
generic-state = الحالة
generic-event = { $name }: { $event }
