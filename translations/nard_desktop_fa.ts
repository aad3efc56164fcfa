<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR" sourcelanguage="en_US">
<context>
    <name>ActionBar</name>
    <message>
        <source>Roll</source>
        <translation>ریختن تاس</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>تمام</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>برگرداندن</translation>
    </message>
    <message>
        <source>Roll the dice (Space, or click the board)</source>
        <translation>تاس بریزید (کلید فاصله، یا کلیک روی تخته)</translation>
    </message>
    <message>
        <source>Pick up the dice: the turn is final (Enter, or click the dice)</source>
        <translation>برداشتن تاس‌ها: نوبت قطعی می‌شود (اینتر، یا کلیک روی تاس‌ها)</translation>
    </message>
    <message>
        <source>Take back the last checker moved (Ctrl+Z)</source>
        <translation>برگرداندن آخرین مهرهٔ جابه‌جاشده (کنترل+Z)</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>ادامهٔ بازی</translation>
    </message>
</context>
<context>
    <name>AnalysisReport</name>
    <message>
        <source>Supernatural</source>
        <translation>بی‌نقص</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>در حد جهانی</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>استاد</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>پیشرفته</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <source>Casual player</source>
        <translation>تفننی</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>مبتدی</translation>
    </message>
    <message>
        <source>Awful!</source>
        <translation>افتضاح!</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>کم‌دقت</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>بد</translation>
    </message>
    <message>
        <source>very bad</source>
        <translation>خیلی بد</translation>
    </message>
    <message>
        <source>very lucky</source>
        <translation>خیلی خوش‌شانس</translation>
    </message>
    <message>
        <source>lucky</source>
        <translation>خوش‌شانس</translation>
    </message>
    <message>
        <source>unlucky</source>
        <translation>بدشانس</translation>
    </message>
    <message>
        <source>very unlucky</source>
        <translation>خیلی بدشانس</translation>
    </message>
    <message>
        <source>double</source>
        <translation>داو</translation>
    </message>
    <message>
        <source>no double</source>
        <translation>بدون داو</translation>
    </message>
    <message>
        <source>take</source>
        <translation>قبول</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>رد</translation>
    </message>
    <message>
        <source>beaver</source>
        <translation>بیور</translation>
    </message>
    <message>
        <source>too good to double</source>
        <translation>زیادی خوب برای داو</translation>
    </message>
    <message>
        <source>double, take</source>
        <translation>داو، قبول</translation>
    </message>
    <message>
        <source>double, pass</source>
        <translation>داو، رد</translation>
    </message>
    <message>
        <source>double, beaver</source>
        <translation>داو، بیور</translation>
    </message>
    <message>
        <source>  Checker play: %1 moves, %2 unforced, error rate %3 mEMG</source>
        <translation>  حرکت مهره‌ها: %1 حرکت، %2 غیراجباری، نرخ اشتباه %3 mEMG</translation>
    </message>
    <message>
        <source>  Cube: %1 close or actual decisions, error rate %2 mEMG</source>
        <translation>  مکعب دوبل: %1 تصمیم نزدیک یا واقعی، نرخ اشتباه %2 mEMG</translation>
    </message>
    <message>
        <source>  Missed doubles %1, wrong doubles %2, wrong takes %3, wrong passes %4</source>
        <translation>  داوهای ازدست‌رفته %1، داوهای نابجا %2، قبول‌های نابجا %3، ردهای نابجا %4</translation>
    </message>
    <message>
        <source>  Overall: error rate %1 mEMG, PR %2, rating %3, estimated FIBS rating %4</source>
        <translation>  در مجموع: نرخ اشتباه %1 mEMG، شاخص خطا (PR) %2، سطح %3، امتیاز رده‌بندی تخمینی FIBS %4</translation>
    </message>
    <message>
        <source>  Marks: doubtful %1, bad %2, very bad %3</source>
        <translation>  نشانه‌ها: کم‌دقت %1، بد %2، خیلی بد %3</translation>
    </message>
    <message>
        <source>  Luck: total %1, rate %2 mEMG per move, luck-adjusted result %3 points</source>
        <translation>  شانس: جمع %1، نرخ %2 mEMG در هر حرکت، نتیجه بدون اثر شانس %3 امتیاز</translation>
    </message>
    <message>
        <source>%1-%2</source>
        <translation>%1-%2</translation>
    </message>
    <message>
        <source>Game %1, move %2, %3 (%4): played %5, best %6, error %7 (%8)</source>
        <translation>دست %1، حرکت %2، %3 (%4): بازی‌شده %5، بهترین %6، اشتباه %7 (%8)</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>بدون حرکت</translation>
    </message>
    <message>
        <source>Game %1, move %2, %3: %4, right: %5, error %6 (%7)</source>
        <translation>دست %1، حرکت %2، %3: %4، درست: %5، اشتباه %6 (%7)</translation>
    </message>
    <message>
        <source>Game %1, move %2, %3 rolled %4: %5 (%6)</source>
        <translation>دست %1، حرکت %2، تاس %3: %4، %5 (%6)</translation>
    </message>
    <message>
        <source>Analysis of %1: match to %2 points, %3 games, depth %4-ply</source>
        <translation>تحلیل %1: مسابقهٔ %2 امتیازی، %3 دست، عمق %4</translation>
    </message>
    <message>
        <source>Analysis of %1: money session, %2 games, depth %3-ply</source>
        <translation>تحلیل %1: بازی آزاد، %2 دست، عمق %3</translation>
    </message>
    <message>
        <source>Checker plays: the best %1 and the play made rolled out, %2 trials each</source>
        <translation>حرکت مهره‌ها: %1 حرکت برتر و حرکت انجام‌شده شبیه‌سازی شدند، هر کدام %2 دست</translation>
    </message>
    <message>
        <source>Checker plays: the best %1 and the play made rolled out, %2 trials each, %3 plies deep</source>
        <translation>حرکت مهره‌ها: %1 حرکت برتر و حرکت انجام‌شده شبیه‌سازی شدند، هر کدام %2 دست تا عمق %3</translation>
    </message>
    <message>
        <source>Marked decisions: %1</source>
        <translation>تصمیم‌های نشانه‌دار: %1</translation>
    </message>
    <message>
        <source>Marked rolls: %1</source>
        <translation>تاس‌های نشانه‌دار: %1</translation>
    </message>
    <message>
        <source>cannot open %1: there is no such file</source>
        <translation>%1 باز نمی‌شود: چنین پرونده‌ای نیست</translation>
    </message>
    <message>
        <source>cannot open %1: it is a folder, not a file</source>
        <translation>%1 باز نمی‌شود: این یک پوشه است، نه پرونده</translation>
    </message>
    <message>
        <source>Analysing: %1 of %2 decisions</source>
        <translation>تحلیل: %1 از %2 تصمیم</translation>
    </message>
    <message>
        <source>%1 is not a match this program can read: %2</source>
        <translation>%1 مسابقه‌ای نیست که این برنامه بتواند بخواند: %2</translation>
    </message>
    <message>
        <source>%1 cannot be analysed: %2</source>
        <translation>%1 را نمی‌توان تحلیل کرد: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 خوانده نمی‌شود: %2</translation>
    </message>
</context>
<context>
    <name>BoardAccessibility</name>
    <message>
        <source>white</source>
        <translation>سفید</translation>
    </message>
    <message>
        <source>black</source>
        <translation>سیاه</translation>
    </message>
    <message>
        <source>point %1: empty</source>
        <translation>خانهٔ %1: خالی</translation>
    </message>
    <message>
        <source>point %1: one %2 checker</source>
        <translation>خانهٔ %1: یک مهرهٔ %2</translation>
    </message>
    <message>
        <source>point %1: %2 %3 checkers</source>
        <translation>خانهٔ %1: %2 مهرهٔ %3</translation>
    </message>
    <message>
        <source>on the bar: %1 white, %2 black</source>
        <translation>روی بار: %1 سفید، %2 سیاه</translation>
    </message>
    <message>
        <source>borne off: %1 white, %2 black</source>
        <translation>خارج شده: %1 سفید، %2 سیاه</translation>
    </message>
    <message>
        <source>no dice on the board</source>
        <translation>تاسی روی تخته نیست</translation>
    </message>
    <message>
        <source>opening roll: %1 for white, %2 for black</source>
        <translation>تاس شروع: %1 برای سفید، %2 برای سیاه</translation>
    </message>
    <message>
        <source>your roll: %1 and %2</source>
        <translation>تاس‌های شما: %1 و %2</translation>
    </message>
    <message>
        <source>%1&apos;s roll: %2 and %3</source>
        <translation>تاس‌های %1: %2 و %3</translation>
    </message>
    <message>
        <source>no doubling cube in this game</source>
        <translation>این بازی مکعب دوبل ندارد</translation>
    </message>
    <message>
        <source>doubling cube: %1 offered to %2</source>
        <translation>مکعب دوبل: داو %1 به %2 پیشنهاد شده</translation>
    </message>
    <message>
        <source>doubling cube: %1, in the middle</source>
        <translation>مکعب دوبل: %1، در میانه</translation>
    </message>
    <message>
        <source>doubling cube: %1, owned by %2</source>
        <translation>مکعب دوبل: %1، در دست %2</translation>
    </message>
    <message>
        <source>pips: %1 white, %2 black</source>
        <translation>شمار پیپ: %1 سفید، %2 سیاه</translation>
    </message>
    <message>
        <source>bear off</source>
        <translation>خارج کردن</translation>
    </message>
    <message>
        <source>move to %1</source>
        <translation>بردن به %1</translation>
    </message>
    <message>
        <source>%1 took back %2</source>
        <translation>برگرداندن حرکت %1: %2</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>حرکت %1: %2</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>You</source>
        <translation>شما</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>رایانه</translation>
    </message>
    <message>
        <source>White</source>
        <translation>سفید</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>سیاه</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <translation>تخته</translation>
    </message>
</context>
<context>
    <name>ClockWidget</name>
    <message>
        <source>Clock</source>
        <translation>ساعت</translation>
    </message>
    <message>
        <source>This move</source>
        <translation>این حرکت</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>ذخیره</translation>
    </message>
    <message>
        <source>Free seconds left in this move</source>
        <translation>ثانیه‌های آزاد باقی‌مانده در این حرکت</translation>
    </message>
    <message>
        <source>Seconds left for the whole match, used after the free seconds</source>
        <translation>زمان ذخیرهٔ باقی‌مانده برای کل مسابقه، که پس از ثانیه‌های آزاد مصرف می‌شود</translation>
    </message>
    <message>
        <source>%1 left in this move before the time runs out</source>
        <translation>%1 تا پایان وقت این حرکت مانده است</translation>
    </message>
</context>
<context>
    <name>CommitmentDialog</name>
    <message>
        <source>Provably fair dice</source>
        <translation>تاس‌های منصفانهٔ اثبات‌پذیر</translation>
    </message>
    <message>
        <source>Every roll of this match is fixed now, before the first roll. This is the fingerprint (SHA-256 commitment) of those dice: write it down or take a picture of it.</source>
        <translation>همهٔ تاس‌های این مسابقه همین حالا، پیش از نخستین ریختن تاس، تعیین شده‌اند. این اثر انگشت آن تاس‌هاست (SHA-256): آن را یادداشت کنید یا از آن عکس بگیرید.</translation>
    </message>
    <message>
        <source>When the match is over the program reveals the seed of the dice (Game ▸ Dice ▸ Verify dice). Anyone can then check that it fits this fingerprint and that every roll followed from it.</source>
        <translation>وقتی مسابقه تمام شود، برنامه کلید تاس‌ها را آشکار می‌کند (بازی ◂ تاس‌ها ◂ بررسی تاس‌ها). آن‌گاه هر کسی می‌تواند بررسی کند که کلید تاس‌ها با این اثر انگشت جور است و همهٔ پرتاب‌ها از آن آمده‌اند.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>رونوشت</translation>
    </message>
</context>
<context>
    <name>CubeActions</name>
    <message>
        <source>no double</source>
        <translation>بدون داو</translation>
    </message>
    <message>
        <source>double</source>
        <translation>داو</translation>
    </message>
    <message>
        <source>double, take</source>
        <translation>داو، قبول</translation>
    </message>
    <message>
        <source>double, pass</source>
        <translation>داو، رد</translation>
    </message>
    <message>
        <source>double, beaver</source>
        <translation>داو، بیور</translation>
    </message>
    <message>
        <source>too good to double</source>
        <translation>زیادی خوب برای داو</translation>
    </message>
    <message>
        <source>take</source>
        <translation>قبول</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>رد</translation>
    </message>
    <message>
        <source>beaver</source>
        <translation>بیور</translation>
    </message>
</context>
<context>
    <name>CubeWidget</name>
    <message>
        <source>Doubling cube</source>
        <translation>مکعب دوبل</translation>
    </message>
    <message>
        <source>Crawford game: no doubling in this game.</source>
        <translation>بازی کرافورد: در این بازی داو دادن ممکن نیست.</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>داو</translation>
    </message>
    <message>
        <source>Offer the cube at twice its value, before rolling.</source>
        <translation>پیش از ریختن تاس، پیشنهاد داو با دو برابر ارزش کنونی.</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>قبول</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>رد</translation>
    </message>
    <message>
        <source>Beaver</source>
        <translation>بیور</translation>
    </message>
    <message>
        <source>Raccoon</source>
        <translation>راکون</translation>
    </message>
    <message>
        <source>in the centre</source>
        <translation>در میانه</translation>
    </message>
    <message>
        <source>owned by %1</source>
        <translation>در دست %1</translation>
    </message>
    <message>
        <source>Value %1, %2.</source>
        <translation>ارزش %1، %2.</translation>
    </message>
    <message>
        <source>You double to %1.</source>
        <translation>داو را به %1 می‌رسانید.</translation>
    </message>
    <message>
        <source>%1 doubles to %2.</source>
        <translation>%1 داو را به %2 می‌رساند.</translation>
    </message>
    <message>
        <source>Beaver! The cube is on %1.</source>
        <translation>بیور! مکعب روی %1 است.</translation>
    </message>
</context>
<context>
    <name>DiceActions</name>
    <message>
        <source>&amp;Enter dice…</source>
        <translation>&amp;وارد کردن تاس‌ها…</translation>
    </message>
    <message>
        <source>Enter &amp;every roll by hand</source>
        <translation>وارد کردن &amp;همهٔ تاس‌ها به‌صورت دستی</translation>
    </message>
    <message>
        <source>Fair dice: the &amp;commitment…</source>
        <translation>تاس‌های منصفانه: &amp;اثر انگشت…</translation>
    </message>
    <message>
        <source>&amp;Verify dice…</source>
        <translation>&amp;بررسی تاس‌ها…</translation>
    </message>
    <message>
        <source>Dice &amp;statistics…</source>
        <translation>&amp;آمار تاس‌ها…</translation>
    </message>
    <message>
        <source>&amp;Dice</source>
        <translation>&amp;تاس‌ها</translation>
    </message>
    <message>
        <source>Fair dice: verify</source>
        <translation>تاس‌های منصفانه: بررسی</translation>
    </message>
    <message>
        <source>Fair dice %1…</source>
        <translation>تاس‌های منصفانه %1…</translation>
    </message>
    <message>
        <source>Commitment (SHA-256): %1</source>
        <translation>اثر انگشت (SHA-256): %1</translation>
    </message>
    <message>
        <source>The match is over and the seed of the fair dice is revealed: Game ▸ Dice ▸ Verify dice checks every roll.</source>
        <translation>مسابقه تمام شد و کلید تاس‌های منصفانه آشکار شد: بازی ◂ تاس‌ها ◂ بررسی تاس‌ها همهٔ پرتاب‌ها را بررسی می‌کند.</translation>
    </message>
    <message>
        <source>Dice entered by hand: this match&apos;s dice can no longer be verified as fair.</source>
        <translation>تاس‌ها دستی وارد شدند: دیگر نمی‌توان منصفانه بودن تاس‌های این مسابقه را بررسی کرد.</translation>
    </message>
    <message>
        <source>No roll is due now.</source>
        <translation>اکنون نوبت ریختن تاس نیست.</translation>
    </message>
    <message>
        <source>This match is not played with provably fair dice. Choose them for a new match in Game ▸ New match.</source>
        <translation>این مسابقه با تاس‌های منصفانهٔ اثبات‌پذیر بازی نمی‌شود. آن‌ها را برای مسابقهٔ تازه در بازی ◂ مسابقهٔ تازه برگزینید.</translation>
    </message>
    <message>
        <source>Reveal the seed now?</source>
        <translation>کلید تاس‌ها همین حالا آشکار شود؟</translation>
    </message>
    <message>
        <source>The seed of the dice is revealed when the match is over. Revealed now, it would tell every roll still to come, so the rest of this match is then played with ordinary secure dice. Reveal it now?</source>
        <translation>کلید تاس‌ها وقتی مسابقه تمام شود آشکار می‌شود. اگر اکنون آشکار شود، همهٔ پرتاب‌های آینده را لو می‌دهد؛ پس بقیهٔ این مسابقه با تاس‌های امن معمولی بازی می‌شود. همین حالا آشکار شود؟</translation>
    </message>
    <message>
        <source>This copy of the match does not carry the seed of its dice: the seed is revealed only when the match is over.</source>
        <translation>این نسخه از مسابقه کلید تاس‌هایش را ندارد: کلید تاس‌ها فقط پس از پایان مسابقه آشکار می‌شود.</translation>
    </message>
    <message>
        <source>Check a saved match</source>
        <translation>بررسی مسابقهٔ ذخیره‌شده</translation>
    </message>
    <message>
        <source>Takhteh Nard matches (*.nardmatch *.json);;All files (*)</source>
        <translation>مسابقه‌های تخته نرد (*.nardmatch *.json);;همهٔ پرونده‌ها (*)</translation>
    </message>
    <message>
        <source>Verify dice: %1</source>
        <translation>بررسی تاس‌ها: %1</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>پرونده خوانده نمی‌شود: %1</translation>
    </message>
    <message>
        <source>This match was not played with provably fair dice.</source>
        <translation>این مسابقه با تاس‌های منصفانهٔ اثبات‌پذیر بازی نشده است.</translation>
    </message>
</context>
<context>
    <name>DiceStatsDialog</name>
    <message>
        <source>Dice statistics</source>
        <translation>آمار تاس‌ها</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>پرتاب‌ها</translation>
    </message>
    <message>
        <source>Dice thrown</source>
        <translation>تاس‌های ریخته‌شده</translation>
    </message>
    <message>
        <source>Face %1</source>
        <translation>خال %1</translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation>جفت‌ها</translation>
    </message>
    <message>
        <source>Average pips per roll</source>
        <translation>میانگین مجموع تاس‌ها در هر پرتاب</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>هر دو</translation>
    </message>
    <message>
        <source>%1 (fair: %2)</source>
        <translation>%1 (انتظار با تاس سالم: %2)</translation>
    </message>
    <message>
        <source>In brackets: what fair dice give on average for as many rolls. Doubles count four times in the pips; each opening roll counts one die for each player.</source>
        <translation>در پرانتز: آنچه تاس‌های سالم در همین شمار پرتاب به‌طور میانگین می‌دهند. جفت‌ها در شمار پیپ چهار بار حساب می‌شوند؛ هر تاس شروع برای هر بازیکن یک تاس حساب می‌شود.</translation>
    </message>
    <message>
        <source>With fair dice, faces spread at least this unevenly in %1 of matches, and doubles stray at least this far from one roll in six in %2.</source>
        <translation>با تاس‌های منصفانه، خال‌ها در %1 مسابقه‌ها دست‌کم همین‌قدر نابرابر پخش می‌شوند، و جفت‌ها در %2 مسابقه‌ها دست‌کم همین‌قدر از «یک در شش پرتاب» دور می‌افتند.</translation>
    </message>
</context>
<context>
    <name>EditorActions</name>
    <message>
        <source>Edit the &amp;position…</source>
        <translation>&amp;ویرایش وضعیت…</translation>
    </message>
    <message>
        <source>Editing the position: the game waits until the editor is closed.</source>
        <translation>ویرایش وضعیت: بازی تا بسته شدن ویرایشگر منتظر می‌ماند.</translation>
    </message>
    <message>
        <source>This position cannot be played.</source>
        <translation>از این وضعیت نمی‌توان بازی کرد.</translation>
    </message>
    <message>
        <source>There is nothing to decide here: set the dice rolled, or turn the cube on, for a hint.</source>
        <translation>اینجا چیزی برای تصمیم نیست: برای راهنمایی، تاس‌های ریخته‌شده را تعیین کنید یا مکعب را روشن کنید.</translation>
    </message>
</context>
<context>
    <name>EndOfGameDialog</name>
    <message>
        <source>%1 dropped the double.</source>
        <translation>داو از سوی %1 رد شد.</translation>
    </message>
    <message>
        <source>%1 resigned.</source>
        <translation>تسلیم از سوی %1.</translation>
    </message>
    <message>
        <source>%1 ran out of time.</source>
        <translation>وقت %1 تمام شد.</translation>
    </message>
    <message>
        <source>%1 wins a %2: %3.</source>
        <translation>برنده: %1 — %2، %3.</translation>
    </message>
    <message>
        <source>%1 wins on time.</source>
        <translation>برنده با تمام شدن وقت حریف: %1.</translation>
    </message>
    <message>
        <source>You win on time.</source>
        <translation>با تمام شدن وقت حریف بردید.</translation>
    </message>
    <message>
        <source>You win a %1: %2.</source>
        <translation>این دست را بردید: %1، %2.</translation>
    </message>
    <message>
        <source>Score: %1 %2 – %3 %4 (match to %5).</source>
        <translation>امتیاز: %1 %2 – %3 %4 (مسابقهٔ %5 امتیازی).</translation>
    </message>
    <message>
        <source>Session: %1 %2 – %3 %4.</source>
        <translation>نتیجهٔ بازی‌ها: %1 %2 – %3 %4.</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>مسابقه را بردید!</translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation>برندهٔ مسابقه: %1!</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>پایان مسابقه</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>پایان بازی</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>بازی بعدی</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>تحلیل</translation>
    </message>
    <message>
        <source>Look at every decision of the match so far and mark the errors</source>
        <translation>بررسی همهٔ تصمیم‌های مسابقه تا این‌جا و نشانه گذاشتن روی اشتباه‌ها</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>مسابقهٔ تازه…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
