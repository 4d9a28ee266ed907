<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>About</name>
    <message>
        <source>Card and counter games for the family.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unofficial fan implementation. The games belong to their authors and publishers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;No Thanks!&lt;/b&gt; by Thorsten Gimmler, published by AMIGO</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;No Return&lt;/b&gt; by Marco Teubner, published by moses. Verlag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules in this program are told in our own words.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About NoBox</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>NoBox: No Thanks! and No Return, at one screen with the family or against the computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of the app: en, de or ja (the Language menu switches it too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How fast computer players move: slow, normal, fast or instant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal a game at once, with the players last chosen for it (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure the start: quit after the first frame.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure memory: play a computer-only game, e.g. no-thanks:hard,normal,normal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spec</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown speed &quot;%1&quot;: use slow, normal, fast or instant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown game &quot;%1&quot;: use one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot; (see --help).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--bench-game wants &lt;game&gt;:&lt;level&gt;,&lt;level&gt;...[:&lt;option&gt;=&lt;value&gt;,...], e.g. no-thanks:hard,normal,normal:expansion=true.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NoThanks</name>
    <message>
        <source>+5 bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+10 bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+15 bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+20 bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pink X</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minus chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest counts double</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 40</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−1 per card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the +5 bonus card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the +10 bonus card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the +15 bonus card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the +20 bonus card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Wild card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the +1-per-card card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Skip card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Look card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Give-a-card card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Remove-a-card card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Double-chips card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Pink X card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Minus-chips card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Half-chips card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Highest-counts-double card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 40</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the −1-per-card card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unknown card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs %1 points at the end, unless it is in a run: a run of consecutive numbers costs only its lowest card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green card, kept to the end: it is worth %1 points then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green card, kept to the end: it then counts as the one number from 3 to 35 that helps you most, for example to join two runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green card, kept to the end: 1 point for every card in your display then, this one and other special cards included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green card, to play on your turn: you sit out the card in the middle (no chip to pay, no bid, and you cannot get it). Used once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green card, to play on your turn: you alone see the set-aside cards. Used once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green card that acts at once: you pass one card of your display to the player on your left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green card that acts at once: you throw one card of your display away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green card, kept to the end: each chip you have left is worth 2 points then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pink card that acts at once: you also get the first card of the deck without a green back (if there is none, the top set-aside card).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pink card, kept to the end: your chips count as minus points then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pink card, kept to the end: your chips are worth half then (rounded down).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pink card, kept to the end: your highest number costs twice then; if it is in a run, the run&apos;s lowest card costs twice instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pink card that costs 40 points at the end. It never joins a run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pink card, kept to the end: 1 minus point for every card in your display then, this one included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips ×2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips −</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips ½</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High ×2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−1 each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counts at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play it on your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acts at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No thanks!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid a chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Thanks! table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Thanks!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: the last card has been taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, take %2 or say No thanks!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, you have no chips: take %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, bid a chip for %2 or decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, you have no chips: decline %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, choose a card to give to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, choose a card to remove from your display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No chips on %1 yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) on %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 would get it now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) on it.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No bid yet: if %1 declines, %2 gets it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chooses a card to give to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chooses a card to remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sitting out: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Please wait: %1 is thinking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Please wait: it is %1&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1 (about %2% chance to win)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay a chip to refuse a card, or take it with all its chips: runs cost only their lowest card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds the 22 green and pink special cards: green ones are auctioned, pink ones spoil a score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody sees how many chips each player has (normally they are kept secret).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a No Thanks! move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a No Thanks! move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no chips left, so you cannot say No thanks!: you must take the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no chips left to bid: you must decline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A green card is up for auction: bid a chip for it or decline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no auction now: take the card or say No thanks!.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First choose the card to give away or to remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no card to give away or to remove now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your special card asks for the other choice: give a card instead of removing one, or the other way round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not in your display.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no Skip card to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no Look card to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot skip this card: nobody else is still in on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A No Thanks! setup must be a JSON object, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The setup has a field “%1” that No Thanks! does not know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The setup&apos;s “%1” must be a list of card names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The setup&apos;s “%1” holds more than %n card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The setup&apos;s deck holds no cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The setup names a card that does not exist: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The setup uses %1, which is only played with the special cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The setup has more copies of %1 than the box holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is green and cannot be among the set-aside cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not green, so it cannot be an unused green card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: no more moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not possible now (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 turns up %2, a green card: the auction begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 turns up %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %2 with %n chip(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 says No thanks! to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bids a chip on %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declines %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 declines %2 and collects %n chip(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 gets %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays Skip and sits out %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays Look and sees the set-aside cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gives %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 removes %2 from their display.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s Pink X fetches %2 from the deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s Pink X fetches %2 from the deck, passing over %n green card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s Pink X fetches %2 from the set-aside cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s Pink X finds no card to fetch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no card for %2, so it does nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Take %1 with its %n chip(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Say No thanks! to %1 (pay a chip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid a chip on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Decline %1 and collect its %n chip(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Play Skip and sit out %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play Look to see the set-aside cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give %1 to the player on your left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 from your display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unknown move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards, each run at its lowest (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Highest counts double (%1 once more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wild card counted as %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double chips (cancelled by Half chips)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half chips (cancelled by Double chips)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half chips (rounded down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minus chips (they count against you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>+1 per card (%n card(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−1 per card (%n card(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Bonus cards (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;No Thanks!&lt;/h2&gt;&lt;p&gt;Everybody gets chips: 11 each with 3 to 5 players, 9 with 6, 7 with 7. Keep your number of chips to yourself. The cards 3 to 35 are shuffled and 9 of them go back in the box unseen, so nobody knows exactly which numbers are missing.&lt;/p&gt;&lt;p&gt;One card lies face up in the middle. On your turn you either &lt;b&gt;take&lt;/b&gt; it, together with all the chips lying on it, or you say &lt;b&gt;No thanks!&lt;/b&gt; and put one of your chips on it; then the next player on your left decides. Whoever takes a card turns up the next one and decides again. With no chips left you must take.&lt;/p&gt;&lt;p&gt;When the last card is taken, every card you hold costs its value, but a run of consecutive numbers (say 21, 22, 23) costs only its lowest card. Each chip you kept is worth a point. The highest total wins; equal totals share the win.&lt;/p&gt;&lt;h3&gt;Special cards&lt;/h3&gt;&lt;p&gt;With this option 6 pink cards join the number cards and 9 of 16 green cards are mixed in; green cards have green backs, so you see one coming. A pink card is taken or refused like a number. A green card is auctioned: in turn each player bids a chip or declines. The first to decline collects the chips on it and the last bidder gets the card (with no bid, the player to the decliner&apos;s right gets it); the decliner turns up the next card.&lt;/p&gt;&lt;p&gt;Some special cards count at the end (bonus points, the wild card, per-card points, doubled, halved or negative chips, the 40, the highest card counting double), Skip and Look are played on your turn, and Give, Remove and Pink X act as soon as you get them. Point at a card on the board to read what it does.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ gets it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sits out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>thinking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cards yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run %1–%2: it costs %3 as it lies now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Chips are kept secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2 (costs %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sits out this card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bid up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gets the green card if the auction ends now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chips secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green card next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you looked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You looked: no cards were set aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You saw, top first: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auction</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s) left.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them green.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The next card has a green back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next card has a plain back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Set aside: %n card(s), out of the game unless Pink X fetches one.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>You looked: there were none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You looked and saw, top first: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile: empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card in the middle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>In the middle: %1 with %n chip(s) on it.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Speed</name>
    <message>
        <source>&amp;Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableSettings</name>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>NoBox does not speak &quot;%1&quot;: use one of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be played in the app yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nobox::GameActions</name>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the game, the players and the options, and deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave this game and go back to the start page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the strongest computer player what it would do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About NoBox</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nobox::GameTile</name>
    <message>
        <source>%1 (coming soon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is coming in a later version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a game of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nobox::HotseatCover</name>
    <message>
        <source>Pass to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When %1 is at the screen, click or press any key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: click here or press any key when you are ready.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nobox::MainWindow</name>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(about %1% to win)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer &amp;Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>The menu of the app&apos;s languages; its entries are each language&apos;s own name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — NoBox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NoBox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: %1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: %1 share the victory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nobox::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats, in playing order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules leave the first player to the table: pick one, or let chance decide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Starts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow hints when several people play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With one person at the table, hints are always there. With several, everybody has to agree: it is off unless you tick it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal and start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 to %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nobox::RulesDialog</name>
    <message>
        <source>Close the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nobox::ScoreSheet</name>
    <message>
        <source>1st</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2nd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3rd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list of names</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list of names</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again with the same players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Look at the Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the scores and look at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 share the victory!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 place, %3 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nobox::SeatEditor</name>
    <message>
        <source>Name of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1 is a person or a computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level of computer player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy makes mistakes, Normal plays sensibly, Hard thinks ahead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nobox::SidePanel</name>
    <message>
        <source>Moves &amp;so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking progress</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>nobox::StartPage</name>
    <message>
        <source>%1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NoBox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card and counter games for the family: at one screen together, or against the computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Idea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get rid of the face-down cards in front of you, without knowing what they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue the saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit NoBox</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
