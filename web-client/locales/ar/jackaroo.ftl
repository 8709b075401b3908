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