</context>
<context>
    <name>EquityGraph</name>
    <message>
        <source>%1%</source>
        <translation>%1٪</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source> and </source>
        <translation> و </translation>
    </message>
    <message>
        <source>your winning chance from %1 to %2</source>
        <translation>شانس بردن شما از %1 به %2</translation>
    </message>
    <message>
        <source>your gammon chance from %1 to %2</source>
        <translation>شانس مارس کردن شما از %1 به %2</translation>
    </message>
    <message>
        <source>the opponent&apos;s gammon chance from %1 to %2</source>
        <translation>شانس مارس حریف از %1 به %2</translation>
    </message>
    <message>
        <source>This play takes %1.</source>
        <translation>با این حرکت %1 می‌رسد.</translation>
    </message>
    <message>
        <source>After this play all %1 rolls of the opponent hit you; the better play leaves no shot.</source>
        <translation>پس از این حرکت همهٔ %1 تاس حریف شما را می‌زند؛ حرکت بهتر هیچ تاسی برای زدن نمی‌دهد.</translation>
    </message>
    <message>
        <source>After this play all %2 rolls of the opponent hit you; after the better play only %1.</source>
        <translation>پس از این حرکت همهٔ %2 تاس حریف شما را می‌زند؛ پس از حرکت بهتر فقط %1 تاس.</translation>
    </message>
    <message>
        <source>This play gives the opponent %1 of %2 rolls to hit you; the better play leaves no shot.</source>
        <translation>این حرکت به حریف %1 تاس (از %2) برای زدن می‌دهد؛ حرکت بهتر هیچ تاسی برای زدن نمی‌دهد.</translation>
    </message>
    <message>
        <source>This play gives the opponent %1 of %3 rolls to hit you; the better play only %2.</source>
        <translation>این حرکت به حریف %1 تاس (از %3) برای زدن می‌دهد؛ حرکت بهتر فقط %2 تاس.</translation>
    </message>
    <message>
        <source>The better play hits %1 of the opponent&apos;s checkers; this play hits none.</source>
        <translation>حرکت بهتر %1 مهرهٔ حریف را می‌زند؛ این حرکت هیچ مهره‌ای را نمی‌زند.</translation>
    </message>
    <message>
        <source>The better play hits %1 of the opponent&apos;s checkers; this play only %2.</source>
        <translation>حرکت بهتر %1 مهرهٔ حریف را می‌زند؛ این حرکت فقط %2 مهره.</translation>
    </message>
    <message>
        <source>You do not make your %1 point; the better play makes it.</source>
        <translation>خانهٔ %1 را نمی‌بندید؛ حرکت بهتر آن را می‌بندد.</translation>
    </message>
    <message>
        <source>The better play builds a prime of %1 points in a row; this play has no two in a row.</source>
        <translation>حرکت بهتر پلی از %1 خانهٔ بستهٔ پشت‌سرهم می‌سازد؛ این حرکت حتی دو خانهٔ بستهٔ پشت‌سرهم ندارد.</translation>
    </message>
    <message>
        <source>The better play builds a prime of %1 points in a row; this play only %2.</source>
        <translation>حرکت بهتر پلی از %1 خانهٔ بستهٔ پشت‌سرهم می‌سازد؛ این حرکت فقط %2 خانه.</translation>
    </message>
    <message>
        <source>Anchors in the opponent&apos;s home board: %1 with this play, %2 with the better play.</source>
        <translation>لنگرها در خانهٔ حریف: با این حرکت %1، با حرکت بهتر %2.</translation>
    </message>
    <message>
        <source>Blots left: %1 with this play, %2 with the better play.</source>
        <translation>تک‌های به‌جامانده: با این حرکت %1، با حرکت بهتر %2.</translation>
    </message>
    <message>
        <source>This play piles checkers up: %1 more than three on a point, against %2 with the better play.</source>
        <translation>این حرکت مهره‌ها را روی هم انبار می‌کند: %1 مهره بیش از سه مهره در یک خانه، در برابر %2 با حرکت بهتر.</translation>
    </message>
    <message>
        <source>Checkers left back: %1 with this play, %2 with the better play.</source>
        <translation>مهره‌های عقب‌مانده: با این حرکت %1، با حرکت بهتر %2.</translation>
    </message>
    <message>
        <source>Pips wasted by this play: %1 (your pip count is %2 after it, %3 after the better play).</source>
        <translation>پیپ‌هایی که این حرکت هدر می‌دهد: %1 (شمار پیپ شما پس از آن %2 است و پس از حرکت بهتر %3).</translation>
    </message>
    <message>
        <source>Checkers borne off: %1 with this play, %2 with the better play.</source>
        <translation>مهره‌های خارج‌شده: با این حرکت %1، با حرکت بهتر %2.</translation>
    </message>
    <message>
        <source>Doubling was too early: your winning chance is %1; doubling pays from about %2.</source>
        <translation>داو زود بود: شانس بردن شما %1 است؛ داو از حدود %2 به بعد می‌ارزد.</translation>
    </message>
    <message>
        <source>Doubling was too early: your winning chance is only %1.</source>
        <translation>داو زود بود: شانس بردن شما فقط %1 است.</translation>
    </message>
    <message>
        <source>You were too good to double: playing on, you win a gammon %1 of the time, worth more than the game the opponent would pass.</source>
        <translation>برای داو دادن زیادی جلو بودید: با ادامهٔ بازی در %1 موارد مارس می‌کنید، و این بیش از بازی‌ای می‌ارزد که حریف با رد داو واگذار می‌کرد.</translation>
    </message>
    <message>
        <source>You should have doubled: your winning chance is %1; doubling pays from about %2.</source>
        <translation>باید داو می‌دادید: شانس بردن شما %1 است؛ داو از حدود %2 به بعد می‌ارزد.</translation>
    </message>
    <message>
        <source>You should have doubled: your winning chance is %1.</source>
        <translation>باید داو می‌دادید: شانس بردن شما %1 است.</translation>
    </message>
    <message>
        <source>You should have doubled: your winning chance is %1, and the opponent would have had to pass.</source>
        <translation>باید داو می‌دادید: شانس بردن شما %1 است و حریف ناچار بود داو را رد کند.</translation>
    </message>
    <message>
        <source>Taking was wrong: your winning chance is %1; a take needs about %2.</source>
        <translation>قبول کردن اشتباه بود: شانس بردن شما %1 است؛ قبول از حدود %2 به بعد می‌ارزد.</translation>
    </message>
    <message>
        <source>Taking was wrong: your winning chance is %1 and your chance of losing a gammon %2; passing would have lost less.</source>
        <translation>قبول کردن اشتباه بود: شانس بردن شما %1 و شانس مارس شدن شما %2 است؛ با رد کردن کمتر از دست می‌دادید.</translation>
    </message>
    <message>
        <source>Passing was wrong: your winning chance is %1; a take pays from about %2.</source>
        <translation>رد کردن اشتباه بود: شانس بردن شما %1 است؛ قبول از حدود %2 به بعد می‌ارزد.</translation>
    </message>
    <message>
        <source>Passing was wrong: with a take you would have lost less (your winning chance is %1).</source>
        <translation>رد کردن اشتباه بود: با قبول کردن کمتر از دست می‌دادید (شانس بردن شما %1 است).</translation>
    </message>
    <message>
        <source>Blot</source>
        <translation>تک</translation>
    </message>
    <message>
        <source>A point with only one of your checkers on it. The opponent can hit it.</source>
        <translation>خانه‌ای که فقط یک مهرهٔ شما در آن است. حریف می‌تواند آن را بزند.</translation>
    </message>
    <message>
        <source>Shot</source>
        <translation>تاس زدن</translation>
    </message>
    <message>
        <source>A roll of the opponent that hits one of your checkers. Of the %1 rolls (a non-double counts twice), the shots are those with a legal play that hits.</source>
        <translation>تاسی از حریف که با آن یکی از مهره‌های شما را می‌زند. از %1 تاس ممکن (هر تاس غیرجفت دو بار شمرده می‌شود)، تاس‌های زدن آن‌هایی‌اند که حرکتی مجاز با زدن دارند.</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>زدن</translation>
    </message>
    <message>
        <source>Landing on a blot of the opponent: the checker goes to the bar and must enter again before the opponent can move any other.</source>
        <translation>نشستن روی تکِ حریف: مهرهٔ او به بار می‌رود و پیش از هر حرکت دیگری باید دوباره وارد شود.</translation>
    </message>
    <message>
        <source>Point (made)</source>
        <translation>خانهٔ بسته</translation>
    </message>
    <message>
        <source>A point with two or more of your checkers: the opponent cannot land on it. Made points in your home board (%1 to %2) make entering hard.</source>
        <translation>خانه‌ای با دو مهره یا بیشتر از شما: حریف نمی‌تواند روی آن بنشیند. خانه‌های بستهٔ خانهٔ خودی (%1 تا %2) ورود حریف را سخت می‌کنند.</translation>
    </message>
    <message>
        <source>Prime</source>
        <translation>پل</translation>
    </message>
    <message>
        <source>Made points in a row. A prime of six cannot be passed at all; the longer the prime, the harder it is for a checker behind it to escape.</source>
        <translation>خانه‌های بستهٔ پشت‌سرهم. از پلِ شش‌خانه هیچ مهره‌ای نمی‌گذرد؛ هرچه پل بلندتر، فرار مهرهٔ پشت آن سخت‌تر.</translation>
    </message>
    <message>
        <source>Anchor</source>
        <translation>لنگر</translation>
    </message>
    <message>
        <source>A point you hold with two or more checkers in the opponent&apos;s home board: a safe landing place for your back checkers.</source>
        <translation>خانه‌ای در خانهٔ خودیِ حریف که با دو مهره یا بیشتر نگه داشته‌اید: جای امنی برای مهره‌های عقب شما.</translation>
    </message>
    <message>
        <source>Stacking</source>
        <translation>انبار کردن مهره</translation>
    </message>
    <message>
        <source>Piling many checkers on one point. A fourth or fifth checker on a point does no work there; spread out, it could make another point.</source>
        <translation>روی هم چیدن مهره‌های زیاد در یک خانه. مهرهٔ چهارم و پنجم یک خانه آنجا کاری نمی‌کند؛ اگر پخش شود می‌تواند خانهٔ دیگری ببندد.</translation>
    </message>
    <message>
        <source>Back checkers</source>
        <translation>مهره‌های عقب</translation>
    </message>
    <message>
        <source>Your checkers in the opponent&apos;s home board or on the bar: the farthest from home.</source>
        <translation>مهره‌های شما در خانهٔ خودیِ حریف یا روی بار: دورترین مهره‌ها از خانه.</translation>
    </message>
    <message>
        <source>Pip count</source>
        <translation>شمار پیپ</translation>
    </message>
    <message>
        <source>How far your checkers still have to go: the sum, over your checkers, of the number of each one&apos;s point (%1 on the bar). In a race, the lower the better; a play wastes pips when a die bears off a checker from a lower point.</source>
        <translation>راهی که مهره‌های شما هنوز باید بروند: جمع شمارهٔ خانهٔ همهٔ مهره‌هایتان (مهرهٔ روی بار %1). وقتی دیگر درگیری نیست، هرچه کمتر بهتر؛ حرکتی که با تاس بزرگ مهره‌ای را از خانهٔ پایین‌تر خارج کند پیپ هدر می‌دهد.</translation>
    </message>
    <message>
        <source>Bearing off</source>
        <translation>خارج کردن</translation>
    </message>
    <message>
        <source>Taking checkers off the board once all your checkers are home. The first to bear off all fifteen wins.</source>
        <translation>برداشتن مهره‌ها از تخته وقتی همهٔ مهره‌هایتان در خانهٔ خودی‌اند. هرکس زودتر هر پانزده مهره را خارج کند برنده است.</translation>
    </message>
    <message>
        <source>Winning chance</source>
        <translation>شانس بردن</translation>
    </message>
    <message>
        <source>How often you would win from here, as the computer estimates it; the gammon chance is how often the winner has borne off all before the loser bears off one.</source>
        <translation>اینکه از این وضعیت چند درصد بازی‌ها را می‌برید، به برآورد رایانه؛ شانس مارس یعنی چند درصد بازی‌ها برنده همهٔ مهره‌هایش را پیش از آنکه بازنده یکی را خارج کند خارج می‌کند.</translation>
    </message>
    <message>
        <source>Gammon (mars)</source>
        <translation>مارس</translation>
    </message>
    <message>
        <source>A game won before the loser has borne off any checker: it counts two points.</source>
        <translation>بازی‌ای که پیش از آنکه بازنده حتی یک مهره خارج کند تمام شود: دو امتیاز می‌ارزد.</translation>
    </message>
    <message>
        <source>Doubling cube</source>
        <translation>مکعب دوبل (تاس داو)</translation>
    </message>
    <message>
        <source>Doubling the stake. The opponent takes (plays on for twice the stake) or passes (loses at once what was at stake). Doubling pays once your winning chance is high enough, but not so high that playing on for a gammon is worth more.</source>
        <translation>دو برابر کردن امتیاز بازی. حریف یا قبول می‌کند (با امتیاز دو برابر ادامه می‌دهد) یا رد می‌کند (همان‌جا امتیاز پیشین را می‌بازد). داو دادن وقتی می‌ارزد که شانس بردن شما به اندازهٔ کافی بالا باشد، ولی نه آن‌قدر که ادامهٔ بازی برای مارس بیشتر بیارزد.</translation>
    </message>
