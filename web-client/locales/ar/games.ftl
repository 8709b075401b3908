# أسماء الألعاب وملخصاتها. The games' names and summaries.

game-kanga = كانغا
game-kanga-summary = ضع الأحجار، وأسر على طريقة «غو» وبخطوط الحصار الفردية، وصِل ضفتين متقابلتين.
game-kangaroo = كانغارو
game-kangaroo-summary = لعبة القفز التي ابتكرها جون فلاغ عام 1977: الأسر بالقفز، والترقية في الصف الأبعد.
game-kangaruse = كانغاروز
game-kangaruse-summary = اقفز بعدد مربعك أو باتجاهه، واجمع مربعات النقاط، وتجنّب الطرق المسدودة.
game-jackaroo = جاكارو
game-jackaroo-summary = سابق بكراتك إلى المنزل بالورق، في فريقين من اثنين: أكل وتبديل وحرق وتقسيم السبعة.
