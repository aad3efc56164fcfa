<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>ActionBar</name>
    <message>
        <source>Roll</source>
        <translation>Roll</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Roll the dice (Space, or click the board)</source>
        <translation>Roll the dice (Space, or click the board)</translation>
    </message>
    <message>
        <source>Pick up the dice: the turn is final (Enter, or click the dice)</source>
        <translation>Pick up the dice: the turn is final (Enter, or click the dice)</translation>
    </message>
    <message>
        <source>Take back the last checker moved (Ctrl+Z)</source>
        <translation>Take back the last checker moved (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Play on</translation>
    </message>
</context>
<context>
    <name>AnalysisReport</name>
    <message>
        <source>Supernatural</source>
        <translation>Supernatural</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>World class</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Advanced</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermediate</translation>
    </message>
    <message>
        <source>Casual player</source>
        <translation>Casual player</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <source>Awful!</source>
        <translation>Awful!</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>doubtful</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>bad</translation>
    </message>
    <message>
        <source>very bad</source>
        <translation>very bad</translation>
    </message>
    <message>
        <source>very lucky</source>
        <translation>very lucky</translation>
    </message>
    <message>
        <source>lucky</source>
        <translation>lucky</translation>
    </message>
    <message>
        <source>unlucky</source>
        <translation>unlucky</translation>
    </message>
    <message>
        <source>very unlucky</source>
        <translation>very unlucky</translation>
    </message>
    <message>
        <source>double</source>
        <translation>double</translation>
    </message>
    <message>
        <source>no double</source>
        <translation>no double</translation>
    </message>
    <message>
        <source>take</source>
        <translation>take</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>beaver</source>
        <translation>beaver</translation>
    </message>
    <message>
        <source>too good to double</source>
        <translation>too good to double</translation>
    </message>
    <message>
        <source>double, take</source>
        <translation>double, take</translation>
    </message>
    <message>
        <source>double, pass</source>
        <translation>double, pass</translation>
    </message>
    <message>
        <source>double, beaver</source>
        <translation>double, beaver</translation>
    </message>
    <message>
        <source>  Checker play: %1 moves, %2 unforced, error rate %3 mEMG</source>
        <translation>  Checker play: %1 moves, %2 unforced, error rate %3 mEMG</translation>
    </message>
    <message>
        <source>  Cube: %1 close or actual decisions, error rate %2 mEMG</source>
        <translation>  Cube: %1 close or actual decisions, error rate %2 mEMG</translation>
    </message>
    <message>
        <source>  Missed doubles %1, wrong doubles %2, wrong takes %3, wrong passes %4</source>
        <translation>  Missed doubles %1, wrong doubles %2, wrong takes %3, wrong passes %4</translation>
    </message>
    <message>
        <source>  Overall: error rate %1 mEMG, PR %2, rating %3, estimated FIBS rating %4</source>
        <translation>  Overall: error rate %1 mEMG, PR %2, rating %3, estimated FIBS rating %4</translation>
    </message>
    <message>
        <source>  Marks: doubtful %1, bad %2, very bad %3</source>
        <translation>  Marks: doubtful %1, bad %2, very bad %3</translation>
    </message>
    <message>
        <source>  Luck: total %1, rate %2 mEMG per move, luck-adjusted result %3 points</source>
        <translation>  Luck: total %1, rate %2 mEMG per move, luck-adjusted result %3 points</translation>
    </message>
    <message>
        <source>%1-%2</source>
        <translation>%1-%2</translation>
    </message>
    <message>
        <source>Game %1, move %2, %3 (%4): played %5, best %6, error %7 (%8)</source>
        <translation>Game %1, move %2, %3 (%4): played %5, best %6, error %7 (%8)</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>no move</translation>
    </message>
    <message>
        <source>Game %1, move %2, %3: %4, right: %5, error %6 (%7)</source>
        <translation>Game %1, move %2, %3: %4, right: %5, error %6 (%7)</translation>
    </message>
    <message>
        <source>Game %1, move %2, %3 rolled %4: %5 (%6)</source>
        <translation>Game %1, move %2, %3 rolled %4: %5 (%6)</translation>
    </message>
    <message>
        <source>Analysis of %1: match to %2 points, %3 games, depth %4-ply</source>
        <translation>Analysis of %1: match to %2 points, %3 games, depth %4-ply</translation>
    </message>
    <message>
        <source>Analysis of %1: money session, %2 games, depth %3-ply</source>
        <translation>Analysis of %1: money session, %2 games, depth %3-ply</translation>
    </message>
    <message>
        <source>Checker plays: the best %1 and the play made rolled out, %2 trials each</source>
        <translation>Checker plays: the best %1 and the play made rolled out, %2 trials each</translation>
    </message>
    <message>
        <source>Checker plays: the best %1 and the play made rolled out, %2 trials each, %3 plies deep</source>
        <translation>Checker plays: the best %1 and the play made rolled out, %2 trials each, %3 plies deep</translation>
    </message>
    <message>
        <source>Marked decisions: %1</source>
        <translation>Marked decisions: %1</translation>
    </message>
    <message>
        <source>Marked rolls: %1</source>
        <translation>Marked rolls: %1</translation>
    </message>
    <message>
        <source>cannot open %1: there is no such file</source>
        <translation>cannot open %1: there is no such file</translation>
    </message>
    <message>
        <source>cannot open %1: it is a folder, not a file</source>
        <translation>cannot open %1: it is a folder, not a file</translation>
    </message>
    <message>
        <source>Analysing: %1 of %2 decisions</source>
        <translation>Analysing: %1 of %2 decisions</translation>
    </message>
    <message>
        <source>%1 is not a match this program can read: %2</source>
        <translation>%1 is not a match this program can read: %2</translation>
    </message>
    <message>
        <source>%1 cannot be analysed: %2</source>
        <translation>%1 cannot be analysed: %2</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>cannot read %1: %2</translation>
    </message>
</context>
<context>
    <name>BoardAccessibility</name>
    <message>
        <source>white</source>
        <translation>white</translation>
    </message>
    <message>
        <source>black</source>
        <translation>black</translation>
    </message>
    <message>
        <source>point %1: empty</source>
        <translation>point %1: empty</translation>
    </message>
    <message>
        <source>point %1: one %2 checker</source>
        <translation>point %1: one %2 checker</translation>
    </message>
    <message>
        <source>point %1: %2 %3 checkers</source>
        <translation>point %1: %2 %3 checkers</translation>
    </message>
    <message>
        <source>on the bar: %1 white, %2 black</source>
        <translation>on the bar: %1 white, %2 black</translation>
    </message>
    <message>
        <source>borne off: %1 white, %2 black</source>
        <translation>borne off: %1 white, %2 black</translation>
    </message>
    <message>
        <source>no dice on the board</source>
        <translation>no dice on the board</translation>
    </message>
    <message>
        <source>opening roll: %1 for white, %2 for black</source>
        <translation>opening roll: %1 for white, %2 for black</translation>
    </message>
    <message>
        <source>your roll: %1 and %2</source>
        <translation>your roll: %1 and %2</translation>
    </message>
    <message>
        <source>%1&apos;s roll: %2 and %3</source>
        <translation>%1&apos;s roll: %2 and %3</translation>
    </message>
    <message>
        <source>no doubling cube in this game</source>
        <translation>no doubling cube in this game</translation>
    </message>
    <message>
        <source>doubling cube: %1 offered to %2</source>
        <translation>doubling cube: %1 offered to %2</translation>
    </message>
    <message>
        <source>doubling cube: %1, in the middle</source>
        <translation>doubling cube: %1, in the middle</translation>
    </message>
    <message>
        <source>doubling cube: %1, owned by %2</source>
        <translation>doubling cube: %1, owned by %2</translation>
    </message>
    <message>
        <source>pips: %1 white, %2 black</source>
        <translation>pips: %1 white, %2 black</translation>
    </message>
    <message>
        <source>bear off</source>
        <translation>bear off</translation>
    </message>
    <message>
        <source>move to %1</source>
        <translation>move to %1</translation>
    </message>
    <message>
        <source>%1 took back %2</source>
        <translation>%1 took back %2</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 played %2</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
</context>
<context>
    <name>ClockWidget</name>
    <message>
        <source>Clock</source>
        <translation>Clock</translation>
    </message>
    <message>
        <source>This move</source>
        <translation>This move</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Free seconds left in this move</source>
        <translation>Free seconds left in this move</translation>
    </message>
    <message>
        <source>Seconds left for the whole match, used after the free seconds</source>
        <translation>Seconds left for the whole match, used after the free seconds</translation>
    </message>
    <message>
        <source>%1 left in this move before the time runs out</source>
        <translation>%1 left in this move before the time runs out</translation>
    </message>
</context>
<context>
    <name>CommitmentDialog</name>
    <message>
        <source>Provably fair dice</source>
        <translation>Provably fair dice</translation>
    </message>
    <message>
        <source>Every roll of this match is fixed now, before the first roll. This is the fingerprint (SHA-256 commitment) of those dice: write it down or take a picture of it.</source>
        <translation>Every roll of this match is fixed now, before the first roll. This is the fingerprint (SHA-256 commitment) of those dice: write it down or take a picture of it.</translation>
    </message>
    <message>
        <source>When the match is over the program reveals the seed of the dice (Game ▸ Dice ▸ Verify dice). Anyone can then check that it fits this fingerprint and that every roll followed from it.</source>
        <translation>When the match is over the program reveals the seed of the dice (Game ▸ Dice ▸ Verify dice). Anyone can then check that it fits this fingerprint and that every roll followed from it.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
</context>
<context>
    <name>CubeActions</name>
    <message>
        <source>no double</source>
        <translation>no double</translation>
    </message>
    <message>
        <source>double</source>
        <translation>double</translation>
    </message>
    <message>
        <source>double, take</source>
        <translation>double, take</translation>
    </message>
    <message>
        <source>double, pass</source>
        <translation>double, pass</translation>
    </message>
    <message>
        <source>double, beaver</source>
        <translation>double, beaver</translation>
    </message>
    <message>
        <source>too good to double</source>
        <translation>too good to double</translation>
    </message>
    <message>
        <source>take</source>
        <translation>take</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>beaver</source>
        <translation>beaver</translation>
    </message>
</context>
<context>
    <name>CubeWidget</name>
    <message>
        <source>Doubling cube</source>
        <translation>Doubling cube</translation>
    </message>
    <message>
        <source>Crawford game: no doubling in this game.</source>
        <translation>Crawford game: no doubling in this game.</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Double</translation>
    </message>
    <message>
        <source>Offer the cube at twice its value, before rolling.</source>
        <translation>Offer the cube at twice its value, before rolling.</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Take</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Drop</translation>
    </message>
    <message>
        <source>Beaver</source>
        <translation>Beaver</translation>
    </message>
    <message>
        <source>Raccoon</source>
        <translation>Raccoon</translation>
    </message>
    <message>
        <source>in the centre</source>
        <translation>in the centre</translation>
    </message>
    <message>
        <source>owned by %1</source>
        <translation>owned by %1</translation>
    </message>
    <message>
        <source>Value %1, %2.</source>
        <translation>Value %1, %2.</translation>
    </message>
    <message>
        <source>You double to %1.</source>
        <translation>You double to %1.</translation>
    </message>
    <message>
        <source>%1 doubles to %2.</source>
        <translation>%1 doubles to %2.</translation>
    </message>
    <message>
        <source>Beaver! The cube is on %1.</source>
        <translation>Beaver! The cube is on %1.</translation>
    </message>
</context>
<context>
    <name>DiceActions</name>
    <message>
        <source>&amp;Enter dice…</source>
        <translation>&amp;Enter dice…</translation>
    </message>
    <message>
        <source>Enter &amp;every roll by hand</source>
        <translation>Enter &amp;every roll by hand</translation>
    </message>
    <message>
        <source>Fair dice: the &amp;commitment…</source>
        <translation>Fair dice: the &amp;commitment…</translation>
    </message>
    <message>
        <source>&amp;Verify dice…</source>
        <translation>&amp;Verify dice…</translation>
    </message>
    <message>
        <source>Dice &amp;statistics…</source>
        <translation>Dice &amp;statistics…</translation>
    </message>
    <message>
        <source>&amp;Dice</source>
        <translation>&amp;Dice</translation>
    </message>
    <message>
        <source>Fair dice: verify</source>
        <translation>Fair dice: verify</translation>
    </message>
    <message>
        <source>Fair dice %1…</source>
        <translation>Fair dice %1…</translation>
    </message>
    <message>
        <source>Commitment (SHA-256): %1</source>
        <translation>Commitment (SHA-256): %1</translation>
    </message>
    <message>
        <source>The match is over and the seed of the fair dice is revealed: Game ▸ Dice ▸ Verify dice checks every roll.</source>
        <translation>The match is over and the seed of the fair dice is revealed: Game ▸ Dice ▸ Verify dice checks every roll.</translation>
    </message>
    <message>
        <source>Dice entered by hand: this match&apos;s dice can no longer be verified as fair.</source>
        <translation>Dice entered by hand: this match&apos;s dice can no longer be verified as fair.</translation>
    </message>
    <message>
        <source>No roll is due now.</source>
        <translation>No roll is due now.</translation>
    </message>
    <message>
        <source>This match is not played with provably fair dice. Choose them for a new match in Game ▸ New match.</source>
        <translation>This match is not played with provably fair dice. Choose them for a new match in Game ▸ New match.</translation>
    </message>
    <message>
        <source>Reveal the seed now?</source>
        <translation>Reveal the seed now?</translation>
    </message>
    <message>
        <source>The seed of the dice is revealed when the match is over. Revealed now, it would tell every roll still to come, so the rest of this match is then played with ordinary secure dice. Reveal it now?</source>
        <translation>The seed of the dice is revealed when the match is over. Revealed now, it would tell every roll still to come, so the rest of this match is then played with ordinary secure dice. Reveal it now?</translation>
    </message>
    <message>
        <source>This copy of the match does not carry the seed of its dice: the seed is revealed only when the match is over.</source>
        <translation>This copy of the match does not carry the seed of its dice: the seed is revealed only when the match is over.</translation>
    </message>
    <message>
        <source>Check a saved match</source>
        <translation>Check a saved match</translation>
    </message>
    <message>
        <source>Takhteh Nard matches (*.nardmatch *.json);;All files (*)</source>
        <translation>Takhteh Nard matches (*.nardmatch *.json);;All files (*)</translation>
    </message>
    <message>
        <source>Verify dice: %1</source>
        <translation>Verify dice: %1</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>The file cannot be read: %1</translation>
    </message>
    <message>
        <source>This match was not played with provably fair dice.</source>
        <translation>This match was not played with provably fair dice.</translation>
    </message>
</context>
<context>
    <name>DiceStatsDialog</name>
    <message>
        <source>Dice statistics</source>
        <translation>Dice statistics</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Rolls</translation>
    </message>
    <message>
        <source>Dice thrown</source>
        <translation>Dice thrown</translation>
    </message>
    <message>
        <source>Face %1</source>
        <translation>Face %1</translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation>Doubles</translation>
    </message>
    <message>
        <source>Average pips per roll</source>
        <translation>Average pips per roll</translation>
    </message>
    <message>
        <source>Both</source>
        <translation>Both</translation>
    </message>
    <message>
        <source>%1 (fair: %2)</source>
        <translation>%1 (fair: %2)</translation>
    </message>
    <message>
        <source>In brackets: what fair dice give on average for as many rolls. Doubles count four times in the pips; each opening roll counts one die for each player.</source>
        <translation>In brackets: what fair dice give on average for as many rolls. Doubles count four times in the pips; each opening roll counts one die for each player.</translation>
    </message>
    <message>
        <source>With fair dice, faces spread at least this unevenly in %1 of matches, and doubles stray at least this far from one roll in six in %2.</source>
        <translation>With fair dice, faces spread at least this unevenly in %1 of matches, and doubles stray at least this far from one roll in six in %2.</translation>
    </message>
</context>
<context>
    <name>EditorActions</name>
    <message>
        <source>Edit the &amp;position…</source>
        <translation>Edit the &amp;position…</translation>
    </message>
    <message>
        <source>Editing the position: the game waits until the editor is closed.</source>
        <translation>Editing the position: the game waits until the editor is closed.</translation>
    </message>
    <message>
        <source>This position cannot be played.</source>
        <translation>This position cannot be played.</translation>
    </message>
    <message>
        <source>There is nothing to decide here: set the dice rolled, or turn the cube on, for a hint.</source>
        <translation>There is nothing to decide here: set the dice rolled, or turn the cube on, for a hint.</translation>
    </message>
</context>
<context>
    <name>EndOfGameDialog</name>
    <message>
        <source>%1 dropped the double.</source>
        <translation>%1 dropped the double.</translation>
    </message>
    <message>
        <source>%1 resigned.</source>
        <translation>%1 resigned.</translation>
    </message>
    <message>
        <source>%1 ran out of time.</source>
        <translation>%1 ran out of time.</translation>
    </message>
    <message>
        <source>%1 wins a %2: %3.</source>
        <translation>%1 wins a %2: %3.</translation>
    </message>
    <message>
        <source>%1 wins on time.</source>
        <translation>%1 wins on time.</translation>
    </message>
    <message>
        <source>You win on time.</source>
        <translation>You win on time.</translation>
    </message>
    <message>
        <source>You win a %1: %2.</source>
        <translation>You win a %1: %2.</translation>
    </message>
    <message>
        <source>Score: %1 %2 – %3 %4 (match to %5).</source>
        <translation>Score: %1 %2 – %3 %4 (match to %5).</translation>
    </message>
    <message>
        <source>Session: %1 %2 – %3 %4.</source>
        <translation>Session: %1 %2 – %3 %4.</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>You win the match!</translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation>%1 wins the match!</translation>
    </message>
    <message>
        <source>Match over</source>
        <translation>Match over</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Next game</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Look at every decision of the match so far and mark the errors</source>
        <translation>Look at every decision of the match so far and mark the errors</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>New match…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>EquityGraph</name>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source> and </source>
        <translation> and </translation>
    </message>
    <message>
        <source>your winning chance from %1 to %2</source>
        <translation>your winning chance from %1 to %2</translation>
    </message>
    <message>
        <source>your gammon chance from %1 to %2</source>
        <translation>your gammon chance from %1 to %2</translation>
    </message>
    <message>
        <source>the opponent&apos;s gammon chance from %1 to %2</source>
        <translation>the opponent&apos;s gammon chance from %1 to %2</translation>
    </message>
    <message>
        <source>This play takes %1.</source>
        <translation>This play takes %1.</translation>
    </message>
    <message>
        <source>After this play all %1 rolls of the opponent hit you; the better play leaves no shot.</source>
        <translation>After this play all %1 rolls of the opponent hit you; the better play leaves no shot.</translation>
    </message>
    <message>
        <source>After this play all %2 rolls of the opponent hit you; after the better play only %1.</source>
        <translation>After this play all %2 rolls of the opponent hit you; after the better play only %1.</translation>
    </message>
    <message>
        <source>This play gives the opponent %1 of %2 rolls to hit you; the better play leaves no shot.</source>
        <translation>This play gives the opponent %1 of %2 rolls to hit you; the better play leaves no shot.</translation>
    </message>
    <message>
        <source>This play gives the opponent %1 of %3 rolls to hit you; the better play only %2.</source>
        <translation>This play gives the opponent %1 of %3 rolls to hit you; the better play only %2.</translation>
    </message>
    <message>
        <source>The better play hits %1 of the opponent&apos;s checkers; this play hits none.</source>
        <translation>The better play hits %1 of the opponent&apos;s checkers; this play hits none.</translation>
    </message>
    <message>
        <source>The better play hits %1 of the opponent&apos;s checkers; this play only %2.</source>
        <translation>The better play hits %1 of the opponent&apos;s checkers; this play only %2.</translation>
    </message>
    <message>
        <source>You do not make your %1 point; the better play makes it.</source>
        <translation>You do not make your %1 point; the better play makes it.</translation>
    </message>
    <message>
        <source>The better play builds a prime of %1 points in a row; this play has no two in a row.</source>
        <translation>The better play builds a prime of %1 points in a row; this play has no two in a row.</translation>
    </message>
    <message>
        <source>The better play builds a prime of %1 points in a row; this play only %2.</source>
        <translation>The better play builds a prime of %1 points in a row; this play only %2.</translation>
    </message>
    <message>
        <source>Anchors in the opponent&apos;s home board: %1 with this play, %2 with the better play.</source>
        <translation>Anchors in the opponent&apos;s home board: %1 with this play, %2 with the better play.</translation>
    </message>
    <message>
        <source>Blots left: %1 with this play, %2 with the better play.</source>
        <translation>Blots left: %1 with this play, %2 with the better play.</translation>
    </message>
    <message>
        <source>This play piles checkers up: %1 more than three on a point, against %2 with the better play.</source>
        <translation>This play piles checkers up: %1 more than three on a point, against %2 with the better play.</translation>
    </message>
    <message>
        <source>Checkers left back: %1 with this play, %2 with the better play.</source>
        <translation>Checkers left back: %1 with this play, %2 with the better play.</translation>
    </message>
    <message>
        <source>Pips wasted by this play: %1 (your pip count is %2 after it, %3 after the better play).</source>
        <translation>Pips wasted by this play: %1 (your pip count is %2 after it, %3 after the better play).</translation>
    </message>
    <message>
        <source>Checkers borne off: %1 with this play, %2 with the better play.</source>
        <translation>Checkers borne off: %1 with this play, %2 with the better play.</translation>
    </message>
    <message>
        <source>Doubling was too early: your winning chance is %1; doubling pays from about %2.</source>
        <translation>Doubling was too early: your winning chance is %1; doubling pays from about %2.</translation>
    </message>
    <message>
        <source>Doubling was too early: your winning chance is only %1.</source>
        <translation>Doubling was too early: your winning chance is only %1.</translation>
    </message>
    <message>
        <source>You were too good to double: playing on, you win a gammon %1 of the time, worth more than the game the opponent would pass.</source>
        <translation>You were too good to double: playing on, you win a gammon %1 of the time, worth more than the game the opponent would pass.</translation>
    </message>
    <message>
        <source>You should have doubled: your winning chance is %1; doubling pays from about %2.</source>
        <translation>You should have doubled: your winning chance is %1; doubling pays from about %2.</translation>
    </message>
    <message>
        <source>You should have doubled: your winning chance is %1.</source>
        <translation>You should have doubled: your winning chance is %1.</translation>
    </message>
    <message>
        <source>You should have doubled: your winning chance is %1, and the opponent would have had to pass.</source>
        <translation>You should have doubled: your winning chance is %1, and the opponent would have had to pass.</translation>
    </message>
    <message>
        <source>Taking was wrong: your winning chance is %1; a take needs about %2.</source>
        <translation>Taking was wrong: your winning chance is %1; a take needs about %2.</translation>
    </message>
    <message>
        <source>Taking was wrong: your winning chance is %1 and your chance of losing a gammon %2; passing would have lost less.</source>
        <translation>Taking was wrong: your winning chance is %1 and your chance of losing a gammon %2; passing would have lost less.</translation>
    </message>
    <message>
        <source>Passing was wrong: your winning chance is %1; a take pays from about %2.</source>
        <translation>Passing was wrong: your winning chance is %1; a take pays from about %2.</translation>
    </message>
    <message>
        <source>Passing was wrong: with a take you would have lost less (your winning chance is %1).</source>
        <translation>Passing was wrong: with a take you would have lost less (your winning chance is %1).</translation>
    </message>
    <message>
        <source>Blot</source>
        <translation>Blot</translation>
    </message>
    <message>
        <source>A point with only one of your checkers on it. The opponent can hit it.</source>
        <translation>A point with only one of your checkers on it. The opponent can hit it.</translation>
    </message>
    <message>
        <source>Shot</source>
        <translation>Shot</translation>
    </message>
    <message>
        <source>A roll of the opponent that hits one of your checkers. Of the %1 rolls (a non-double counts twice), the shots are those with a legal play that hits.</source>
        <translation>A roll of the opponent that hits one of your checkers. Of the %1 rolls (a non-double counts twice), the shots are those with a legal play that hits.</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>Hit</translation>
    </message>
    <message>
        <source>Landing on a blot of the opponent: the checker goes to the bar and must enter again before the opponent can move any other.</source>
        <translation>Landing on a blot of the opponent: the checker goes to the bar and must enter again before the opponent can move any other.</translation>
    </message>
    <message>
        <source>Point (made)</source>
        <translation>Point (made)</translation>
    </message>
    <message>
        <source>A point with two or more of your checkers: the opponent cannot land on it. Made points in your home board (%1 to %2) make entering hard.</source>
        <translation>A point with two or more of your checkers: the opponent cannot land on it. Made points in your home board (%1 to %2) make entering hard.</translation>
    </message>
    <message>
        <source>Prime</source>
        <translation>Prime</translation>
    </message>
    <message>
        <source>Made points in a row. A prime of six cannot be passed at all; the longer the prime, the harder it is for a checker behind it to escape.</source>
        <translation>Made points in a row. A prime of six cannot be passed at all; the longer the prime, the harder it is for a checker behind it to escape.</translation>
    </message>
    <message>
        <source>Anchor</source>
        <translation>Anchor</translation>
    </message>
    <message>
        <source>A point you hold with two or more checkers in the opponent&apos;s home board: a safe landing place for your back checkers.</source>
        <translation>A point you hold with two or more checkers in the opponent&apos;s home board: a safe landing place for your back checkers.</translation>
    </message>
    <message>
        <source>Stacking</source>
        <translation>Stacking</translation>
    </message>
    <message>
        <source>Piling many checkers on one point. A fourth or fifth checker on a point does no work there; spread out, it could make another point.</source>
        <translation>Piling many checkers on one point. A fourth or fifth checker on a point does no work there; spread out, it could make another point.</translation>
    </message>
    <message>
        <source>Back checkers</source>
        <translation>Back checkers</translation>
    </message>
    <message>
        <source>Your checkers in the opponent&apos;s home board or on the bar: the farthest from home.</source>
        <translation>Your checkers in the opponent&apos;s home board or on the bar: the farthest from home.</translation>
    </message>
    <message>
        <source>Pip count</source>
        <translation>Pip count</translation>
    </message>
    <message>
        <source>How far your checkers still have to go: the sum, over your checkers, of the number of each one&apos;s point (%1 on the bar). In a race, the lower the better; a play wastes pips when a die bears off a checker from a lower point.</source>
        <translation>How far your checkers still have to go: the sum, over your checkers, of the number of each one&apos;s point (%1 on the bar). In a race, the lower the better; a play wastes pips when a die bears off a checker from a lower point.</translation>
    </message>
    <message>
        <source>Bearing off</source>
        <translation>Bearing off</translation>
    </message>
    <message>
        <source>Taking checkers off the board once all your checkers are home. The first to bear off all fifteen wins.</source>
        <translation>Taking checkers off the board once all your checkers are home. The first to bear off all fifteen wins.</translation>
    </message>
    <message>
        <source>Winning chance</source>
        <translation>Winning chance</translation>
    </message>
    <message>
        <source>How often you would win from here, as the computer estimates it; the gammon chance is how often the winner has borne off all before the loser bears off one.</source>
        <translation>How often you would win from here, as the computer estimates it; the gammon chance is how often the winner has borne off all before the loser bears off one.</translation>
    </message>
    <message>
        <source>Gammon (mars)</source>
        <translation>Gammon (mars)</translation>
    </message>
    <message>
        <source>A game won before the loser has borne off any checker: it counts two points.</source>
        <translation>A game won before the loser has borne off any checker: it counts two points.</translation>
    </message>
    <message>
        <source>Doubling cube</source>
        <translation>Doubling cube</translation>
    </message>
    <message>
        <source>Doubling the stake. The opponent takes (plays on for twice the stake) or passes (loses at once what was at stake). Doubling pays once your winning chance is high enough, but not so high that playing on for a gammon is worth more.</source>
        <translation>Doubling the stake. The opponent takes (plays on for twice the stake) or passes (loses at once what was at stake). Doubling pays once your winning chance is high enough, but not so high that playing on for a gammon is worth more.</translation>
    </message>
</context>
<context>
    <name>FairDice</name>
    <message>
        <source>NOT FAIR: the revealed seed does not fit the commitment shown before the match.</source>
        <translation>NOT FAIR: the revealed seed does not fit the commitment shown before the match.</translation>
    </message>
    <message>
        <source>NOT FAIR: roll %1 was %2, but the seed gives %3.</source>
        <translation>NOT FAIR: roll %1 was %2, but the seed gives %3.</translation>
    </message>
    <message>
        <source>%1 rolls differ in all.</source>
        <translation>%1 rolls differ in all.</translation>
    </message>
    <message>
        <source>The seed fits the commitment. No dice have been rolled yet.</source>
        <translation>The seed fits the commitment. No dice have been rolled yet.</translation>
    </message>
    <message>
        <source>Fair: the seed fits the commitment, and all %1 rolls followed from it.</source>
        <translation>Fair: the seed fits the commitment, and all %1 rolls followed from it.</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>&amp;Save match…</source>
        <translation>&amp;Save match…</translation>
    </message>
    <message>
        <source>&amp;Open match…</source>
        <translation>&amp;Open match…</translation>
    </message>
    <message>
        <source>&amp;Import a .mat match…</source>
        <translation>&amp;Import a .mat match…</translation>
    </message>
    <message>
        <source>&amp;Export as .mat…</source>
        <translation>&amp;Export as .mat…</translation>
    </message>
    <message>
        <source>Export as .&amp;sgf…</source>
        <translation>Export as .&amp;sgf…</translation>
    </message>
    <message>
        <source>&amp;Copy Position ID and Match ID</source>
        <translation>&amp;Copy Position ID and Match ID</translation>
    </message>
    <message>
        <source>&amp;Paste IDs (set up a position)…</source>
        <translation>&amp;Paste IDs (set up a position)…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Recent unfinished matches</source>
        <translation>&amp;Recent unfinished matches</translation>
    </message>
    <message>
        <source>&amp;Delete a kept match</source>
        <translation>&amp;Delete a kept match</translation>
    </message>
    <message>
        <source>There is no folder to save the match in automatically.</source>
        <translation>There is no folder to save the match in automatically.</translation>
    </message>
    <message>
        <source>The match could not be saved automatically: %1</source>
        <translation>The match could not be saved automatically: %1</translation>
    </message>
    <message>
        <source>The match could not be saved automatically.</source>
        <translation>The match could not be saved automatically.</translation>
    </message>
    <message>
        <source>Against the computer (%1).</source>
        <translation>Against the computer (%1).</translation>
    </message>
    <message>
        <source>Two players at this machine.</source>
        <translation>Two players at this machine.</translation>
    </message>
    <message>
        <source>Score %1–%2 in a match to %3.</source>
        <translation>Score %1–%2 in a match to %3.</translation>
    </message>
    <message>
        <source>Money session, score %1–%2.</source>
        <translation>Money session, score %1–%2.</translation>
    </message>
    <message>
        <source>Game %1.</source>
        <translation>Game %1.</translation>
    </message>
    <message>
        <source>The saved match could not be read: %1</source>
        <translation>The saved match could not be read: %1</translation>
    </message>
    <message>
        <source>The saved match could not be read.</source>
        <translation>The saved match could not be read.</translation>
    </message>
    <message>
        <source>The match goes on where it was left.</source>
        <translation>The match goes on where it was left.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Delete a kept match</source>
        <translation>Delete a kept match</translation>
    </message>
    <message>
        <source>Delete this unfinished match? It cannot be got back.</source>
        <translation>Delete this unfinished match? It cannot be got back.</translation>
    </message>
    <message>
        <source>The match could not be deleted: %1</source>
        <translation>The match could not be deleted: %1</translation>
    </message>
    <message>
        <source>Save match</source>
        <translation>Save match</translation>
    </message>
    <message>
        <source>Takhteh Nard matches (*.nardmatch)</source>
        <translation>Takhteh Nard matches (*.nardmatch)</translation>
    </message>
    <message>
        <source>The match could not be saved: %1</source>
        <translation>The match could not be saved: %1</translation>
    </message>
    <message>
        <source>The match could not be saved: it holds something this program cannot write.</source>
        <translation>The match could not be saved: it holds something this program cannot write.</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Saved to %1</translation>
    </message>
    <message>
        <source>Matches (*.nardmatch *.json *.mat *.sgf *.txt);;All files (*)</source>
        <translation>Matches (*.nardmatch *.json *.mat *.sgf *.txt);;All files (*)</translation>
    </message>
    <message>
        <source>Open match</source>
        <translation>Open match</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Opened %1</translation>
    </message>
    <message>
        <source>%1 cannot be opened.</source>
        <translation>%1 cannot be opened.</translation>
    </message>
    <message>
        <source>Export as .mat</source>
        <translation>Export as .mat</translation>
    </message>
    <message>
        <source>.mat matches (*.mat)</source>
        <translation>.mat matches (*.mat)</translation>
    </message>
    <message>
        <source>Export as .sgf</source>
        <translation>Export as .sgf</translation>
    </message>
    <message>
        <source>GNU Backgammon matches (*.sgf)</source>
        <translation>GNU Backgammon matches (*.sgf)</translation>
    </message>
    <message>
        <source>A match set up from GNU Backgammon IDs cannot be written as .sgf: this program writes .sgf files from the opening position. Save it as a Takhteh Nard match instead.</source>
        <translation>A match set up from GNU Backgammon IDs cannot be written as .sgf: this program writes .sgf files from the opening position. Save it as a Takhteh Nard match instead.</translation>
    </message>
    <message>
        <source>A match set up from GNU Backgammon IDs cannot be written as .mat: that format always starts from the opening position. Save it as a Takhteh Nard match instead.</source>
        <translation>A match set up from GNU Backgammon IDs cannot be written as .mat: that format always starts from the opening position. Save it as a Takhteh Nard match instead.</translation>
    </message>
    <message>
        <source>The match could not be exported: %1</source>
        <translation>The match could not be exported: %1</translation>
    </message>
    <message>
        <source>The match could not be exported: it holds something this format cannot write.</source>
        <translation>The match could not be exported: it holds something this format cannot write.</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exported to %1</translation>
    </message>
    <message>
        <source>Import a .mat match</source>
        <translation>Import a .mat match</translation>
    </message>
    <message>
        <source>.mat matches (*.mat *.txt);;All files (*)</source>
        <translation>.mat matches (*.mat *.txt);;All files (*)</translation>
    </message>
    <message>
        <source>Copied: Position ID %1, Match ID %2, and %3</source>
        <translation>Copied: Position ID %1, Match ID %2, and %3</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>The position shows the doubling cube turned, but the rules in force have no cube.</source>
        <translation>The position shows the doubling cube turned, but the rules in force have no cube.</translation>
    </message>
    <message>
        <source>Keep your rules (the cube goes back to the middle and is not used), or play this position with the cube?</source>
        <translation>Keep your rules (the cube goes back to the middle and is not used), or play this position with the cube?</translation>
    </message>
    <message>
        <source>Keep my rules</source>
        <translation>Keep my rules</translation>
    </message>
    <message>
        <source>Play with the cube</source>
        <translation>Play with the cube</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>The file is too large to be a saved match.</source>
        <translation>The file is too large to be a saved match.</translation>
    </message>
    <message>
        <source>The file is not a saved match: its data is nested far too deeply.</source>
        <translation>The file is not a saved match: its data is nested far too deeply.</translation>
    </message>
    <message>
        <source>The file is not text: it is not a saved match, or it is damaged.</source>
        <translation>The file is not text: it is not a saved match, or it is damaged.</translation>
    </message>
    <message>
        <source>The file is empty or cut short: it may not have been saved completely.</source>
        <translation>The file is empty or cut short: it may not have been saved completely.</translation>
    </message>
    <message>
        <source>The file is damaged and cannot be read.</source>
        <translation>The file is damaged and cannot be read.</translation>
    </message>
    <message>
        <source>The .mat file cannot be read: line %1 is not written as a .mat match file writes it.</source>
        <translation>The .mat file cannot be read: line %1 is not written as a .mat match file writes it.</translation>
    </message>
    <message>
        <source>The .mat file describes, on line %1, a move or an action that the rules do not allow.</source>
        <translation>The .mat file describes, on line %1, a move or an action that the rules do not allow.</translation>
    </message>
    <message>
        <source>The file is empty: there is no match in it.</source>
        <translation>The file is empty: there is no match in it.</translation>
    </message>
    <message>
        <source>This is not a saved match or a .mat file (nor a text with GNU Backgammon IDs).</source>
        <translation>This is not a saved match or a .mat file (nor a text with GNU Backgammon IDs).</translation>
    </message>
    <message>
        <source>The file was saved by a newer version of Takhteh Nard. Update the program to open it.</source>
        <translation>The file was saved by a newer version of Takhteh Nard. Update the program to open it.</translation>
    </message>
    <message>
        <source>The file has a mistake in it and cannot be opened.</source>
        <translation>The file has a mistake in it and cannot be opened.</translation>
    </message>
    <message>
        <source>The file describes a move or an action that the rules do not allow.</source>
        <translation>The file describes a move or an action that the rules do not allow.</translation>
    </message>
    <message>
        <source>The file contradicts itself: its moves do not lead to the position it gives.</source>
        <translation>The file contradicts itself: its moves do not lead to the position it gives.</translation>
    </message>
    <message>
        <source>The dice seed in the file does not fit the commitment shown before the match: these dice cannot be trusted.</source>
        <translation>The dice seed in the file does not fit the commitment shown before the match: these dice cannot be trusted.</translation>
    </message>
    <message>
        <source>The Position ID is not valid.</source>
        <translation>The Position ID is not valid.</translation>
    </message>
    <message>
        <source>The Match ID is not valid.</source>
        <translation>The Match ID is not valid.</translation>
    </message>
    <message>
        <source>The IDs describe a finished game: there is nothing left to play.</source>
        <translation>The IDs describe a finished game: there is nothing left to play.</translation>
    </message>
    <message>
        <source>The file cannot be opened.</source>
        <translation>The file cannot be opened.</translation>
    </message>
    <message>
        <source>The file cannot be read: %1</source>
        <translation>The file cannot be read: %1</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Computer %1 (%2)</source>
        <translation>Computer %1 (%2)</translation>
    </message>
    <message>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>You win the match. Start a new match from the Game menu.</source>
        <translation>You win the match. Start a new match from the Game menu.</translation>
    </message>
    <message>
        <source>%1 wins the match. Start a new match from the Game menu.</source>
        <translation>%1 wins the match. Start a new match from the Game menu.</translation>
    </message>
    <message>
        <source>You win a %1 (%2). Next game: Game ▸ Next game.</source>
        <translation>You win a %1 (%2). Next game: Game ▸ Next game.</translation>
    </message>
    <message>
        <source>%1 wins a %2 (%3). Next game: Game ▸ Next game.</source>
        <translation>%1 wins a %2 (%3). Next game: Game ▸ Next game.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 is thinking…</translation>
    </message>
    <message>
        <source>Enter the opening roll: Game ▸ Dice ▸ Enter dice…</source>
        <translation>Enter the opening roll: Game ▸ Dice ▸ Enter dice…</translation>
    </message>
    <message>
        <source>Enter the roll of %1: Game ▸ Dice ▸ Enter dice…</source>
        <translation>Enter the roll of %1: Game ▸ Dice ▸ Enter dice…</translation>
    </message>
    <message>
        <source>%1 cannot move: the turn passes.</source>
        <translation>%1 cannot move: the turn passes.</translation>
    </message>
    <message>
        <source>You cannot move: the turn passes.</source>
        <translation>You cannot move: the turn passes.</translation>
    </message>
    <message>
        <source>Your checkers are moving…</source>
        <translation>Your checkers are moving…</translation>
    </message>
    <message>
        <source>%1 is moving…</source>
        <translation>%1 is moving…</translation>
    </message>
    <message>
        <source>Roll one die each to decide who starts (Space, or click the board).</source>
        <translation>Roll one die each to decide who starts (Space, or click the board).</translation>
    </message>
    <message>
        <source>Rolling for the start…</source>
        <translation>Rolling for the start…</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Waiting for %1.</translation>
    </message>
    <message>
        <source>%1: roll the dice (Space) or double.</source>
        <translation>%1: roll the dice (Space) or double.</translation>
    </message>
    <message>
        <source>%1: roll the dice (Space).</source>
        <translation>%1: roll the dice (Space).</translation>
    </message>
    <message>
        <source>%1: pick up the dice to end the turn (click the dice, Done or Enter), or undo.</source>
        <translation>%1: pick up the dice to end the turn (click the dice, Done or Enter), or undo.</translation>
    </message>
    <message>
        <source>%1 to play %2: drag a checker, or click it (left: larger die, right: smaller die).</source>
        <translation>%1 to play %2: drag a checker, or click it (left: larger die, right: smaller die).</translation>
    </message>
    <message>
        <source>%1 doubles to %2. %3: take or drop?</source>
        <translation>%1 doubles to %2. %3: take or drop?</translation>
    </message>
    <message>
        <source>%1 beavers: the cube is on %2. %3: take and play on, drop and lose %4, or raccoon?</source>
        <translation>%1 beavers: the cube is on %2. %3: take and play on, drop and lose %4, or raccoon?</translation>
    </message>
    <message>
        <source>%1 beavers: the cube is on %2. %3: take and play on, or drop and lose %4?</source>
        <translation>%1 beavers: the cube is on %2. %3: take and play on, or drop and lose %4?</translation>
    </message>
    <message>
        <source>%1 offers to resign a %2 (%3). %4: accept or decline?</source>
        <translation>%1 offers to resign a %2 (%3). %4: accept or decline?</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(no move)</translation>
    </message>
    <message>
        <source>Doubles to %1</source>
        <translation>Doubles to %1</translation>
    </message>
    <message>
        <source>Takes</source>
        <translation>Takes</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>Drops</translation>
    </message>
    <message>
        <source>Beavers to %1</source>
        <translation>Beavers to %1</translation>
    </message>
    <message>
        <source>Raccoons to %1</source>
        <translation>Raccoons to %1</translation>
    </message>
    <message>
        <source>Offers to resign a %1</source>
        <translation>Offers to resign a %1</translation>
    </message>
    <message>
        <source>Accepts the resignation</source>
        <translation>Accepts the resignation</translation>
    </message>
    <message>
        <source>Declines the resignation</source>
        <translation>Declines the resignation</translation>
    </message>
    <message>
        <source>Runs out of time</source>
        <translation>Runs out of time</translation>
    </message>
    <message>
        <source>Wins %1</source>
        <translation>Wins %1</translation>
    </message>
    <message>
        <source>%1 takes.</source>
        <translation>%1 takes.</translation>
    </message>
    <message>
        <source>%1 drops.</source>
        <translation>%1 drops.</translation>
    </message>
    <message>
        <source>%1 beavers: the cube is on %2.</source>
        <translation>%1 beavers: the cube is on %2.</translation>
    </message>
    <message>
        <source>%1 raccoons: the cube is on %2.</source>
        <translation>%1 raccoons: the cube is on %2.</translation>
    </message>
    <message>
        <source>%1 accepts the resignation.</source>
        <translation>%1 accepts the resignation.</translation>
    </message>
    <message>
        <source>%1 declines the resignation.</source>
        <translation>%1 declines the resignation.</translation>
    </message>
    <message>
        <source>%1 offers to resign a %2.</source>
        <translation>%1 offers to resign a %2.</translation>
    </message>
    <message>
        <source>Both rolled %1: roll again.</source>
        <translation>Both rolled %1: roll again.</translation>
    </message>
    <message>
        <source>Several checkers can go there: drag the one you mean.</source>
        <translation>Several checkers can go there: drag the one you mean.</translation>
    </message>
    <message>
        <source>It is not your turn to move.</source>
        <translation>It is not your turn to move.</translation>
    </message>
    <message>
        <source>That could mean more than one play of %1: mark the hits with *.</source>
        <translation>That could mean more than one play of %1: mark the hits with *.</translation>
    </message>
    <message>
        <source>That is not a legal play of %1 here.</source>
        <translation>That is not a legal play of %1 here.</translation>
    </message>
    <message>
        <source>That move could not be read. Write it like %1, with the words %2 and %3 for the bar and the checkers borne off.</source>
        <translation>That move could not be read. Write it like %1, with the words %2 and %3 for the bar and the checkers borne off.</translation>
    </message>
    <message>
        <source>Play the rest of the roll first.</source>
        <translation>Play the rest of the roll first.</translation>
    </message>
    <message>
        <source>%1 wins a %2 (%3).</source>
        <translation>%1 wins a %2 (%3).</translation>
    </message>
</context>
<context>
    <name>GlossaryDialog</name>
    <message>
        <source>Glossary</source>
        <translation>Glossary</translation>
    </message>
</context>
<context>
    <name>HintDialog</name>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>&amp;Play this move</source>
        <translation>&amp;Play this move</translation>
    </message>
    <message>
        <source>Play the chosen move on the board (then pick up the dice as usual)</source>
        <translation>Play the chosen move on the board (then pick up the dice as usual)</translation>
    </message>
    <message>
        <source>The hint could not be worked out.</source>
        <translation>The hint could not be worked out.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Thinking…</translation>
    </message>
    <message>
        <source>The best plays for %1, best first:</source>
        <translation>The best plays for %1, best first:</translation>
    </message>
    <message>
        <source>Every play comes to the same here: whichever you choose changes nothing.</source>
        <translation>Every play comes to the same here: whichever you choose changes nothing.</translation>
    </message>
    <message>
        <source>%1 legal plays; Play this move plays one of them.</source>
        <translation>%1 legal plays; Play this move plays one of them.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Equity</source>
        <translation>Equity</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Win</translation>
    </message>
    <message>
        <source>Win gammon</source>
        <translation>Win gammon</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>Lose gammon</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Depth</translation>
    </message>
    <message>
        <source>Points lost</source>
        <translation>Points lost</translation>
    </message>
    <message>
        <source>Looked at less deeply: not ranked with the plays above</source>
        <translation>Looked at less deeply: not ranked with the plays above</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(no move)</translation>
    </message>
    <message>
        <source>%1 legal plays in all. Equity: what the play is worth to you, in points per unit of the cube (in a match, in match equity).</source>
        <translation>%1 legal plays in all. Equity: what the play is worth to you, in points per unit of the cube (in a match, in match equity).</translation>
    </message>
    <message>
        <source>Equity: what the play is worth to you, in points per unit of the cube (in a match, in match equity).</source>
        <translation>Equity: what the play is worth to you, in points per unit of the cube (in a match, in match equity).</translation>
    </message>
    <message>
        <source>%1 legal plays in all.</source>
        <translation>%1 legal plays in all.</translation>
    </message>
    <message>
        <source>Win: your chance of winning this game after the play. Points lost: what the play costs against the best, in points a game.</source>
        <translation>Win: your chance of winning this game after the play. Points lost: what the play costs against the best, in points a game.</translation>
    </message>
    <message>
        <source>Pass: giving up the game now costs less than playing on at the doubled cube.</source>
        <translation>Pass: giving up the game now costs less than playing on at the doubled cube.</translation>
    </message>
    <message>
        <source>Take, and you may even beaver.</source>
        <translation>Take, and you may even beaver.</translation>
    </message>
    <message>
        <source>Take: playing on at the doubled cube is worth more than passing.</source>
        <translation>Take: playing on at the doubled cube is worth more than passing.</translation>
    </message>
    <message>
        <source>You cannot double now: roll the dice.</source>
        <translation>You cannot double now: roll the dice.</translation>
    </message>
    <message>
        <source>Too good to double: play on for a gammon.</source>
        <translation>Too good to double: play on for a gammon.</translation>
    </message>
    <message>
        <source>Double: your opponent should pass.</source>
        <translation>Double: your opponent should pass.</translation>
    </message>
    <message>
        <source>Double, although your opponent could beaver.</source>
        <translation>Double, although your opponent could beaver.</translation>
    </message>
    <message>
        <source>Double: your opponent should take.</source>
        <translation>Double: your opponent should take.</translation>
    </message>
    <message>
        <source>No double: after the Crawford game the leader gains nothing by doubling (the trailer always takes). Roll the dice.</source>
        <translation>No double: after the Crawford game the leader gains nothing by doubling (the trailer always takes). Roll the dice.</translation>
    </message>
    <message>
        <source>No double: roll the dice.</source>
        <translation>No double: roll the dice.</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Take</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>No double</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>Double, take</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>Double, pass</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Your chances: win %1, win a gammon %2, lose a gammon %3.</source>
        <translation>Your chances: win %1, win a gammon %2, lose a gammon %3.</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Double</translation>
    </message>
    <message>
        <source>Whatever you play, this game is lost: every play comes to the same.</source>
        <translation>Whatever you play, this game is lost: every play comes to the same.</translation>
    </message>
    <message>
        <source>Plays without a rank were looked at less deeply than the best and are not ranked with them.</source>
        <translation>Plays without a rank were looked at less deeply than the best and are not ranked with them.</translation>
    </message>
</context>
<context>
    <name>LearnActions</name>
    <message>
        <source>Learn from your &amp;mistakes</source>
        <translation>Learn from your &amp;mistakes</translation>
    </message>
    <message>
        <source>Go through your marked errors of the analysed match and find better choices on the board</source>
        <translation>Go through your marked errors of the analysed match and find better choices on the board</translation>
    </message>
    <message>
        <source>Mistake %1 of %2: game %3, move %4</source>
        <translation>Mistake %1 of %2: game %3, move %4</translation>
    </message>
    <message>
        <source>Roll %1. Find a better play on the board: move the checkers as in a game.</source>
        <translation>Roll %1. Find a better play on the board: move the checkers as in a game.</translation>
    </message>
    <message>
        <source>Before the roll: double or not?</source>
        <translation>Before the roll: double or not?</translation>
    </message>
    <message>
        <source>The opponent doubles to %1: take or pass?</source>
        <translation>The opponent doubles to %1: take or pass?</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Next</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Finish</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>The end</translation>
    </message>
    <message>
        <source>No marked mistakes to go through: well played.</source>
        <translation>No marked mistakes to go through: well played.</translation>
    </message>
    <message>
        <source>You found a better choice for %1 of %2 mistakes.</source>
        <translation>You found a better choice for %1 of %2 mistakes.</translation>
    </message>
    <message>
        <source>Looking at your play…</source>
        <translation>Looking at your play…</translation>
    </message>
    <message>
        <source>This play could not be judged.</source>
        <translation>This play could not be judged.</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(no move)</translation>
    </message>
    <message>
        <source>Your choice, %1, is the best. Well found!</source>
        <translation>Your choice, %1, is the best. Well found!</translation>
    </message>
    <message>
        <source>Your choice, %1, is good enough: it loses only %2 against the best.</source>
        <translation>Your choice, %1, is good enough: it loses only %2 against the best.</translation>
    </message>
    <message>
        <source>Your choice, %1, is still an error: it loses %2. Try again, or see the answer.</source>
        <translation>Your choice, %1, is still an error: it loses %2. Try again, or see the answer.</translation>
    </message>
    <message>
        <source>Your choice, %1, is good enough: %2; it costs only about %3.</source>
        <translation>Your choice, %1, is good enough: %2; it costs only about %3.</translation>
    </message>
    <message>
        <source>Your choice, %1, is good enough: it costs only about %2.</source>
        <translation>Your choice, %1, is good enough: it costs only about %2.</translation>
    </message>
    <message>
        <source>Your choice, %1, is still an error: %2; it costs about %3. Try again, or see the answer.</source>
        <translation>Your choice, %1, is still an error: %2; it costs about %3. Try again, or see the answer.</translation>
    </message>
    <message>
        <source>Your choice, %1, is still an error: it costs about %2. Try again, or see the answer.</source>
        <translation>Your choice, %1, is still an error: it costs about %2. Try again, or see the answer.</translation>
    </message>
    <message>
        <source>The best: %1. The choice made in the game, %2, lost %3.</source>
        <translation>The best: %1. The choice made in the game, %2, lost %3.</translation>
    </message>
    <message>
        <source>The best: %1. With the choice made in the game, %2, %3: it cost about %4.</source>
        <translation>The best: %1. With the choice made in the game, %2, %3: it cost about %4.</translation>
    </message>
    <message>
        <source>The best: %1. The choice made in the game, %2, cost about %3.</source>
        <translation>The best: %1. The choice made in the game, %2, cost about %3.</translation>
    </message>
</context>
<context>
    <name>LearnPanel</name>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Learn from your mistakes</translation>
    </message>
    <message>
        <source>&amp;Whose mistakes:</source>
        <translation>&amp;Whose mistakes:</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>&amp;Order:</translation>
    </message>
    <message>
        <source>Worst first</source>
        <translation>Worst first</translation>
    </message>
    <message>
        <source>In game order</source>
        <translation>In game order</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Try again</translation>
    </message>
    <message>
        <source>&amp;Show the answer</source>
        <translation>&amp;Show the answer</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Next</translation>
    </message>
    <message>
        <source>Back to the &amp;review</source>
        <translation>Back to the &amp;review</translation>
    </message>
    <message>
        <source>%1&apos;s mistakes</source>
        <translation>%1&apos;s mistakes</translation>
    </message>
    <message>
        <source>Your mistakes</source>
        <translation>Your mistakes</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Takhteh Nard</source>
        <translation>Takhteh Nard</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;New match…</translation>
    </message>
    <message>
        <source>Ne&amp;xt game</source>
        <translation>Ne&amp;xt game</translation>
    </message>
    <message>
        <source>&amp;Roll / pick up the dice</source>
        <translation>&amp;Roll / pick up the dice</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Done</translation>
    </message>
    <message>
        <source>Done (Enter)</source>
        <translation>Done (Enter)</translation>
    </message>
    <message>
        <source>D&amp;ouble</source>
        <translation>D&amp;ouble</translation>
    </message>
    <message>
        <source>&amp;Take the double</source>
        <translation>&amp;Take the double</translation>
    </message>
    <message>
        <source>Dro&amp;p (pass the double)</source>
        <translation>Dro&amp;p (pass the double)</translation>
    </message>
    <message>
        <source>&amp;Accept the resignation</source>
        <translation>&amp;Accept the resignation</translation>
    </message>
    <message>
        <source>Decline the resi&amp;gnation</source>
        <translation>Decline the resi&amp;gnation</translation>
    </message>
    <message>
        <source>&amp;Resign…</source>
        <translation>&amp;Resign…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>Undo the whole &amp;turn</source>
        <translation>Undo the whole &amp;turn</translation>
    </message>
    <message>
        <source>Point &amp;numbers</source>
        <translation>Point &amp;numbers</translation>
    </message>
    <message>
        <source>Number the points for the player on &amp;roll</source>
        <translation>Number the points for the player on &amp;roll</translation>
    </message>
    <message>
        <source>Home board on the &amp;left</source>
        <translation>Home board on the &amp;left</translation>
    </message>
    <message>
        <source>Play &amp;forced moves automatically</source>
        <translation>Play &amp;forced moves automatically</translation>
    </message>
    <message>
        <source>A click &amp;selects a checker (then click its point)</source>
        <translation>A click &amp;selects a checker (then click its point)</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instant</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;About</translation>
    </message>
    <message>
        <source>&amp;How to move</source>
        <translation>&amp;How to move</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Keyboard</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <source>&amp;Rules of the game</source>
        <translation>&amp;Rules of the game</translation>
    </message>
    <message>
        <source>&amp;Progress…</source>
        <translation>&amp;Progress…</translation>
    </message>
    <message>
        <source>&amp;Type a move…</source>
        <translation>&amp;Type a move…</translation>
    </message>
    <message>
        <source>Play your roll from the keyboard, in move notation (M)</source>
        <translation>Play your roll from the keyboard, in move notation (M)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>The best plays for your roll, or what to do with the cube (H)</source>
        <translation>The best plays for your roll, or what to do with the cube (H)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animation speed</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Something went wrong inside the program; see the details.</source>
        <translation>Something went wrong inside the program; see the details.</translation>
    </message>
    <message>
        <source>Internal error</source>
        <translation>Internal error</translation>
    </message>
    <message>
        <source>The game ran into an internal error.</source>
        <translation>The game ran into an internal error.</translation>
    </message>
    <message>
        <source>Game record</source>
        <translation>Game record</translation>
    </message>
    <message>
        <source>Take the double? The game goes on at twice its value.</source>
        <translation>Take the double? The game goes on at twice its value.</translation>
    </message>
    <message>
        <source>Drop the double? You lose this game now.</source>
        <translation>Drop the double? You lose this game now.</translation>
    </message>
    <message>
        <source>Doubling cube</source>
        <translation>Doubling cube</translation>
    </message>
    <message>
        <source>About Takhteh Nard</source>
        <translation>About Takhteh Nard</translation>
    </message>
    <message>
        <source>Takhteh Nard %1

Backgammon for the desktop, with its own computer opponent.
Free software under the GNU GPL, version 3 or later.</source>
        <translation>Takhteh Nard %1

Backgammon for the desktop, with its own computer opponent.
Free software under the GNU GPL, version 3 or later.</translation>
    </message>
    <message>
        <source>How to move</source>
        <translation>How to move</translation>
    </message>
    <message>
        <source>Roll: Space, the Roll button, or a click on the board.
Move: drag a checker to a lit point. Or click it: a left click plays the larger die (the other die if the larger cannot move it), a right click the smaller die.
Shift+click selects a checker; then click a lit point or the tray.
A click on a point or the tray that only one checker can reach moves that checker.
Undo: Ctrl+Z. End the turn: click the dice, Done, or Enter.
Escape puts a held checker back.</source>
        <translation>Roll: Space, the Roll button, or a click on the board.
Move: drag a checker to a lit point. Or click it: a left click plays the larger die (the other die if the larger cannot move it), a right click the smaller die.
Shift+click selects a checker; then click a lit point or the tray.
A click on a point or the tray that only one checker can reach moves that checker.
Undo: Ctrl+Z. End the turn: click the dice, Done, or Enter.
Escape puts a held checker back.</translation>
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
        <translation>On the board (click it or Tab to it first):
Arrow keys: move the cursor among the checkers that can move.
Enter: lift the checker under the cursor; its points light up. Arrow keys choose one, Enter puts the checker down there, Escape puts it back.
Enter when no checker can move: Done.

Anywhere in the window:
Space: roll, or pick up the dice.
Ctrl+D: double. T: take. P: drop (pass).
A / N: accept / decline an offer to resign. Ctrl+R: resign.
Ctrl+Z: undo. Ctrl+Shift+Z: undo the whole turn.
H: hint. M: type a move.
F1: how to move.</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Keyboard</translation>
    </message>
    <message>
        <source>&amp;Welcome…</source>
        <translation>&amp;Welcome…</translation>
    </message>
</context>
<context>
    <name>ManualDiceDialog</name>
    <message>
        <source>Enter dice</source>
        <translation>Enter dice</translation>
    </message>
    <message>
        <source>The opening roll: each player&apos;s die.</source>
        <translation>The opening roll: each player&apos;s die.</translation>
    </message>
    <message>
        <source>The dice you rolled:</source>
        <translation>The dice you rolled:</translation>
    </message>
    <message>
        <source>The dice %1 rolled:</source>
        <translation>The dice %1 rolled:</translation>
    </message>
    <message>
        <source>The dice rolled:</source>
        <translation>The dice rolled:</translation>
    </message>
    <message>
        <source>Die of %1:</source>
        <translation>Die of %1:</translation>
    </message>
    <message>
        <source>First die:</source>
        <translation>First die:</translation>
    </message>
    <message>
        <source>Second die:</source>
        <translation>Second die:</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Roll</translation>
    </message>
</context>
<context>
    <name>MatchReport</name>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <source>Unforced moves</source>
        <translation>Unforced moves</translation>
    </message>
    <message>
        <source>Error total (EMG)</source>
        <translation>Error total (EMG)</translation>
    </message>
    <message>
        <source>Error total (match winning chance)</source>
        <translation>Error total (match winning chance)</translation>
    </message>
    <message>
        <source>Error rate (mEMG per move)</source>
        <translation>Error rate (mEMG per move)</translation>
    </message>
    <message>
        <source>Checker play rating</source>
        <translation>Checker play rating</translation>
    </message>
    <message>
        <source>Cube decisions</source>
        <translation>Cube decisions</translation>
    </message>
    <message>
        <source>Close or actual cube decisions</source>
        <translation>Close or actual cube decisions</translation>
    </message>
    <message>
        <source>Doubles</source>
        <translation>Doubles</translation>
    </message>
    <message>
        <source>Takes</source>
        <translation>Takes</translation>
    </message>
    <message>
        <source>Passes</source>
        <translation>Passes</translation>
    </message>
    <message>
        <source>Missed doubles below the cash point</source>
        <translation>Missed doubles below the cash point</translation>
    </message>
    <message>
        <source>Missed doubles above the cash point</source>
        <translation>Missed doubles above the cash point</translation>
    </message>
    <message>
        <source>Wrong doubles below the doubling point</source>
        <translation>Wrong doubles below the doubling point</translation>
    </message>
    <message>
        <source>Wrong doubles when too good to double</source>
        <translation>Wrong doubles when too good to double</translation>
    </message>
    <message>
        <source>Wrong takes</source>
        <translation>Wrong takes</translation>
    </message>
    <message>
        <source>Wrong passes</source>
        <translation>Wrong passes</translation>
    </message>
    <message>
        <source>Error rate (mEMG per decision)</source>
        <translation>Error rate (mEMG per decision)</translation>
    </message>
    <message>
        <source>Cube rating</source>
        <translation>Cube rating</translation>
    </message>
    <message>
        <source>Decisions counted</source>
        <translation>Decisions counted</translation>
    </message>
    <message>
        <source>Performance rating (PR)</source>
        <translation>Performance rating (PR)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Estimated FIBS rating</source>
        <translation>Estimated FIBS rating</translation>
    </message>
    <message>
        <source>Luck rate (mEMG per move)</source>
        <translation>Luck rate (mEMG per move)</translation>
    </message>
    <message>
        <source>Luck total (EMG)</source>
        <translation>Luck total (EMG)</translation>
    </message>
    <message>
        <source>Luck total (points)</source>
        <translation>Luck total (points)</translation>
    </message>
    <message>
        <source>Very lucky rolls</source>
        <translation>Very lucky rolls</translation>
    </message>
    <message>
        <source>Lucky rolls</source>
        <translation>Lucky rolls</translation>
    </message>
    <message>
        <source>Unlucky rolls</source>
        <translation>Unlucky rolls</translation>
    </message>
    <message>
        <source>Very unlucky rolls</source>
        <translation>Very unlucky rolls</translation>
    </message>
    <message>
        <source>Result (points won less points lost)</source>
        <translation>Result (points won less points lost)</translation>
    </message>
    <message>
        <source>Luck-adjusted result (points)</source>
        <translation>Luck-adjusted result (points)</translation>
    </message>
    <message>
        <source>Doubtful %1</source>
        <translation>Doubtful %1</translation>
    </message>
    <message>
        <source>Bad %1</source>
        <translation>Bad %1</translation>
    </message>
    <message>
        <source>Very bad %1</source>
        <translation>Very bad %1</translation>
    </message>
    <message>
        <source>Checker play</source>
        <translation>Checker play</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>Overall</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Luck</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Marks</translation>
    </message>
    <message>
        <source>Estimated FIBS rating (provisional: few decisions)</source>
        <translation>Estimated FIBS rating (provisional: few decisions)</translation>
    </message>
    <message>
        <source>Error index (PR), lower is better</source>
        <translation>Error index (PR), lower is better</translation>
    </message>
    <message>
        <source>Points lost through errors</source>
        <translation>Points lost through errors</translation>
    </message>
    <message>
        <source>Points lost through errors, per game</source>
        <translation>Points lost through errors, per game</translation>
    </message>
    <message>
        <source>Chance of winning the match lost through errors</source>
        <translation>Chance of winning the match lost through errors</translation>
    </message>
    <message>
        <source>Level of play</source>
        <translation>Level of play</translation>
    </message>
    <message>
        <source>Points lost through checker play errors</source>
        <translation>Points lost through checker play errors</translation>
    </message>
    <message>
        <source>Chance of winning the match lost</source>
        <translation>Chance of winning the match lost</translation>
    </message>
    <message>
        <source>Checker play level</source>
        <translation>Checker play level</translation>
    </message>
    <message>
        <source>Missed doubles</source>
        <translation>Missed doubles</translation>
    </message>
    <message>
        <source>Wrong doubles</source>
        <translation>Wrong doubles</translation>
    </message>
    <message>
        <source>Points lost through cube errors</source>
        <translation>Points lost through cube errors</translation>
    </message>
    <message>
        <source>Cube level</source>
        <translation>Cube level</translation>
    </message>
    <message>
        <source>Luck: points the dice gave (+) or took (−)</source>
        <translation>Luck: points the dice gave (+) or took (−)</translation>
    </message>
    <message>
        <source>Result without the luck (points)</source>
        <translation>Result without the luck (points)</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>no move</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 against %2</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>match to %1 points</source>
        <translation>match to %1 points</translation>
    </message>
    <message>
        <source>money session</source>
        <translation>money session</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>%1: %2, %3: %4</source>
        <translation>%1: %2, %3: %4</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Depth of the analysis</source>
        <translation>Depth of the analysis</translation>
    </message>
    <message>
        <source>%1-ply</source>
        <translation>%1-ply</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figure</translation>
    </message>
    <message>
        <source>Marked decisions</source>
        <translation>Marked decisions</translation>
    </message>
    <message>
        <source>No decision was marked as an error.</source>
        <translation>No decision was marked as an error.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Roll</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <source>Error (EMG)</source>
        <translation>Error (EMG)</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>Mark</translation>
    </message>
    <message>
        <source>Cost (points a game)</source>
        <translation>Cost (points a game)</translation>
    </message>
    <message>
        <source>Chance of winning: best → played</source>
        <translation>Chance of winning: best → played</translation>
    </message>
    <message>
        <source>Errors and luck in EMG (equity per unit of the cube); rates in thousandths of it (mEMG). Marks: ?! doubtful, ? bad, ?? very bad.</source>
        <translation>Errors and luck in EMG (equity per unit of the cube); rates in thousandths of it (mEMG). Marks: ?! doubtful, ? bad, ?? very bad.</translation>
    </message>
    <message>
        <source>Points lost: what the errors cost in points (the totals as if the cube had stayed at 1, each decision at its cube). Error index (PR): the errors per decision on a scale where 0 is perfect play; lower is better. Chance of winning: the chance of winning the game after the best play and after the play made. Marks: ?! doubtful, ? bad, ?? very bad.</source>
        <translation>Points lost: what the errors cost in points (the totals as if the cube had stayed at 1, each decision at its cube). Error index (PR): the errors per decision on a scale where 0 is perfect play; lower is better. Chance of winning: the chance of winning the game after the best play and after the play made. Marks: ?! doubtful, ? bad, ?? very bad.</translation>
    </message>
    <message>
        <source>Made by Takhteh Nard</source>
        <translation>Made by Takhteh Nard</translation>
    </message>
    <message>
        <source>The FIBS rating is only estimated from the errors of these games: with fewer than %1 decisions behind it, it is provisional.</source>
        <translation>The FIBS rating is only estimated from the errors of these games: with fewer than %1 decisions behind it, it is provisional.</translation>
    </message>
    <message>
        <source>Analysis report</source>
        <translation>Analysis report</translation>
    </message>
</context>
<context>
    <name>MoveEntryDialog</name>
    <message>
        <source>Type a move</source>
        <translation>Type a move</translation>
    </message>
    <message>
        <source>Your move with %1, for example %2:</source>
        <translation>Your move with %1, for example %2:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
</context>
<context>
    <name>MoveListWidget</name>
    <message>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
</context>
<context>
    <name>NetActions</name>
    <message>
        <source>Play a &amp;friend…</source>
        <translation>Play a &amp;friend…</translation>
    </message>
    <message>
        <source>Play a friend on another computer, with dice neither of you can rig</source>
        <translation>Play a friend on another computer, with dice neither of you can rig</translation>
    </message>
    <message>
        <source>A match with your friend is in progress.</source>
        <translation>A match with your friend is in progress.</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Guest</translation>
    </message>
    <message>
        <source>Connected. Waiting for your friend&apos;s program…</source>
        <translation>Connected. Waiting for your friend&apos;s program…</translation>
    </message>
    <message>
        <source>Playing with %1.</source>
        <translation>Playing with %1.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A code word serves once: ask your friend for the new code.</source>
        <translation>A code word serves once: ask your friend for the new code.</translation>
    </message>
    <message>
        <source>Play a friend</source>
        <translation>Play a friend</translation>
    </message>
    <message>
        <source>Stop the match with your friend? It is kept: you can reconnect and go on later.</source>
        <translation>Stop the match with your friend? It is kept: you can reconnect and go on later.</translation>
    </message>
</context>
<context>
    <name>NetPanel</name>
    <message>
        <source>Playing with %1</source>
        <translation>Playing with %1</translation>
    </message>
    <message>
        <source>Play a friend</source>
        <translation>Play a friend</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>Reconnect</translation>
    </message>
    <message>
        <source>Stop the match</source>
        <translation>Stop the match</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>You: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Connected. Your checkers are at the bottom.</source>
        <translation>Connected. Your checkers are at the bottom.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>The match is over.</translation>
    </message>
    <message>
        <source>Reconnecting… Your friend reconnects with the code %1.</source>
        <translation>Reconnecting… Your friend reconnects with the code %1.</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Reconnecting…</translation>
    </message>
    <message>
        <source>Reconnecting through the relay with the same code word… Your friend presses Reconnect too.</source>
        <translation>Reconnecting through the relay with the same code word… Your friend presses Reconnect too.</translation>
    </message>
    <message>
        <source>A code word serves once, and this program was closed since: read your friend the new code %1. Waiting for your friend…</source>
        <translation>A code word serves once, and this program was closed since: read your friend the new code %1. Waiting for your friend…</translation>
    </message>
    <message>
        <source>The connection was lost. Reconnecting by itself on this network: %1 seconds left.</source>
        <translation>The connection was lost. Reconnecting by itself on this network: %1 seconds left.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>The match was stopped; nothing of it was changed.</source>
        <translation>The match was stopped; nothing of it was changed.</translation>
    </message>
    <message>
        <source>The match is kept: reconnect with the same code to go on.</source>
        <translation>The match is kept: reconnect with the same code to go on.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent something that is not part of a match.</source>
        <translation>Your friend&apos;s program sent something that is not part of a match.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent a message far too large.</source>
        <translation>Your friend&apos;s program sent a message far too large.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program speaks another version of the protocol.</source>
        <translation>Your friend&apos;s program speaks another version of the protocol.</translation>
    </message>
    <message>
        <source>Both of you need the same version of Takhteh Nard.</source>
        <translation>Both of you need the same version of Takhteh Nard.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent the same message twice.</source>
        <translation>Your friend&apos;s program sent the same message twice.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program sent its messages out of order.</source>
        <translation>Your friend&apos;s program sent its messages out of order.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program tried to play out of turn.</source>
        <translation>Your friend&apos;s program tried to play out of turn.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program tried a move the rules do not allow.</source>
        <translation>Your friend&apos;s program tried a move the rules do not allow.</translation>
    </message>
    <message>
        <source>Your friend&apos;s dice do not match what was promised before the roll.</source>
        <translation>Your friend&apos;s dice do not match what was promised before the roll.</translation>
    </message>
    <message>
        <source>The dice may have been rigged: the match was stopped.</source>
        <translation>The dice may have been rigged: the match was stopped.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program did not answer in time.</source>
        <translation>Your friend&apos;s program did not answer in time.</translation>
    </message>
    <message>
        <source>The connection was lost.</source>
        <translation>The connection was lost.</translation>
    </message>
    <message>
        <source>The code does not match.</source>
        <translation>The code does not match.</translation>
    </message>
    <message>
        <source>Check the code your friend read to you and try again.</source>
        <translation>Check the code your friend read to you and try again.</translation>
    </message>
    <message>
        <source>A message was changed on its way.</source>
        <translation>A message was changed on its way.</translation>
    </message>
    <message>
        <source>The match was declined.</source>
        <translation>The match was declined.</translation>
    </message>
    <message>
        <source>Your friend&apos;s saved match is not the same as yours.</source>
        <translation>Your friend&apos;s saved match is not the same as yours.</translation>
    </message>
    <message>
        <source>It cannot be resumed; both of you keep your own match.</source>
        <translation>It cannot be resumed; both of you keep your own match.</translation>
    </message>
    <message>
        <source>Your friend&apos;s program stopped the match.</source>
        <translation>Your friend&apos;s program stopped the match.</translation>
    </message>
    <message>
        <source>You stopped the match.</source>
        <translation>You stopped the match.</translation>
    </message>
    <message>
        <source>The server that connects the two programs cannot be reached.</source>
        <translation>The server that connects the two programs cannot be reached.</translation>
    </message>
    <message>
        <source>Check the internet connection and try again.</source>
        <translation>Check the internet connection and try again.</translation>
    </message>
    <message>
        <source>Hello!</source>
        <translation>Hello!</translation>
    </message>
    <message>
        <source>Good luck!</source>
        <translation>Good luck!</translation>
    </message>
    <message>
        <source>Good game!</source>
        <translation>Good game!</translation>
    </message>
    <message>
        <source>Thanks!</source>
        <translation>Thanks!</translation>
    </message>
    <message>
        <source>One moment, please.</source>
        <translation>One moment, please.</translation>
    </message>
    <message>
        <source>Well played!</source>
        <translation>Well played!</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New match</source>
        <translation>New match</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Opponent</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>The computer</translation>
    </message>
    <message>
        <source>A second player at this machine</source>
        <translation>A second player at this machine</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Length</translation>
    </message>
    <message>
        <source>Match to</source>
        <translation>Match to</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>Money session (single games, no money involved)</source>
        <translation>Money session (single games, no money involved)</translation>
    </message>
    <message>
        <source>Rules and colours</source>
        <translation>Rules and colours</translation>
    </message>
    <message>
        <source>My house rules (from Settings)</source>
        <translation>My house rules (from Settings)</translation>
    </message>
    <message>
        <source>The rules chosen under Game ▸ Settings</source>
        <translation>The rules chosen under Game ▸ Settings</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Rules:</translation>
    </message>
    <message>
        <source>You play (at the bottom):</source>
        <translation>You play (at the bottom):</translation>
    </message>
    <message>
        <source>Player 1 (at the bottom) plays:</source>
        <translation>Player 1 (at the bottom) plays:</translation>
    </message>
    <message>
        <source>Provably fair dice (fixed before the match; checkable after it)</source>
        <translation>Provably fair dice (fixed before the match; checkable after it)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>%1 points a game</source>
        <translation>%1 points a game</translation>
    </message>
    <message>
        <source>your chance of winning this game stays at %1</source>
        <translation>your chance of winning this game stays at %1</translation>
    </message>
    <message>
        <source>your chance of winning this game goes from %1 to %2</source>
        <translation>your chance of winning this game goes from %1 to %2</translation>
    </message>
    <message>
        <source>win %1 (a gammon %2), lose a gammon %3</source>
        <translation>win %1 (a gammon %2), lose a gammon %3</translation>
    </message>
    <message>
        <source>%1 EMG</source>
        <translation>%1 EMG</translation>
    </message>
    <message>
        <source>%1 mEMG</source>
        <translation>%1 mEMG</translation>
    </message>
    <message>
        <source>rollout</source>
        <translation>rollout</translation>
    </message>
    <message>
        <source>%1-ply</source>
        <translation>%1-ply</translation>
    </message>
</context>
<context>
    <name>OfferBar</name>
    <message>
        <source>Accept</source>
        <translation>Accept</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Decline</translation>
    </message>
    <message>
        <source>%1 offers to resign a %2 (%3).</source>
        <translation>%1 offers to resign a %2 (%3).</translation>
    </message>
</context>
<context>
    <name>PasteIdsDialog</name>
    <message>
        <source>Set up a position from IDs</source>
        <translation>Set up a position from IDs</translation>
    </message>
    <message>
        <source>GNU Backgammon&apos;s Position ID and Match ID of the position to play from. Both may also be pasted into the first field as “PositionID:MatchID”, or eXtreme Gammon&apos;s XGID (“XGID=…”), which holds both.</source>
        <translation>GNU Backgammon&apos;s Position ID and Match ID of the position to play from. Both may also be pasted into the first field as “PositionID:MatchID”, or eXtreme Gammon&apos;s XGID (“XGID=…”), which holds both.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <source>the other side</source>
        <translation>the other side</translation>
    </message>
    <message>
        <source>%1: GNU Backgammon&apos;s player %3 (its user, at the bottom of its board); %2: its player %4.</source>
        <translation>%1: GNU Backgammon&apos;s player %3 (its user, at the bottom of its board); %2: its player %4.</translation>
    </message>
    <message>
        <source>empty: a money game</source>
        <translation>empty: a money game</translation>
    </message>
    <message>
        <source>Position ID:</source>
        <translation>Position ID:</translation>
    </message>
    <message>
        <source>Match ID:</source>
        <translation>Match ID:</translation>
    </message>
    <message>
        <source>An empty Match ID means a money game with the cube in the middle, and %1 on roll: the Position ID is then read as seen by %1.</source>
        <translation>An empty Match ID means a money game with the cube in the middle, and %1 on roll: the Position ID is then read as seen by %1.</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Play from here</translation>
    </message>
</context>
<context>
    <name>PlayFriendDialog</name>
    <message>
        <source>Play a friend</source>
        <translation>Play a friend</translation>
    </message>
    <message>
        <source>Play a friend on another computer, in the same room or far away. Neither of you can rig the dice: every roll depends on a secret from each side.</source>
        <translation>Play a friend on another computer, in the same room or far away. Neither of you can rig the dice: every roll depends on a secret from each side.</translation>
    </message>
    <message>
        <source>The name your friend sees</source>
        <translation>The name your friend sees</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Your name:</translation>
    </message>
    <message>
        <source>Host a game (your friend joins you)</source>
        <translation>Host a game (your friend joins you)</translation>
    </message>
    <message>
        <source>Join a friend&apos;s game</source>
        <translation>Join a friend&apos;s game</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>How your friend connects</source>
        <translation>How your friend connects</translation>
    </message>
    <message>
        <source>Over the internet, with a code word (anywhere in the world)</source>
        <translation>Over the internet, with a code word (anywhere in the world)</translation>
    </message>
    <message>
        <source>On this network, or by a direct address and port</source>
        <translation>On this network, or by a direct address and port</translation>
    </message>
    <message>
        <source>The rules you propose (your friend sees them and accepts)</source>
        <translation>The rules you propose (your friend sees them and accepts)</translation>
    </message>
    <message>
        <source>My house rules (from Settings)</source>
        <translation>My house rules (from Settings)</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Rules:</translation>
    </message>
    <message>
        <source>Match to</source>
        <translation>Match to</translation>
    </message>
    <message>
        <source>Money games:</source>
        <translation>Money games:</translation>
    </message>
    <message>
        <source>Length:</source>
        <translation>Length:</translation>
    </message>
    <message>
        <source>Both may ask for hints</source>
        <translation>Both may ask for hints</translation>
    </message>
    <message>
        <source>Both may have the tutor</source>
        <translation>Both may have the tutor</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Start hosting</source>
        <translation>Start hosting</translation>
    </message>
    <message>
        <source>Read this code to your friend:</source>
        <translation>Read this code to your friend:</translation>
    </message>
    <message>
        <source>Waiting for your friend to join…</source>
        <translation>Waiting for your friend to join…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>The code your friend reads to you:</source>
        <translation>The code your friend reads to you:</translation>
    </message>
    <message>
        <source>Games on this network</source>
        <translation>Games on this network</translation>
    </message>
    <message>
        <source>None found yet: ask your friend for the address below.</source>
        <translation>None found yet: ask your friend for the address below.</translation>
    </message>
    <message>
        <source>Direct connection: your friend&apos;s address and port</source>
        <translation>Direct connection: your friend&apos;s address and port</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Address:</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Decline</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Try again</translation>
    </message>
    <message>
        <source>If your friend cannot find your game by itself, they enter your address and port: %1</source>
        <translation>If your friend cannot find your game by itself, they enter your address and port: %1</translation>
    </message>
    <message>
        <source>Your friend needs only the code.</source>
        <translation>Your friend needs only the code.</translation>
    </message>
    <message>
        <source>Connecting to your friend…</source>
        <translation>Connecting to your friend…</translation>
    </message>
    <message>
        <source>%1 has joined. Start the match under these rules?</source>
        <translation>%1 has joined. Start the match under these rules?</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>Start the match</translation>
    </message>
    <message>
        <source>%1 invites you to play under these rules:</source>
        <translation>%1 invites you to play under these rules:</translation>
    </message>
    <message>
        <source>Accept and play</source>
        <translation>Accept and play</translation>
    </message>
    <message>
        <source>Money games: %1 (no money involved)</source>
        <translation>Money games: %1 (no money involved)</translation>
    </message>
    <message>
        <source>A match to %1</source>
        <translation>A match to %1</translation>
    </message>
    <message>
        <source>Clock: %1 free seconds a move, %2 seconds in reserve</source>
        <translation>Clock: %1 free seconds a move, %2 seconds in reserve</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>No clock</translation>
    </message>
    <message>
        <source>Hints and the tutor are allowed for both.</source>
        <translation>Hints and the tutor are allowed for both.</translation>
    </message>
    <message>
        <source>Hints are allowed for both; the tutor is not.</source>
        <translation>Hints are allowed for both; the tutor is not.</translation>
    </message>
    <message>
        <source>The tutor is allowed for both; hints are not.</source>
        <translation>The tutor is allowed for both; hints are not.</translation>
    </message>
    <message>
        <source>No hints and no tutor, for either of you.</source>
        <translation>No hints and no tutor, for either of you.</translation>
    </message>
    <message>
        <source>Host: %1 — Guest: %2</source>
        <translation>Host: %1 — Guest: %2</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Rules: %1</translation>
    </message>
    <message>
        <source>Your friend&apos;s screen shows the same rules.</source>
        <translation>Your friend&apos;s screen shows the same rules.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>This game needs another version of Takhteh Nard.</source>
        <translation>This game needs another version of Takhteh Nard.</translation>
    </message>
    <message>
        <source>Enter the code first.</source>
        <translation>Enter the code first.</translation>
    </message>
    <message>
        <source>Enter the code first. A code word with words in it (a number and two words) is enough by itself; a code of six digits is for a game on this network: pick it above or enter its address.</source>
        <translation>Enter the code first. A code word with words in it (a number and two words) is enough by itself; a code of six digits is for a game on this network: pick it above or enter its address.</translation>
    </message>
    <message>
        <source>A code of six digits is for a game on this network: pick it above or enter your friend&apos;s address and port.</source>
        <translation>A code of six digits is for a game on this network: pick it above or enter your friend&apos;s address and port.</translation>
    </message>
    <message>
        <source>Enter your friend&apos;s address and port, or pick their game above.</source>
        <translation>Enter your friend&apos;s address and port, or pick their game above.</translation>
    </message>
    <message>
        <source>Getting ready to host…</source>
        <translation>Getting ready to host…</translation>
    </message>
    <message>
        <source>Waiting for your friend to accept…</source>
        <translation>Waiting for your friend to accept…</translation>
    </message>
</context>
<context>
    <name>PlayersPanel</name>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Pips</source>
        <translation>Pips</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>One-point match — game %1</source>
        <translation>One-point match — game %1</translation>
    </message>
    <message>
        <source>Match to %1 points — game %2</source>
        <translation>Match to %1 points — game %2</translation>
    </message>
    <message>
        <source>Money session — game %1</source>
        <translation>Money session — game %1</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <source>White</source>
        <translation>White</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Black</translation>
    </message>
    <message>
        <source>%1 has no checker there.</source>
        <translation>%1 has no checker there.</translation>
    </message>
    <message>
        <source>A point holds checkers of one colour only.</source>
        <translation>A point holds checkers of one colour only.</translation>
    </message>
    <message>
        <source>%1 already has all %2 checkers on the board; a side has %2 checkers.</source>
        <translation>%1 already has all %2 checkers on the board; a side has %2 checkers.</translation>
    </message>
    <message>
        <source>A point cannot hold fewer than no checkers.</source>
        <translation>A point cannot hold fewer than no checkers.</translation>
    </message>
    <message>
        <source>%1 would have %2 checkers; a side has %3 checkers.</source>
        <translation>%1 would have %2 checkers; a side has %3 checkers.</translation>
    </message>
    <message>
        <source>%1 has %2 checkers; a side has %3 checkers.</source>
        <translation>%1 has %2 checkers; a side has %3 checkers.</translation>
    </message>
    <message>
        <source>%1 has borne off every checker: the game is over.</source>
        <translation>%1 has borne off every checker: the game is over.</translation>
    </message>
    <message>
        <source>A turned cube shows %1, %2, %3, %4, %5 or %6.</source>
        <translation>A turned cube shows %1, %2, %3, %4, %5 or %6.</translation>
    </message>
    <message>
        <source>A cube nobody has doubled yet stays in the middle.</source>
        <translation>A cube nobody has doubled yet stays in the middle.</translation>
    </message>
    <message>
        <source>A doubled cube belongs to the player who took it.</source>
        <translation>A doubled cube belongs to the player who took it.</translation>
    </message>
    <message>
        <source>A score in a %1-point match is below %1.</source>
        <translation>A score in a %1-point match is below %1.</translation>
    </message>
    <message>
        <source>The cube cannot be turned in the Crawford game.</source>
        <translation>The cube cannot be turned in the Crawford game.</translation>
    </message>
    <message>
        <source>The Crawford game is played when a player is one point from winning the match.</source>
        <translation>The Crawford game is played when a player is one point from winning the match.</translation>
    </message>
    <message>
        <source>A money session has no match score.</source>
        <translation>A money session has no match score.</translation>
    </message>
    <message>
        <source>A die shows %1 to %2.</source>
        <translation>A die shows %1 to %2.</translation>
    </message>
    <message>
        <source>This position cannot occur in a game.</source>
        <translation>This position cannot occur in a game.</translation>
    </message>
    <message>
        <source>Position editor</source>
        <translation>Position editor</translation>
    </message>
    <message>
        <source>Drag checkers of either side anywhere: onto a point, the bar or its tray. A left click on a point adds a checker, a right click takes one away.</source>
        <translation>Drag checkers of either side anywhere: onto a point, the bar or its tray. A left click on a point adds a checker, a right click takes one away.</translation>
    </message>
    <message>
        <source>A click adds checkers of:</source>
        <translation>A click adds checkers of:</translation>
    </message>
    <message>
        <source>On roll:</source>
        <translation>On roll:</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Dice:</translation>
    </message>
    <message>
        <source>Cube:</source>
        <translation>Cube:</translation>
    </message>
    <message>
        <source>Cube owner:</source>
        <translation>Cube owner:</translation>
    </message>
    <message>
        <source>Match length (%1: money game):</source>
        <translation>Match length (%1: money game):</translation>
    </message>
    <message>
        <source>Score:</source>
        <translation>Score:</translation>
    </message>
    <message>
        <source>In the middle</source>
        <translation>In the middle</translation>
    </message>
    <message>
        <source>rolled</source>
        <translation>rolled</translation>
    </message>
    <message>
        <source>Crawford game</source>
        <translation>Crawford game</translation>
    </message>
    <message>
        <source>Play on against the computer</source>
        <translation>Play on against the computer</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Roll out…</source>
        <translation>Roll out…</translation>
    </message>
    <message>
        <source>Copy IDs</source>
        <translation>Copy IDs</translation>
    </message>
    <message>
        <source>Close the editor</source>
        <translation>Close the editor</translation>
    </message>
    <message>
        <source>%1: %2 on the board, %3 on the bar, %4 off</source>
        <translation>%1: %2 on the board, %3 on the bar, %4 off</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>there is no such file or folder</source>
        <translation>there is no such file or folder</translation>
    </message>
    <message>
        <source>you do not have permission for it</source>
        <translation>you do not have permission for it</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>the disk is full</translation>
    </message>
    <message>
        <source>your share of the disk is used up</source>
        <translation>your share of the disk is used up</translation>
    </message>
    <message>
        <source>the disk can only be read, not written</source>
        <translation>the disk can only be read, not written</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>it is a folder, not a file</translation>
    </message>
    <message>
        <source>a folder on its way is a file</source>
        <translation>a folder on its way is a file</translation>
    </message>
    <message>
        <source>its name is too long</source>
        <translation>its name is too long</translation>
    </message>
    <message>
        <source>the disk could not be read or written</source>
        <translation>the disk could not be read or written</translation>
    </message>
    <message>
        <source>the system refused (the reason is under Details)</source>
        <translation>the system refused (the reason is under Details)</translation>
    </message>
</context>
<context>
    <name>ProgressDialog</name>
    <message>
        <source>Progress</source>
        <translation>Progress</translation>
    </message>
    <message>
        <source>Your results against the computer, level by level.</source>
        <translation>Your results against the computer, level by level.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <source>Points per game</source>
        <translation>Points per game</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Matches won</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>PR (lower is better) over the last games against:</source>
        <translation>PR (lower is better) over the last games against:</translation>
    </message>
    <message>
        <source>every level</source>
        <translation>every level</translation>
    </message>
    <message>
        <source>The rating is a FIBS rating against each level: you start at %1 and the level stays at %1, so above %1 you play better than that level. Each match counts with its length, each money game as a match of one point. It changes only when a match ends, so the games of a match not yet finished leave it where it was; until your matches add up to %2 points it is provisional, and moves faster.</source>
        <translation>The rating is a FIBS rating against each level: you start at %1 and the level stays at %1, so above %1 you play better than that level. Each match counts with its length, each money game as a match of one point. It changes only when a match ends, so the games of a match not yet finished leave it where it was; until your matches add up to %2 points it is provisional, and moves faster.</translation>
    </message>
    <message>
        <source>%1 (provisional)</source>
        <translation>%1 (provisional)</translation>
    </message>
</context>
<context>
    <name>ProgressPage</name>
    <message>
        <source>PR over the last games</source>
        <translation>PR over the last games</translation>
    </message>
    <message>
        <source>games: %1; last PR: %2</source>
        <translation>games: %1; last PR: %2</translation>
    </message>
    <message>
        <source>Games, oldest to newest</source>
        <translation>Games, oldest to newest</translation>
    </message>
    <message>
        <source>PR (lower is better)</source>
        <translation>PR (lower is better)</translation>
    </message>
    <message>
        <source>Game %1 (%2): PR %3</source>
        <translation>Game %1 (%2): PR %3</translation>
    </message>
    <message>
        <source>Game %1: PR %2</source>
        <translation>Game %1: PR %2</translation>
    </message>
    <message>
        <source>No analysed games yet</source>
        <translation>No analysed games yet</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Folder</translation>
    </message>
    <message>
        <source>%1 File</source>
        <comment>%1 is a file name suffix, for example txt</comment>
        <translation>%1 File</translation>
    </message>
    <message>
        <source>File</source>
        <comment>All other platforms</comment>
        <translation>File</translation>
    </message>
    <message>
        <source>Drive</source>
        <comment>All other platforms</comment>
        <translation>Drive</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Return</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
</context>
<context>
    <name>RecordKeeper</name>
    <message>
        <source>Your game record %1 was damaged. It was kept as %2 and a new record was begun; your saved games are not affected.</source>
        <translation>Your game record %1 was damaged. It was kept as %2 and a new record was begun; your saved games are not affected.</translation>
    </message>
    <message>
        <source>Your game record %1 is in use by another program, so this game was not added to it. The game itself is not lost.</source>
        <translation>Your game record %1 is in use by another program, so this game was not added to it. The game itself is not lost.</translation>
    </message>
    <message>
        <source>Your game record %1 was written by a newer version of Takhteh Nard: it is shown but new games are not added to it.</source>
        <translation>Your game record %1 was written by a newer version of Takhteh Nard: it is shown but new games are not added to it.</translation>
    </message>
    <message>
        <source>Your game record %1 cannot be written, so this game was not added to it. The game itself is not lost.</source>
        <translation>Your game record %1 cannot be written, so this game was not added to it. The game itself is not lost.</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>Every die of this roll is played: pick up the dice to end the turn.</source>
        <translation>Every die of this roll is played: pick up the dice to end the turn.</translation>
    </message>
    <message>
        <source>You have no checker on point %1.</source>
        <translation>You have no checker on point %1.</translation>
    </message>
    <message>
        <source>A checker of yours is on the bar: it must enter before any other checker moves.</source>
        <translation>A checker of yours is on the bar: it must enter before any other checker moves.</translation>
    </message>
    <message>
        <source>Checkers move only towards your home board.</source>
        <translation>Checkers move only towards your home board.</translation>
    </message>
    <message>
        <source>No die of this roll moves this checker that far.</source>
        <translation>No die of this roll moves this checker that far.</translation>
    </message>
    <message>
        <source>This checker cannot move %1: point %2 is blocked.</source>
        <translation>This checker cannot move %1: point %2 is blocked.</translation>
    </message>
    <message>
        <source>You can bear off only when all your checkers are in your home board.</source>
        <translation>You can bear off only when all your checkers are in your home board.</translation>
    </message>
    <message>
        <source>A %1 bears off only from the highest point you have checkers on.</source>
        <translation>A %1 bears off only from the highest point you have checkers on.</translation>
    </message>
    <message>
        <source>House rule: a checker that has just hit may not go on onto your own checkers in your home board.</source>
        <translation>House rule: a checker that has just hit may not go on onto your own checkers in your home board.</translation>
    </message>
    <message>
        <source>Then the rest of the roll could not be played: you must play as much of it as you can.</source>
        <translation>Then the rest of the roll could not be played: you must play as much of it as you can.</translation>
    </message>
</context>
<context>
    <name>ReplaceMatchDialog</name>
    <message>
        <source>Replace the match in progress?</source>
        <translation>Replace the match in progress?</translation>
    </message>
    <message>
        <source>A match is in progress. Save it to a file before it is replaced?</source>
        <translation>A match is in progress. Save it to a file before it is replaced?</translation>
    </message>
    <message>
        <source>If you do not save it, it is still kept for a while: File ▸ Recent unfinished matches brings it back.</source>
        <translation>If you do not save it, it is still kept for a while: File ▸ Recent unfinished matches brings it back.</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Save…</translation>
    </message>
    <message>
        <source>Don&apos;t save</source>
        <translation>Don&apos;t save</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>ReportActions</name>
    <message>
        <source>Analysis &amp;report…</source>
        <translation>Analysis &amp;report…</translation>
    </message>
    <message>
        <source>Each player&apos;s error rates, rating, cube and luck figures, and the marked decisions; export as HTML or PDF</source>
        <translation>Each player&apos;s error rates, rating, cube and luck figures, and the marked decisions; export as HTML or PDF</translation>
    </message>
</context>
<context>
    <name>ReportDialog</name>
    <message>
        <source>Analysis report</source>
        <translation>Analysis report</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Marked decisions</source>
        <translation>Marked decisions</translation>
    </message>
    <message>
        <source>Export as &amp;HTML…</source>
        <translation>Export as &amp;HTML…</translation>
    </message>
    <message>
        <source>Save the report as a web page that opens in any browser</source>
        <translation>Save the report as a web page that opens in any browser</translation>
    </message>
    <message>
        <source>Export as &amp;PDF…</source>
        <translation>Export as &amp;PDF…</translation>
    </message>
    <message>
        <source>Save the report as a PDF document, ready to print</source>
        <translation>Save the report as a PDF document, ready to print</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>report</source>
        <comment>the end of an exported report&apos;s file name</comment>
        <translation>report</translation>
    </message>
    <message>
        <source>Export the report as HTML</source>
        <translation>Export the report as HTML</translation>
    </message>
    <message>
        <source>Web pages (*.html *.htm)</source>
        <translation>Web pages (*.html *.htm)</translation>
    </message>
    <message>
        <source>Export the report as PDF</source>
        <translation>Export the report as PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF documents (*.pdf)</translation>
    </message>
    <message>
        <source>The report could not be saved as %1.</source>
        <translation>The report could not be saved as %1.</translation>
    </message>
    <message>
        <source>The operating system&apos;s reason (in English):</source>
        <translation>The operating system&apos;s reason (in English):</translation>
    </message>
    <message>
        <source>The report was saved as %1.</source>
        <translation>The report was saved as %1.</translation>
    </message>
</context>
<context>
    <name>ResignDialog</name>
    <message>
        <source>Resign</source>
        <translation>Resign</translation>
    </message>
    <message>
        <source>Offer to lose this game as:</source>
        <translation>Offer to lose this game as:</translation>
    </message>
    <message>
        <source>a %1 (%2)</source>
        <translation>a %1 (%2)</translation>
    </message>
    <message>
        <source>Your opponent accepts or declines the offer.</source>
        <translation>Your opponent accepts or declines the offer.</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Offer</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Resume the match?</source>
        <translation>Resume the match?</translation>
    </message>
    <message>
        <source>A match was still in progress when the program last closed.</source>
        <translation>A match was still in progress when the program last closed.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>New match</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>The analysis saved with this match could not be read and was left out (the match itself is complete). Analyse it again to review it. Details: %1</source>
        <translation>The analysis saved with this match could not be read and was left out (the match itself is complete). Analyse it again to review it. Details: %1</translation>
    </message>
</context>
<context>
    <name>ReviewActions</name>
    <message>
        <source>This match was saved with its analysis: Game ▸ Analyse shows it at once.</source>
        <translation>This match was saved with its analysis: Game ▸ Analyse shows it at once.</translation>
    </message>
    <message>
        <source>&amp;Analyse the match</source>
        <translation>&amp;Analyse the match</translation>
    </message>
    <message>
        <source>Look at every decision of this match and mark the errors</source>
        <translation>Look at every decision of this match and mark the errors</translation>
    </message>
    <message>
        <source>&amp;Leave review</source>
        <translation>&amp;Leave review</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Analysing… %p%</source>
        <translation>Analysing… %p%</translation>
    </message>
    <message>
        <source>A match with a friend can be analysed once it is over.</source>
        <translation>A match with a friend can be analysed once it is over.</translation>
    </message>
    <message>
        <source>This match cannot be analysed: its moves could not be replayed.</source>
        <translation>This match cannot be analysed: its moves could not be replayed.</translation>
    </message>
    <message>
        <source>The analysis was cancelled; nothing was kept.</source>
        <translation>The analysis was cancelled; nothing was kept.</translation>
    </message>
    <message>
        <source>The analysis could not be finished.</source>
        <translation>The analysis could not be finished.</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analysis</translation>
    </message>
    <message>
        <source>Review: game %1, move %2</source>
        <translation>Review: game %1, move %2</translation>
    </message>
    <message>
        <source>The rollout could not be finished.</source>
        <translation>The rollout could not be finished.</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <source>&amp;Leave review</source>
        <translation>&amp;Leave review</translation>
    </message>
    <message>
        <source>Back to the match being played, exactly as it was</source>
        <translation>Back to the match being played, exactly as it was</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Roll</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Luck</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Difference</translation>
    </message>
    <message>
        <source>Win</source>
        <translation>Win</translation>
    </message>
    <message>
        <source>Equity (EMG)</source>
        <translation>Equity (EMG)</translation>
    </message>
    <message>
        <source>Win gammon</source>
        <translation>Win gammon</translation>
    </message>
    <message>
        <source>Win backgammon</source>
        <translation>Win backgammon</translation>
    </message>
    <message>
        <source>Lose gammon</source>
        <translation>Lose gammon</translation>
    </message>
    <message>
        <source>Lose backgammon</source>
        <translation>Lose backgammon</translation>
    </message>
    <message>
        <source>Rollout</source>
        <translation>Rollout</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Depth</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>Costs</translation>
    </message>
    <message>
        <source>The chance of winning the game after this play</source>
        <translation>The chance of winning the game after this play</translation>
    </message>
    <message>
        <source>What this play costs against the best one, in points a game</source>
        <translation>What this play costs against the best one, in points a game</translation>
    </message>
    <message>
        <source>Wins: the chance of winning after the play. Costs: points a game lost against the best play.</source>
        <translation>Wins: the chance of winning after the play. Costs: points a game lost against the best play.</translation>
    </message>
    <message>
        <source>&amp;Roll out</source>
        <translation>&amp;Roll out</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>The bottom player&apos;s chances after each decision (match winning chance in a match); click to go there. Dots: the marked errors.</source>
        <translation>The bottom player&apos;s chances after each decision (match winning chance in a match); click to go there. Dots: the marked errors.</translation>
    </message>
    <message>
        <source>very lucky</source>
        <translation>very lucky</translation>
    </message>
    <message>
        <source>lucky</source>
        <translation>lucky</translation>
    </message>
    <message>
        <source>unlucky</source>
        <translation>unlucky</translation>
    </message>
    <message>
        <source>very unlucky</source>
        <translation>very unlucky</translation>
    </message>
    <message>
        <source>double</source>
        <translation>double</translation>
    </message>
    <message>
        <source>no double</source>
        <translation>no double</translation>
    </message>
    <message>
        <source>take</source>
        <translation>take</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>beaver</source>
        <translation>beaver</translation>
    </message>
    <message>
        <source>too good to double</source>
        <translation>too good to double</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(no move)</translation>
    </message>
    <message>
        <source>%1 points a game</source>
        <translation>%1 points a game</translation>
    </message>
    <message>
        <source>%1 decisions analysed. Marks: ?! doubtful, ? bad, ?? very bad.</source>
        <translation>%1 decisions analysed. Marks: ?! doubtful, ? bad, ?? very bad.</translation>
    </message>
    <message>
        <source>Played %1, best %2; the play lost %3 EMG.</source>
        <translation>Played %1, best %2; the play lost %3 EMG.</translation>
    </message>
    <message>
        <source>Played %1, the best play: a chance of winning of %2.</source>
        <translation>Played %1, the best play: a chance of winning of %2.</translation>
    </message>
    <message>
        <source>Played %1, the best play.</source>
        <translation>Played %1, the best play.</translation>
    </message>
    <message>
        <source>Played %1; the best was %2. The chance of winning goes from %3 to %4: the play costs about %5.</source>
        <translation>Played %1; the best was %2. The chance of winning goes from %3 to %4: the play costs about %5.</translation>
    </message>
    <message>
        <source>Played %1; the best was %2. The play costs about %3.</source>
        <translation>Played %1; the best was %2. The play costs about %3.</translation>
    </message>
    <message>
        <source>Taken: %1; right: %2; the decision lost %3 EMG.</source>
        <translation>Taken: %1; right: %2; the decision lost %3 EMG.</translation>
    </message>
    <message>
        <source>Taken: %1, the right decision.</source>
        <translation>Taken: %1, the right decision.</translation>
    </message>
    <message>
        <source>Taken: %1; right: %2. This costs about %3.</source>
        <translation>Taken: %1; right: %2. This costs about %3.</translation>
    </message>
    <message>
        <source>The chance of winning of the player deciding: %1.</source>
        <translation>The chance of winning of the player deciding: %1.</translation>
    </message>
    <message>
        <source>%1.%2</source>
        <translation>%1.%2</translation>
    </message>
    <message>
        <source>best</source>
        <translation>best</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Double</translation>
    </message>
    <message>
        <source>Rolling out %1 (move %2)…</source>
        <translation>Rolling out %1 (move %2)…</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>Move %1: %2</translation>
    </message>
    <message>
        <source>%1 decisions analysed (depth %2). Marks: ?! doubtful, ? bad, ?? very bad.</source>
        <translation>%1 decisions analysed (depth %2). Marks: ?! doubtful, ? bad, ?? very bad.</translation>
    </message>
    <message>
        <source>Play the selected candidate out many times and see how often it wins</source>
        <translation>Play the selected candidate out many times and see how often it wins</translation>
    </message>
    <message>
        <source>%p%</source>
        <translation>%p%</translation>
    </message>
    <message>
        <source>Forced: this roll had only one play.</source>
        <translation>Forced: this roll had only one play.</translation>
    </message>
    <message>
        <source>No double</source>
        <translation>No double</translation>
    </message>
    <message>
        <source>Double, take</source>
        <translation>Double, take</translation>
    </message>
    <message>
        <source>Double, pass</source>
        <translation>Double, pass</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Take</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>The play made</source>
        <translation>The play made</translation>
    </message>
    <message>
        <source>rollout</source>
        <translation>rollout</translation>
    </message>
    <message>
        <source>%1-ply</source>
        <translation>%1-ply</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>Rollout of %1 (%2 games): equity %3, wins %4.</source>
        <translation>Rollout of %1 (%2 games): equity %3, wins %4.</translation>
    </message>
    <message>
        <source>%1, played out %2 times: it wins %3 of the games (give or take %4).</source>
        <translation>%1, played out %2 times: it wins %3 of the games (give or take %4).</translation>
    </message>
    <message>
        <source>%1 games played out</source>
        <translation>%1 games played out</translation>
    </message>
    <message>
        <source>%1 (played)</source>
        <translation>%1 (played)</translation>
    </message>
</context>
<context>
    <name>RolloutDialog</name>
    <message>
        <source>Rollout</source>
        <translation>Rollout</translation>
    </message>
    <message>
        <source>The position played out %1 times, %2 on roll (before the roll):</source>
        <translation>The position played out %1 times, %2 on roll (before the roll):</translation>
    </message>
    <message>
        <source>chance</source>
        <translation>chance</translation>
    </message>
    <message>
        <source>± standard error</source>
        <translation>± standard error</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>wins</translation>
    </message>
    <message>
        <source>wins a gammon</source>
        <translation>wins a gammon</translation>
    </message>
    <message>
        <source>wins a backgammon</source>
        <translation>wins a backgammon</translation>
    </message>
    <message>
        <source>loses a gammon</source>
        <translation>loses a gammon</translation>
    </message>
    <message>
        <source>loses a backgammon</source>
        <translation>loses a backgammon</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Rolling out… Stop keeps the trials played so far.</source>
        <translation>Rolling out… Stop keeps the trials played so far.</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Stopping…</translation>
    </message>
    <message>
        <source>The rollout failed inside the program.</source>
        <translation>The rollout failed inside the program.</translation>
    </message>
    <message>
        <source>Stopped before any trial was finished.</source>
        <translation>Stopped before any trial was finished.</translation>
    </message>
    <message>
        <source>Equity: %1</source>
        <translation>Equity: %1</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2 trials.</source>
        <translation>Stopped after %1 of %2 trials.</translation>
    </message>
    <message>
        <source>%1 trials; the dice can be replayed with seed %2.</source>
        <translation>%1 trials; the dice can be replayed with seed %2.</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>on</source>
        <comment>a house rule in force</comment>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <comment>a house rule not in force</comment>
        <translation>off</translation>
    </message>
    <message>
        <source>(has no effect while the cube is off)</source>
        <translation>(has no effect while the cube is off)</translation>
    </message>
    <message>
        <source>(has no effect while beavers are off)</source>
        <translation>(has no effect while beavers are off)</translation>
    </message>
    <message>
        <source>The rules of Takhteh Nard</source>
        <translation>The rules of Takhteh Nard</translation>
    </message>
    <message>
        <source>The next game is a money game.</source>
        <translation>The next game is a money game.</translation>
    </message>
    <message>
        <source>The next game is part of a match.</source>
        <translation>The next game is part of a match.</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>The board</translation>
    </message>
    <message>
        <source>The board has %1 points, %2 on each side of the bar. Each player has %3 checkers and numbers the points from their own side, from %4 to %5. Points %4 to %6 are the player&apos;s home board.</source>
        <translation>The board has %1 points, %2 on each side of the bar. Each player has %3 checkers and numbers the points from their own side, from %4 to %5. Points %4 to %6 are the player&apos;s home board.</translation>
    </message>
    <message>
        <source>At the start each player has %1 checkers on their %2-point, %3 on the %4-point, %5 on the %6-point and %7 on the %8-point: %9 pips to travel.</source>
        <translation>At the start each player has %1 checkers on their %2-point, %3 on the %4-point, %5 on the %6-point and %7 on the %8-point: %9 pips to travel.</translation>
    </message>
    <message>
        <source>The two players move in opposite directions, always from higher-numbered points to lower ones, towards their own home board, and never backwards.</source>
        <translation>The two players move in opposite directions, always from higher-numbered points to lower ones, towards their own home board, and never backwards.</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Who starts</translation>
    </message>
    <message>
        <source>Each player rolls one die. The higher die starts and plays the two numbers rolled as the first move; equal dice are rolled again, so the first move is never a double.</source>
        <translation>Each player rolls one die. The higher die starts and plays the two numbers rolled as the first move; equal dice are rolled again, so the first move is never a double.</translation>
    </message>
    <message>
        <source>The player who won the opening roll rolls both dice again for the first move, which may then be a double.</source>
        <translation>The player who won the opening roll rolls both dice again for the first move, which may then be a double.</translation>
    </message>
    <message>
        <source>Moving</source>
        <translation>Moving</translation>
    </message>
    <message>
        <source>Each die moves one checker that many points. Both dice may move the same checker; then the point it stops on between them must be open as well.</source>
        <translation>Each die moves one checker that many points. Both dice may move the same checker; then the point it stops on between them must be open as well.</translation>
    </message>
    <message>
        <source>A double is played %1 times.</source>
        <translation>A double is played %1 times.</translation>
    </message>
    <message>
        <source>A point is open if it is empty, holds your own checkers, or holds a single opposing checker. A point with %1 or more opposing checkers is closed.</source>
        <translation>A point is open if it is empty, holds your own checkers, or holds a single opposing checker. A point with %1 or more opposing checkers is closed.</translation>
    </message>
    <message>
        <source>Landing on a single opposing checker hits it: it goes to the bar.</source>
        <translation>Landing on a single opposing checker hits it: it goes to the bar.</translation>
    </message>
    <message>
        <source>Using the whole roll</source>
        <translation>Using the whole roll</translation>
    </message>
    <message>
        <source>You must use as many of the dice as the position allows.</source>
        <translation>You must use as many of the dice as the position allows.</translation>
    </message>
    <message>
        <source>If only one die can be used, you must use it. If either die could be used but not both, you must use the larger one.</source>
        <translation>If only one die can be used, you must use it. If either die could be used but not both, you must use the larger one.</translation>
    </message>
    <message>
        <source>A move that would leave a die unusable when another way of moving would use both is not allowed.</source>
        <translation>A move that would leave a die unusable when another way of moving would use both is not allowed.</translation>
    </message>
    <message>
        <source>If no die can be used, the turn passes.</source>
        <translation>If no die can be used, the turn passes.</translation>
    </message>
    <message>
        <source>This program offers only moves that keep to these rules.</source>
        <translation>This program offers only moves that keep to these rules.</translation>
    </message>
    <message>
        <source>The bar</source>
        <translation>The bar</translation>
    </message>
    <message>
        <source>A player with a checker on the bar may move nothing else until it has entered. A checker enters on the opponent&apos;s home board: with a %1 on the player&apos;s own %2-point, with a %3 on the %4-point. It cannot enter on a closed point; if no die can enter, the turn passes.</source>
        <translation>A player with a checker on the bar may move nothing else until it has entered. A checker enters on the opponent&apos;s home board: with a %1 on the player&apos;s own %2-point, with a %3 on the %4-point. It cannot enter on a closed point; if no die can enter, the turn passes.</translation>
    </message>
    <message>
        <source>Entering may hit a single opposing checker on the point it enters on.</source>
        <translation>Entering may hit a single opposing checker on the point it enters on.</translation>
    </message>
    <message>
        <source>If only some of the checkers on the bar can enter, those enter and the rest of the roll is lost.</source>
        <translation>If only some of the checkers on the bar can enter, those enter and the rest of the roll is lost.</translation>
    </message>
    <message>
        <source>Once the last checker on the bar has entered, the dice still left are played as usual.</source>
        <translation>Once the last checker on the bar has entered, the dice still left are played as usual.</translation>
    </message>
    <message>
        <source>Bearing off</source>
        <translation>Bearing off</translation>
    </message>
    <message>
        <source>Once all %1 of a player&apos;s checkers are in the home board, they may be borne off. A die bears off a checker from the point of its number. A larger die may bear off from the highest occupied point only when no checker stands higher; otherwise it must be played inside the home board.</source>
        <translation>Once all %1 of a player&apos;s checkers are in the home board, they may be borne off. A die bears off a checker from the point of its number. A larger die may bear off from the highest occupied point only when no checker stands higher; otherwise it must be played inside the home board.</translation>
    </message>
    <message>
        <source>Bearing off is never forced while another legal move exists. A checker hit during the bear-off must come back home before bearing off goes on.</source>
        <translation>Bearing off is never forced while another legal move exists. A checker hit during the bear-off must come back home before bearing off goes on.</translation>
    </message>
    <message>
        <source>Without the cube every game is worth %1 or %2 points.</source>
        <translation>Without the cube every game is worth %1 or %2 points.</translation>
    </message>
    <message>
        <source>Without the cube every game is worth %1, %2 or %3 points.</source>
        <translation>Without the cube every game is worth %1, %2 or %3 points.</translation>
    </message>
    <message>
        <source>Before rolling, a player may offer to double the stakes: either player while the cube is in the middle, after that only the player who owns it. The opponent either accepts, plays on at twice the value and owns the cube, or refuses and loses the game at the current value. The cube stops at %1. %2</source>
        <translation>Before rolling, a player may offer to double the stakes: either player while the cube is in the middle, after that only the player who owns it. The opponent either accepts, plays on at twice the value and owns the cube, or refuses and loses the game at the current value. The cube stops at %1. %2</translation>
    </message>
    <message>
        <source>In a match, the game after a player first comes within one point of winning is played without the cube; doubling returns after that game.</source>
        <translation>In a match, the game after a player first comes within one point of winning is played without the cube; doubling returns after that game.</translation>
    </message>
    <message>
        <source>In money games, a gammon or backgammon counts as a single win unless a double was offered and taken in that game (automatic doubles do not count). Never in matches.</source>
        <translation>In money games, a gammon or backgammon counts as a single win unless a double was offered and taken in that game (automatic doubles do not count). Never in matches.</translation>
    </message>
    <message>
        <source>In one&apos;s own home board, a checker that has just hit may not go on in the same turn to a point that already holds one&apos;s own checkers; it may go on to an empty point or hit again.</source>
        <translation>In one&apos;s own home board, a checker that has just hit may not go on in the same turn to a point that already holds one&apos;s own checkers; it may go on to an empty point or hit again.</translation>
    </message>
    <message>
        <source>Winning and what it is worth</source>
        <translation>Winning and what it is worth</translation>
    </message>
    <message>
        <source>The game is won by the player who first bears off all their checkers.</source>
        <translation>The game is won by the player who first bears off all their checkers.</translation>
    </message>
    <message>
        <source>Single win: the loser has borne off at least one checker. %1 point.</source>
        <translation>Single win: the loser has borne off at least one checker. %1 point.</translation>
    </message>
    <message>
        <source>Gammon (mars): the loser has borne off none. %1 points.</source>
        <translation>Gammon (mars): the loser has borne off none. %1 points.</translation>
    </message>
    <message>
        <source>Backgammon: a gammon where the loser still has a checker on the bar or in the winner&apos;s home board. %1 points.</source>
        <translation>Backgammon: a gammon where the loser still has a checker on the bar or in the winner&apos;s home board. %1 points.</translation>
    </message>
    <message>
        <source>A backgammon scores %1 points, like a gammon, as in many Iranian circles.</source>
        <translation>A backgammon scores %1 points, like a gammon, as in many Iranian circles.</translation>
    </message>
    <message>
        <source>Instead of playing on, a player may offer to resign at one of three values: a single game (%1 point), a gammon (%2 points) or a backgammon (%3 points), times the cube. The opponent either accepts, and the game ends with that result, or declines, and the game goes on.</source>
        <translation>Instead of playing on, a player may offer to resign at one of three values: a single game (%1 point), a gammon (%2 points) or a backgammon (%3 points), times the cube. The opponent either accepts, and the game ends with that result, or declines, and the game goes on.</translation>
    </message>
    <message>
        <source>The points are multiplied by the value of the cube: a gammon with the cube on %1 is worth %2.</source>
        <translation>The points are multiplied by the value of the cube: a gammon with the cube on %1 is worth %2.</translation>
    </message>
    <message>
        <source>The doubling cube</source>
        <translation>The doubling cube</translation>
    </message>
    <message>
        <source>In a match, after the Crawford game the trailing player may double only once both players have rolled %1 times.</source>
        <translation>In a match, after the Crawford game the trailing player may double only once both players have rolled %1 times.</translation>
    </message>
    <message>
        <source>In money games, a player who is doubled may redouble at once and keep the cube.</source>
        <translation>In money games, a player who is doubled may redouble at once and keep the cube.</translation>
    </message>
    <message>
        <source>In money games, after a beaver the player who doubled may redouble once more at once.</source>
        <translation>In money games, after a beaver the player who doubled may redouble once more at once.</translation>
    </message>
    <message>
        <source>In money games, each tie in the opening roll doubles the cube, which stays in the middle; at most %1 times in a game.</source>
        <translation>In money games, each tie in the opening roll doubles the cube, which stays in the middle; at most %1 times in a game.</translation>
    </message>
    <message>
        <source>Matches and money games</source>
        <translation>Matches and money games</translation>
    </message>
    <message>
        <source>A match is played to a number of points, from %1 to %2; the first player to reach it wins. In a money game each game is settled on its own; no money is ever involved in this program.</source>
        <translation>A match is played to a number of points, from %1 to %2; the first player to reach it wins. In a money game each game is settled on its own; no money is ever involved in this program.</translation>
    </message>
    <message>
        <source>In matches, each move has %1 seconds free; after that a reserve of %2 seconds for the whole match is used. No move may take more than %3 seconds. Whoever runs out of time loses the match.</source>
        <translation>In matches, each move has %1 seconds free; after that a reserve of %2 seconds for the whole match is used. No move may take more than %3 seconds. Whoever runs out of time loses the match.</translation>
    </message>
    <message>
        <source>Ending the turn</source>
        <translation>Ending the turn</translation>
    </message>
    <message>
        <source>A turn is final when the player picks up the dice. Until then the moves of the turn can be taken back.</source>
        <translation>A turn is final when the player picks up the dice. Until then the moves of the turn can be taken back.</translation>
    </message>
    <message>
        <source>Rules of the game</source>
        <translation>Rules of the game</translation>
    </message>
    <message>
        <source>The rules in force: %1. The options marked “on” below are in force; the house rules of the next match can be changed under Settings.</source>
        <translation>The rules in force: %1. The options marked “on” below are in force; the house rules of the next match can be changed under Settings.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>Home board</source>
        <translation>Home board</translation>
    </message>
    <message>
        <source>Show point numbers</source>
        <translation>Show point numbers</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animation speed</translation>
    </message>
    <message>
        <source>Board theme</source>
        <translation>Board theme</translation>
    </message>
    <message>
        <source>Expert numbers (equities in EMG, plies, the full analysis table)</source>
        <translation>Expert numbers (equities in EMG, plies, the full analysis table)</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Computer level</translation>
    </message>
    <message>
        <source>Play forced moves automatically</source>
        <translation>Play forced moves automatically</translation>
    </message>
    <message>
        <source>End of the turn</source>
        <translation>End of the turn</translation>
    </message>
    <message>
        <source>Ask before I take or drop a double</source>
        <translation>Ask before I take or drop a double</translation>
    </message>
    <message>
        <source>Tutor: warn me before an error in checker play</source>
        <translation>Tutor: warn me before an error in checker play</translation>
    </message>
    <message>
        <source>Tutor: warn me before an error with the cube</source>
        <translation>Tutor: warn me before an error with the cube</translation>
    </message>
    <message>
        <source>Tutor warns from</source>
        <translation>Tutor warns from</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Sounds</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>Doubling cube</source>
        <translation>Doubling cube</translation>
    </message>
    <message>
        <source>Backgammon counts as a gammon</source>
        <translation>Backgammon counts as a gammon</translation>
    </message>
    <message>
        <source>Crawford rule</source>
        <translation>Crawford rule</translation>
    </message>
    <message>
        <source>Holland rule</source>
        <translation>Holland rule</translation>
    </message>
    <message>
        <source>Jacoby rule</source>
        <translation>Jacoby rule</translation>
    </message>
    <message>
        <source>Beavers</source>
        <translation>Beavers</translation>
    </message>
    <message>
        <source>Raccoons</source>
        <translation>Raccoons</translation>
    </message>
    <message>
        <source>Automatic doubles</source>
        <translation>Automatic doubles</translation>
    </message>
    <message>
        <source>Most automatic doubles in a game</source>
        <translation>Most automatic doubles in a game</translation>
    </message>
    <message>
        <source>Fresh roll for the first move</source>
        <translation>Fresh roll for the first move</translation>
    </message>
    <message>
        <source>No hit-and-stack in the home board</source>
        <translation>No hit-and-stack in the home board</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Clock</translation>
    </message>
    <message>
        <source>Free seconds per move</source>
        <translation>Free seconds per move</translation>
    </message>
    <message>
        <source>Reserve for the whole match</source>
        <translation>Reserve for the whole match</translation>
    </message>
    <message>
        <source>Longest allowed move</source>
        <translation>Longest allowed move</translation>
    </message>
    <message>
        <source>On the right</source>
        <translation>On the right</translation>
    </message>
    <message>
        <source>On the left</source>
        <translation>On the left</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>No animation</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Persian inlaid wood</source>
        <translation>Persian inlaid wood</translation>
    </message>
    <message>
        <source>Clean</source>
        <translation>Clean</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>High contrast</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermediate</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Advanced</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>World class</source>
        <translation>World class</translation>
    </message>
    <message>
        <source>When I pick up the dice</source>
        <translation>When I pick up the dice</translation>
    </message>
    <message>
        <source>As soon as the move is complete</source>
        <translation>As soon as the move is complete</translation>
    </message>
    <message>
        <source>A doubtful play (?!)</source>
        <translation>A doubtful play (?!)</translation>
    </message>
    <message>
        <source>A bad play (?)</source>
        <translation>A bad play (?)</translation>
    </message>
    <message>
        <source>A very bad play (??)</source>
        <translation>A very bad play (??)</translation>
    </message>
    <message>
        <source>The settings file could not be read, so the default settings are used. The old file was kept as %1.</source>
        <translation>The settings file could not be read, so the default settings are used. The old file was kept as %1.</translation>
    </message>
    <message>
        <source>The settings cannot be saved to %1.</source>
        <translation>The settings cannot be saved to %1.</translation>
    </message>
    <message>
        <source>The stored house rules did not fit together, so the option “%1” was reset to its default.</source>
        <translation>The stored house rules did not fit together, so the option “%1” was reset to its default.</translation>
    </message>
    <message>
        <source>The setting “%1” had an unusable value (%2) and was reset to its default.</source>
        <translation>The setting “%1” had an unusable value (%2) and was reset to its default.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Iranian café</source>
        <translation>Iranian café</translation>
    </message>
    <message>
        <source>International match</source>
        <translation>International match</translation>
    </message>
    <message>
        <source>Money game</source>
        <translation>Money game</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Custom</translation>
    </message>
    <message>
        <source>A backgammon scores %1 points, like a gammon, as in many Iranian circles.</source>
        <translation>A backgammon scores %1 points, like a gammon, as in many Iranian circles.</translation>
    </message>
    <message>
        <source>After the Crawford game the trailing player may double only once both players have rolled twice.</source>
        <translation>After the Crawford game the trailing player may double only once both players have rolled twice.</translation>
    </message>
    <message>
        <source>Play with the doubling cube. Without it a game is worth its result alone: %1 or %2 points, or %3 for a backgammon that does not count as a gammon.</source>
        <translation>Play with the doubling cube. Without it a game is worth its result alone: %1 or %2 points, or %3 for a backgammon that does not count as a gammon.</translation>
    </message>
    <message>
        <source>The game after a player first comes within one point of winning the match is played without the cube.</source>
        <translation>The game after a player first comes within one point of winning the match is played without the cube.</translation>
    </message>
    <message>
        <source>A gammon or backgammon counts as a single win unless a double was offered and taken in that game.</source>
        <translation>A gammon or backgammon counts as a single win unless a double was offered and taken in that game.</translation>
    </message>
    <message>
        <source>A player who is doubled may redouble at once and keep the cube.</source>
        <translation>A player who is doubled may redouble at once and keep the cube.</translation>
    </message>
    <message>
        <source>After a beaver, the player who doubled may redouble once more at once.</source>
        <translation>After a beaver, the player who doubled may redouble once more at once.</translation>
    </message>
    <message>
        <source>Each tie in the opening roll doubles the cube, which stays in the middle.</source>
        <translation>Each tie in the opening roll doubles the cube, which stays in the middle.</translation>
    </message>
    <message>
        <source>How many times the cube may be doubled this way in one game.</source>
        <translation>How many times the cube may be doubled this way in one game.</translation>
    </message>
    <message>
        <source>The winner of the opening roll rolls both dice again for the first move, so it may be a double.</source>
        <translation>The winner of the opening roll rolls both dice again for the first move, so it may be a double.</translation>
    </message>
    <message>
        <source>In one&apos;s own home board a checker that has just hit may not go on to a point holding one&apos;s own checkers in the same turn.</source>
        <translation>In one&apos;s own home board a checker that has just hit may not go on to a point holding one&apos;s own checkers in the same turn.</translation>
    </message>
    <message>
        <source>Each move has some free seconds, then a reserve for the whole match is used; whoever runs out of time loses the match.</source>
        <translation>Each move has some free seconds, then a reserve for the whole match is used; whoever runs out of time loses the match.</translation>
    </message>
    <message>
        <source>Seconds each move may take without using the reserve.</source>
        <translation>Seconds each move may take without using the reserve.</translation>
    </message>
    <message>
        <source>Extra seconds for the whole match, used after the free seconds.</source>
        <translation>Extra seconds for the whole match, used after the free seconds.</translation>
    </message>
    <message>
        <source>No move may take longer than this.</source>
        <translation>No move may take longer than this.</translation>
    </message>
    <message>
        <source>Matches only.</source>
        <translation>Matches only.</translation>
    </message>
    <message>
        <source>Money games only.</source>
        <translation>Money games only.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>House rules</translation>
    </message>
    <message>
        <source>Game and display</source>
        <translation>Game and display</translation>
    </message>
    <message>
        <source>Rule set:</source>
        <translation>Rule set:</translation>
    </message>
    <message>
        <source>The next game is a money game: options for matches only are greyed out.</source>
        <translation>The next game is a money game: options for matches only are greyed out.</translation>
    </message>
    <message>
        <source>The next game is part of a match: options for money games only are greyed out.</source>
        <translation>The next game is part of a match: options for money games only are greyed out.</translation>
    </message>
    <message>
        <source>A match is being played: changed rules take effect from the next match.</source>
        <translation>A match is being played: changed rules take effect from the next match.</translation>
    </message>
    <message>
        <source>Scoring and the cube</source>
        <translation>Scoring and the cube</translation>
    </message>
    <message>
        <source>Moving</source>
        <translation>Moving</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Clock</translation>
    </message>
    <message>
        <source> s</source>
        <comment>seconds, after a number</comment>
        <translation> s</translation>
    </message>
    <message>
        <source>Tutor (a word before an error):</source>
        <translation>Tutor (a word before an error):</translation>
    </message>
    <message>
        <source>Checker play</source>
        <translation>Checker play</translation>
    </message>
    <message>
        <source>Cube</source>
        <translation>Cube</translation>
    </message>
    <message>
        <source>Expert numbers (EMG, plies)</source>
        <translation>Expert numbers (EMG, plies)</translation>
    </message>
    <message>
        <source> %</source>
        <comment>percent, after a number</comment>
        <translation> %</translation>
    </message>
    <message>
        <source>A new language applies at once.</source>
        <translation>A new language applies at once.</translation>
    </message>
    <message>
        <source>A new language applies the next time the program starts.</source>
        <translation>A new language applies the next time the program starts.</translation>
    </message>
    <message>
        <source>The board keeps its own orientation in both languages.</source>
        <translation>The board keeps its own orientation in both languages.</translation>
    </message>
    <message>
        <source>Every setting back to its default</source>
        <translation>Every setting back to its default</translation>
    </message>
    <message>
        <source>This system has no program to play sounds with, so the game stays silent.</source>
        <translation>This system has no program to play sounds with, so the game stays silent.</translation>
    </message>
</context>
<context>
    <name>TutorActions</name>
    <message>
        <source>The tutor is looking at your choice…</source>
        <translation>The tutor is looking at your choice…</translation>
    </message>
    <message>
        <source>Tutor: warned that %1 loses %2, played anyway.</source>
        <translation>Tutor: warned that %1 loses %2, played anyway.</translation>
    </message>
    <message>
        <source>Tutor: first chose %1 (it loses %2), then took it back.</source>
        <translation>Tutor: first chose %1 (it loses %2), then took it back.</translation>
    </message>
    <message>
        <source>Tutor: warned that %1 costs about %2, played anyway.</source>
        <translation>Tutor: warned that %1 costs about %2, played anyway.</translation>
    </message>
    <message>
        <source>Tutor: first chose %1 (it costs about %2), then took it back.</source>
        <translation>Tutor: first chose %1 (it costs about %2), then took it back.</translation>
    </message>
</context>
<context>
    <name>TutorBar</name>
    <message>
        <source>Play anyway</source>
        <translation>Play anyway</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Take back</translation>
    </message>
    <message>
        <source>Show hint</source>
        <translation>Show hint</translation>
    </message>
    <message>
        <source>Make this choice final as it is</source>
        <translation>Make this choice final as it is</translation>
    </message>
    <message>
        <source>Undo this choice and choose again</source>
        <translation>Undo this choice and choose again</translation>
    </message>
    <message>
        <source>(no move)</source>
        <translation>(no move)</translation>
    </message>
    <message>
        <source>Equity lost: %1.</source>
        <translation>Equity lost: %1.</translation>
    </message>
    <message>
        <source>a doubtful choice</source>
        <translation>a doubtful choice</translation>
    </message>
    <message>
        <source>a bad choice</source>
        <translation>a bad choice</translation>
    </message>
    <message>
        <source>a very bad choice</source>
        <translation>a very bad choice</translation>
    </message>
    <message>
        <source>an error</source>
        <translation>an error</translation>
    </message>
    <message>
        <source>Tutor: %1 %2</source>
        <translation>Tutor: %1 %2</translation>
    </message>
    <message>
        <source>With this play your chance of winning this game goes from %1 to %2; the best play, %3, keeps it at %1. This play costs about %4.</source>
        <translation>With this play your chance of winning this game goes from %1 to %2; the best play, %3, keeps it at %1. This play costs about %4.</translation>
    </message>
    <message>
        <source>This play costs about %1; the best is %2.</source>
        <translation>This play costs about %1; the best is %2.</translation>
    </message>
    <message>
        <source>“%1” costs about %2 here; the best is “%3”.</source>
        <translation>“%1” costs about %2 here; the best is “%3”.</translation>
    </message>
</context>
<context>
    <name>VerifyDiceDialog</name>
    <message>
        <source>Verify dice</source>
        <translation>Verify dice</translation>
    </message>
    <message>
        <source>There are no fair dice to check.</source>
        <translation>There are no fair dice to check.</translation>
    </message>
    <message>
        <source>Commitment (shown before the match):</source>
        <translation>Commitment (shown before the match):</translation>
    </message>
    <message>
        <source>Seed (revealed now):</source>
        <translation>Seed (revealed now):</translation>
    </message>
    <message>
        <source>Rolls checked:</source>
        <translation>Rolls checked:</translation>
    </message>
    <message>
        <source>Check a saved match…</source>
        <translation>Check a saved match…</translation>
    </message>
    <message>
        <source>In the match</source>
        <translation>In the match</translation>
    </message>
    <message>
        <source>From the seed</source>
        <translation>From the seed</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to Takhteh Nard</source>
        <translation>Welcome to Takhteh Nard</translation>
    </message>
    <message>
        <source>Three questions before the first game. Everything here can be changed later.</source>
        <translation>Three questions before the first game. Everything here can be changed later.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <source>How do you want to play?</source>
        <translation>How do you want to play?</translation>
    </message>
    <message>
        <source>Iranian café</source>
        <translation>Iranian café</translation>
    </message>
    <message>
        <source>International match</source>
        <translation>International match</translation>
    </message>
    <message>
        <source>No doubling cube; a gammon or a backgammon is a mars (%1).</source>
        <translation>No doubling cube; a gammon or a backgammon is a mars (%1).</translation>
    </message>
    <message>
        <source>With the doubling cube and the Crawford rule; a backgammon is %1.</source>
        <translation>With the doubling cube and the Crawford rule; a backgammon is %1.</translation>
    </message>
    <message>
        <source>The computer plays as</source>
        <translation>The computer plays as</translation>
    </message>
    <message>
        <source>often makes plain mistakes: for learning the moves</source>
        <translation>often makes plain mistakes: for learning the moves</translation>
    </message>
    <message>
        <source>a casual player: makes a mistake now and then</source>
        <translation>a casual player: makes a mistake now and then</translation>
    </message>
    <message>
        <source>a strong club player: rarely makes a mistake</source>
        <translation>a strong club player: rarely makes a mistake</translation>
    </message>
    <message>
        <source>plays its best at once, without looking ahead</source>
        <translation>plays its best at once, without looking ahead</translation>
    </message>
    <message>
        <source>looks ahead before each play: hard to beat, and slower</source>
        <translation>looks ahead before each play: hard to beat, and slower</translation>
    </message>
    <message>
        <source>Sounds (dice, checkers)</source>
        <translation>Sounds (dice, checkers)</translation>
    </message>
    <message>
        <source>All of this can be changed under Game ▸ Settings; Help ▸ Welcome shows this page again.</source>
        <translation>All of this can be changed under Game ▸ Settings; Help ▸ Welcome shows this page again.</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Start playing</translation>
    </message>
</context>
<context>
    <name>WindowSettings</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>single game</source>
        <translation>single game</translation>
    </message>
    <message>
        <source>gammon (mars)</source>
        <translation>gammon (mars)</translation>
    </message>
    <message>
        <source>backgammon</source>
        <translation>backgammon</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>beginner</translation>
    </message>
    <message>
        <source>intermediate</source>
        <translation>intermediate</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>advanced</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>world class</source>
        <translation>world class</translation>
    </message>
    <message>
        <source>Iranian café (no cube, every backgammon a mars)</source>
        <translation>Iranian café (no cube, every backgammon a mars)</translation>
    </message>
    <message>
        <source>International match (cube, Crawford)</source>
        <translation>International match (cube, Crawford)</translation>
    </message>
    <message>
        <source>Money session (cube, Jacoby)</source>
        <translation>Money session (cube, Jacoby)</translation>
    </message>
    <message>
        <source>light</source>
        <translation>light</translation>
    </message>
    <message>
        <source>dark</source>
        <translation>dark</translation>
    </message>
    <message>
        <source>%1 point</source>
        <translation>%1 point</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>bar</source>
        <comment>notation: the bar</comment>
        <translation>bar</translation>
    </message>
    <message>
        <source>off</source>
        <comment>notation: borne off</comment>
        <translation>off</translation>
    </message>
</context>
</TS>