</context>
<context>
    <name>FairDice</name>
    <message>
        <source>NOT FAIR: the revealed seed does not fit the commitment shown before the match.</source>
        <translation>منصفانه نیست: کلید تاس‌ها آشکارشده با اثر انگشتی که پیش از مسابقه نشان داده شد جور نیست.</translation>
    </message>
    <message>
        <source>NOT FAIR: roll %1 was %2, but the seed gives %3.</source>
        <translation>منصفانه نیست: پرتاب %1 %2 بود، اما کلید تاس‌ها %3 می‌دهد.</translation>
    </message>
    <message>
        <source>%1 rolls differ in all.</source>
        <translation>در مجموع %1 پرتاب فرق دارند.</translation>
    </message>
    <message>
        <source>The seed fits the commitment. No dice have been rolled yet.</source>
        <translation>کلید تاس‌ها با اثر انگشت جور است. هنوز تاسی ریخته نشده است.</translation>
    </message>
    <message>
        <source>Fair: the seed fits the commitment, and all %1 rolls followed from it.</source>
        <translation>منصفانه: کلید تاس‌ها با اثر انگشت جور است و همهٔ %1 پرتاب از آن آمده‌اند.</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>&amp;Save match…</source>
        <translation>&amp;ذخیرهٔ مسابقه…</translation>
    </message>
    <message>
        <source>&amp;Open match…</source>
        <translation>&amp;باز کردن مسابقه…</translation>
    </message>
    <message>
        <source>&amp;Import a .mat match…</source>
        <translation>&amp;وارد کردن پروندهٔ mat از برنامه‌های دیگر…</translation>
    </message>
    <message>
        <source>&amp;Export as .mat…</source>
        <translation>&amp;ذخیره با قالب mat (برای برنامه‌های دیگر)…</translation>
    </message>
    <message>
        <source>Export as .&amp;sgf…</source>
        <translation>ذخیره با قالب &amp;sgf (برای GNU Backgammon)…</translation>
    </message>
    <message>
        <source>&amp;Copy Position ID and Match ID</source>
        <translation>&amp;رونوشت شناسهٔ وضعیت و شناسهٔ مسابقه</translation>
    </message>
    <message>
        <source>&amp;Paste IDs (set up a position)…</source>
        <translation>&amp;چسباندن شناسه‌ها (چیدن یک وضعیت)…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;پرونده</translation>
    </message>
    <message>
        <source>&amp;Recent unfinished matches</source>
        <translation>مسابقه‌های &amp;ناتمام اخیر</translation>
    </message>
    <message>
        <source>&amp;Delete a kept match</source>
        <translation>&amp;حذف یک مسابقهٔ نگه‌داشته</translation>
    </message>
    <message>
        <source>There is no folder to save the match in automatically.</source>
        <translation>پوشه‌ای برای ذخیرهٔ خودکار مسابقه نیست.</translation>
    </message>
    <message>
        <source>The match could not be saved automatically: %1</source>
        <translation>ذخیرهٔ خودکار مسابقه نشد: %1</translation>
    </message>
    <message>
        <source>The match could not be saved automatically.</source>
        <translation>ذخیرهٔ خودکار مسابقه نشد.</translation>
    </message>
    <message>
        <source>Against the computer (%1).</source>
        <translation>در برابر رایانه (%1).</translation>
    </message>
    <message>
        <source>Two players at this machine.</source>
        <translation>دو بازیکن پشت همین رایانه.</translation>
    </message>
    <message>
        <source>Score %1–%2 in a match to %3.</source>
        <translation>امتیاز %1–%2 در مسابقهٔ %3 امتیازی.</translation>
    </message>
    <message>
        <source>Money session, score %1–%2.</source>
        <translation>بازی آزاد، امتیاز %1–%2.</translation>
    </message>
    <message>
        <source>Game %1.</source>
        <translation>دست %1.</translation>
    </message>
    <message>
        <source>The saved match could not be read: %1</source>
        <translation>مسابقهٔ ذخیره‌شده خوانده نشد: %1</translation>
    </message>
    <message>
        <source>The saved match could not be read.</source>
        <translation>مسابقهٔ ذخیره‌شده خوانده نشد.</translation>
    </message>
    <message>
        <source>The match goes on where it was left.</source>
        <translation>مسابقه از همان جایی که مانده بود ادامه می‌یابد.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(هیچ)</translation>
    </message>
    <message>
        <source>Delete a kept match</source>
        <translation>حذف یک مسابقهٔ نگه‌داشته</translation>
    </message>
    <message>
        <source>Delete this unfinished match? It cannot be got back.</source>
        <translation>این مسابقهٔ ناتمام حذف شود؟ دیگر بازگرداندنی نیست.</translation>
    </message>
    <message>
        <source>The match could not be deleted: %1</source>
        <translation>مسابقه حذف نشد: %1</translation>
    </message>
    <message>
        <source>Save match</source>
        <translation>ذخیرهٔ مسابقه</translation>
    </message>
    <message>
        <source>Takhteh Nard matches (*.nardmatch)</source>
        <translation>مسابقه‌های تخته نرد (*.nardmatch)</translation>
    </message>
    <message>
        <source>The match could not be saved: %1</source>
        <translation>مسابقه ذخیره نشد: %1</translation>
    </message>
    <message>
        <source>The match could not be saved: it holds something this program cannot write.</source>
        <translation>مسابقه ذخیره نشد: چیزی در آن هست که این برنامه نمی‌تواند بنویسد.</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>در %1 ذخیره شد</translation>
    </message>
    <message>
        <source>Matches (*.nardmatch *.json *.mat *.sgf *.txt);;All files (*)</source>
        <translation>مسابقه‌ها (*.nardmatch *.json *.mat *.sgf *.txt);;همهٔ پرونده‌ها (*)</translation>
    </message>
    <message>
        <source>Open match</source>
        <translation>باز کردن مسابقه</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 باز شد</translation>
    </message>
    <message>
        <source>%1 cannot be opened.</source>
        <translation>%1 باز نمی‌شود.</translation>
    </message>
    <message>
        <source>Export as .mat</source>
        <translation>ذخیره با قالب mat (برای برنامه‌های دیگر)</translation>
    </message>
    <message>
        <source>.mat matches (*.mat)</source>
        <translation>مسابقه‌های mat (*.mat)</translation>
    </message>
    <message>
        <source>Export as .sgf</source>
        <translation>ذخیره با قالب sgf (برای GNU Backgammon)</translation>
    </message>
    <message>
        <source>GNU Backgammon matches (*.sgf)</source>
        <translation>مسابقه‌های GNU Backgammon (*.sgf)</translation>
    </message>
    <message>
        <source>A match set up from GNU Backgammon IDs cannot be written as .sgf: this program writes .sgf files from the opening position. Save it as a Takhteh Nard match instead.</source>
        <translation>مسابقه‌ای که از شناسه‌های GNU Backgammon چیده شده در قالب sgf نوشته نمی‌شود: این برنامه پرونده‌های sgf را از چینش آغاز بازی می‌نویسد. به‌جای آن، آن را به‌صورت مسابقهٔ تخته نرد ذخیره کنید.</translation>
    </message>
    <message>
        <source>A match set up from GNU Backgammon IDs cannot be written as .mat: that format always starts from the opening position. Save it as a Takhteh Nard match instead.</source>
        <translation>مسابقه‌ای که از شناسه‌های GNU Backgammon چیده شده در قالب mat نوشته نمی‌شود: آن قالب همیشه از چینش آغاز بازی شروع می‌کند. به‌جای آن، آن را به‌صورت مسابقهٔ تخته نرد ذخیره کنید.</translation>
    </message>
    <message>
        <source>The match could not be exported: %1</source>
        <translation>ذخیرهٔ مسابقه برای برنامه‌های دیگر نشد: %1</translation>
    </message>
    <message>
        <source>The match could not be exported: it holds something this format cannot write.</source>
        <translation>ذخیرهٔ مسابقه برای برنامه‌های دیگر نشد: چیزی در آن هست که این قالب نمی‌تواند بنویسد.</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>با قالب mat در %1 ذخیره شد</translation>
    </message>
    <message>
        <source>Import a .mat match</source>
        <translation>وارد کردن پروندهٔ mat از برنامه‌های دیگر</translation>
    </message>
    <message>
        <source>.mat matches (*.mat *.txt);;All files (*)</source>
        <translation>مسابقه‌های mat (*.mat *.txt);;همهٔ پرونده‌ها (*)</translation>
    </message>
    <message>
        <source>Copied: Position ID %1, Match ID %2, and %3</source>
        <translation>رونوشت شد: شناسهٔ وضعیت %1، شناسهٔ مسابقه %2، و %3</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>قوانین</translation>
    </message>
    <message>
        <source>The position shows the doubling cube turned, but the rules in force have no cube.</source>
        <translation>در این وضعیت مکعب دوبل به کار رفته است، ولی قوانینِ جاری مکعب ندارند.</translation>
    </message>
    <message>
        <source>Keep your rules (the cube goes back to the middle and is not used), or play this position with the cube?</source>
        <translation>قوانین خودتان بماند (مکعب به وسط برمی‌گردد و به کار نمی‌رود)، یا این وضعیت با مکعب بازی شود؟</translation>
    </message>
    <message>
        <source>Keep my rules</source>
        <translation>قوانین خودم بماند</translation>
    </message>
    <message>
        <source>Play with the cube</source>
        <translation>با مکعب بازی شود</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>The file is too large to be a saved match.</source>
        <translation>این پرونده بزرگ‌تر از آن است که مسابقهٔ ذخیره‌شده باشد.</translation>
    </message>
    <message>
        <source>The file is not a saved match: its data is nested far too deeply.</source>
        <translation>این پرونده مسابقهٔ ذخیره‌شده نیست: داده‌هایش بیش از اندازه تودرتوست.</translation>
    </message>
    <message>
        <source>The file is not text: it is not a saved match, or it is damaged.</source>
        <translation>این پرونده متن نیست: یا مسابقهٔ ذخیره‌شده نیست یا آسیب دیده است.</translation>
    </message>
    <message>
        <source>The file is empty or cut short: it may not have been saved completely.</source>
        <translation>پرونده خالی یا ناقص است: شاید کامل ذخیره نشده باشد.</translation>
    </message>
    <message>
        <source>The file is damaged and cannot be read.</source>
        <translation>پرونده آسیب دیده است و خوانده نمی‌شود.</translation>
    </message>
    <message>
        <source>The .mat file cannot be read: line %1 is not written as a .mat match file writes it.</source>
        <translation>پروندهٔ mat خوانده نمی‌شود: سطر %1 با قالب پرونده‌های mat جور نیست.</translation>
    </message>
    <message>
        <source>The .mat file describes, on line %1, a move or an action that the rules do not allow.</source>
        <translation>پروندهٔ mat در سطر %1 حرکت یا کاری را شرح می‌دهد که قانون‌ها اجازه نمی‌دهند.</translation>
    </message>
    <message>
        <source>The file is empty: there is no match in it.</source>
        <translation>پرونده خالی است: مسابقه‌ای در آن نیست.</translation>
    </message>
    <message>
        <source>This is not a saved match or a .mat file (nor a text with GNU Backgammon IDs).</source>
        <translation>این پرونده نه مسابقهٔ ذخیره‌شده است و نه پروندهٔ mat (و نه متنی با شناسه‌های GNU Backgammon).</translation>
    </message>
    <message>
        <source>The file was saved by a newer version of Takhteh Nard. Update the program to open it.</source>
        <translation>این پرونده با نسخهٔ تازه‌تری از تخته نرد ذخیره شده است. برای باز کردنش برنامه را به‌روز کنید.</translation>
    </message>
    <message>
        <source>The file has a mistake in it and cannot be opened.</source>
        <translation>در پرونده اشتباهی هست و باز نمی‌شود.</translation>
    </message>
    <message>
        <source>The file describes a move or an action that the rules do not allow.</source>
        <translation>پرونده حرکت یا کاری را شرح می‌دهد که قانون‌ها اجازه نمی‌دهند.</translation>
    </message>
    <message>
        <source>The file contradicts itself: its moves do not lead to the position it gives.</source>
        <translation>پرونده با خودش ناسازگار است: حرکت‌هایش به وضعیتی که نوشته نمی‌رسند.</translation>
    </message>
    <message>
        <source>The dice seed in the file does not fit the commitment shown before the match: these dice cannot be trusted.</source>
        <translation>کلید تاس‌ها در پرونده با اثر انگشتی که پیش از مسابقه نشان داده شد جور نیست: به این تاس‌ها نمی‌توان اعتماد کرد.</translation>
    </message>
    <message>
        <source>The Position ID is not valid.</source>
        <translation>شناسهٔ وضعیت درست نیست.</translation>
    </message>
    <message>
        <source>The Match ID is not valid.</source>
        <translation>شناسهٔ مسابقه درست نیست.</translation>
    </message>
    <message>
        <source>The IDs describe a finished game: there is nothing left to play.</source>
        <translation>این شناسه‌ها بازی تمام‌شده‌ای را نشان می‌دهند: چیزی برای بازی نمانده است.</translation>
    </message>
    <message>
        <source>The file cannot be opened.</source>
        <translation>پرونده باز نمی‌شود.</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>پرونده خوانده نمی‌شود: %1</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Computer %1 (%2)</source>
        <translation>رایانهٔ %1 (%2)</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>رایانه (%1)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>شما</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>بازیکن %1</translation>
    </message>
    <message>
        <source>You win the match. Start a new match from the Game menu.</source>
        <translation>مسابقه را بردید. مسابقهٔ تازه را از منوی «بازی» شروع کنید.</translation>
    </message>
    <message>
        <source>%1 wins the match. Start a new match from the Game menu.</source>
        <translation>برندهٔ مسابقه: %1. مسابقهٔ تازه را از منوی «بازی» شروع کنید.</translation>
    </message>
    <message>
        <source>You win a %1 (%2). Next game: Game ▸ Next game.</source>
        <translation>این دست را بردید: %1 (%2). بازی بعدی: بازی ◂ بازی بعدی.</translation>
    </message>
    <message>
        <source>%1 wins a %2 (%3). Next game: Game ▸ Next game.</source>
        <translation>برندهٔ این دست: %1، %2 (%3). بازی بعدی: بازی ◂ بازی بعدی.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 فکر می‌کند…</translation>
    </message>
    <message>
        <source>Enter the opening roll: Game ▸ Dice ▸ Enter dice…</source>
        <translation>تاس شروع را وارد کنید: بازی ◂ تاس‌ها ◂ وارد کردن تاس‌ها…</translation>
    </message>
    <message>
        <source>Enter the roll of %1: Game ▸ Dice ▸ Enter dice…</source>
        <translation>تاس‌های %1 را وارد کنید: بازی ◂ تاس‌ها ◂ وارد کردن تاس‌ها…</translation>
    </message>
    <message>
        <source>%1 cannot move: the turn passes.</source>
        <translation>حرکتی برای %1 نیست؛ نوبت به حریف می‌رسد.</translation>
    </message>
    <message>
        <source>You cannot move: the turn passes.</source>
        <translation>حرکتی ندارید؛ نوبت به حریف می‌رسد.</translation>
    </message>
    <message>
        <source>Your checkers are moving…</source>
        <translation>مهره‌های شما حرکت می‌کنند…</translation>
    </message>
    <message>
        <source>%1 is moving…</source>
        <translation>نوبتِ حرکتِ %1…</translation>
    </message>
    <message>
        <source>Roll one die each to decide who starts (Space, or click the board).</source>
        <translation>هر بازیکن یک تاس می‌ریزد تا معلوم شود چه کسی شروع می‌کند (کلید فاصله، یا کلیک روی تخته).</translation>
    </message>
    <message>
        <source>Rolling for the start…</source>
        <translation>ریختن تاس شروع…</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>در انتظار %1.</translation>
    </message>
    <message>
        <source>%1: roll the dice (Space) or double.</source>
        <translation>%1: تاس بریزید (کلید فاصله) یا داو بدهید.</translation>
    </message>
    <message>
        <source>%1: roll the dice (Space).</source>
        <translation>%1: تاس بریزید (کلید فاصله).</translation>
    </message>
    <message>
        <source>%1: pick up the dice to end the turn (click the dice, Done or Enter), or undo.</source>
        <translation>%1: برای پایان نوبت تاس‌ها را بردارید (کلیک روی تاس‌ها، «تمام» یا اینتر)، یا حرکت را برگردانید.</translation>
    </message>
    <message>
        <source>%1 to play %2: drag a checker, or click it (left: larger die, right: smaller die).</source>
        <translation>نوبت %1 با %2: مهره‌ای را بکشید یا روی آن کلیک کنید (کلیک چپ: تاس بزرگ‌تر، کلیک راست: تاس کوچک‌تر).</translation>
    </message>
    <message>
        <source>%1 doubles to %2. %3: take or drop?</source>
        <translation>%1 داو را به %2 رساند. %3: قبول یا رد؟</translation>
    </message>
    <message>
        <source>%1 beavers: the cube is on %2. %3: take and play on, drop and lose %4, or raccoon?</source>
        <translation>%1 بیور کرد: مکعب روی %2 است. %3: قبول و ادامه، رد و باختن %4، یا راکون؟</translation>
    </message>
    <message>
        <source>%1 beavers: the cube is on %2. %3: take and play on, or drop and lose %4?</source>
        <translation>%1 بیور کرد: مکعب روی %2 است. %3: قبول و ادامه، یا رد و باختن %4؟</translation>
    </message>
    <message>
        <source>%1 offers to resign a %2 (%3). %4: accept or decline?</source>
        <translation>%1 می‌خواهد تسلیم شود و %3 (%2) بدهد. %4: می‌پذیرید یا نه؟</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(بدون حرکت)</translation>
    </message>
    <message>
        <source>Doubles to %1</source>
        <translation>داو به %1</translation>
    </message>
    <message>
        <source>Takes</source>
        <translation>قبول</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>رد</translation>
    </message>
    <message>
        <source>Beavers to %1</source>
        <translation>بیور به %1</translation>
    </message>
    <message>
        <source>Raccoons to %1</source>
        <translation>راکون به %1</translation>
    </message>
    <message>
        <source>Offers to resign a %1</source>
        <translation>پیشنهاد تسلیم (%1 برای حریف)</translation>
    </message>
    <message>
        <source>Accepts the resignation</source>
        <translation>پذیرش تسلیم</translation>
    </message>
    <message>
        <source>Declines the resignation</source>
        <translation>رد تسلیم</translation>
    </message>
    <message>
        <source>Runs out of time</source>
        <translation>پایان وقت</translation>
    </message>
    <message>
        <source>Wins %1</source>
        <translation>%1 می‌برد</translation>
    </message>
    <message>
        <source>%1 takes.</source>
        <translation>%1 قبول کرد.</translation>
    </message>
    <message>
        <source>%1 drops.</source>
        <translation>%1 رد کرد.</translation>
    </message>
    <message>
        <source>%1 beavers: the cube is on %2.</source>
        <translation>%1 بیور کرد: مکعب روی %2 است.</translation>
    </message>
    <message>
        <source>%1 raccoons: the cube is on %2.</source>
        <translation>%1 راکون کرد: مکعب روی %2 است.</translation>
    </message>
    <message>
        <source>%1 accepts the resignation.</source>
        <translation>%1 تسلیم را پذیرفت.</translation>
    </message>
    <message>
        <source>%1 declines the resignation.</source>
        <translation>%1 تسلیم را نپذیرفت.</translation>
    </message>
    <message>
        <source>%1 offers to resign a %2.</source>
        <translation>پیشنهاد تسلیم از سوی %1 (%2 برای حریف).</translation>
    </message>
    <message>
        <source>Both rolled %1: roll again.</source>
        <translation>هر دو %1 آوردند: دوباره تاس بریزید.</translation>
    </message>
    <message>
        <source>Several checkers can go there: drag the one you mean.</source>
        <translation>چند مهره می‌توانند به آن‌جا بروند: مهرهٔ مورد نظر را بکشید.</translation>
    </message>
    <message>
        <source>It is not your turn to move.</source>
        <translation>اکنون نوبت حرکت شما نیست.</translation>
    </message>
    <message>
        <source>That could mean more than one play of %1: mark the hits with *.</source>
        <translation>این حرکت با %1 بیش از یک معنا دارد: زدن‌ها را با * مشخص کنید.</translation>
    </message>
    <message>
        <source>That is not a legal play of %1 here.</source>
        <translation>این حرکت با %1 در این وضعیت مجاز نیست.</translation>
    </message>
    <message>
        <source>That move could not be read. Write it like %1, with the words %2 and %3 for the bar and the checkers borne off.</source>
        <translation>این حرکت خوانده نشد. آن را مانند %1 بنویسید و برای بار و مهره‌های خارج‌شده واژه‌های %2 و %3 را به کار ببرید.</translation>
    </message>
    <message>
        <source>Play the rest of the roll first.</source>
        <translation>اول بقیهٔ تاس‌ها را بازی کنید.</translation>
    </message>
    <message>
        <source>%1 wins a %2 (%3).</source>
        <translation>%1 یک %2 برد (%3).</translation>
    </message>
</context>
<context>
    <name>GlossaryDialog</name>
    <message>
        <source>Glossary</source>
        <translation>واژه‌نامه</translation>
    </message>
</context>
<context>
    <name>HintDialog</name>
    <message>
        <source>Hint</source>
        <translation>راهنمایی</translation>
    </message>
    <message>
        <source>&amp;Play this move</source>
        <translation>&amp;بازی کردن این حرکت</translation>
    </message>
    <message>
        <source>Play the chosen move on the board (then pick up the dice as usual)</source>
        <translation>حرکت انتخاب‌شده روی تخته بازی می‌شود (سپس مثل همیشه تاس‌ها را بردارید)</translation>
    </message>
    <message>
        <source>The hint could not be worked out.</source>
        <translation>محاسبهٔ راهنمایی ممکن نشد.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>در حال فکر کردن…</translation>
    </message>
    <message>
        <source>The best plays for %1, best first:</source>
        <translation>بهترین حرکت‌ها برای %1، به ترتیب از بهترین:</translation>
    </message>
    <message>
        <source>Every play comes to the same here: whichever you choose changes nothing.</source>
        <translation>اینجا همهٔ حرکت‌ها به یک نتیجه می‌رسند: هر کدام را انتخاب کنید فرقی نمی‌کند.</translation>
    </message>
    <message>
        <source>%1 legal plays; Play this move plays one of them.</source>
        <translation>%1 حرکت مجاز؛ «بازی کردن این حرکت» یکی از آن‌ها را بازی می‌کند.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>ردیف</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>حرکت</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>ارزش حرکت</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>برد</translation>
    </message>
    <message>
        <source>Win gammon</source>
        <translation>برد با مارس</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>باخت با مارس</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>عمق</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>امتیاز ازدست‌رفته</translation>
    </message>
    <message>
        <source>Looked at less deeply: not ranked with the plays above</source>
        <translation>با دقت کمتری سنجیده شده‌اند: با حرکت‌های بالا مقایسه نمی‌شوند</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(بدون حرکت)</translation>
    </message>
    <message>
        <source>%1 legal plays in all. Equity: what the play is worth to you, in points per unit of the cube (in a match, in match equity).</source>
        <translation>در مجموع %1 حرکت مجاز. ارزش حرکت: آنچه حرکت برای شما می‌ارزد، به امتیاز برای هر واحد مکعب (در مسابقه، به شانس بردن مسابقه).</translation>
    </message>
    <message>
        <source>Equity: what the play is worth to you, in points per unit of the cube (in a match, in match equity).</source>
        <translation>ارزش حرکت: آنچه حرکت برای شما می‌ارزد، به امتیاز برای هر واحد مکعب (در مسابقه، به شانس بردن مسابقه).</translation>
    </message>
    <message>
        <source>%1 legal plays in all.</source>
        <translation>در مجموع %1 حرکت مجاز.</translation>
    </message>
    <message>
        <source>Win: your chance of winning this game after the play. Points lost: what the play costs against the best, in points a game.</source>
        <translation>برد: شانس بردن شما در این دست پس از این حرکت. امتیاز ازدست‌رفته: هزینهٔ این حرکت در برابر بهترین، به امتیاز در هر دست.</translation>
    </message>
    <message>
        <source>Pass: giving up the game now costs less than playing on at the doubled cube.</source>
        <translation>رد: واگذار کردن همین حالا ضرر کمتری از ادامه با ارزش دو برابر دارد.</translation>
    </message>
    <message>
        <source>Take, and you may even beaver.</source>
        <translation>قبول؛ حتی می‌توانید بیور کنید.</translation>
    </message>
    <message>
        <source>Take: playing on at the doubled cube is worth more than passing.</source>
        <translation>قبول: ادامه با ارزش دو برابر از رد کردن بهتر است.</translation>
    </message>
    <message>
        <source>You cannot double now: roll the dice.</source>
        <translation>اکنون نمی‌توانید داو بدهید: تاس بریزید.</translation>
    </message>
    <message>
        <source>Too good to double: play on for a gammon.</source>
        <translation>زیادی خوب برای داو: برای مارس بازی کنید.</translation>
    </message>
    <message>
        <source>Double: your opponent should pass.</source>
        <translation>داو بدهید: درستش این است که حریف رد کند.</translation>
    </message>
    <message>
        <source>Double, although your opponent could beaver.</source>
        <translation>داو بدهید، هرچند حریف می‌تواند بیور کند.</translation>
    </message>
    <message>
        <source>Double: your opponent should take.</source>
        <translation>داو بدهید: درستش این است که حریف قبول کند.</translation>
    </message>
    <message>
        <source>No double: after the Crawford game the leader gains nothing by doubling (the trailer always takes). Roll the dice.</source>
        <translation>داو ندهید: پس از بازی کرافورد، داو دادنِ بازیکنِ جلوتر سودی ندارد (بازیکنِ عقب‌تر همیشه قبول می‌کند). تاس بریزید.</translation>
    </message>
    <message>
        <source>No double: roll the dice.</source>
        <translation>داو ندهید: تاس بریزید.</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>قبول</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>رد</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>بدون داو</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>داو، قبول</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>داو، رد</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>تصمیم</translation>
    </message>
    <message>
        <source>Your chances: win %1, win a gammon %2, lose a gammon %3.</source>
        <translation>احتمال‌های شما: برد %1، برد با مارس %2، باخت با مارس %3.</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>داو</translation>
    </message>
    <message>
        <source>Whatever you play, this game is lost: every play comes to the same.</source>
        <translation>هر حرکتی بکنید این دست باخته است: همهٔ حرکت‌ها به یک نتیجه می‌رسند.</translation>
    </message>
    <message>
        <source>Plays without a rank were looked at less deeply than the best and are not ranked with them.</source>
        <translation>حرکت‌های بی‌شماره با دقت کمتری از بهترین‌ها سنجیده شده‌اند و با آن‌ها مقایسه نمی‌شوند.</translation>
    </message>
</context>
<context>
    <name>LearnActions</name>
    <message>
        <source>Learn from your &amp;mistakes</source>
        <translation>&amp;یادگیری از اشتباه‌هایتان</translation>
    </message>
    <message>
        <source>Go through your marked errors of the analysed match and find better choices on the board</source>
        <translation>اشتباه‌های نشانه‌دار خود را در مسابقهٔ تحلیل‌شده یکی‌یکی ببینید و روی تخته تصمیم بهتری پیدا کنید</translation>
    </message>
    <message>
        <source>Mistake %1 of %2: game %3, move %4</source>
        <translation>اشتباه %1 از %2: دست %3، حرکت %4</translation>
    </message>
    <message>
        <source>Roll %1. Find a better play on the board: move the checkers as in a game.</source>
        <translation>تاس %1. حرکت بهتری روی تخته پیدا کنید: مهره‌ها را مثل بازی جابه‌جا کنید.</translation>
    </message>
    <message>
        <source>Before the roll: double or not?</source>
        <translation>پیش از ریختن تاس: داو بدهید یا نه؟</translation>
    </message>
    <message>
        <source>The opponent doubles to %1: take or pass?</source>
        <translation>حریف داو را به %1 می‌رساند: قبول یا رد؟</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;بعدی</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;پایان</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>پایان</translation>
    </message>
    <message>
        <source>No marked mistakes to go through: well played.</source>
        <translation>اشتباه نشانه‌داری نیست: خوب بازی کردید.</translation>
    </message>
    <message>
        <source>You found a better choice for %1 of %2 mistakes.</source>
        <translation>برای %1 اشتباه از %2 اشتباه تصمیم بهتری پیدا کردید.</translation>
    </message>
    <message>
        <source>Looking at your play…</source>
        <translation>در حال بررسی حرکت شما…</translation>
    </message>
    <message>
        <source>This play could not be judged.</source>
        <translation>بررسی این حرکت ممکن نشد.</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(بدون حرکت)</translation>
    </message>
    <message>
        <source>Your choice, %1, is the best. Well found!</source>
        <translation>انتخاب شما، %1، بهترین است. آفرین!</translation>
    </message>
    <message>
        <source>Your choice, %1, is good enough: it loses only %2 against the best.</source>
        <translation>انتخاب شما، %1، به اندازهٔ کافی خوب است: در برابر بهترین فقط %2 از دست می‌دهد.</translation>
    </message>
    <message>
        <source>Your choice, %1, is still an error: it loses %2. Try again, or see the answer.</source>
        <translation>انتخاب شما، %1، هنوز اشتباه است: %2 از دست می‌دهد. دوباره امتحان کنید، یا پاسخ را ببینید.</translation>
    </message>
    <message>
        <source>Your choice, %1, is good enough: %2; it costs only about %3.</source>
        <translation>انتخاب شما، %1، به اندازهٔ کافی خوب است: %2؛ هزینه‌اش فقط حدود %3 است.</translation>
    </message>
    <message>
        <source>Your choice, %1, is good enough: it costs only about %2.</source>
        <translation>انتخاب شما، %1، به اندازهٔ کافی خوب است: هزینه‌اش فقط حدود %2 است.</translation>
    </message>
    <message>
        <source>Your choice, %1, is still an error: %2; it costs about %3. Try again, or see the answer.</source>
        <translation>انتخاب شما، %1، هنوز اشتباه است: %2؛ هزینه‌اش حدود %3 است. دوباره امتحان کنید، یا پاسخ را ببینید.</translation>
    </message>
    <message>
        <source>Your choice, %1, is still an error: it costs about %2. Try again, or see the answer.</source>
        <translation>انتخاب شما، %1، هنوز اشتباه است: هزینه‌اش حدود %2 است. دوباره امتحان کنید، یا پاسخ را ببینید.</translation>
    </message>
    <message>
        <source>The best: %1. The choice made in the game, %2, lost %3.</source>
        <translation>بهترین: %1. تصمیمی که در بازی گرفته شد (%2) %3 از دست داد.</translation>
    </message>
    <message>
        <source>The best: %1. With the choice made in the game, %2, %3: it cost about %4.</source>
        <translation>بهترین: %1. با تصمیمی که در بازی گرفته شد (%2)، %3؛ هزینه‌اش حدود %4 بود.</translation>
    </message>
    <message>
        <source>The best: %1. The choice made in the game, %2, cost about %3.</source>
        <translation>بهترین: %1. تصمیمی که در بازی گرفته شد (%2) حدود %3 هزینه داشت.</translation>
    </message>
</context>
<context>
    <name>LearnPanel</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>یادگیری از اشتباه‌ها</translation>
    </message>
    <message>
        <source>&amp;Whose mistakes:</source>
        <translation>اشتباه‌های &amp;چه کسی:</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>&amp;ترتیب:</translation>
    </message>
    <message>
        <source>Worst first</source>
        <translation>اول بدترین</translation>
    </message>
    <message>
        <source>In game order</source>
        <translation>به ترتیب بازی</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;امتحان دوباره</translation>
    </message>
    <message>
        <source>&amp;Show the answer</source>
        <translation>&amp;نشان دادن پاسخ</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;بعدی</translation>
    </message>
    <message>
        <source>Back to the &amp;review</source>
        <translation>بازگشت به &amp;مرور</translation>
    </message>
    <message>
        <source>%1&apos;s mistakes</source>
        <translation>اشتباه‌های %1</translation>
    </message>
    <message>
        <source>Your mistakes</source>
        <translation>اشتباه‌های شما</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Takhteh Nard</source>
        <translation>تخته نرد</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>مسابقهٔ &amp;تازه…</translation>
    </message>
    <message>
        <source>Ne&amp;xt game</source>
        <translation>بازی &amp;بعدی</translation>
    </message>
    <message>
        <source>&amp;Roll / pick up the dice</source>
        <translation>&amp;ریختن / برداشتن تاس‌ها</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;تمام</translation>
    </message>
    <message>
        <source>Done (Enter)</source>
        <translation>تمام (اینتر)</translation>
    </message>
    <message>
        <source>D&amp;ouble</source>
        <translation>&amp;داو</translation>
    </message>
    <message>
        <source>&amp;Take the double</source>
        <translation>&amp;قبول داو</translation>
    </message>
    <message>
        <source>Dro&amp;p (pass the double)</source>
        <translation>&amp;رد داو</translation>
    </message>
    <message>
        <source>&amp;Accept the resignation</source>
        <translation>&amp;پذیرفتن تسلیم</translation>
    </message>
    <message>
        <source>Decline the resi&amp;gnation</source>
        <translation>&amp;نپذیرفتن تسلیم</translation>
    </message>
    <message>
        <source>&amp;Resign…</source>
        <translation>&amp;تسلیم…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;برگرداندن</translation>
    </message>
    <message>
        <source>Undo the whole &amp;turn</source>
        <translation>برگرداندن همهٔ &amp;نوبت</translation>
    </message>
    <message>
        <source>Point &amp;numbers</source>
        <translation>&amp;شمارهٔ خانه‌ها</translation>
    </message>
    <message>
        <source>Number the points for the player on &amp;roll</source>
        <translation>شماره‌گذاری خانه‌ها از دید بازیکنی که &amp;نوبت اوست</translation>
    </message>
    <message>
        <source>Home board on the &amp;left</source>
        <translation>خانهٔ خودی در سمت &amp;چپ</translation>
    </message>
    <message>
        <source>Play &amp;forced moves automatically</source>
        <translation>بازی &amp;خودکار حرکت‌های اجباری</translation>
    </message>
    <message>
        <source>A click &amp;selects a checker (then click its point)</source>
        <translation>انتخاب مهره با &amp;کلیک (سپس روی خانهٔ مقصد کلیک کنید)</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>بی‌درنگ</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>تند</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>معمولی</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>آهسته</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;درباره</translation>
    </message>
    <message>
        <source>&amp;How to move</source>
        <translation>&amp;راهنمای حرکت</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;صفحه‌کلید</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;تنظیمات…</translation>
    </message>
    <message>
        <source>&amp;Rules of the game</source>
        <translation>&amp;قوانین بازی</translation>
    </message>
    <message>
        <source>&amp;Progress…</source>
        <translation>&amp;پیشرفت…</translation>
    </message>
    <message>
        <source>&amp;Type a move…</source>
        <translation>&amp;نوشتن حرکت…</translation>
    </message>
    <message>
        <source>Play your roll from the keyboard, in move notation (M)</source>
        <translation>تاس‌های خود را با صفحه‌کلید و با نمادگذاری حرکت بازی کنید (M)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;راهنمایی</translation>
    </message>
    <message>
        <source>The best plays for your roll, or what to do with the cube (H)</source>
        <translation>بهترین حرکت‌ها برای تاس شما، یا تصمیم درست دربارهٔ مکعب (H)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;بازی</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;ویرایش</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;نمایش</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;سرعت حرکت مهره‌ها</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;راهنما</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <source>Something went wrong inside the program; see the details.</source>
        <translation>در درون برنامه خطایی رخ داد؛ جزئیات را ببینید.</translation>
    </message>
    <message>
        <source>Internal error</source>
        <translation>خطای درونی</translation>
    </message>
    <message>
        <source>The game ran into an internal error.</source>
        <translation>بازی با خطای درونی روبه‌رو شد.</translation>
    </message>
    <message>
        <source>Game record</source>
        <translation>کارنامهٔ بازی‌ها</translation>
    </message>
    <message>
        <source>Take the double? The game goes on at twice its value.</source>
        <translation>داو را قبول می‌کنید؟ بازی با ارزش دو برابر ادامه می‌یابد.</translation>
    </message>
    <message>
        <source>Drop the double? You lose this game now.</source>
        <translation>داو را رد می‌کنید؟ همین حالا این بازی را می‌بازید.</translation>
    </message>
    <message>
        <source>Doubling cube</source>
        <translation>مکعب دوبل</translation>
    </message>
    <message>
        <source>About Takhteh Nard</source>
        <translation>دربارهٔ تخته نرد</translation>
    </message>
    <message>
        <source>Takhteh Nard %1

Backgammon for the desktop, with its own computer opponent.
Free software under the GNU GPL, version 3 or later.</source>
        <translation>تخته نرد %1

تخته نرد برای رایانهٔ رومیزی، با حریف رایانه‌ای خودش.
نرم‌افزار آزاد با پروانهٔ عمومی همگانی گنو (GNU GPL)، نسخهٔ سوم یا نسخه‌های پس از آن.</translation>
    </message>
    <message>
        <source>How to move</source>
        <translation>راهنمای حرکت</translation>
    </message>
    <message>
        <source>Roll: Space, the Roll button, or a click on the board.
Move: drag a checker to a lit point. Or click it: a left click plays the larger die (the other die if the larger cannot move it), a right click the smaller die.
Shift+click selects a checker; then click a lit point or the tray.
A click on a point or the tray that only one checker can reach moves that checker.
Undo: Ctrl+Z. End the turn: click the dice, Done, or Enter.
Escape puts a held checker back.</source>
        <translation>ریختن تاس: کلید فاصله، دکمهٔ «ریختن تاس» یا کلیک روی تخته.
حرکت: مهره را به یکی از خانه‌های روشن بکشید. یا روی آن کلیک کنید: کلیک چپ تاس بزرگ‌تر را بازی می‌کند (و اگر با آن حرکتی ممکن نباشد، تاس دیگر را)، کلیک راست تاس کوچک‌تر را.
‏شیفت+کلیک مهره را انتخاب می‌کند؛ سپس روی خانه‌ای روشن یا سینی خروج کلیک کنید.
کلیک روی خانه یا سینی خروجی که فقط یک مهره به آن می‌رسد، همان مهره را حرکت می‌دهد.
برگرداندن: کنترل+Z. پایان نوبت: کلیک روی تاس‌ها، «تمام» یا اینتر.
کلید اسکیپ مهرهٔ در دست را سر جایش برمی‌گرداند.</translation>
    </message>
    <message>
        <source>On the board (click it or Tab to it first):
Arrow keys: move the cursor among the checkers that can move.
Enter: lift the checker under the cursor; its points light up. Arrow keys choose one, Enter puts the checker down there, Escape puts it back.
Enter when no checker can move: Done.

Anywhere in the window:
Space: roll, or pick up the dice.
Ctrl+D: double. T: take. P: drop (pass).
A / N: accept / decline an offer to resign. Ctrl+R: resign.
Ctrl+Z: undo. Ctrl+Shift+Z: undo the whole turn.
H: hint. M: type a move.
F1: how to move.</source>
        <translation>روی تخته (اول روی تخته کلیک کنید یا با تب به آن بروید):
کلیدهای جهت: مکان‌نما را میان مهره‌هایی که می‌توانند حرکت کنند جابه‌جا می‌کنند.
‏اینتر: مهرهٔ زیر مکان‌نما را برمی‌دارد و خانه‌هایی که می‌تواند به آن‌ها برود روشن می‌شوند. با کلیدهای جهت یکی را برگزینید؛ اینتر مهره را آنجا می‌گذارد و اسکیپ آن را سر جایش برمی‌گرداند.
‏اینتر وقتی هیچ مهره‌ای نمی‌تواند حرکت کند: پایان نوبت.

هر جای پنجره:
کلید فاصله: ریختن تاس‌ها، یا برداشتن آن‌ها.
‏کنترل+D: داو. T: قبول. P: رد.
‏A / N: پذیرفتن / نپذیرفتن پیشنهاد تسلیم. کنترل+R: تسلیم.
‏کنترل+Z: برگرداندن. کنترل+شیفت+Z: برگرداندن کل نوبت.
‏H: راهنمایی. M: نوشتن حرکت.
‏F1: راهنمای حرکت.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>صفحه‌کلید</translation>
    </message>
    <message>
        <source>&amp;Welcome…</source>
        <translation>&amp;خوش‌آمد…</translation>
    </message>
</context>
<context>
    <name>ManualDiceDialog</name>
    <message>
        <source>Enter dice</source>
        <translation>وارد کردن تاس‌ها</translation>
    </message>
    <message>
        <source>The opening roll: each player&apos;s die.</source>
        <translation>تاس شروع: تاس هر بازیکن.</translation>
    </message>
    <message>
        <source>The dice you rolled:</source>
        <translation>تاس‌هایی که ریختید:</translation>
    </message>
    <message>
        <source>The dice %1 rolled:</source>
        <translation>تاس‌های %1:</translation>
    </message>
    <message>
        <source>The dice rolled:</source>
        <translation>تاس‌های ریخته‌شده:</translation>
    </message>
    <message>
        <source>Die of %1:</source>
        <translation>تاس %1:</translation>
    </message>
    <message>
        <source>First die:</source>
        <translation>تاس نخست:</translation>
    </message>
    <message>
        <source>Second die:</source>
        <translation>تاس دوم:</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>ریختن تاس</translation>
    </message>
</context>
<context>
    <name>MatchReport</name>
    <message>
        <source>Moves</source>
        <translation>حرکت‌ها</translation>
    </message>
    <message>
        <source>Unforced moves</source>
        <translation>حرکت‌های غیراجباری</translation>
    </message>
    <message>
        <source>Error total (EMG)</source>
        <translation>جمع اشتباه (EMG)</translation>
    </message>
    <message>
        <source>Error total (match winning chance)</source>
        <translation>جمع اشتباه (از شانس بردن مسابقه)</translation>
    </message>
    <message>
        <source>Error rate (mEMG per move)</source>
        <translation>نرخ اشتباه (mEMG در هر حرکت)</translation>
    </message>
    <message>
        <source>Checker play rating</source>
        <translation>سطح حرکت مهره‌ها</translation>
    </message>
    <message>
        <source>Cube decisions</source>
        <translation>تصمیم‌های مکعب دوبل</translation>
    </message>
    <message>
        <source>Close or actual cube decisions</source>
        <translation>تصمیم‌های نزدیک یا واقعی مکعب</translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation>داوهای داده‌شده</translation>
    </message>
    <message>
        <source>Takes</source>
        <translation>قبول‌ها</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>ردها</translation>
    </message>
    <message>
        <source>Missed doubles below the cash point</source>
        <translation>داوهای ازدست‌رفته (وقتی حریف باید قبول می‌کرد)</translation>
    </message>
    <message>
        <source>Missed doubles above the cash point</source>
        <translation>داوهای ازدست‌رفته (وقتی حریف باید رد می‌کرد)</translation>
    </message>
    <message>
        <source>Wrong doubles below the doubling point</source>
        <translation>داوهای نابجا (زودهنگام)</translation>
    </message>
    <message>
        <source>Wrong doubles when too good to double</source>
        <translation>داوهای نابجا (زیادی خوب برای داو)</translation>
    </message>
    <message>
        <source>Wrong takes</source>
        <translation>قبول‌های نابجا</translation>
    </message>
    <message>
        <source>Wrong passes</source>
        <translation>ردهای نابجا</translation>
    </message>
    <message>
        <source>Error rate (mEMG per decision)</source>
        <translation>نرخ اشتباه (mEMG در هر تصمیم)</translation>
    </message>
    <message>
        <source>Cube rating</source>
        <translation>سطح تصمیم‌های مکعب</translation>
    </message>
    <message>
        <source>Decisions counted</source>
        <translation>تصمیم‌های شمرده‌شده</translation>
    </message>
    <message>
        <source>Performance rating (PR)</source>
        <translation>شاخص خطا (PR)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>سطح</translation>
    </message>
    <message>
        <source>Estimated FIBS rating</source>
        <translation>امتیاز رده‌بندی تخمینی FIBS</translation>
    </message>
    <message>
        <source>Luck rate (mEMG per move)</source>
        <translation>نرخ شانس (mEMG در هر حرکت)</translation>
    </message>
    <message>
        <source>Luck total (EMG)</source>
        <translation>جمع شانس (EMG)</translation>
    </message>
    <message>
        <source>Luck total (points)</source>
        <translation>جمع شانس (امتیاز)</translation>
    </message>
    <message>
        <source>Very lucky rolls</source>
        <translation>تاس‌های خیلی خوب</translation>
    </message>
    <message>
        <source>Lucky rolls</source>
        <translation>تاس‌های خوب</translation>
    </message>
    <message>
        <source>Unlucky rolls</source>
        <translation>تاس‌های بد</translation>
    </message>
    <message>
        <source>Very unlucky rolls</source>
        <translation>تاس‌های خیلی بد</translation>
    </message>
    <message>
        <source>Result (points won less points lost)</source>
        <translation>نتیجه (امتیاز برده منهای امتیاز باخته)</translation>
    </message>
    <message>
        <source>Luck-adjusted result (points)</source>
        <translation>نتیجه بدون اثر شانس (امتیاز)</translation>
    </message>
    <message>
        <source>Doubtful %1</source>
        <translation>کم‌دقت %1</translation>
    </message>
    <message>
        <source>Bad %1</source>
        <translation>بد %1</translation>
    </message>
    <message>
        <source>Very bad %1</source>
        <translation>خیلی بد %1</translation>
    </message>
    <message>
        <source>Checker play</source>
        <translation>حرکت مهره‌ها</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>در مجموع</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>شانس</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>نشانه‌ها</translation>
    </message>
    <message>
        <source>Estimated FIBS rating (provisional: few decisions)</source>
        <translation>امتیاز رده‌بندی تخمینی FIBS (موقت: تصمیم‌ها کم است)</translation>
    </message>
    <message>
        <source>Error index (PR), lower is better</source>
        <translation>شاخص خطا (PR)، هرچه کمتر بهتر</translation>
    </message>
    <message>
        <source>Points lost through errors</source>
        <translation>امتیاز ازدست‌رفته با اشتباه‌ها</translation>
    </message>
    <message>
        <source>Points lost through errors, per game</source>
        <translation>امتیاز ازدست‌رفته با اشتباه‌ها، در هر دست</translation>
    </message>
    <message>
        <source>Chance of winning the match lost through errors</source>
        <translation>شانس بردن مسابقه که با اشتباه‌ها از دست رفت</translation>
    </message>
    <message>
        <source>Level of play</source>
        <translation>سطح بازی</translation>
    </message>
    <message>
        <source>Points lost through checker play errors</source>
        <translation>امتیاز ازدست‌رفته با اشتباه در حرکت مهره‌ها</translation>
    </message>
    <message>
        <source>Chance of winning the match lost</source>
        <translation>شانس بردن مسابقهٔ ازدست‌رفته</translation>
    </message>
    <message>
        <source>Checker play level</source>
        <translation>سطح حرکت مهره‌ها</translation>
    </message>
    <message>
        <source>Missed doubles</source>
        <translation>داوهای ازدست‌رفته</translation>
    </message>
    <message>
        <source>Wrong doubles</source>
        <translation>داوهای نابجا</translation>
    </message>
    <message>
        <source>Points lost through cube errors</source>
        <translation>امتیاز ازدست‌رفته با اشتباه در مکعب</translation>
    </message>
    <message>
        <source>Cube level</source>
        <translation>سطح تصمیم‌های مکعب</translation>
    </message>
    <message>
        <source>Luck: points the dice gave (+) or took (−)</source>
        <translation>شانس: امتیازی که تاس‌ها دادند (+) یا گرفتند (−)</translation>
    </message>
    <message>
        <source>Result without the luck (points)</source>
        <translation>نتیجه بدون اثر شانس (امتیاز)</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>خلاصه</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>بدون حرکت</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 ← %2</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 در برابر %2</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>مسابقه</translation>
    </message>
    <message>
        <source>match to %1 points</source>
        <translation>مسابقهٔ %1 امتیازی</translation>
    </message>
    <message>
        <source>money session</source>
        <translation>بازی آزاد</translation>
    </message>
    <message>
        <source>File</source>
        <translation>پرونده</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>بازی‌ها</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <source>%1: %2, %3: %4</source>
        <translation>%1: %2، %3: %4</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>تاریخ</translation>
    </message>
    <message>
        <source>Depth of the analysis</source>
        <translation>عمق تحلیل</translation>
    </message>
    <message>
        <source>%1-ply</source>
        <translation>عمق %1</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>شاخص</translation>
    </message>
    <message>
        <source>Marked decisions</source>
        <translation>تصمیم‌های نشانه‌دار</translation>
    </message>
    <message>
        <source>No decision was marked as an error.</source>
        <translation>هیچ تصمیمی اشتباه شناخته نشد.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>حرکت</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>تاس</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>بازی‌شده</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>بهترین</translation>
    </message>
    <message>
        <source>Error (EMG)</source>
        <translation>اشتباه (EMG)</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>نشانه</translation>
    </message>
    <message>
        <source>Cost (points a game)</source>
        <translation>هزینه (امتیاز در هر دست)</translation>
    </message>
    <message>
        <source>Chance of winning: best → played</source>
        <translation>شانس بردن: بهترین ← بازی‌شده</translation>
    </message>
    <message>
        <source>Errors and luck in EMG (equity per unit of the cube); rates in thousandths of it (mEMG). Marks: ?! doubtful, ? bad, ?? very bad.</source>
        <translation>اشتباه و شانس به EMG (ارزش به ازای هر واحد مکعب دوبل)؛ نرخ‌ها به هزارم آن (mEMG). نشانه‌ها: ⁦?!⁩ کم‌دقت، ⁦?⁩ بد، ⁦??⁩ خیلی بد.</translation>
    </message>
    <message>
        <source>Points lost: what the errors cost in points (the totals as if the cube had stayed at 1, each decision at its cube). Error index (PR): the errors per decision on a scale where 0 is perfect play; lower is better. Chance of winning: the chance of winning the game after the best play and after the play made. Marks: ?! doubtful, ? bad, ?? very bad.</source>
        <translation>امتیاز ازدست‌رفته: هزینهٔ اشتباه‌ها به امتیاز (جمع‌ها چنان که گویی مکعب هرگز دو برابر نشده، هر تصمیم با مکعب خودش). شاخص خطا (PR): اشتباه‌ها در هر تصمیم، روی مقیاسی که در آن صفر یعنی بازی بی‌نقص؛ هرچه کمتر بهتر. شانس بردن: شانس بردن این دست پس از بهترین حرکت و پس از حرکتی که بازی شد. نشانه‌ها: ⁦?!⁩ کم‌دقت، ⁦?⁩ بد، ⁦??⁩ خیلی بد.</translation>
    </message>
    <message>
        <source>Made by Takhteh Nard</source>
        <translation>ساخته‌شده با تخته نرد</translation>
    </message>
    <message>
        <source>The FIBS rating is only estimated from the errors of these games: with fewer than %1 decisions behind it, it is provisional.</source>
        <translation>امتیاز رده‌بندی FIBS فقط از اشتباه‌های همین دست‌ها تخمین زده شده است: تا پشتش کمتر از %1 تصمیم باشد، موقت است.</translation>
    </message>
    <message>
        <source>Analysis report</source>
        <translation>گزارش تحلیل</translation>
    </message>
</context>
<context>
    <name>MoveEntryDialog</name>
    <message>
        <source>Type a move</source>
        <translation>نوشتن حرکت</translation>
    </message>
    <message>
        <source>Your move with %1, for example %2:</source>
        <translation>حرکت شما با %1، برای نمونه %2:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>بازی کردن</translation>
    </message>
</context>
<context>
    <name>MoveListWidget</name>
    <message>
        <source>Moves</source>
        <translation>حرکت‌ها</translation>
    </message>
</context>
<context>
    <name>NetActions</name>
    <message>
        <source>Play a &amp;friend…</source>
        <translation>بازی با &amp;دوست…</translation>
    </message>
    <message>
        <source>Play a friend on another computer, with dice neither of you can rig</source>
        <translation>بازی با دوستی روی رایانهٔ دیگر، با تاس‌هایی که هیچ‌کدام از شما نمی‌تواند در آن‌ها تقلب کند</translation>
    </message>
    <message>
        <source>A match with your friend is in progress.</source>
        <translation>مسابقه با دوستتان در جریان است.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>میزبان</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>مهمان</translation>
    </message>
    <message>
        <source>Connected. Waiting for your friend&apos;s program…</source>
        <translation>وصل شدید. در انتظار برنامهٔ دوستتان…</translation>
    </message>
    <message>
        <source>Playing with %1.</source>
        <translation>بازی با %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A code word serves once: ask your friend for the new code.</source>
        <translation>هر رمز فقط یک بار به کار می‌آید: رمز تازه را از دوستتان بپرسید.</translation>
    </message>
    <message>
        <source>Play a friend</source>
        <translation>بازی با دوست</translation>
    </message>
    <message>
        <source>Stop the match with your friend? It is kept: you can reconnect and go on later.</source>
        <translation>مسابقه با دوستتان متوقف شود؟ مسابقه نگه داشته می‌شود: می‌توانید دوباره وصل شوید و بعداً ادامه دهید.</translation>
    </message>
</context>
<context>
    <name>NetPanel</name>
    <message>
        <source>Playing with %1</source>
        <translation>بازی با %1</translation>
    </message>
    <message>
        <source>Play a friend</source>
        <translation>بازی با دوست</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>اتصال دوباره</translation>
    </message>
    <message>
        <source>Stop the match</source>
        <translation>توقف مسابقه</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>شما: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Connected. Your checkers are at the bottom.</source>
        <translation>وصل هستید. مهره‌های شما پایین تخته‌اند.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>مسابقه تمام شد.</translation>
    </message>
    <message>
        <source>Reconnecting… Your friend reconnects with the code %1.</source>
        <translation>در حال اتصال دوباره… دوستتان با رمز %1 دوباره وصل می‌شود.</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>در حال اتصال دوباره…</translation>
    </message>
    <message>
        <source>Reconnecting through the relay with the same code word… Your friend presses Reconnect too.</source>
        <translation>در حال اتصال دوباره از راه سرور واسط، با همان رمز… دوستتان هم «اتصال دوباره» را بزند.</translation>
    </message>
    <message>
        <source>A code word serves once, and this program was closed since: read your friend the new code %1. Waiting for your friend…</source>
        <translation>هر رمز فقط یک بار به کار می‌آید و این برنامه از آن پس بسته شده است: رمز تازهٔ %1 را برای دوستتان بخوانید. در انتظار دوستتان…</translation>
    </message>
    <message>
        <source>The connection was lost. Reconnecting by itself on this network: %1 seconds left.</source>
        <translation>اتصال قطع شد. اتصال دوباره در همین شبکه خودکار انجام می‌شود: %1 ثانیه مانده است.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>The match was stopped; nothing of it was changed.</source>
        <translation>مسابقه متوقف شد؛ چیزی از آن تغییر نکرد.</translation>
    </message>
    <message>
        <source>The match is kept: reconnect with the same code to go on.</source>
        <translation>مسابقه نگه داشته شده است: برای ادامه، با همان رمز دوباره وصل شوید.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent something that is not part of a match.</source>
        <translation>برنامهٔ دوستتان چیزی فرستاد که جزو مسابقه نیست.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message far too large.</source>
        <translation>برنامهٔ دوستتان پیامی بسیار بزرگ فرستاد.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks another version of the protocol.</source>
        <translation>برنامهٔ دوستتان با نسخهٔ دیگری از پروتکل کار می‌کند.</translation>
    </message>
    <message>
        <source>Both of you need the same version of Takhteh Nard.</source>
        <translation>هر دوی شما به یک نسخه از تخته نرد نیاز دارید.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent the same message twice.</source>
        <translation>برنامهٔ دوستتان یک پیام را دو بار فرستاد.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent its messages out of order.</source>
        <translation>برنامهٔ دوستتان پیام‌هایش را نابه‌ترتیب فرستاد.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program tried to play out of turn.</source>
        <translation>برنامهٔ دوستتان خواست بی‌نوبت بازی کند.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program tried a move the rules do not allow.</source>
        <translation>برنامهٔ دوستتان حرکتی کرد که قوانین اجازه نمی‌دهند.</translation>
    </message>
    <message>
        <source>Your friend&apos;s dice do not match what was promised before the roll.</source>
        <translation>تاس‌های دوستتان با آنچه پیش از ریختن تعهد شده بود جور نیست.</translation>
    </message>
    <message>
        <source>The dice may have been rigged: the match was stopped.</source>
        <translation>ممکن است در تاس‌ها تقلب شده باشد: مسابقه متوقف شد.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program did not answer in time.</source>
        <translation>برنامهٔ دوستتان به‌موقع پاسخ نداد.</translation>
    </message>
    <message>
        <source>The connection was lost.</source>
        <translation>اتصال قطع شد.</translation>
    </message>
    <message>
        <source>The code does not match.</source>
        <translation>رمز جور نیست.</translation>
    </message>
    <message>
        <source>Check the code your friend read to you and try again.</source>
        <translation>رمزی را که دوستتان برایتان خواند بررسی کنید و دوباره امتحان کنید.</translation>
    </message>
    <message>
        <source>A message was changed on its way.</source>
        <translation>پیامی در راه تغییر کرد.</translation>
    </message>
    <message>
        <source>The match was declined.</source>
        <translation>مسابقه پذیرفته نشد.</translation>
    </message>
    <message>
        <source>Your friend&apos;s saved match is not the same as yours.</source>
        <translation>مسابقهٔ ذخیره‌شدهٔ دوستتان با مسابقهٔ شما یکی نیست.</translation>
    </message>
    <message>
        <source>It cannot be resumed; both of you keep your own match.</source>
        <translation>نمی‌توان آن را ادامه داد؛ هر کدام از شما مسابقهٔ خود را نگه می‌دارید.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program stopped the match.</source>
        <translation>برنامهٔ دوستتان مسابقه را متوقف کرد.</translation>
    </message>
    <message>
        <source>You stopped the match.</source>
        <translation>شما مسابقه را متوقف کردید.</translation>
    </message>
    <message>
        <source>The server that connects the two programs cannot be reached.</source>
        <translation>به سروری که دو برنامه را به هم وصل می‌کند دسترسی نیست.</translation>
    </message>
    <message>
        <source>Check the internet connection and try again.</source>
        <translation>اتصال اینترنت را بررسی کنید و دوباره امتحان کنید.</translation>
    </message>
    <message>
        <source>Hello!</source>
        <translation>سلام!</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <translation>موفق باشید!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>بازی خوبی بود!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>ممنون!</translation>
    </message>
    <message>
        <source>One moment, please.</source>
        <translation>لطفاً یک لحظه صبر کنید.</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>خوب بازی کردید!</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New match</source>
        <translation>مسابقهٔ تازه</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>حریف</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>رایانه</translation>
    </message>
    <message>
        <source>A second player at this machine</source>
        <translation>بازیکن دوم پشت همین رایانه</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>طول مسابقه</translation>
    </message>
    <message>
        <source>Match to</source>
        <translation>مسابقه تا</translation>
    </message>
    <message>
        <source>points</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <source>Money session (single games, no money involved)</source>
        <translation>بازی آزاد (دست‌های جدا، بدون پول)</translation>
    </message>
    <message>
        <source>Rules and colours</source>
        <translation>قوانین و رنگ‌ها</translation>
    </message>
    <message>
        <source>My house rules (from Settings)</source>
        <translation>قوانین خانگی من (از تنظیمات)</translation>
    </message>
    <message>
        <source>The rules chosen under Game ▸ Settings</source>
        <translation>قوانینی که در بازی ◂ تنظیمات انتخاب شده‌اند</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>قوانین:</translation>
    </message>
    <message>
        <source>You play (at the bottom):</source>
        <translation>مهره‌های شما (پایین تخته):</translation>
    </message>
    <message>
        <source>Player 1 (at the bottom) plays:</source>
        <translation>مهره‌های بازیکن یکم (پایین تخته):</translation>
    </message>
    <message>
        <source>Provably fair dice (fixed before the match; checkable after it)</source>
        <translation>تاس‌های منصفانهٔ اثبات‌پذیر (پیش از مسابقه تعیین می‌شوند و پس از آن بررسی‌پذیرند)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>شروع</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>%1 points a game</source>
        <translation>%1 امتیاز در هر دست</translation>
    </message>
    <message>
        <source>your chance of winning this game stays at %1</source>
        <translation>شانس بردن شما در این دست %1 می‌ماند</translation>
    </message>
    <message>
        <source>your chance of winning this game goes from %1 to %2</source>
        <translation>شانس بردن شما در این دست از %1 به %2 می‌رسد</translation>
    </message>
    <message>
        <source>win %1 (a gammon %2), lose a gammon %3</source>
        <translation>برد %1 (با مارس %2)، باخت با مارس %3</translation>
    </message>
    <message>
        <source>%1 EMG</source>
        <translation>%1 واحد EMG</translation>
    </message>
    <message>
        <source>%1 mEMG</source>
        <translation>%1 هزارم EMG</translation>
    </message>
    <message>
        <source>rollout</source>
        <translation>شبیه‌سازی</translation>
    </message>
    <message>
        <source>%1-ply</source>
        <translation>عمق %1</translation>
    </message>
</context>
<context>
    <name>OfferBar</name>
    <message>
        <source>Accept</source>
        <translation>پذیرفتن</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>نپذیرفتن</translation>
    </message>
    <message>
        <source>%1 offers to resign a %2 (%3).</source>
        <translation>%1 می‌خواهد تسلیم شود و %3 (%2) بدهد.</translation>
    </message>
</context>
<context>
    <name>PasteIdsDialog</name>
    <message>
        <source>Set up a position from IDs</source>
        <translation>چیدن وضعیت از روی شناسه‌ها</translation>
    </message>
    <message>
        <source>GNU Backgammon&apos;s Position ID and Match ID of the position to play from. Both may also be pasted into the first field as “PositionID:MatchID”, or eXtreme Gammon&apos;s XGID (“XGID=…”), which holds both.</source>
        <translation>شناسهٔ وضعیت و شناسهٔ مسابقهٔ GNU Backgammon برای وضعیتی که بازی از آن ادامه می‌یابد. می‌توانید هر دو را به شکل «⁦PositionID:MatchID⁩» در کادر نخست بچسبانید، یا XGID برنامهٔ eXtreme Gammon را («⁦XGID=…⁩») که هر دو را در خود دارد.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>شما</translation>
    </message>
    <message>
        <source>the other side</source>
        <translation>طرف دیگر</translation>
    </message>
    <message>
        <source>%1: GNU Backgammon&apos;s player %3 (its user, at the bottom of its board); %2: its player %4.</source>
        <translation>%1: به‌جای بازیکن %3 در GNU Backgammon (کاربر آن، پایین تختهٔ آن)؛ %2: به‌جای بازیکن %4 آن.</translation>
    </message>
    <message>
        <source>empty: a money game</source>
        <translation>خالی: بازی آزاد</translation>
    </message>
    <message>
        <source>Position ID:</source>
        <translation>شناسهٔ وضعیت (Position ID):</translation>
    </message>
    <message>
        <source>Match ID:</source>
        <translation>شناسهٔ مسابقه (Match ID):</translation>
    </message>
    <message>
        <source>An empty Match ID means a money game with the cube in the middle, and %1 on roll: the Position ID is then read as seen by %1.</source>
        <translation>شناسهٔ مسابقهٔ خالی یعنی بازی آزاد با مکعب دوبل در وسط و نوبت %1: آن‌گاه شناسهٔ وضعیت از دید %1 خوانده می‌شود.</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>بازی از همین‌جا</translation>
    </message>
</context>
<context>
    <name>PlayFriendDialog</name>
    <message>
        <source>Play a friend</source>
        <translation>بازی با دوست</translation>
    </message>
    <message>
        <source>Play a friend on another computer, in the same room or far away. Neither of you can rig the dice: every roll depends on a secret from each side.</source>
        <translation>با دوستتان روی رایانه‌ای دیگر بازی کنید، در همین اتاق یا در دوردست. هیچ‌کدام از شما نمی‌تواند در تاس‌ها تقلب کند: هر تاس به رازی از هر دو طرف بستگی دارد.</translation>
    </message>
    <message>
        <source>The name your friend sees</source>
        <translation>نامی که دوستتان می‌بیند</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>نام شما:</translation>
    </message>
    <message>
        <source>Host a game (your friend joins you)</source>
        <translation>میزبانی بازی (دوستتان به شما می‌پیوندد)</translation>
    </message>
    <message>
        <source>Join a friend&apos;s game</source>
        <translation>پیوستن به بازی دوست</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <source>How your friend connects</source>
        <translation>دوستتان چگونه وصل می‌شود</translation>
    </message>
    <message>
        <source>Over the internet, with a code word (anywhere in the world)</source>
        <translation>از راه اینترنت، با یک رمز (از هر جای دنیا)</translation>
    </message>
    <message>
        <source>On this network, or by a direct address and port</source>
        <translation>در همین شبکه، یا با نشانی و درگاه مستقیم</translation>
    </message>
    <message>
        <source>The rules you propose (your friend sees them and accepts)</source>
        <translation>قوانینی که پیشنهاد می‌کنید (دوستتان آن‌ها را می‌بیند و می‌پذیرد)</translation>
    </message>
    <message>
        <source>My house rules (from Settings)</source>
        <translation>قوانین خانگی من (از تنظیمات)</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>قوانین:</translation>
    </message>
    <message>
        <source>Match to</source>
        <translation>مسابقه تا</translation>
    </message>
    <message>
        <source>Money games:</source>
        <translation>بازی آزاد، شمار دست‌ها:</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>طول:</translation>
    </message>
    <message>
        <source>Both may ask for hints</source>
        <translation>هر دو می‌توانند راهنمایی بخواهند</translation>
    </message>
    <message>
        <source>Both may have the tutor</source>
        <translation>هر دو می‌توانند مربی داشته باشند</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>بازگشت</translation>
    </message>
    <message>
        <source>Start hosting</source>
        <translation>آغاز میزبانی</translation>
    </message>
    <message>
        <source>Read this code to your friend:</source>
        <translation>این رمز را برای دوستتان بخوانید:</translation>
    </message>
    <message>
        <source>Waiting for your friend to join…</source>
        <translation>در انتظار پیوستن دوستتان…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <source>The code your friend reads to you:</source>
        <translation>رمزی که دوستتان برایتان می‌خواند:</translation>
    </message>
    <message>
        <source>Games on this network</source>
        <translation>بازی‌های این شبکه</translation>
    </message>
    <message>
        <source>None found yet: ask your friend for the address below.</source>
        <translation>هنوز بازی‌ای پیدا نشد: نشانی را از دوستتان بپرسید و پایین وارد کنید.</translation>
    </message>
    <message>
        <source>Direct connection: your friend&apos;s address and port</source>
        <translation>اتصال مستقیم: نشانی و درگاه دوستتان</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>نشانی:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>درگاه:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>پیوستن</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>نپذیرفتن</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>دوباره امتحان کنید</translation>
    </message>
    <message>
        <source>If your friend cannot find your game by itself, they enter your address and port: %1</source>
        <translation>اگر دوستتان بازی شما را خودبه‌خود پیدا نکند، نشانی و درگاه شما را وارد می‌کند: %1</translation>
    </message>
    <message>
        <source>Your friend needs only the code.</source>
        <translation>دوستتان فقط به رمز نیاز دارد.</translation>
    </message>
    <message>
        <source>Connecting to your friend…</source>
        <translation>در حال اتصال به دوستتان…</translation>
    </message>
    <message>
        <source>%1 has joined. Start the match under these rules?</source>
        <translation>%1 پیوست. مسابقه با این قوانین آغاز شود؟</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>آغاز مسابقه</translation>
    </message>
    <message>
        <source>%1 invites you to play under these rules:</source>
        <translation>%1 شما را به بازی با این قوانین دعوت می‌کند:</translation>
    </message>
    <message>
        <source>Accept and play</source>
        <translation>می‌پذیرم، بازی کنیم</translation>
    </message>
    <message>
        <source>Money games: %1 (no money involved)</source>
        <translation>بازی آزاد: %1 دست (بی هیچ پولی)</translation>
    </message>
    <message>
        <source>A match to %1</source>
        <translation>مسابقه تا %1</translation>
    </message>
    <message>
        <source>Clock: %1 free seconds a move, %2 seconds in reserve</source>
        <translation>ساعت: %1 ثانیهٔ آزاد برای هر حرکت، %2 ثانیه ذخیره</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>بدون ساعت</translation>
    </message>
    <message>
        <source>Hints and the tutor are allowed for both.</source>
        <translation>راهنمایی و مربی برای هر دو مجاز است.</translation>
    </message>
    <message>
        <source>Hints are allowed for both; the tutor is not.</source>
        <translation>راهنمایی برای هر دو مجاز است؛ مربی نه.</translation>
    </message>
    <message>
        <source>The tutor is allowed for both; hints are not.</source>
        <translation>مربی برای هر دو مجاز است؛ راهنمایی نه.</translation>
    </message>
    <message>
        <source>No hints and no tutor, for either of you.</source>
        <translation>نه راهنمایی و نه مربی، برای هیچ‌کدام از شما.</translation>
    </message>
    <message>
        <source>Host: %1 — Guest: %2</source>
        <translation>میزبان: %1 — مهمان: %2</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>قوانین: %1</translation>
    </message>
    <message>
        <source>Your friend&apos;s screen shows the same rules.</source>
        <translation>دوستتان هم همین قوانین را می‌بیند.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>This game needs another version of Takhteh Nard.</source>
        <translation>این بازی نسخهٔ دیگری از تخته نرد می‌خواهد.</translation>
    </message>
    <message>
        <source>Enter the code first.</source>
        <translation>نخست رمز را وارد کنید.</translation>
    </message>
    <message>
        <source>Enter the code first. A code word with words in it (a number and two words) is enough by itself; a code of six digits is for a game on this network: pick it above or enter its address.</source>
        <translation>نخست رمز را وارد کنید. رمزی که واژه دارد (یک عدد و دو واژه) به‌تنهایی بس است؛ رمز شش‌رقمی برای بازی‌ای در همین شبکه است: آن را از فهرست بالا برگزینید یا نشانی‌اش را وارد کنید.</translation>
    </message>
    <message>
        <source>A code of six digits is for a game on this network: pick it above or enter your friend&apos;s address and port.</source>
        <translation>رمز شش‌رقمی برای بازی‌ای در همین شبکه است: آن را از فهرست بالا برگزینید یا نشانی و درگاه دوستتان را وارد کنید.</translation>
    </message>
    <message>
        <source>Enter your friend&apos;s address and port, or pick their game above.</source>
        <translation>نشانی و درگاه دوستتان را وارد کنید، یا بازی او را از فهرست بالا برگزینید.</translation>
    </message>
    <message>
        <source>Getting ready to host…</source>
        <translation>آماده شدن برای میزبانی…</translation>
    </message>
    <message>
        <source>Waiting for your friend to accept…</source>
        <translation>در انتظار پذیرش دوستتان…</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <source>Pips</source>
        <translation>پیپ</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <source>One-point match — game %1</source>
        <translation>مسابقهٔ یک امتیازی — دست %1</translation>
    </message>
    <message>
        <source>Match to %1 points — game %2</source>
        <translation>مسابقهٔ %1 امتیازی — دست %2</translation>
    </message>
    <message>
        <source>Money session — game %1</source>
        <translation>بازی آزاد — دست %1</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>White</source>
        <translation>سفید</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>سیاه</translation>
    </message>
    <message>
        <source>%1 has no checker there.</source>
        <translation>%1 آنجا مهره‌ای ندارد.</translation>
    </message>
    <message>
        <source>A point holds checkers of one colour only.</source>
        <translation>در هر خانه فقط مهره‌های یک رنگ می‌توانند باشند.</translation>
    </message>
    <message>
        <source>%1 already has all %2 checkers on the board; a side has %2 checkers.</source>
        <translation>همهٔ %2 مهرهٔ %1 روی تخته است؛ هر طرف %2 مهره دارد.</translation>
    </message>
    <message>
        <source>A point cannot hold fewer than no checkers.</source>
        <translation>شمار مهره‌های یک خانه نمی‌تواند منفی باشد.</translation>
    </message>
    <message>
        <source>%1 would have %2 checkers; a side has %3 checkers.</source>
        <translation>آن‌گاه %1 %2 مهره می‌داشت؛ هر طرف %3 مهره دارد.</translation>
    </message>
    <message>
        <source>%1 has %2 checkers; a side has %3 checkers.</source>
        <translation>%1 %2 مهره دارد؛ هر طرف %3 مهره دارد.</translation>
    </message>
    <message>
        <source>%1 has borne off every checker: the game is over.</source>
        <translation>%1 همهٔ مهره‌هایش را خارج کرده است: بازی تمام است.</translation>
    </message>
    <message>
        <source>A turned cube shows %1, %2, %3, %4, %5 or %6.</source>
        <translation>مکعب دوبل پس از داو %1، %2، %3، %4، %5 یا %6 را نشان می‌دهد.</translation>
    </message>
    <message>
        <source>A cube nobody has doubled yet stays in the middle.</source>
        <translation>مکعبی که هنوز کسی داو نداده در میانه می‌ماند.</translation>
    </message>
    <message>
        <source>A doubled cube belongs to the player who took it.</source>
        <translation>مکعب داوشده از آنِ بازیکنی است که داو را قبول کرده.</translation>
    </message>
    <message>
        <source>A score in a %1-point match is below %1.</source>
        <translation>امتیاز در مسابقهٔ %1 امتیازی کمتر از %1 است.</translation>
    </message>
    <message>
        <source>The cube cannot be turned in the Crawford game.</source>
        <translation>در بازی کرافورد نمی‌توان داو داد.</translation>
    </message>
    <message>
        <source>The Crawford game is played when a player is one point from winning the match.</source>
        <translation>بازی کرافورد وقتی است که یک بازیکن یک امتیاز تا بردن مسابقه فاصله دارد.</translation>
    </message>
    <message>
        <source>A money session has no match score.</source>
        <translation>بازی آزاد امتیاز مسابقه ندارد.</translation>
    </message>
    <message>
        <source>A die shows %1 to %2.</source>
        <translation>هر تاس %1 تا %2 را نشان می‌دهد.</translation>
    </message>
    <message>
        <source>This position cannot occur in a game.</source>
        <translation>این وضعیت در بازی پیش نمی‌آید.</translation>
    </message>
    <message>
        <source>Position editor</source>
        <translation>ویرایش وضعیت</translation>
    </message>
    <message>
        <source>Drag checkers of either side anywhere: onto a point, the bar or its tray. A left click on a point adds a checker, a right click takes one away.</source>
        <translation>مهره‌های هر دو طرف را به هر جا بکشید: روی یک خانه، بار یا سینی خروجِ خودش. کلیک چپ روی خانه یک مهره می‌افزاید و کلیک راست یکی برمی‌دارد.</translation>
    </message>
    <message>
        <source>A click adds checkers of:</source>
        <translation>کلیک مهرهٔ این طرف را می‌افزاید:</translation>
    </message>
    <message>
        <source>On roll:</source>
        <translation>نوبت:</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>تاس‌ها:</translation>
    </message>
    <message>
        <source>Cube:</source>
        <translation>مکعب دوبل:</translation>
    </message>
    <message>
        <source>Cube owner:</source>
        <translation>صاحب مکعب:</translation>
    </message>
    <message>
        <source>Match length (%1: money game):</source>
        <translation>طول مسابقه (%1: بازی آزاد):</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>امتیاز:</translation>
    </message>
    <message>
        <source>In the middle</source>
        <translation>در میانه</translation>
    </message>
    <message>
        <source>rolled</source>
        <translation>ریخته شده</translation>
    </message>
    <message>
        <source>Crawford game</source>
        <translation>بازی کرافورد</translation>
    </message>
    <message>
        <source>Play on against the computer</source>
        <translation>ادامهٔ بازی با رایانه</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>راهنمایی</translation>
    </message>
    <message>
        <source>Roll out…</source>
        <translation>شبیه‌سازی…</translation>
    </message>
    <message>
        <source>Copy IDs</source>
        <translation>رونوشت شناسه‌ها</translation>
    </message>
    <message>
        <source>Close the editor</source>
        <translation>بستن ویرایشگر</translation>
    </message>
    <message>
        <source>%1: %2 on the board, %3 on the bar, %4 off</source>
        <translation>%1: %2 روی تخته، %3 روی بار، %4 خارج شده</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>there is no such file or folder</source>
        <translation>چنین پرونده یا پوشه‌ای نیست</translation>
    </message>
    <message>
        <source>you do not have permission for it</source>
        <translation>اجازهٔ این کار را ندارید</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>دیسک پر است</translation>
    </message>
    <message>
        <source>your share of the disk is used up</source>
        <translation>سهم شما از دیسک تمام شده است</translation>
    </message>
    <message>
        <source>the disk can only be read, not written</source>
        <translation>روی این دیسک فقط می‌شود خواند، نه نوشت</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>این یک پوشه است، نه پرونده</translation>
    </message>
    <message>
        <source>a folder on its way is a file</source>
        <translation>یکی از پوشه‌های مسیرش پرونده است</translation>
    </message>
    <message>
        <source>its name is too long</source>
        <translation>نامش بیش از حد بلند است</translation>
    </message>
    <message>
        <source>the disk could not be read or written</source>
        <translation>خواندن یا نوشتن دیسک ممکن نشد</translation>
    </message>
    <message>
        <source>the system refused (the reason is under Details)</source>
        <translation>سیستم نپذیرفت (دلیلش در «جزئیات» است)</translation>
    </message>
</context>
<context>
    <name>ProgressDialog</name>
    <message>
        <source>Progress</source>
        <translation>پیشرفت</translation>
    </message>
    <message>
        <source>Your results against the computer, level by level.</source>
        <translation>نتیجه‌های شما در برابر رایانه، سطح به سطح.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>سطح</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>بازی‌ها</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>بُرد</translation>
    </message>
    <message>
        <source>Points per game</source>
        <translation>امتیاز در هر بازی</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>مسابقه‌هایی که بردید</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>امتیاز رده‌بندی (ریتینگ)</translation>
    </message>
    <message>
        <source>PR (lower is better) over the last games against:</source>
        <translation>شاخص خطا (PR؛ هرچه کمتر بهتر) در بازی‌های اخیر در برابر:</translation>
    </message>
    <message>
        <source>every level</source>
        <translation>همهٔ سطح‌ها</translation>
    </message>
    <message>
        <source>The rating is a FIBS rating against each level: you start at %1 and the level stays at %1, so above %1 you play better than that level. Each match counts with its length, each money game as a match of one point. It changes only when a match ends, so the games of a match not yet finished leave it where it was; until your matches add up to %2 points it is provisional, and moves faster.</source>
        <translation>امتیاز رده‌بندی (ریتینگ) همان امتیاز رده‌بندی FIBS در برابر هر سطح است: شما از %1 آغاز می‌کنید و آن سطح همیشه %1 می‌ماند، پس بالای %1 یعنی بهتر از آن سطح بازی می‌کنید. هر مسابقه به اندازهٔ طولش حساب می‌شود و هر بازی آزاد مانند مسابقه‌ای یک‌امتیازی. این امتیاز فقط وقتی مسابقه‌ای تمام می‌شود تغییر می‌کند، پس دست‌های مسابقه‌ای که هنوز تمام نشده آن را جابه‌جا نمی‌کنند؛ تا مسابقه‌های شما روی هم به %2 امتیاز نرسد، امتیاز موقت است و تندتر تغییر می‌کند.</translation>
    </message>
    <message>
        <source>%1 (provisional)</source>
        <translation>%1 (موقت)</translation>
    </message>
</context>
<context>
    <name>ProgressPage</name>
    <message>
        <source>PR over the last games</source>
        <translation>شاخص خطا (PR) در بازی‌های اخیر</translation>
    </message>
    <message>
        <source>games: %1; last PR: %2</source>
        <translation>بازی‌ها: %1؛ آخرین شاخص خطا (PR): %2</translation>
    </message>
    <message>
        <source>Games, oldest to newest</source>
        <translation>بازی‌ها، از قدیمی‌ترین تا تازه‌ترین</translation>
    </message>
    <message>
        <source>PR (lower is better)</source>
        <translation>شاخص خطا (PR)، هرچه کمتر بهتر</translation>
    </message>
    <message>
        <source>Game %1 (%2): PR %3</source>
        <translation>بازی %1 (%2): شاخص خطا %3</translation>
    </message>
    <message>
        <source>Game %1: PR %2</source>
        <translation>بازی %1: شاخص خطا %2</translation>
    </message>
    <message>
        <source>No analysed games yet</source>
        <translation>هنوز هیچ بازی تحلیل‌شده‌ای نیست</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>پوشه</translation>
    </message>
    <message>
        <source>%1 File</source>
        <comment>%1 is a file name suffix, for example txt</comment>
        <translation>پروندهٔ %1</translation>
    </message>
    <message>
        <source>File</source>
        <comment>All other platforms</comment>
        <translation>پرونده</translation>
    </message>
    <message>
        <source>Drive</source>
        <comment>All other platforms</comment>
        <translation>درایو</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;جستجو در:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>پرونده‌هایی از &amp;نوع:</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Space</source>
        <translation>فاصله</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>اینتر</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>اینتر</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>اسکیپ</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>تب</translation>
    </message>
</context>
<context>
    <name>RecordKeeper</name>
    <message>
        <source>Your game record %1 was damaged. It was kept as %2 and a new record was begun; your saved games are not affected.</source>
        <translation>پروندهٔ کارنامهٔ بازی‌های شما (%1) آسیب دیده بود. با نام %2 نگه داشته شد و کارنامهٔ تازه‌ای آغاز شد؛ بازی‌های ذخیره‌شدهٔ شما دست‌نخورده‌اند.</translation>
    </message>
    <message>
        <source>Your game record %1 is in use by another program, so this game was not added to it. The game itself is not lost.</source>
        <translation>پروندهٔ کارنامهٔ بازی‌های شما (%1) در دست برنامهٔ دیگری است، پس این بازی به آن افزوده نشد. خود بازی از دست نرفته است.</translation>
    </message>
    <message>
        <source>Your game record %1 was written by a newer version of Takhteh Nard: it is shown but new games are not added to it.</source>
        <translation>پروندهٔ کارنامهٔ بازی‌های شما (%1) را نسخهٔ تازه‌تری از تخته نرد نوشته است: نمایش داده می‌شود ولی بازی تازه‌ای به آن افزوده نمی‌شود.</translation>
    </message>
    <message>
        <source>Your game record %1 cannot be written, so this game was not added to it. The game itself is not lost.</source>
        <translation>در پروندهٔ کارنامهٔ بازی‌های شما (%1) نمی‌توان نوشت، پس این بازی به آن افزوده نشد. خود بازی از دست نرفته است.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>Every die of this roll is played: pick up the dice to end the turn.</source>
        <translation>همهٔ تاس‌ها بازی شده‌اند: برای پایان نوبت تاس‌ها را بردارید.</translation>
    </message>
    <message>
        <source>You have no checker on point %1.</source>
        <translation>شما در خانهٔ %1 مهره‌ای ندارید.</translation>
    </message>
    <message>
        <source>A checker of yours is on the bar: it must enter before any other checker moves.</source>
        <translation>یکی از مهره‌های شما روی بار است: پیش از هر حرکت دیگری باید وارد شود.</translation>
    </message>
    <message>
        <source>Checkers move only towards your home board.</source>
        <translation>مهره‌ها فقط به سوی خانهٔ خودی حرکت می‌کنند.</translation>
    </message>
    <message>
        <source>No die of this roll moves this checker that far.</source>
        <translation>هیچ‌یک از این تاس‌ها این مهره را تا آنجا نمی‌برد.</translation>
    </message>
    <message>
        <source>This checker cannot move %1: point %2 is blocked.</source>
        <translation>این مهره نمی‌تواند %1 خانه برود: خانهٔ %2 بسته است.</translation>
    </message>
    <message>
        <source>You can bear off only when all your checkers are in your home board.</source>
        <translation>فقط وقتی همهٔ مهره‌هایتان در خانهٔ خودی باشند می‌توانید مهره خارج کنید.</translation>
    </message>
    <message>
        <source>A %1 bears off only from the highest point you have checkers on.</source>
        <translation>تاس %1 فقط از بالاترین خانه‌ای که در آن مهره دارید مهره خارج می‌کند.</translation>
    </message>
    <message>
        <source>House rule: a checker that has just hit may not go on onto your own checkers in your home board.</source>
        <translation>قانون خانگی: مهره‌ای که همین حالا زده است نمی‌تواند در خانهٔ خودی روی مهره‌های خودتان برود.</translation>
    </message>
    <message>
        <source>Then the rest of the roll could not be played: you must play as much of it as you can.</source>
        <translation>در آن صورت بقیهٔ تاس‌ها بازی نمی‌شوند: باید تا جایی که می‌شود همهٔ تاس‌ها را بازی کنید.</translation>
    </message>
</context>
<context>
    <name>ReplaceMatchDialog</name>
    <message>
        <source>Replace the match in progress?</source>
        <translation>مسابقهٔ در جریان جایگزین شود؟</translation>
    </message>
    <message>
        <source>A match is in progress. Save it to a file before it is replaced?</source>
        <translation>مسابقه‌ای در جریان است. پیش از جایگزین شدن، در پرونده‌ای ذخیره شود؟</translation>
    </message>
    <message>
        <source>If you do not save it, it is still kept for a while: File ▸ Recent unfinished matches brings it back.</source>
        <translation>اگر ذخیره‌اش نکنید هم تا مدتی نگه داشته می‌شود: پرونده ◂ مسابقه‌های ناتمام اخیر آن را برمی‌گرداند.</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>ذخیره…</translation>
    </message>
    <message>
        <source>Don&apos;t save</source>
        <translation>ذخیره نشود</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
</context>
<context>
    <name>ReportActions</name>
    <message>
        <source>Analysis &amp;report…</source>
        <translation>&amp;گزارش تحلیل…</translation>
    </message>
    <message>
        <source>Each player&apos;s error rates, rating, cube and luck figures, and the marked decisions; export as HTML or PDF</source>
        <translation>نرخ اشتباه، سطح، آمار مکعب دوبل و شانس هر بازیکن و تصمیم‌های نشانه‌دار؛ ذخیره به صورت HTML یا PDF</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <source>Analysis report</source>
        <translation>گزارش تحلیل</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>بازیکنان</translation>
    </message>
    <message>
        <source>Marked decisions</source>
        <translation>تصمیم‌های نشانه‌دار</translation>
    </message>
    <message>
        <source>Export as &amp;HTML…</source>
        <translation>ذخیره به صورت &amp;HTML…</translation>
    </message>
    <message>
        <source>Save the report as a web page that opens in any browser</source>
        <translation>ذخیرهٔ گزارش به صورت صفحهٔ وب که در هر مرورگری باز می‌شود</translation>
    </message>
    <message>
        <source>Export as &amp;PDF…</source>
        <translation>ذخیره به صورت &amp;PDF…</translation>
    </message>
    <message>
        <source>Save the report as a PDF document, ready to print</source>
        <translation>ذخیرهٔ گزارش به صورت سند PDF، آمادهٔ چاپ</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بستن</translation>
    </message>
    <message>
        <source>report</source>
        <comment>the end of an exported report&apos;s file name</comment>
        <translation>گزارش</translation>
    </message>
    <message>
        <source>Export the report as HTML</source>
        <translation>ذخیرهٔ گزارش به صورت HTML</translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation>صفحه‌های وب (*.html *.htm)</translation>
    </message>
    <message>
        <source>Export the report as PDF</source>
        <translation>ذخیرهٔ گزارش به صورت PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>سندهای PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The report could not be saved as %1.</source>
        <translation>گزارش در %1 ذخیره نشد.</translation>
    </message>
    <message>
        <source>The operating system&apos;s reason (in English):</source>
        <translation>دلیلی که سیستم‌عامل می‌گوید (به انگلیسی):</translation>
    </message>
    <message>
        <source>The report was saved as %1.</source>
        <translation>گزارش در %1 ذخیره شد.</translation>
    </message>
</context>
<context>
    <name>ResignDialog</name>
    <message>
        <source>Resign</source>
        <translation>تسلیم</translation>
    </message>
    <message>
        <source>Offer to lose this game as:</source>
        <translation>پیشنهاد تسلیم؛ حریف ببرد با:</translation>
    </message>
    <message>
        <source>a %1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Your opponent accepts or declines the offer.</source>
        <translation>حریف پیشنهاد را می‌پذیرد یا نمی‌پذیرد.</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>پیشنهاد</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Resume the match?</source>
        <translation>مسابقه ادامه یابد؟</translation>
    </message>
    <message>
        <source>A match was still in progress when the program last closed.</source>
        <translation>بار پیش که برنامه بسته شد، مسابقه‌ای هنوز در جریان بود.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>ادامه</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>مسابقهٔ تازه</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>The analysis saved with this match could not be read and was left out (the match itself is complete). Analyse it again to review it. Details: %1</source>
        <translation>تحلیلی که همراه این مسابقه ذخیره شده بود خوانده نشد و کنار گذاشته شد (خود مسابقه کامل است). برای مرور، دوباره تحلیلش کنید. جزئیات: %1</translation>
    </message>
</context>
<context>
    <name>ReviewActions</name>
    <message>
        <source>This match was saved with its analysis: Game ▸ Analyse shows it at once.</source>
        <translation>این مسابقه همراه تحلیلش ذخیره شده است: بازی ◂ تحلیل مسابقه آن را بی‌درنگ نشان می‌دهد.</translation>
    </message>
    <message>
        <source>&amp;Analyse the match</source>
        <translation>&amp;تحلیل مسابقه</translation>
    </message>
    <message>
        <source>Look at every decision of this match and mark the errors</source>
        <translation>بررسی همهٔ تصمیم‌های این مسابقه و نشانه گذاشتن روی اشتباه‌ها</translation>
    </message>
    <message>
        <source>&amp;Leave review</source>
        <translation>&amp;خروج از مرور</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <source>Analysing… %p%</source>
        <translation>در حال تحلیل… %p٪</translation>
    </message>
    <message>
        <source>A match with a friend can be analysed once it is over.</source>
        <translation>مسابقه با دوست را پس از پایانش می‌توان تحلیل کرد.</translation>
    </message>
    <message>
        <source>This match cannot be analysed: its moves could not be replayed.</source>
        <translation>این مسابقه تحلیل نمی‌شود: حرکت‌هایش دوباره اجرا نشدند.</translation>
    </message>
    <message>
        <source>The analysis was cancelled; nothing was kept.</source>
        <translation>تحلیل لغو شد؛ چیزی نگه داشته نشد.</translation>
    </message>
    <message>
        <source>The analysis could not be finished.</source>
        <translation>تحلیل به پایان نرسید.</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>تحلیل</translation>
    </message>
    <message>
        <source>Review: game %1, move %2</source>
        <translation>مرور: دست %1، حرکت %2</translation>
    </message>
    <message>
        <source>The rollout could not be finished.</source>
        <translation>شبیه‌سازی (رول‌اوت) به پایان نرسید.</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Review</source>
        <translation>مرور</translation>
    </message>
    <message>
        <source>&amp;Leave review</source>
        <translation>&amp;خروج از مرور</translation>
    </message>
    <message>
        <source>Back to the match being played, exactly as it was</source>
        <translation>بازگشت به مسابقهٔ در جریان، درست همان‌طور که بود</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>حرکت</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>تاس</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>بازی‌شده</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>شانس</translation>
    </message>
    <message>
        <source>#</source>
        <translation>ردیف</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>حرکت</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>اختلاف</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>برد</translation>
    </message>
    <message>
        <source>Equity (EMG)</source>
        <translation>ارزش حرکت (EMG)</translation>
    </message>
    <message>
        <source>Win gammon</source>
        <translation>برد با مارس</translation>
    </message>
    <message>
        <source>Win backgammon</source>
        <translation>برد با مارس خانگی</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>باخت با مارس</translation>
    </message>
    <message>
        <source>Lose backgammon</source>
        <translation>باخت با مارس خانگی</translation>
    </message>
    <message>
        <source>Rollout</source>
        <translation>شبیه‌سازی</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>عمق</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>برد</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>هزینه</translation>
    </message>
    <message>
        <source>The chance of winning the game after this play</source>
        <translation>شانس بردن این دست پس از این حرکت</translation>
    </message>
    <message>
        <source>What this play costs against the best one, in points a game</source>
        <translation>آنچه این حرکت در برابر بهترین حرکت از دست می‌دهد، به امتیاز در هر دست</translation>
    </message>
    <message>
        <source>Wins: the chance of winning after the play. Costs: points a game lost against the best play.</source>
        <translation>برد: شانس بردن دست پس از حرکت. هزینه: امتیازی که در هر دست در برابر بهترین حرکت از دست می‌رود.</translation>
    </message>
    <message>
        <source>&amp;Roll out</source>
        <translation>&amp;شبیه‌سازی</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <source>The bottom player&apos;s chances after each decision (match winning chance in a match); click to go there. Dots: the marked errors.</source>
        <translation>احتمال برد بازیکن پایین تخته پس از هر تصمیم (در مسابقه: احتمال بردن مسابقه)؛ برای رفتن به هر تصمیم روی نمودار کلیک کنید. نقطه‌ها: اشتباه‌های نشانه‌دار.</translation>
    </message>
    <message>
        <source>very lucky</source>
        <translation>خیلی خوش‌شانس</translation>
    </message>
    <message>
        <source>lucky</source>
        <translation>خوش‌شانس</translation>
    </message>
    <message>
        <source>unlucky</source>
        <translation>بدشانس</translation>
    </message>
    <message>
        <source>very unlucky</source>
        <translation>خیلی بدشانس</translation>
    </message>
    <message>
        <source>double</source>
        <translation>داو</translation>
    </message>
    <message>
        <source>no double</source>
        <translation>بدون داو</translation>
    </message>
    <message>
        <source>take</source>
        <translation>قبول</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>رد</translation>
    </message>
    <message>
        <source>beaver</source>
        <translation>بیور</translation>
    </message>
    <message>
        <source>too good to double</source>
        <translation>زیادی خوب برای داو</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(بدون حرکت)</translation>
    </message>
    <message>
        <source>%1 points a game</source>
        <translation>%1 امتیاز در هر دست</translation>
    </message>
    <message>
        <source>%1 decisions analysed. Marks: ?! doubtful, ? bad, ?? very bad.</source>
        <translation>%1 تصمیم تحلیل شد. نشانه‌ها: ⁦?!⁩ کم‌دقت، ⁦?⁩ بد، ⁦??⁩ خیلی بد.</translation>
    </message>
    <message>
        <source>Played %1, best %2; the play lost %3 EMG.</source>
        <translation>بازی‌شده %1، بهترین %2؛ این حرکت %3 EMG از دست داد.</translation>
    </message>
    <message>
        <source>Played %1, the best play: a chance of winning of %2.</source>
        <translation>حرکت بازی‌شده %1 بهترین حرکت بود: شانس بردن %2.</translation>
    </message>
    <message>
        <source>Played %1, the best play.</source>
        <translation>حرکت بازی‌شده %1 بهترین حرکت بود.</translation>
    </message>
    <message>
        <source>Played %1; the best was %2. The chance of winning goes from %3 to %4: the play costs about %5.</source>
        <translation>حرکت بازی‌شده %1 بود و بهترین حرکت %2. شانس بردن از %3 به %4 می‌رسد: هزینهٔ این حرکت حدود %5 است.</translation>
    </message>
    <message>
        <source>Played %1; the best was %2. The play costs about %3.</source>
        <translation>حرکت بازی‌شده %1 بود و بهترین حرکت %2. هزینهٔ این حرکت حدود %3 است.</translation>
    </message>
    <message>
        <source>Taken: %1; right: %2; the decision lost %3 EMG.</source>
        <translation>انتخاب‌شده: %1؛ درست: %2؛ این تصمیم %3 EMG از دست داد.</translation>
    </message>
    <message>
        <source>Taken: %1, the right decision.</source>
        <translation>انتخاب‌شده: %1، تصمیم درست.</translation>
    </message>
    <message>
        <source>Taken: %1; right: %2. This costs about %3.</source>
        <translation>انتخاب‌شده: %1؛ درست: %2. هزینهٔ این تصمیم حدود %3 است.</translation>
    </message>
    <message>
        <source>The chance of winning of the player deciding: %1.</source>
        <translation>شانس بردن تصمیم‌گیرنده: %1.</translation>
    </message>
    <message>
        <source>%1.%2</source>
        <translation>%1.%2</translation>
    </message>
    <message>
        <source>best</source>
        <translation>بهترین</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>داو</translation>
    </message>
    <message>
        <source>Rolling out %1 (move %2)…</source>
        <translation>در حال شبیه‌سازی %1 (حرکت %2)…</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>حرکت %1: %2</translation>
    </message>
    <message>
        <source>%1 decisions analysed (depth %2). Marks: ?! doubtful, ? bad, ?? very bad.</source>
        <translation>%1 تصمیم تحلیل شد (عمق %2). نشانه‌ها: ⁦?!⁩ کم‌دقت، ⁦?⁩ بد، ⁦??⁩ خیلی بد.</translation>
    </message>
    <message>
        <source>Play the selected candidate out many times and see how often it wins</source>
        <translation>حرکت انتخاب‌شده بارها تا پایان بازی می‌شود تا ببینید چند بار می‌برد</translation>
    </message>
    <message>
        <source>%p%</source>
        <translation>‏%p٪</translation>
    </message>
    <message>
        <source>Forced: this roll had only one play.</source>
        <translation>اجباری: این تاس فقط یک حرکت داشت.</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>بدون داو</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>داو، قبول</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>داو، رد</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>قبول</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>رد</translation>
    </message>
    <message>
        <source>The play made</source>
        <translation>حرکتی که انجام شد</translation>
    </message>
    <message>
        <source>rollout</source>
        <translation>شبیه‌سازی</translation>
    </message>
    <message>
        <source>%1-ply</source>
        <translation>عمق %1</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>Rollout of %1 (%2 games): equity %3, wins %4.</source>
        <translation>شبیه‌سازی %1 (%2 بازی): ارزش %3، برد %4.</translation>
    </message>
    <message>
        <source>%1, played out %2 times: it wins %3 of the games (give or take %4).</source>
        <translation>شبیه‌سازی %1 با %2 بار بازی تا پایان: در %3 بازی‌ها می‌برد (با خطای حدود %4).</translation>
    </message>
    <message>
        <source>%1 games played out</source>
        <translation>%1 بازی تا پایان انجام شد</translation>
    </message>
    <message>
        <source>%1 (played)</source>
        <translation>%1 (بازی‌شده)</translation>
    </message>
</context>
<context>
    <name>RolloutDialog</name>
    <message>
        <source>Rollout</source>
        <translation>شبیه‌سازی (رول‌اوت)</translation>
    </message>
    <message>
        <source>The position played out %1 times, %2 on roll (before the roll):</source>
        <translation>این وضعیت %1 بار تا پایان بازی شد، نوبت با %2 (پیش از ریختن تاس):</translation>
    </message>
    <message>
        <source>chance</source>
        <translation>احتمال</translation>
    </message>
    <message>
        <source>± standard error</source>
        <translation>± حاشیهٔ خطا</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>برد</translation>
    </message>
    <message>
        <source>wins a gammon</source>
        <translation>برد با مارس</translation>
    </message>
    <message>
        <source>wins a backgammon</source>
        <translation>برد با مارس خانگی</translation>
    </message>
    <message>
        <source>loses a gammon</source>
        <translation>باخت با مارس</translation>
    </message>
    <message>
        <source>loses a backgammon</source>
        <translation>باخت با مارس خانگی</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>توقف</translation>
    </message>
    <message>
        <source>Rolling out… Stop keeps the trials played so far.</source>
        <translation>در حال شبیه‌سازی… با «توقف»، دست‌های بازی‌شده تا آن لحظه نگه داشته می‌شوند.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>در حال توقف…</translation>
    </message>
    <message>
        <source>The rollout failed inside the program.</source>
        <translation>شبیه‌سازی در درون برنامه با خطا روبه‌رو شد.</translation>
    </message>
    <message>
        <source>Stopped before any trial was finished.</source>
        <translation>پیش از پایان حتی یک دست متوقف شد.</translation>
    </message>
    <message>
        <source>Equity: %1</source>
        <translation>ارزش: %1</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 trials.</source>
        <translation>پس از %1 دست از %2 دست متوقف شد.</translation>
    </message>
    <message>
        <source>%1 trials; the dice can be replayed with seed %2.</source>
        <translation>%1 دست؛ همین تاس‌ها با کلید %2 دوباره ریخته می‌شوند.</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>on</source>
        <comment>a house rule in force</comment>
        <translation>فعال</translation>
    </message>
    <message>
        <source>off</source>
        <comment>a house rule not in force</comment>
        <translation>غیرفعال</translation>
    </message>
    <message>
        <source>(has no effect while the cube is off)</source>
        <translation>(تا وقتی مکعب دوبل غیرفعال است اثری ندارد)</translation>
    </message>
    <message>
        <source>(has no effect while beavers are off)</source>
        <translation>(تا وقتی بیور غیرفعال است اثری ندارد)</translation>
    </message>
    <message>
        <source>The rules of Takhteh Nard</source>
        <translation>قوانین تخته نرد</translation>
    </message>
    <message>
        <source>The next game is a money game.</source>
        <translation>بازی بعدی بازی آزاد است.</translation>
    </message>
    <message>
        <source>The next game is part of a match.</source>
        <translation>بازی بعدی بخشی از یک مسابقه است.</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>تخته</translation>
    </message>
    <message>
        <source>The board has %1 points, %2 on each side of the bar. Each player has %3 checkers and numbers the points from their own side, from %4 to %5. Points %4 to %6 are the player&apos;s home board.</source>
        <translation>تخته %1 خانه دارد، %2 خانه در هر طرف بار. هر بازیکن %3 مهره دارد و خانه‌ها را از سمت خود، از %4 تا %5، شماره می‌گذارد. خانه‌های %4 تا %6 خانهٔ خودیِ اوست.</translation>
    </message>
    <message>
        <source>At the start each player has %1 checkers on their %2-point, %3 on the %4-point, %5 on the %6-point and %7 on the %8-point: %9 pips to travel.</source>
        <translation>در آغاز، هر بازیکن %1 مهره در خانهٔ %2، %3 مهره در خانهٔ %4، %5 مهره در خانهٔ %6 و %7 مهره در خانهٔ %8 دارد؛ شمار پیپ او %9 است.</translation>
    </message>
    <message>
        <source>The two players move in opposite directions, always from higher-numbered points to lower ones, towards their own home board, and never backwards.</source>
        <translation>دو بازیکن در جهت مخالف هم حرکت می‌کنند: همیشه از خانه‌های با شمارهٔ بالاتر به سوی شماره‌های پایین‌تر، یعنی به سوی خانهٔ خودی، و هرگز به عقب.</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>چه کسی شروع می‌کند</translation>
    </message>
    <message>
        <source>Each player rolls one die. The higher die starts and plays the two numbers rolled as the first move; equal dice are rolled again, so the first move is never a double.</source>
        <translation>هر بازیکن یک تاس می‌ریزد. صاحب تاس بزرگ‌تر شروع می‌کند و همان دو عدد را به‌عنوان حرکت اول بازی می‌کند؛ اگر تاس‌ها برابر بیایند دوباره ریخته می‌شوند، پس حرکت اول هرگز جفت نیست.</translation>
    </message>
    <message>
        <source>The player who won the opening roll rolls both dice again for the first move, which may then be a double.</source>
        <translation>برندهٔ تاس شروع برای حرکت اول هر دو تاس را دوباره می‌ریزد و آن‌گاه ممکن است جفت بیاید.</translation>
    </message>
    <message>
        <source>Moving</source>
        <translation>حرکت</translation>
    </message>
    <message>
        <source>Each die moves one checker that many points. Both dice may move the same checker; then the point it stops on between them must be open as well.</source>
        <translation>هر تاس یک مهره را به اندازهٔ عدد خود جلو می‌برد. هر دو تاس می‌توانند یک مهره را حرکت دهند؛ آن‌گاه خانه‌ای که مهره میان دو حرکت روی آن می‌ایستد هم باید باز باشد.</translation>
    </message>
    <message>
        <source>A double is played %1 times.</source>
        <translation>جفت %1 بار بازی می‌شود.</translation>
    </message>
    <message>
        <source>A point is open if it is empty, holds your own checkers, or holds a single opposing checker. A point with %1 or more opposing checkers is closed.</source>
        <translation>خانه‌ای باز است که خالی باشد، مهره‌های خودتان در آن باشد، یا فقط یک مهرهٔ حریف (تک) در آن باشد. خانه‌ای که %1 مهرهٔ حریف یا بیشتر دارد بسته است.</translation>
    </message>
    <message>
        <source>Landing on a single opposing checker hits it: it goes to the bar.</source>
        <translation>نشستن روی تکِ حریف آن را می‌زند و آن مهره به بار می‌رود.</translation>
    </message>
    <message>
        <source>Using the whole roll</source>
        <translation>بازی کردن همهٔ تاس‌ها</translation>
    </message>
    <message>
        <source>You must use as many of the dice as the position allows.</source>
        <translation>باید تا جایی که وضعیت اجازه می‌دهد همهٔ تاس‌ها را بازی کنید.</translation>
    </message>
    <message>
        <source>If only one die can be used, you must use it. If either die could be used but not both, you must use the larger one.</source>
        <translation>اگر فقط یکی از تاس‌ها بازی‌شدنی باشد، باید همان را بازی کنید. اگر هر کدام به‌تنهایی بازی‌شدنی باشد ولی هر دو با هم نه، باید تاس بزرگ‌تر را بازی کنید.</translation>
    </message>
    <message>
        <source>A move that would leave a die unusable when another way of moving would use both is not allowed.</source>
        <translation>حرکتی که تاسی را بی‌استفاده بگذارد، در حالی که راه دیگری برای بازی هر دو تاس هست، مجاز نیست.</translation>
    </message>
    <message>
        <source>If no die can be used, the turn passes.</source>
        <translation>اگر هیچ تاسی بازی‌شدنی نباشد، نوبت به حریف می‌رسد.</translation>
    </message>
    <message>
        <source>This program offers only moves that keep to these rules.</source>
        <translation>این برنامه فقط حرکت‌هایی را ممکن می‌کند که با این قوانین سازگارند.</translation>
    </message>
    <message>
        <source>The bar</source>
        <translation>بار</translation>
    </message>
    <message>
        <source>A player with a checker on the bar may move nothing else until it has entered. A checker enters on the opponent&apos;s home board: with a %1 on the player&apos;s own %2-point, with a %3 on the %4-point. It cannot enter on a closed point; if no die can enter, the turn passes.</source>
        <translation>بازیکنی که مهره‌ای روی بار دارد، تا آن مهره وارد نشده، هیچ مهرهٔ دیگری را نمی‌تواند حرکت دهد. مهره در خانهٔ خودیِ حریف وارد می‌شود: با تاس %1 در خانهٔ %2 (به شمارش خود بازیکن) و با تاس %3 در خانهٔ %4. به خانهٔ بسته نمی‌توان وارد شد؛ اگر هیچ تاسی راه ورود نداشته باشد، نوبت به حریف می‌رسد.</translation>
    </message>
    <message>
        <source>Entering may hit a single opposing checker on the point it enters on.</source>
        <translation>مهره‌ای که وارد می‌شود می‌تواند تکِ حریف را در خانهٔ ورود بزند.</translation>
    </message>
    <message>
        <source>If only some of the checkers on the bar can enter, those enter and the rest of the roll is lost.</source>
        <translation>اگر فقط برخی از مهره‌های روی بار بتوانند وارد شوند، همان‌ها وارد می‌شوند و بقیهٔ تاس‌ها از دست می‌رود.</translation>
    </message>
    <message>
        <source>Once the last checker on the bar has entered, the dice still left are played as usual.</source>
        <translation>وقتی آخرین مهرهٔ روی بار وارد شد، تاس‌های باقی‌مانده مثل همیشه بازی می‌شوند.</translation>
    </message>
    <message>
        <source>Bearing off</source>
        <translation>خارج کردن مهره‌ها</translation>
    </message>
    <message>
        <source>Once all %1 of a player&apos;s checkers are in the home board, they may be borne off. A die bears off a checker from the point of its number. A larger die may bear off from the highest occupied point only when no checker stands higher; otherwise it must be played inside the home board.</source>
        <translation>وقتی هر %1 مهرهٔ بازیکن در خانهٔ خودی باشند، می‌تواند آن‌ها را خارج کند. هر تاس مهره‌ای را از خانهٔ هم‌شمارهٔ خود خارج می‌کند. تاس بزرگ‌تر تنها وقتی می‌تواند مهره را از بالاترین خانهٔ پر خارج کند که در خانه‌ای بالاتر مهره‌ای نباشد؛ وگرنه باید درون خانهٔ خودی بازی شود.</translation>
    </message>
    <message>
        <source>Bearing off is never forced while another legal move exists. A checker hit during the bear-off must come back home before bearing off goes on.</source>
        <translation>تا وقتی حرکت مجاز دیگری هست، خارج کردن اجباری نیست. مهره‌ای که هنگام خارج کردن زده شود، باید پیش از ادامهٔ خارج کردن به خانهٔ خودی برگردد.</translation>
    </message>
    <message>
        <source>Without the cube every game is worth %1 or %2 points.</source>
        <translation>بدون مکعب هر بازی %1 یا %2 امتیاز دارد.</translation>
    </message>
    <message>
        <source>Without the cube every game is worth %1, %2 or %3 points.</source>
        <translation>بدون مکعب هر بازی %1، %2 یا %3 امتیاز دارد.</translation>
    </message>
    <message>
        <source>Before rolling, a player may offer to double the stakes: either player while the cube is in the middle, after that only the player who owns it. The opponent either accepts, plays on at twice the value and owns the cube, or refuses and loses the game at the current value. The cube stops at %1. %2</source>
        <translation>بازیکن پیش از ریختن تاس می‌تواند داو بدهد، یعنی پیشنهاد کند ارزش بازی دو برابر شود: تا وقتی مکعب در میانه است هر دو بازیکن، و پس از آن فقط صاحب مکعب. حریف یا قبول می‌کند، با ارزش دو برابر ادامه می‌دهد و صاحب مکعب می‌شود، یا رد می‌کند و بازی را با ارزش کنونی می‌بازد. مکعب از %1 بالاتر نمی‌رود. %2</translation>
    </message>
    <message>
        <source>In a match, the game after a player first comes within one point of winning is played without the cube; doubling returns after that game.</source>
        <translation>در مسابقه، وقتی یکی از بازیکنان نخستین بار تنها یک امتیاز تا بردن مسابقه فاصله دارد، دست بعد بدون مکعب بازی می‌شود؛ پس از آن دست، داو دادن دوباره ممکن است.</translation>
    </message>
    <message>
        <source>In money games, a gammon or backgammon counts as a single win unless a double was offered and taken in that game (automatic doubles do not count). Never in matches.</source>
        <translation>در بازی آزاد، مارس و مارس خانگی برد ساده حساب می‌شوند، مگر آنکه در همین بازی داو داده و قبول شده باشد (داو خودکار به حساب نمی‌آید). در مسابقه هرگز.</translation>
    </message>
    <message>
        <source>In one&apos;s own home board, a checker that has just hit may not go on in the same turn to a point that already holds one&apos;s own checkers; it may go on to an empty point or hit again.</source>
        <translation>در خانهٔ خودی، مهره‌ای که همین حالا زده است در همان نوبت نمی‌تواند به خانه‌ای برود که مهرهٔ خودی دارد؛ می‌تواند به خانهٔ خالی برود یا باز هم بزند.</translation>
    </message>
    <message>
        <source>Winning and what it is worth</source>
        <translation>برد و امتیاز آن</translation>
    </message>
    <message>
        <source>The game is won by the player who first bears off all their checkers.</source>
        <translation>برندهٔ بازی کسی است که زودتر همهٔ مهره‌هایش را خارج کند.</translation>
    </message>
    <message>
        <source>Single win: the loser has borne off at least one checker. %1 point.</source>
        <translation>برد ساده: بازنده دست‌کم یک مهره خارج کرده است. %1 امتیاز.</translation>
    </message>
    <message>
        <source>Gammon (mars): the loser has borne off none. %1 points.</source>
        <translation>مارس: بازنده هیچ مهره‌ای خارج نکرده است. %1 امتیاز.</translation>
    </message>
    <message>
        <source>Backgammon: a gammon where the loser still has a checker on the bar or in the winner&apos;s home board. %1 points.</source>
        <translation>مارس خانگی (مارس اکبر / بک‌گمون): مارسی که در آن بازنده هنوز مهره‌ای روی بار یا در خانهٔ خودیِ برنده دارد. %1 امتیاز.</translation>
    </message>
    <message>
        <source>A backgammon scores %1 points, like a gammon, as in many Iranian circles.</source>
        <translation>مارس خانگی هم مانند مارس %1 امتیاز دارد، چنان‌که در بسیاری از جمع‌های ایرانی رسم است.</translation>
    </message>
    <message>
        <source>Instead of playing on, a player may offer to resign at one of three values: a single game (%1 point), a gammon (%2 points) or a backgammon (%3 points), times the cube. The opponent either accepts, and the game ends with that result, or declines, and the game goes on.</source>
        <translation>بازیکن می‌تواند به‌جای ادامهٔ بازی پیشنهاد تسلیم بدهد، با یکی از سه ارزش: برد ساده (%1 امتیاز)، مارس (%2 امتیاز) یا مارس خانگی (%3 امتیاز) برای حریف، ضرب در عدد مکعب. حریف یا می‌پذیرد و بازی با همان نتیجه تمام می‌شود، یا نمی‌پذیرد و بازی ادامه می‌یابد.</translation>
    </message>
    <message>
        <source>The points are multiplied by the value of the cube: a gammon with the cube on %1 is worth %2.</source>
        <translation>امتیاز در عدد مکعب دوبل ضرب می‌شود: مارس وقتی مکعب روی %1 است %2 امتیاز دارد.</translation>
    </message>
    <message>
        <source>The doubling cube</source>
        <translation>مکعب دوبل</translation>
    </message>
    <message>
        <source>In a match, after the Crawford game the trailing player may double only once both players have rolled %1 times.</source>
        <translation>در مسابقه، پس از بازی کرافورد، بازیکنِ عقب‌تر تنها وقتی می‌تواند داو بدهد که هر دو بازیکن %1 بار تاس ریخته باشند.</translation>
    </message>
    <message>
        <source>In money games, a player who is doubled may redouble at once and keep the cube.</source>
        <translation>در بازی آزاد، بازیکنی که به او داو داده شده می‌تواند بی‌درنگ داو دوباره بدهد و مکعب را نزد خود نگه دارد.</translation>
    </message>
    <message>
        <source>In money games, after a beaver the player who doubled may redouble once more at once.</source>
        <translation>در بازی آزاد، پس از بیور، بازیکنی که داو داده بود می‌تواند بی‌درنگ یک بار دیگر داو دوباره بدهد.</translation>
    </message>
    <message>
        <source>In money games, each tie in the opening roll doubles the cube, which stays in the middle; at most %1 times in a game.</source>
        <translation>در بازی آزاد، هر بار که تاس‌های شروع برابر بیایند مکعب یک پله بالا می‌رود و در میانه می‌ماند؛ در هر بازی دست‌بالا %1 بار.</translation>
    </message>
    <message>
        <source>Matches and money games</source>
        <translation>مسابقه و بازی آزاد</translation>
    </message>
    <message>
        <source>A match is played to a number of points, from %1 to %2; the first player to reach it wins. In a money game each game is settled on its own; no money is ever involved in this program.</source>
        <translation>مسابقه تا شمار معینی امتیاز، از %1 تا %2، بازی می‌شود؛ نخستین بازیکنی که به آن برسد برنده است. در بازی آزاد هر بازی جداگانه حساب می‌شود؛ در این برنامه هرگز پولی در میان نیست.</translation>
    </message>
    <message>
        <source>In matches, each move has %1 seconds free; after that a reserve of %2 seconds for the whole match is used. No move may take more than %3 seconds. Whoever runs out of time loses the match.</source>
        <translation>در مسابقه، هر حرکت %1 ثانیهٔ آزاد دارد؛ پس از آن از ذخیرهٔ %2 ثانیه‌ایِ کل مسابقه کم می‌شود. هیچ حرکتی نباید بیش از %3 ثانیه طول بکشد. وقتِ هر کس تمام شود، مسابقه را می‌بازد.</translation>
    </message>
    <message>
        <source>Ending the turn</source>
        <translation>پایان نوبت</translation>
    </message>
    <message>
        <source>A turn is final when the player picks up the dice. Until then the moves of the turn can be taken back.</source>
        <translation>نوبت وقتی قطعی می‌شود که بازیکن تاس‌ها را بردارد. تا آن زمان حرکت‌های آن نوبت را می‌توان برگرداند.</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>قوانین بازی</translation>
    </message>
    <message>
        <source>The rules in force: %1. The options marked “on” below are in force; the house rules of the next match can be changed under Settings.</source>
        <translation>قوانین جاری: %1. گزینه‌هایی که در پایین «روشن» خورده‌اند اجرا می‌شوند؛ قوانین خانگی مسابقهٔ بعد را در تنظیمات می‌توانید تغییر دهید.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Language</source>
        <translation>زبان</translation>
    </message>
    <message>
        <source>Home board</source>
        <translation>خانهٔ خودی</translation>
    </message>
    <message>
        <source>Show point numbers</source>
        <translation>نمایش شمارهٔ خانه‌ها</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>سرعت حرکت مهره‌ها</translation>
    </message>
    <message>
        <source>Board theme</source>
        <translation>پوستهٔ تخته</translation>
    </message>
    <message>
        <source>Expert numbers (equities in EMG, plies, the full analysis table)</source>
        <translation>اعداد کارشناسی (ارزش به EMG، عمق جست‌وجو، جدول کامل تحلیل)</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>سطح رایانه</translation>
    </message>
    <message>
        <source>Play forced moves automatically</source>
        <translation>بازی خودکار حرکت‌های اجباری</translation>
    </message>
    <message>
        <source>End of the turn</source>
        <translation>پایان نوبت</translation>
    </message>
    <message>
        <source>Ask before I take or drop a double</source>
        <translation>پرسش پیش از قبول یا رد داو</translation>
    </message>
    <message>
        <source>Tutor: warn me before an error in checker play</source>
        <translation>مربی: هشدار پیش از اشتباه در حرکت مهره‌ها</translation>
    </message>
    <message>
        <source>Tutor: warn me before an error with the cube</source>
        <translation>مربی: هشدار پیش از اشتباه با مکعب دوبل</translation>
    </message>
    <message>
        <source>Tutor warns from</source>
        <translation>مربی از این حد هشدار بدهد:</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>صداها</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>بلندی صدا</translation>
    </message>
    <message>
        <source>Doubling cube</source>
        <translation>مکعب دوبل</translation>
    </message>
    <message>
        <source>Backgammon counts as a gammon</source>
        <translation>مارس خانگی همان مارس حساب شود</translation>
    </message>
    <message>
        <source>Crawford rule</source>
        <translation>قانون کرافورد</translation>
    </message>
    <message>
        <source>Holland rule</source>
        <translation>قانون هالند</translation>
    </message>
    <message>
        <source>Jacoby rule</source>
        <translation>قانون جاکوبی</translation>
    </message>
    <message>
        <source>Beavers</source>
        <translation>بیور</translation>
    </message>
    <message>
        <source>Raccoons</source>
        <translation>راکون</translation>
    </message>
    <message>
        <source>Automatic doubles</source>
        <translation>داو خودکار</translation>
    </message>
    <message>
        <source>Most automatic doubles in a game</source>
        <translation>حداکثر شمار داو خودکار در هر بازی</translation>
    </message>
    <message>
        <source>Fresh roll for the first move</source>
        <translation>ریختن دوبارهٔ تاس‌ها برای حرکت اول</translation>
    </message>
    <message>
        <source>No hit-and-stack in the home board</source>
        <translation>در خانهٔ خودی، زدن و روی هم چیدن ممنوع</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>ساعت</translation>
    </message>
    <message>
        <source>Free seconds per move</source>
        <translation>ثانیه‌های آزاد هر حرکت</translation>
    </message>
    <message>
        <source>Reserve for the whole match</source>
        <translation>زمان ذخیره برای کل مسابقه</translation>
    </message>
    <message>
        <source>Longest allowed move</source>
        <translation>بیشترین زمان هر حرکت</translation>
    </message>
    <message>
        <source>On the right</source>
        <translation>سمت راست</translation>
    </message>
    <message>
        <source>On the left</source>
        <translation>سمت چپ</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>بی‌درنگ</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>تند</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>معمولی</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>آهسته</translation>
    </message>
    <message>
        <source>Persian inlaid wood</source>
        <translation>چوب خاتم‌کاری ایرانی</translation>
    </message>
    <message>
        <source>Clean</source>
        <translation>ساده</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>پرتضاد (برای کم‌بینایان)</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>مبتدی</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>پیشرفته</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>استاد</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>در حد جهانی</translation>
    </message>
    <message>
        <source>When I pick up the dice</source>
        <translation>وقتی تاس‌ها را برمی‌دارم</translation>
    </message>
    <message>
        <source>As soon as the move is complete</source>
        <translation>همین که حرکت کامل شد</translation>
    </message>
    <message>
        <source>A doubtful play (?!)</source>
        <translation>حرکت کم‌دقت (⁦?!⁩)</translation>
    </message>
    <message>
        <source>A bad play (?)</source>
        <translation>حرکت بد (⁦?⁩)</translation>
    </message>
    <message>
        <source>A very bad play (??)</source>
        <translation>حرکت خیلی بد (⁦??⁩)</translation>
    </message>
    <message>
        <source>The settings file could not be read, so the default settings are used. The old file was kept as %1.</source>
        <translation>پروندهٔ تنظیمات خوانده نشد و تنظیمات پیش‌فرض به کار می‌رود. پروندهٔ قبلی با نام %1 نگه داشته شد.</translation>
    </message>
    <message>
        <source>The settings cannot be saved to %1.</source>
        <translation>تنظیمات را نمی‌توان در %1 ذخیره کرد.</translation>
    </message>
    <message>
        <source>The stored house rules did not fit together, so the option “%1” was reset to its default.</source>
        <translation>قوانین خانگیِ ذخیره‌شده با هم جور نبودند، پس گزینهٔ «%1» به مقدار پیش‌فرض برگشت.</translation>
    </message>
    <message>
        <source>The setting “%1” had an unusable value (%2) and was reset to its default.</source>
        <translation>تنظیم «%1» مقدار نادرستی (%2) داشت و به مقدار پیش‌فرض برگشت.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Iranian café</source>
        <translation>قهوه‌خانهٔ ایرانی</translation>
    </message>
    <message>
        <source>International match</source>
        <translation>مسابقهٔ بین‌المللی</translation>
    </message>
    <message>
        <source>Money game</source>
        <translation>بازی آزاد</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>دلخواه</translation>
    </message>
    <message>
        <source>A backgammon scores %1 points, like a gammon, as in many Iranian circles.</source>
        <translation>مارس خانگی هم مانند مارس %1 امتیاز دارد، چنان‌که در بسیاری از جمع‌های ایرانی رسم است.</translation>
    </message>
    <message>
        <source>After the Crawford game the trailing player may double only once both players have rolled twice.</source>
        <translation>پس از بازی کرافورد، بازیکنِ عقب‌تر تنها وقتی می‌تواند داو بدهد که هر دو بازیکن دو بار تاس ریخته باشند.</translation>
    </message>
    <message>
        <source>Play with the doubling cube. Without it a game is worth its result alone: %1 or %2 points, or %3 for a backgammon that does not count as a gammon.</source>
        <translation>بازی با مکعب دوبل. بدون آن، هر بازی فقط به اندازهٔ نتیجه‌اش امتیاز دارد: %1 یا %2 امتیاز، یا %3 امتیاز برای مارس خانگی‌ای که مارس حساب نشود.</translation>
    </message>
    <message>
        <source>The game after a player first comes within one point of winning the match is played without the cube.</source>
        <translation>وقتی یکی از بازیکنان نخستین بار تنها یک امتیاز تا بردن مسابقه فاصله دارد، دست بعد بدون مکعب دوبل بازی می‌شود.</translation>
    </message>
    <message>
        <source>A gammon or backgammon counts as a single win unless a double was offered and taken in that game.</source>
        <translation>مارس و مارس خانگی برد ساده حساب می‌شوند، مگر آنکه در همین بازی داو داده و قبول شده باشد.</translation>
    </message>
    <message>
        <source>A player who is doubled may redouble at once and keep the cube.</source>
        <translation>بازیکنی که به او داو داده شده می‌تواند بی‌درنگ داو دوباره بدهد و مکعب را نزد خود نگه دارد.</translation>
    </message>
    <message>
        <source>After a beaver, the player who doubled may redouble once more at once.</source>
        <translation>پس از بیور، بازیکنی که داو داده بود می‌تواند بی‌درنگ یک بار دیگر داو دوباره بدهد.</translation>
    </message>
    <message>
        <source>Each tie in the opening roll doubles the cube, which stays in the middle.</source>
        <translation>هر بار که تاس‌های شروع برابر بیایند، مکعب دوبل یک پله بالا می‌رود و در میانه می‌ماند.</translation>
    </message>
    <message>
        <source>How many times the cube may be doubled this way in one game.</source>
        <translation>مکعب در یک بازی چند بار می‌تواند این‌گونه یک پله بالا برود.</translation>
    </message>
    <message>
        <source>The winner of the opening roll rolls both dice again for the first move, so it may be a double.</source>
        <translation>برندهٔ تاس شروع، برای حرکت اول هر دو تاس را دوباره می‌ریزد؛ پس ممکن است جفت بیاید.</translation>
    </message>
    <message>
        <source>In one&apos;s own home board a checker that has just hit may not go on to a point holding one&apos;s own checkers in the same turn.</source>
        <translation>در خانهٔ خودی، مهره‌ای که همین حالا زده است در همان نوبت نمی‌تواند به خانه‌ای برود که مهرهٔ خودی دارد.</translation>
    </message>
    <message>
        <source>Each move has some free seconds, then a reserve for the whole match is used; whoever runs out of time loses the match.</source>
        <translation>هر حرکت چند ثانیهٔ آزاد دارد و پس از آن از زمان ذخیرهٔ کل مسابقه کم می‌شود؛ وقتِ هر کس تمام شود، مسابقه را می‌بازد.</translation>
    </message>
    <message>
        <source>Seconds each move may take without using the reserve.</source>
        <translation>ثانیه‌هایی که هر حرکت می‌تواند بی‌آنکه از ذخیره کم شود طول بکشد.</translation>
    </message>
    <message>
        <source>Extra seconds for the whole match, used after the free seconds.</source>
        <translation>ثانیه‌های اضافه برای کل مسابقه، که پس از ثانیه‌های آزاد مصرف می‌شوند.</translation>
    </message>
    <message>
        <source>No move may take longer than this.</source>
        <translation>هیچ حرکتی نباید بیش از این طول بکشد.</translation>
    </message>
    <message>
        <source>Matches only.</source>
        <translation>فقط در مسابقه.</translation>
    </message>
    <message>
        <source>Money games only.</source>
        <translation>فقط در بازی آزاد.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>تنظیمات</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>قوانین خانگی</translation>
    </message>
    <message>
        <source>Game and display</source>
        <translation>بازی و نمایش</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>مجموعهٔ قوانین:</translation>
    </message>
    <message>
        <source>The next game is a money game: options for matches only are greyed out.</source>
        <translation>بازی بعدی بازی آزاد است: گزینه‌هایی که فقط در مسابقه به کار می‌آیند کم‌رنگ شده‌اند.</translation>
    </message>
    <message>
        <source>The next game is part of a match: options for money games only are greyed out.</source>
        <translation>بازی بعدی بخشی از یک مسابقه است: گزینه‌هایی که فقط در بازی آزاد به کار می‌آیند کم‌رنگ شده‌اند.</translation>
    </message>
    <message>
        <source>A match is being played: changed rules take effect from the next match.</source>
        <translation>مسابقه‌ای در جریان است: قوانینِ تغییرکرده از مسابقهٔ بعدی اجرا می‌شوند.</translation>
    </message>
    <message>
        <source>Scoring and the cube</source>
        <translation>امتیاز و مکعب دوبل</translation>
    </message>
    <message>
        <source>Moving</source>
        <translation>حرکت</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>ساعت</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds, after a number</comment>
        <translation> ثانیه</translation>
    </message>
    <message>
        <source>Tutor (a word before an error):</source>
        <translation>مربی (هشدار پیش از اشتباه):</translation>
    </message>
    <message>
        <source>Checker play</source>
        <translation>حرکت مهره‌ها</translation>
    </message>
    <message>
        <source>Cube</source>
        <translation>مکعب دوبل</translation>
    </message>
    <message>
        <source>Expert numbers (EMG, plies)</source>
        <translation>اعداد کارشناسی (ارزش حرکت، عمق جست‌وجو)</translation>
    </message>
    <message>
        <source> %</source>
        <comment>percent, after a number</comment>
        <translation>٪</translation>
    </message>
    <message>
        <source>A new language applies at once.</source>
        <translation>زبان تازه بی‌درنگ اعمال می‌شود.</translation>
    </message>
    <message>
        <source>A new language applies the next time the program starts.</source>
        <translation>زبان تازه از اجرای بعدیِ برنامه اعمال می‌شود.</translation>
    </message>
    <message>
        <source>The board keeps its own orientation in both languages.</source>
        <translation>چیدمان تخته با تغییر زبان وارونه نمی‌شود.</translation>
    </message>
    <message>
        <source>Every setting back to its default</source>
        <translation>بازگرداندن همهٔ تنظیمات به پیش‌فرض</translation>
    </message>
    <message>
        <source>This system has no program to play sounds with, so the game stays silent.</source>
        <translation>این سیستم برنامه‌ای برای پخش صدا ندارد، پس بازی بی‌صدا می‌ماند.</translation>
    </message>
</context>
<context>
    <name>TutorActions</name>
    <message>
        <source>The tutor is looking at your choice…</source>
        <translation>مربی در حال بررسی تصمیم شماست…</translation>
    </message>
    <message>
        <source>Tutor: warned that %1 loses %2, played anyway.</source>
        <translation>مربی: هشدار داد که %1 %2 از دست می‌دهد؛ با این حال بازی شد.</translation>
    </message>
    <message>
        <source>Tutor: first chose %1 (it loses %2), then took it back.</source>
        <translation>مربی: نخست %1 انتخاب شد (%2 از دست می‌دهد)، سپس برگردانده شد.</translation>
    </message>
    <message>
        <source>Tutor: warned that %1 costs about %2, played anyway.</source>
        <translation>مربی: هشدار داد که هزینهٔ %1 حدود %2 است؛ با این حال بازی شد.</translation>
    </message>
    <message>
        <source>Tutor: first chose %1 (it costs about %2), then took it back.</source>
        <translation>مربی: نخست %1 انتخاب شد (هزینه‌اش حدود %2)، سپس برگردانده شد.</translation>
    </message>
</context>
<context>
    <name>TutorBar</name>
    <message>
        <source>Play anyway</source>
        <translation>بازی با همین تصمیم</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>برگرداندن</translation>
    </message>
    <message>
        <source>Show hint</source>
        <translation>نشان دادن راهنمایی</translation>
    </message>
    <message>
        <source>Make this choice final as it is</source>
        <translation>قطعی کردن همین تصمیم</translation>
    </message>
    <message>
        <source>Undo this choice and choose again</source>
        <translation>برگرداندن این تصمیم و انتخاب دوباره</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(بدون حرکت)</translation>
    </message>
    <message>
        <source>Equity lost: %1.</source>
        <translation>ارزش ازدست‌رفته: %1.</translation>
    </message>
    <message>
        <source>a doubtful choice</source>
        <translation>تصمیمی کم‌دقت</translation>
    </message>
    <message>
        <source>a bad choice</source>
        <translation>تصمیمی بد</translation>
    </message>
    <message>
        <source>a very bad choice</source>
        <translation>تصمیمی خیلی بد</translation>
    </message>
    <message>
        <source>an error</source>
        <translation>اشتباه</translation>
    </message>
    <message>
        <source>Tutor: %1 %2</source>
        <translation>مربی: %1 %2</translation>
    </message>
    <message>
        <source>With this play your chance of winning this game goes from %1 to %2; the best play, %3, keeps it at %1. This play costs about %4.</source>
        <translation>با این حرکت شانس بردن شما در این دست از %1 به %2 می‌رسد؛ بهترین حرکت، %3، آن را %1 نگه می‌دارد. هزینهٔ این حرکت حدود %4 است.</translation>
    </message>
    <message>
        <source>This play costs about %1; the best is %2.</source>
        <translation>هزینهٔ این حرکت حدود %1 است؛ بهترین حرکت %2 است.</translation>
    </message>
    <message>
        <source>“%1” costs about %2 here; the best is “%3”.</source>
        <translation>«%1» اینجا حدود %2 هزینه دارد؛ بهترین «%3» است.</translation>
    </message>
</context>
<context>
    <name>VerifyDiceDialog</name>
    <message>
        <source>Verify dice</source>
        <translation>بررسی تاس‌ها</translation>
    </message>
    <message>
        <source>There are no fair dice to check.</source>
        <translation>تاس منصفانه‌ای برای بررسی نیست.</translation>
    </message>
    <message>
        <source>Commitment (shown before the match):</source>
        <translation>اثر انگشت (نشان‌داده‌شده پیش از مسابقه):</translation>
    </message>
    <message>
        <source>Seed (revealed now):</source>
        <translation>کلید تاس‌ها (اکنون آشکارشده):</translation>
    </message>
    <message>
        <source>Rolls checked:</source>
        <translation>پرتاب‌های بررسی‌شده:</translation>
    </message>
    <message>
        <source>Check a saved match…</source>
        <translation>بررسی مسابقهٔ ذخیره‌شده…</translation>
    </message>
    <message>
        <source>In the match</source>
        <translation>در مسابقه</translation>
    </message>
    <message>
        <source>From the seed</source>
        <translation>از روی کلید تاس‌ها</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to Takhteh Nard</source>
        <translation>به تخته نرد خوش آمدید</translation>
    </message>
    <message>
        <source>Three questions before the first game. Everything here can be changed later.</source>
        <translation>سه پرسش پیش از نخستین بازی. همهٔ این‌ها را بعداً هم می‌توانید تغییر دهید.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>زبان:</translation>
    </message>
    <message>
        <source>How do you want to play?</source>
        <translation>چگونه بازی می‌کنید؟</translation>
    </message>
    <message>
        <source>Iranian café</source>
        <translation>قهوه‌خانهٔ ایرانی</translation>
    </message>
    <message>
        <source>International match</source>
        <translation>مسابقهٔ بین‌المللی</translation>
    </message>
    <message>
        <source>No doubling cube; a gammon or a backgammon is a mars (%1).</source>
        <translation>بی مکعب دوبل؛ مارس و مارس خانگی هر دو یک مارس‌اند (%1).</translation>
    </message>
    <message>
        <source>With the doubling cube and the Crawford rule; a backgammon is %1.</source>
        <translation>با مکعب دوبل و قانون کرافورد؛ مارس خانگی %1 است.</translation>
    </message>
    <message>
        <source>The computer plays as</source>
        <translation>سطح بازی رایانه</translation>
    </message>
    <message>
        <source>often makes plain mistakes: for learning the moves</source>
        <translation>اشتباه‌های آشکار زیاد می‌کند؛ برای یادگرفتن حرکت‌ها</translation>
    </message>
    <message>
        <source>a casual player: makes a mistake now and then</source>
        <translation>بازیکنی معمولی؛ گاه‌گاه اشتباه می‌کند</translation>
    </message>
    <message>
        <source>a strong club player: rarely makes a mistake</source>
        <translation>بازیکنی قوی؛ کم اشتباه می‌کند</translation>
    </message>
    <message>
        <source>plays its best at once, without looking ahead</source>
        <translation>بهترین بازی‌اش را بی‌درنگ و بی پیش‌بینی حرکت‌های بعد می‌کند</translation>
    </message>
    <message>
        <source>looks ahead before each play: hard to beat, and slower</source>
        <translation>پیش از هر حرکت چند نوبت جلوتر را می‌سنجد؛ به‌سختی شکست می‌خورد، ولی کندتر است</translation>
    </message>
    <message>
        <source>Sounds (dice, checkers)</source>
        <translation>صداها (تاس، مهره)</translation>
    </message>
    <message>
        <source>All of this can be changed under Game ▸ Settings; Help ▸ Welcome shows this page again.</source>
        <translation>همهٔ این‌ها از بازی ◂ تنظیمات تغییرپذیر است؛ راهنما ◂ خوش‌آمد این پنجره را دوباره باز می‌کند.</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>شروع بازی</translation>
    </message>
</context>
<context>
    <name>WindowSettings</name>
    <message>
        <source>Settings</source>
        <translation>تنظیمات</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>single game</source>
        <translation>برد ساده</translation>
    </message>
    <message>
        <source>gammon (mars)</source>
        <translation>مارس</translation>
    </message>
    <message>
        <source>backgammon</source>
        <translation>مارس خانگی</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>مبتدی</translation>
    </message>
    <message>
        <source>intermediate</source>
        <translation>متوسط</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>پیشرفته</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>استاد</translation>
    </message>
    <message>
        <source>world class</source>
        <translation>در حد جهانی</translation>
    </message>
    <message>
        <source>Iranian café (no cube, every backgammon a mars)</source>
        <translation>قهوه‌خانهٔ ایرانی (بی‌مکعب، هر مارس خانگی یک مارس)</translation>
    </message>
    <message>
        <source>International match (cube, Crawford)</source>
        <translation>مسابقهٔ بین‌المللی (مکعب، کرافورد)</translation>
    </message>
    <message>
        <source>Money session (cube, Jacoby)</source>
        <translation>بازی آزاد (مکعب، جاکوبی)</translation>
    </message>
    <message>
        <source>light</source>
        <translation>روشن</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>تیره</translation>
    </message>
    <message>
        <source>%1 point</source>
        <translation>%1 امتیاز</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 امتیاز</translation>
    </message>
    <message>
        <source>bar</source>
        <comment>notation: the bar</comment>
        <translation>بار</translation>
    </message>
    <message>
        <source>off</source>
        <comment>notation: borne off</comment>
        <translation>بیرون</translation>
    </message>
</context>
</TS>
