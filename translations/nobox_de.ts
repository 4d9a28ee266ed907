<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>About</name>
    <message>
        <source>Card and counter games for the family.</source>
        <translation>Spiele mit Karten und Steinen für die ganze Familie.</translation>
    </message>
    <message>
        <source>An unofficial fan implementation. The games belong to their authors and publishers:</source>
        <translation>Eine inoffizielle Fan-Umsetzung. Die Spiele gehören ihren Autoren und Verlagen:</translation>
    </message>
    <message>
        <source>The rules in this program are told in our own words.</source>
        <translation>Die Regeln in diesem Programm haben wir mit eigenen Worten beschrieben.</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (%1).</source>
        <translation>Lizenz: GNU General Public License, Version 3 oder neuer (%1).</translation>
    </message>
    <message>
        <source>About NoBox</source>
        <translation>Über NoBox</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Between names in a list but the last two (&quot;A, B and C&quot;): the designers in About, the games in --help.</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Joins the last of several names to the others (&quot;Steffen and Florian Benndorf&quot;, &quot;No Return and No Idea&quot;).</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <extracomment>A game&apos;s credit in About: %1 the game&apos;s name (bold), %2 its designers.</extracomment>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 by %2, published by %3</source>
        <extracomment>A game&apos;s credit in About: %1 the game&apos;s name (bold), %2 its designers, %3 its publisher.</extracomment>
        <translation>%1 von %2, erschienen bei %3</translation>
    </message>
</context>
<context>
    <name>BoardKit</name>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>The language of the app: en, de or ja (the Language menu switches it too).</source>
        <translation>Die Sprache der App: en, de oder ja (auch im Menü „Sprache“ umstellbar).</translation>
    </message>
    <message>
        <source>code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>How fast computer players move: slow, normal, fast or instant.</source>
        <translation>Wie schnell Computerspieler ziehen: slow, normal, fast oder instant.</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Deal a game at once, with the players last chosen for it (%1).</source>
        <translation>Sofort ein Spiel austeilen, mit den zuletzt dafür gewählten Spielern (%1).</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Measure the start: quit after the first frame.</source>
        <translation>Start messen: nach dem ersten Bild beenden.</translation>
    </message>
    <message>
        <source>Measure memory: play a computer-only game, e.g. no-thanks:hard,normal,normal.</source>
        <translation>Speicher messen: ein Spiel nur mit Computerspielern, z. B. no-thanks:hard,normal,normal.</translation>
    </message>
    <message>
        <source>spec</source>
        <translation>Angabe</translation>
    </message>
    <message>
        <source>Unknown speed &quot;%1&quot;: use slow, normal, fast or instant.</source>
        <translation>Unbekanntes Tempo „%1“ – möglich sind slow, normal, fast oder instant.</translation>
    </message>
    <message>
        <source>Unknown game &quot;%1&quot;: use one of %2.</source>
        <translation>Unbekanntes Spiel „%1“ – möglich sind %2.</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot; (see --help).</source>
        <translation>Unerwartetes Argument „%1“ (siehe --help).</translation>
    </message>
    <message>
        <source>--bench-game wants &lt;game&gt;:&lt;level&gt;,&lt;level&gt;...[:&lt;option&gt;=&lt;value&gt;,...], e.g. no-thanks:hard,normal,normal:expansion=true.</source>
        <translation>--bench-game erwartet &lt;Spiel&gt;:&lt;Stufe&gt;,&lt;Stufe&gt;...[:&lt;Option&gt;=&lt;Wert&gt;,...], z. B. no-thanks:hard,normal,normal:expansion=true.</translation>
    </message>
    <message>
        <source>Go on with the unfinished game at once.</source>
        <translation>Das nicht beendete Spiel sofort fortsetzen.</translation>
    </message>
    <message>
        <source>Print a line whenever the unfinished game is saved.</source>
        <translation>Jedes Mal eine Zeile ausgeben, wenn das nicht beendete Spiel gespeichert wird.</translation>
    </message>
    <message>
        <source>Use either --continue or --play, not both.</source>
        <translation>Verwende entweder --continue oder --play, nicht beides.</translation>
    </message>
    <message>
        <source>NoBox: %1, at one screen with the family or against the computer.</source>
        <extracomment>nobox --help: %1 the games (&quot;No Thanks!, No Return and No Idea&quot;).</extracomment>
        <translation>NoBox: %1, mit der Familie an einem Bildschirm oder gegen den Computer.</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>The SQLite driver of Qt is missing.</source>
        <translation>Der SQLite-Treiber von Qt fehlt.</translation>
    </message>
    <message>
        <source>The history cannot be opened (%1). Games can be played; they are not kept.</source>
        <translation>Der Verlauf kann nicht geöffnet werden (%1). Du kannst spielen, aber die Spiele werden nicht aufbewahrt.</translation>
    </message>
    <message>
        <source>The history was written by a newer version of NoBox (schema %1). It is left as it is; this version keeps no games in it.</source>
        <translation>Der Verlauf stammt von einer neueren NoBox-Version (Schema %1). Er bleibt unverändert; diese Version speichert darin keine Spiele.</translation>
    </message>
    <message>
        <source>The history file is damaged (%1). It is left as it is for you to look at: %2</source>
        <translation>Die Verlaufsdatei ist beschädigt (%1). Sie bleibt unverändert, damit du sie ansehen kannst: %2</translation>
    </message>
    <message>
        <source>The history is in use by another program (%1). Try again when it is closed.</source>
        <translation>Der Verlauf wird von einem anderen Programm benutzt (%1). Versuch es noch einmal, wenn es geschlossen ist.</translation>
    </message>
</context>
<context>
    <name>NoIdea</name>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>grau</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>lila</translation>
    </message>
    <message>
        <source>the blue %1</source>
        <translation>die blaue %1</translation>
    </message>
    <message>
        <source>blue %1</source>
        <translation>blaue %1</translation>
    </message>
    <message>
        <source>the grey %1</source>
        <translation>die graue %1</translation>
    </message>
    <message>
        <source>grey %1</source>
        <translation>graue %1</translation>
    </message>
    <message>
        <source>the green %1</source>
        <translation>die grüne %1</translation>
    </message>
    <message>
        <source>green %1</source>
        <translation>grüne %1</translation>
    </message>
    <message>
        <source>the yellow %1</source>
        <translation>die gelbe %1</translation>
    </message>
    <message>
        <source>yellow %1</source>
        <translation>gelbe %1</translation>
    </message>
    <message>
        <source>the red %1</source>
        <translation>die rote %1</translation>
    </message>
    <message>
        <source>red %1</source>
        <translation>rote %1</translation>
    </message>
    <message>
        <source>the purple %1</source>
        <translation>die lila %1</translation>
    </message>
    <message>
        <source>purple %1</source>
        <translation>lila %1</translation>
    </message>
    <message>
        <source>%1 with “+”</source>
        <extracomment>A card with the &quot;+&quot; function: &quot;the red 5 with “+”&quot;.</extracomment>
        <translation>%1 mit „+“</translation>
    </message>
    <message>
        <source>%1 that removes the other piles</source>
        <translation>%1, die andere Stapel entfernt</translation>
    </message>
    <message>
        <source>%1 that refills to 3</source>
        <translation>%1, die auf 3 auffüllt</translation>
    </message>
    <message numerus="yes">
        <source>consolation prize (%n star(s))</source>
        <translation>
            <numerusform>Trostpreis (%n Stern)</numerusform>
            <numerusform>Trostpreis (%n Sterne)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a consolation prize of %n star(s)</source>
        <translation>
            <numerusform>ein Trostpreis mit %n Stern</numerusform>
            <numerusform>ein Trostpreis mit %n Sternen</numerusform>
        </translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Place %1: empty</source>
        <translation>Platz %1: leer</translation>
    </message>
    <message>
        <source>Place %1: face down, known: %2</source>
        <translation>Platz %1: verdeckt, bekannt: %2</translation>
    </message>
    <message>
        <source>Place %1: face down</source>
        <translation>Platz %1: verdeckt</translation>
    </message>
    <message>
        <source>whose turn it is</source>
        <translation>ist am Zug</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the layout</source>
        <translation>
            <numerusform>%n Karte in der Auslage</numerusform>
            <numerusform>%n Karten in der Auslage</numerusform>
        </translation>
    </message>
    <message>
        <source>place %1 known: %2</source>
        <translation>Platz %1 bekannt: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n consolation prize(s)</source>
        <translation>
            <numerusform>%n Trostpreis</numerusform>
            <numerusform>%n Trostpreise</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n star(s)</source>
        <translation>
            <numerusform>%n Stern</numerusform>
            <numerusform>%n Sterne</numerusform>
        </translation>
    </message>
    <message>
        <source>one trophy</source>
        <translation>ein Pokal</translation>
    </message>
    <message>
        <source>%1 trophies</source>
        <translation>%1 Pokale</translation>
    </message>
    <message>
        <source>trophy stars: %1</source>
        <translation>Sterne der Pokale: %1</translation>
    </message>
    <message>
        <source>Place %1: %2</source>
        <translation>Platz %1: %2</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (Taste %2)</translation>
    </message>
    <message numerus="yes">
        <source>Pile %1: %2 on top, %n card(s)</source>
        <translation>
            <numerusform>Stapel %1: oben %2, %n Karte</numerusform>
            <numerusform>Stapel %1: oben %2, %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source> (fits)</source>
        <translation> (passt)</translation>
    </message>
    <message>
        <source>Nothing fits anymore!</source>
        <translation>Nichts passt mehr!</translation>
    </message>
    <message>
        <source>Show my trophies (hold)</source>
        <translation>Meine Pokale zeigen (halten)</translation>
    </message>
    <message>
        <source>Show my trophies</source>
        <translation>Meine Pokale zeigen</translation>
    </message>
    <message>
        <source>Hold to see the stars of your own trophies; the others see only how many you have.</source>
        <translation>Gedrückt halten, um die Sterne deiner Pokale zu sehen; die anderen sehen nur, wie viele du hast.</translation>
    </message>
    <message>
        <source>Waiting for its pile: %1</source>
        <translation>Wartet auf ihren Stapel: %1</translation>
    </message>
    <message>
        <source>Drag it onto a lit pile, click a lit pile or press the pile&apos;s number; or move among the lit piles with the arrow keys or Tab and press Enter.</source>
        <translation>Zieh sie auf einen leuchtenden Stapel, klick einen leuchtenden Stapel an oder drück die Nummer des Stapels; oder wechsle mit den Pfeiltasten oder Tab zwischen den leuchtenden Stapeln und drück Enter.</translation>
    </message>
    <message>
        <source>No Idea table</source>
        <translation>No-Idea-Tisch</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>No Idea</source>
        <translation>No Idea</translation>
    </message>
    <message>
        <source>Game over: the last trophy is gone.</source>
        <translation>Spielende: Der letzte Pokal ist vergeben.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach …</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>%1 declared “Nothing fits anymore!”: the cards turn up one by one</source>
        <translation>%1 hat „Nichts passt mehr!“ erklärt: Die Karten werden eine nach der anderen aufgedeckt</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 fits %n piles: choose one (click, drag or its number)</source>
        <translation>
            <numerusform>%1, auf %n Stapel passt %2: Wähl einen (klicken, ziehen oder seine Nummer)</numerusform>
            <numerusform>%1, auf %n Stapel passt %2: Wähl einen (klicken, ziehen oder seine Nummer)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, reveal a card (click it or press 1–6), or declare “Nothing fits anymore!”</source>
        <translation>%1, deck eine Karte auf (anklicken oder 1–6) oder erkläre „Nichts passt mehr!“</translation>
    </message>
    <message>
        <source>%1, reveal one of your cards: click it or press its number</source>
        <translation>%1, deck eine deiner Karten auf: anklicken oder ihre Nummer drücken</translation>
    </message>
    <message>
        <source>Draw pile: %1</source>
        <translation>Nachziehstapel: %1</translation>
    </message>
    <message>
        <source>Trophies: %1</source>
        <translation>Pokale: %1</translation>
    </message>
    <message>
        <source>Set aside: %1</source>
        <translation>Beiseite: %1</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>Get rid of the face-down cards in front of you, without knowing what they are.</source>
        <translation>Werde die verdeckten Karten vor dir los, ohne zu wissen, welche es sind.</translation>
    </message>
    <message>
        <source>Memory aid</source>
        <translation>Gedächtnisstütze</translation>
    </message>
    <message>
        <source>Known face-down cards show a small mark of what they are (normally you must remember them).</source>
        <translation>Bekannte verdeckte Karten zeigen ein kleines Bild davon, was sie sind (sonst musst du sie dir merken).</translation>
    </message>
    <message>
        <source>“%1” is not a No Idea move.</source>
        <translation>„%1“ ist kein No-Idea-Zug.</translation>
    </message>
    <message>
        <source>That is not a No Idea move.</source>
        <translation>Das ist kein No-Idea-Zug.</translation>
    </message>
    <message>
        <source>First choose the pile for %1.</source>
        <translation>Wähl zuerst den Stapel für %1.</translation>
    </message>
    <message>
        <source>There is no card at place %1.</source>
        <translation>Auf Platz %1 liegt keine Karte.</translation>
    </message>
    <message>
        <source>No card is waiting for a pile now: reveal one of your cards.</source>
        <translation>Gerade wartet keine Karte auf einen Stapel: Deck eine deiner Karten auf.</translation>
    </message>
    <message>
        <source>There is no pile %1.</source>
        <translation>Es gibt keinen Stapel %1.</translation>
    </message>
    <message>
        <source>%1 does not fit pile %2: choose a lit pile.</source>
        <translation>%1 passt nicht auf Stapel %2: Wähl einen leuchtenden Stapel.</translation>
    </message>
    <message>
        <source>A No Idea setup must be a JSON object, not %1.</source>
        <translation>Eine No-Idea-Aufstellung muss ein JSON-Objekt sein, nicht %1.</translation>
    </message>
    <message>
        <source>The setup has a field “%1” that No Idea does not know.</source>
        <translation>Die Aufstellung hat ein Feld „%1“, das No Idea nicht kennt.</translation>
    </message>
    <message>
        <source>The setup&apos;s “%1” must be a list.</source>
        <translation>„%1“ in der Aufstellung muss eine Liste sein.</translation>
    </message>
    <message>
        <source>The setup names a card that does not exist: %1.</source>
        <translation>Die Aufstellung nennt eine Karte, die es nicht gibt: %1.</translation>
    </message>
    <message>
        <source>The box holds no such card as %1 (%2).</source>
        <translation>Diese Karte gibt es in der Schachtel nicht: %1 (%2).</translation>
    </message>
    <message>
        <source>The setup has more copies of %1 than the box holds (%2).</source>
        <translation>Die Aufstellung hat mehr Exemplare dieser Karte, als die Schachtel enthält: %1 (%2).</translation>
    </message>
    <message>
        <source>The setup leaves out %1: every card of the box must be listed.</source>
        <translation>Der Aufstellung fehlt %1: Jede Karte der Schachtel muss vorkommen.</translation>
    </message>
    <message>
        <source>The setup lists %1 trophies; there must be %2.</source>
        <translation>Die Aufstellung nennt %1 Pokale; es müssen %2 sein.</translation>
    </message>
    <message>
        <source>A trophy of the setup is not 3, 4 or 5 stars (%1).</source>
        <translation>Ein Pokal der Aufstellung hat nicht 3, 4 oder 5 Sterne (%1).</translation>
    </message>
    <message>
        <source>The setup has more trophies of %1 stars than the box holds (%2).</source>
        <translation>Die Aufstellung hat mehr Pokale mit %1 Sternen, als die Schachtel enthält (%2).</translation>
    </message>
    <message>
        <source>The game is over: no more moves.</source>
        <translation>Das Spiel ist vorbei: keine Züge mehr.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Bitte warten: Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>This is not possible now (%1).</source>
        <translation>Das geht jetzt nicht (%1).</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>“+”: %1 turns up %2 from the draw pile.</source>
        <translation>Wegen „+“ deckt %1 vom Nachziehstapel auf: %2.</translation>
    </message>
    <message>
        <source>Opening card: %1 turns up %2.</source>
        <translation>Eröffnungskarte von %1: %2.</translation>
    </message>
    <message>
        <source>%1 reveals %2 at place %3.</source>
        <translation>%1 deckt Platz %3 auf: %2.</translation>
    </message>
    <message>
        <source>%1 fits no pile and starts pile %2.</source>
        <translation>%1 passt nirgends und beginnt Stapel %2.</translation>
    </message>
    <message>
        <source>%1 goes onto pile %2.</source>
        <translation>%1 kommt auf Stapel %2.</translation>
    </message>
    <message>
        <source>%1 fits no pile: it goes back face down at place %2, and the turn ends.</source>
        <translation>%1 passt nirgends: Sie kommt verdeckt zurück auf Platz %2, und der Zug endet.</translation>
    </message>
    <message numerus="yes">
        <source>%1 gets a consolation prize of %n star(s); the turn ends.</source>
        <translation>
            <numerusform>%1 bekommt einen Trostpreis mit %n Stern; der Zug endet.</numerusform>
            <numerusform>%1 bekommt einen Trostpreis mit %n Sternen; der Zug endet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Refill to 3: %1 draws %n card(s).</source>
        <translation>
            <numerusform>Auf 3 auffüllen: %1 zieht %n Karte.</numerusform>
            <numerusform>Auf 3 auffüllen: %1 zieht %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The draw pile is empty: the piles&apos; lower %n card(s) are shuffled into a new one.</source>
        <translation>
            <numerusform>Der Nachziehstapel ist leer: Die untere %n Karte der Stapel wird zu einem neuen gemischt.</numerusform>
            <numerusform>Der Nachziehstapel ist leer: Die unteren %n Karten der Stapel werden zu einem neuen gemischt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The draw pile is empty: the %n set-aside card(s) are shuffled into a new one.</source>
        <translation>
            <numerusform>Der Nachziehstapel ist leer: Die %n beiseitegelegte Karte wird zu einem neuen gemischt.</numerusform>
            <numerusform>Der Nachziehstapel ist leer: Die %n beiseitegelegten Karten werden zu einem neuen gemischt.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no card left to draw.</source>
        <translation>Es ist keine Karte mehr zum Ziehen da.</translation>
    </message>
    <message>
        <source>%1 has no card to reveal: the turn ends.</source>
        <translation>%1 hat keine Karte zum Aufdecken: Der Zug endet.</translation>
    </message>
    <message>
        <source>%1 declares “Nothing fits anymore!”</source>
        <translation>%1 erklärt „Nichts passt mehr!“</translation>
    </message>
    <message>
        <source>Right: none of %1&apos;s cards fits.</source>
        <translation>Richtig: Keine Karte von %1 passt.</translation>
    </message>
    <message>
        <source>Wrong: a consolation prize turned up. No trophy.</source>
        <translation>Falsch: Ein Trostpreis kam zum Vorschein. Kein Pokal.</translation>
    </message>
    <message>
        <source>Wrong: %1 fits. No trophy.</source>
        <translation>Falsch: Es passt %1. Kein Pokal.</translation>
    </message>
    <message>
        <source>%1 takes a trophy.</source>
        <translation>%1 nimmt einen Pokal.</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n new card(s).</source>
        <translation>
            <numerusform>%1 zieht %n neue Karte.</numerusform>
            <numerusform>%1 zieht %n neue Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last trophy is gone: the game is over.</source>
        <translation>Der letzte Pokal ist vergeben: Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Reveal the card at place %1</source>
        <translation>Die Karte auf Platz %1 aufdecken</translation>
    </message>
    <message>
        <source>Put %1 on pile %2</source>
        <translation>Stapel %2 für %1</translation>
    </message>
    <message>
        <source>Put the card on pile %1</source>
        <translation>Die Karte auf Stapel %1 legen</translation>
    </message>
    <message>
        <source>Declare “Nothing fits anymore!”</source>
        <translation>„Nichts passt mehr!“ erklären</translation>
    </message>
    <message>
        <source>No trophies</source>
        <translation>Keine Pokale</translation>
    </message>
    <message>
        <source>No consolation prizes</source>
        <translation>Keine Trostpreise</translation>
    </message>
    <message numerus="yes">
        <source>One trophy (%n star(s))</source>
        <translation>
            <numerusform>Ein Pokal (%n Stern)</numerusform>
            <numerusform>Ein Pokal (%n Sterne)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 trophies (stars: %2)</source>
        <translation>%1 Pokale (Sterne: %2)</translation>
    </message>
    <message numerus="yes">
        <source>One consolation prize (%n star(s))</source>
        <translation>
            <numerusform>Ein Trostpreis (%n Stern)</numerusform>
            <numerusform>Ein Trostpreis (%n Sterne)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 consolation prizes (stars: %2)</source>
        <translation>%1 Trostpreise (Sterne: %2)</translation>
    </message>
    <message>
        <source>Trophies and prizes together: %1 (breaks a tie)</source>
        <translation>Pokale und Trostpreise zusammen: %1 (entscheidet bei Gleichstand)</translation>
    </message>
    <message>
        <source>Wrong: one of the cards fits. No trophy.</source>
        <translation>Falsch: Eine der Karten passt. Kein Pokal.</translation>
    </message>
    <message>
        <source>%1 reveals the card at place %2.</source>
        <translation>%1 deckt die Karte auf Platz %2 auf.</translation>
    </message>
    <message>
        <source>It fits no pile and goes back face down; the turn ends.</source>
        <translation>Sie passt nirgends und wird wieder verdeckt; der Zug endet.</translation>
    </message>
    <message>
        <source>%1 that removes the other piles</source>
        <comment>the sentence goes on after the card</comment>
        <translation>%1, die andere Stapel entfernt,</translation>
    </message>
    <message>
        <source>%1 that refills to 3</source>
        <comment>the sentence goes on after the card</comment>
        <translation>%1, die auf 3 auffüllt,</translation>
    </message>
    <message>
        <source>You had seen %1 at place %2: it fits pile %3.</source>
        <translation>Du hattest %1 auf Platz %2 gesehen: Sie passt auf Stapel %3.</translation>
    </message>
    <message>
        <source>You had seen %1 at place %2: it fits pile %3, so “Nothing fits anymore!” could not hold.</source>
        <translation>Du hattest %1 auf Platz %2 gesehen: Sie passt auf Stapel %3, also konnte „Nichts passt mehr!“ nicht stimmen.</translation>
    </message>
    <message>
        <source>You had seen %1 at place %2: it fits no pile.</source>
        <translation>Du hattest %1 auf Platz %2 gesehen: Sie passt auf keinen Stapel.</translation>
    </message>
    <message numerus="yes">
        <source>%n of your cards had not been seen yet: any of them could still fit.</source>
        <translation>
            <numerusform>%n deiner Karten war noch nicht gesehen: Sie konnte noch passen.</numerusform>
            <numerusform>%n deiner Karten waren noch nicht gesehen: Jede davon konnte noch passen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You had seen every one of your %n card(s) and none fits a pile: “Nothing fits anymore!” was sure to hold.</source>
        <translation>
            <numerusform>Du hattest deine %n Karte gesehen und sie passt auf keinen Stapel: „Nichts passt mehr!“ stimmte sicher.</numerusform>
            <numerusform>Du hattest alle deine %n Karten gesehen und keine passt auf einen Stapel: „Nichts passt mehr!“ stimmte sicher.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of the %1 cards you had seen fits a pile and only %n card(s) were unseen: “Nothing fits anymore!” was the better risk.</source>
        <translation>
            <numerusform>Keine der %1 Karten, die du gesehen hattest, passt auf einen Stapel, und nur %n Karte war ungesehen: „Nichts passt mehr!“ war das bessere Wagnis.</numerusform>
            <numerusform>Keine der %1 Karten, die du gesehen hattest, passt auf einen Stapel, und nur %n Karten waren ungesehen: „Nichts passt mehr!“ war das bessere Wagnis.</numerusform>
        </translation>
    </message>
    <message>
        <source>Shown with the memory aid, which this table played without: the face-down cards this player had seen are drawn as known.</source>
        <translation>Mit Gedächtnisstütze gezeigt, ohne die an diesem Tisch gespielt wurde: Die verdeckten Karten, die dieser Spieler gesehen hatte, sind als bekannt gezeichnet.</translation>
    </message>
    <message>
        <source>With %1 face-down cards or fewer, declare that none of them fits any pile. They are turned up one by one: if none fits, you win a trophy; the first that fits, or a consolation prize, ends the gamble and you win nothing. Either way your layout is refilled to %2.</source>
        <translation>Mit %1 oder weniger verdeckten Karten erklärst du, dass keine davon auf einen Stapel passt. Sie werden eine nach der anderen aufgedeckt: Passt keine, gewinnst du einen Pokal; die erste, die passt, oder ein Trostpreis beendet das Wagnis, und du gewinnst nichts. So oder so wird deine Auslage auf %2 Karten aufgefüllt.</translation>
    </message>
    <message numerus="yes">
        <source>“Nothing fits anymore!” needs %1 face-down cards or fewer; you have %n.</source>
        <translation>
            <numerusform>„Nichts passt mehr!“ geht erst mit %1 oder weniger verdeckten Karten; du hast %n.</numerusform>
            <numerusform>„Nichts passt mehr!“ geht erst mit %1 oder weniger verdeckten Karten; du hast %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Now turn up one of your six face-down cards. Nobody knows them, not even you: that is the idea.</source>
        <translation>Jetzt deckst du eine deiner sechs verdeckten Karten auf. Niemand kennt sie, nicht einmal du – genau darum geht es.</translation>
    </message>
    <message>
        <source>A card that matches no pile goes back face down and the turn is over. But now everybody knows it: remember where it lies!</source>
        <translation>Eine Karte, die auf keinen Stapel passt, wird wieder verdeckt, und der Zug ist vorbei. Aber jetzt kennen sie alle: Merk dir, wo sie liegt!</translation>
    </message>
    <message>
        <source>A consolation prize: its owner keeps it, its stars count at the end, and the turn is over at once.</source>
        <translation>Ein Trostpreis: Wer ihn aufdeckt, behält ihn, seine Sterne zählen am Ende, und der Zug ist sofort vorbei.</translation>
    </message>
    <message>
        <source>A card that matches a pile in colour or number must go on it, and you turn up the next card. You cannot stop of your own accord.</source>
        <translation>Eine Karte, die in Farbe oder Zahl zu einem Stapel passt, muss darauf, und du deckst die nächste auf. Freiwillig aufhören kannst du nicht.</translation>
    </message>
    <message>
        <source>With three face-down cards or fewer you may say “Nothing fits anymore!”: if none of them fits, you win a trophy. If one fits, you win nothing.</source>
        <translation>Mit drei oder weniger verdeckten Karten darfst du „Nichts passt mehr!“ sagen: Passt keine davon, gewinnst du einen Pokal. Passt eine, gewinnst du nichts.</translation>
    </message>
    <message>
        <source>Refill to 3: every other player with fewer than three cards in their layout draws up to three.</source>
        <translation>Auf 3 auffüllen: Alle anderen mit weniger als drei Karten in ihrer Auslage ziehen auf drei nach.</translation>
    </message>
    <message>
        <source>The last card of a layout is gone: a trophy of 3 to 5 stars for that player, and six new cards.</source>
        <translation>Die letzte Karte einer Auslage ist weg: Dafür gibt es einen Pokal mit 3 bis 5 Sternen und sechs neue Karten.</translation>
    </message>
    <message>
        <source>“+”: one more card comes from the draw pile and is played like an opening card. These can chain.</source>
        <translation>„+“: Eine weitere Karte kommt vom Nachziehstapel und wird wie eine Eröffnungskarte gespielt. Das kann sich fortsetzen.</translation>
    </message>
    <message>
        <source>This card removes every other pile: only its own pile stays. The removed cards become the next draw pile.</source>
        <translation>Diese Karte entfernt alle anderen Ablagestapel, nur ihr eigener bleibt. Die entfernten Karten werden der nächste Nachziehstapel.</translation>
    </message>
    <message>
        <source>Your card matches more than one pile: you choose where it goes. Think of what the next cards need.</source>
        <translation>Deine Karte passt auf mehr als einen Stapel: Du wählst, wohin sie kommt. Denk an die nächsten Karten.</translation>
    </message>
    <message>
        <source>The draw pile has run out: the cards set aside before are shuffled into a new one, if there are any.</source>
        <translation>Der Nachziehstapel ist leer: Die beiseitegelegten Karten werden, falls es welche gibt, zu einem neuen gemischt.</translation>
    </message>
    <message>
        <source>The last trophy is taken: the game is over. Trophies and prizes are added up; the most stars win.</source>
        <translation>Der letzte Pokal ist vergeben: Das Spiel ist vorbei. Pokale und Trostpreise werden zusammengezählt; die meisten Sterne gewinnen.</translation>
    </message>
    <message>
        <source>A first game</source>
        <translation>Eine erste Partie</translation>
    </message>
    <message>
        <source>The goal: the most stars when the last trophy is taken. Stars come from trophies and prizes. Each turn starts with the top card of the draw pile: onto a pile it matches in colour or number, or a new pile.</source>
        <translation>Das Ziel: die meisten Sterne, wenn der letzte Pokal vergeben ist. Sterne bringen Pokale und Trostpreise. Jeder Zug beginnt mit der obersten Karte des Nachziehstapels: auf einen Ablagestapel, zu dem sie in Farbe oder Zahl passt, oder auf einen neuen.</translation>
    </message>
    <message numerus="yes">
        <source>Every pile but pile %1 is set aside; it is pile 1 now. %n card(s) now lie aside.</source>
        <translation>
            <numerusform>Alle Stapel außer Stapel %1 werden beiseitegelegt; er ist jetzt Stapel 1. Jetzt liegt %n Karte beiseite.</numerusform>
            <numerusform>Alle Stapel außer Stapel %1 werden beiseitegelegt; er ist jetzt Stapel 1. Jetzt liegen %n Karten beiseite.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NoReturn</name>
    <message>
        <source>Can be placed.</source>
        <translation>Kann ausgelegt werden.</translation>
    </message>
    <message>
        <source>%1: cannot be placed now. %2</source>
        <translation>%1: kann jetzt nicht ausgelegt werden. %2</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Deine Handsteine</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>K</source>
        <translation>B</translation>
    </message>
    <message>
        <source>S</source>
        <translation>Z</translation>
    </message>
    <message>
        <source>P</source>
        <translation>A</translation>
    </message>
    <message>
        <source>C</source>
        <translation>R</translation>
    </message>
    <message>
        <source>E</source>
        <translation>T</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>J</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>No Return table</source>
        <translation>Spieltisch von No Return</translation>
    </message>
    <message>
        <source>Keep all</source>
        <translation>Alle behalten</translation>
    </message>
    <message numerus="yes">
        <source>Lay aside %n</source>
        <translation>
            <numerusform>%n zur Seite legen</numerusform>
            <numerusform>%n zur Seite legen</numerusform>
        </translation>
    </message>
    <message>
        <source>Lay aside</source>
        <translation>Zur Seite legen</translation>
    </message>
    <message numerus="yes">
        <source>Place %n</source>
        <translation>
            <numerusform>%n auslegen</numerusform>
            <numerusform>%n auslegen</numerusform>
        </translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Auslegen</translation>
    </message>
    <message numerus="yes">
        <source>Exchange %n</source>
        <translation>
            <numerusform>%n tauschen</numerusform>
            <numerusform>%n tauschen</numerusform>
        </translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Tauschen</translation>
    </message>
    <message>
        <source>Phase 2…</source>
        <translation>Phase 2…</translation>
    </message>
    <message numerus="yes">
        <source>Clear %n</source>
        <translation>
            <numerusform>%n abräumen</numerusform>
            <numerusform>%n abräumen</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Abräumen</translation>
    </message>
    <message>
        <source>Switch to Phase 2 now</source>
        <translation>In Phase 2 wechseln</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Noch nicht</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (Taste %2)</translation>
    </message>
    <message>
        <source>Keep all eight, or choose any counters to lay aside: you draw as many at once, and they go back into the bag when everybody has chosen.</source>
        <translation>Behalte alle acht oder wähle beliebig viele Steine, die du zur Seite legst: Du ziehst sofort genauso viele nach, und sie kommen in den Beutel zurück, sobald alle gewählt haben.</translation>
    </message>
    <message numerus="yes">
        <source>Lay aside %n: you draw %n new counter(s) now; the ones laid aside go back into the bag when everybody has chosen.</source>
        <translation>
            <numerusform>%n zur Seite legen: Du ziehst jetzt %n neuen Stein; der zur Seite gelegte kommt in den Beutel zurück, sobald alle gewählt haben.</numerusform>
            <numerusform>%n zur Seite legen: Du ziehst jetzt %n neue Steine; die zur Seite gelegten kommen in den Beutel zurück, sobald alle gewählt haben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose hand counters: those marked ✓ can be placed. One colour goes below its column; 1 to 4 of any colours can be exchanged.</source>
        <translation>Wähle Handsteine: Die mit ✓ kannst du auslegen. Eine Farbe kommt unten an ihre Spalte; 1 bis 4 Steine beliebiger Farben kannst du tauschen.</translation>
    </message>
    <message numerus="yes">
        <source>Place: start your %1 column with them and draw %n.</source>
        <translation>
            <numerusform>Auslegen: Damit beginnst du deine Spalte %1 und ziehst %n Stein nach.</numerusform>
            <numerusform>Auslegen: Damit beginnst du deine Spalte %1 und ziehst %n Steine nach.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place: below your %1 column, then draw %n.</source>
        <translation>
            <numerusform>Auslegen: unten an deine Spalte %1 anlegen, dann %n Stein nachziehen.</numerusform>
            <numerusform>Auslegen: unten an deine Spalte %1 anlegen, dann %n Steine nachziehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot place: %1</source>
        <translation>Auslegen geht nicht: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exchange: face down into the lid, out of the game; draw %n.</source>
        <translation>
            <numerusform>Tauschen: verdeckt in den Schachteldeckel, aus dem Spiel; %n Stein nachziehen.</numerusform>
            <numerusform>Tauschen: verdeckt in den Schachteldeckel, aus dem Spiel; %n Steine nachziehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear: click the lowest counter of a column to clear from (higher up takes more), then choose hand counters of one colour to pay.</source>
        <translation>Abräumen: Klick auf den untersten Stein einer Spalte (weiter oben räumt mehr ab), dann wähle Handsteine einer Farbe zum Bezahlen.</translation>
    </message>
    <message numerus="yes">
        <source>Clear %n %1: worth %2</source>
        <translation>
            <numerusform>%1: %n Stein abräumen, Wert %2</numerusform>
            <numerusform>%1: %n Steine abräumen, Wert %2</numerusform>
        </translation>
    </message>
    <message>
        <source>paid %1</source>
        <translation>bezahlt %1</translation>
    </message>
    <message>
        <source>choose hand counters of one colour to pay</source>
        <translation>wähle Handsteine einer Farbe zum Bezahlen</translation>
    </message>
    <message numerus="yes">
        <source>Exchange: draw %n.</source>
        <translation>
            <numerusform>Tauschen: %n Stein nachziehen.</numerusform>
            <numerusform>Tauschen: %n Steine nachziehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no way back: from Phase 2 on you clear columns and exchange, and never place a counter again. Then you act at once.</source>
        <translation>Es gibt kein Zurück: Ab Phase 2 räumst du Spalten ab und tauschst, aber du legst nie wieder einen Stein aus. Danach geht dein Zug sofort weiter.</translation>
    </message>
    <message>
        <source>%1, the setup exchange: keep your counters or lay some aside.</source>
        <translation>%1, Tauschen vor Spielbeginn: Behalte deine Steine oder leg welche zur Seite.</translation>
    </message>
    <message>
        <source>%1, your turn (Phase 1): place counters of one colour, or exchange.</source>
        <translation>%1, du bist am Zug (Phase 1): Leg Steine einer Farbe aus oder tausche.</translation>
    </message>
    <message>
        <source>%1, you are in Phase 2 now: clear a column, or exchange.</source>
        <translation>%1, du bist jetzt in Phase 2: Räum eine Spalte ab oder tausche.</translation>
    </message>
    <message>
        <source>%1, your turn (Phase 2): clear from the bottom of a column, or exchange.</source>
        <translation>%1, du bist am Zug (Phase 2): Räum eine Spalte von unten ab oder tausche.</translation>
    </message>
    <message>
        <source>%1, switch to Phase 2 for good?</source>
        <translation>%1, endgültig in Phase 2 wechseln?</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <source>%1 decides on the setup exchange.</source>
        <translation>%1 entscheidet sich beim Tauschen vor Spielbeginn.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>The bag is empty: last round, it ends after %1&apos;s turn.</source>
        <translation>Der Beutel ist leer: letzte Runde, sie endet nach dem Zug von %1.</translation>
    </message>
    <message>
        <source>Laid-aside counters go back into the bag when everybody has chosen.</source>
        <translation>Die zur Seite gelegten Steine kommen in den Beutel zurück, sobald alle gewählt haben.</translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) left in the bag.</source>
        <translation>
            <numerusform>Noch %n Stein im Beutel.</numerusform>
            <numerusform>Noch %n Steine im Beutel.</numerusform>
        </translation>
    </message>
    <message>
        <source>In Phase 2: %1.</source>
        <translation>In Phase 2: %1.</translation>
    </message>
    <message>
        <source>The score sheet shows the points.</source>
        <translation>Die Punkteübersicht zeigt die Punkte.</translation>
    </message>
    <message>
        <source>First choose hand counters of %1, then click the column.</source>
        <translation>Wähle zuerst Handsteine in %1, dann klick auf die Spalte.</translation>
    </message>
    <message>
        <source>You chose %1 counters: they can only go to the %1 column.</source>
        <translation>Du hast Steine in %1 gewählt: Sie passen nur in die Spalte %1.</translation>
    </message>
    <message>
        <source>Choose the column first: click the lowest counter to clear (or one higher up to clear more), or use the arrow keys on your display.</source>
        <translation>Wähle zuerst die Spalte: Klick auf den untersten Stein zum Abräumen (oder einen weiter oben für mehr) oder nimm die Pfeiltasten in deiner Auslage.</translation>
    </message>
    <message>
        <source>No Return</source>
        <translation>No Return</translation>
    </message>
    <message>
        <source>Lay out counters in falling columns, then switch for good to clearing them into points: switch too late and what is left counts against you.</source>
        <translation>Leg Steine in absteigenden Spalten aus und wechsle dann endgültig zum Abräumen für Punkte: Wer zu spät wechselt, bekommt für die Reste Minuspunkte.</translation>
    </message>
    <message>
        <source>“%1” is not a No Return move.</source>
        <translation>„%1“ ist kein Zug in No Return.</translation>
    </message>
    <message>
        <source>The setup&apos;s field “%1” is wrong: it needs a list of counter names such as “red11”.</source>
        <translation>Das Feld „%1“ im Spielaufbau ist falsch: Es braucht eine Liste von Steinnamen wie „red11“.</translation>
    </message>
    <message>
        <source>The setup has a third %1 at %2: the box holds two of each counter.</source>
        <translation>Der Spielaufbau enthält %1 bei %2 ein drittes Mal: In der Schachtel liegt jeder Stein nur zweimal.</translation>
    </message>
    <message>
        <source>That is not a No Return move.</source>
        <translation>Das ist kein Zug in No Return.</translation>
    </message>
    <message>
        <source>Counters go back into the bag only at the start: now an exchange puts them into the lid.</source>
        <translation>Nur vor Spielbeginn kommen Steine zurück in den Beutel: Jetzt kommen getauschte Steine in den Schachteldeckel.</translation>
    </message>
    <message>
        <source>First everybody decides on the setup exchange: keep your counters or lay some aside.</source>
        <translation>Zuerst entscheiden alle über das Tauschen vor Spielbeginn: Behalte deine Steine oder leg welche zur Seite.</translation>
    </message>
    <message>
        <source>You have no %1 in your hand.</source>
        <translation>Du hast %1 nicht auf der Hand.</translation>
    </message>
    <message numerus="yes">
        <source>You have only %n %1 in your hand.</source>
        <translation>
            <numerusform>Du hast %1 nur %n-mal auf der Hand.</numerusform>
            <numerusform>Du hast %1 nur %n-mal auf der Hand.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the hand counters to place first.</source>
        <translation>Wähle zuerst die Handsteine, die du auslegen willst.</translation>
    </message>
    <message>
        <source>You are in Phase 2: there is no way back to placing counters.</source>
        <translation>Du bist in Phase 2: Es gibt kein Zurück zum Auslegen.</translation>
    </message>
    <message>
        <source>Clearing comes in Phase 2: switch to Phase 2 at the start of a turn first.</source>
        <translation>Abräumen gibt es erst in Phase 2: Wechsle zuerst zu Beginn eines Zuges in Phase 2.</translation>
    </message>
    <message>
        <source>You have switched to Phase 2 already: now exchange or clear.</source>
        <translation>Du bist schon in Phase 2 gewechselt: Jetzt tausche oder räum ab.</translation>
    </message>
    <message>
        <source>One colour only: you chose %1 and %2 counters.</source>
        <translation>Nur eine Farbe: Du hast Steine in %1 und %2 gewählt.</translation>
    </message>
    <message>
        <source>The lowest %1 is %2: only %2 or lower can go below it, not %3.</source>
        <translation>Der unterste Stein in %1 ist eine %2: Darunter passt nur eine %2 oder kleiner, keine %3.</translation>
    </message>
    <message>
        <source>You have no %1 column to clear.</source>
        <translation>Du hast keine Spalte %1 zum Abräumen.</translation>
    </message>
    <message numerus="yes">
        <source>Your %1 column holds %n counter(s): clear 1 to that many.</source>
        <translation>
            <numerusform>Deine Spalte %1 hat nur %n Stein: Räum genau diesen ab.</numerusform>
            <numerusform>Deine Spalte %1 hat %n Steine: Räum 1 bis %n davon ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>You pay %1 but the counters to clear add up to %2: pay at least %2 with one colour.</source>
        <translation>Du bezahlst %1, aber die Steine zum Abräumen ergeben zusammen %2: Bezahl mindestens %2 mit einer Farbe.</translation>
    </message>
    <message>
        <source>The game is over: no more moves.</source>
        <translation>Das Spiel ist vorbei: Es gibt keine Züge mehr.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Bitte warten: Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>This is not possible now (%1).</source>
        <translation>Das geht gerade nicht (%1).</translation>
    </message>
    <message numerus="yes">
        <source>%1 lays %n counter(s) aside for the bag.</source>
        <translation>
            <numerusform>%1 legt %n Stein für den Beutel zur Seite.</numerusform>
            <numerusform>%1 legt %n Steine für den Beutel zur Seite.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 lays %2 aside for the bag.</source>
        <translation>%1 legt %2 für den Beutel zur Seite.</translation>
    </message>
    <message numerus="yes">
        <source>%1 exchanges %n counter(s) face down into the lid.</source>
        <translation>
            <numerusform>%1 tauscht %n Stein verdeckt in den Schachteldeckel.</numerusform>
            <numerusform>%1 tauscht %n Steine verdeckt in den Schachteldeckel.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 exchanges %2 face down into the lid.</source>
        <translation>%1 tauscht %2 verdeckt in den Schachteldeckel.</translation>
    </message>
    <message>
        <source>%1 places %2 in the %3 column.</source>
        <translation>%1 legt %2 in der Spalte %3 aus.</translation>
    </message>
    <message>
        <source>%1 switches to Phase 2.</source>
        <translation>%1 wechselt in Phase 2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 clears %n %2 counter(s) (%3) for %4 points, paying %5.</source>
        <translation>
            <numerusform>%1 räumt %n Stein (%3) aus der Spalte %2 für %4 Punkte ab und bezahlt mit %5.</numerusform>
            <numerusform>%1 räumt %n Steine (%3) aus der Spalte %2 für %4 Punkte ab und bezahlt mit %5.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no counters and is passed over.</source>
        <translation>%1 hat keine Steine und wird übersprungen.</translation>
    </message>
    <message>
        <source>That was the last counter in the bag: the last round is on.</source>
        <translation>Das war der letzte Stein im Beutel: Die letzte Runde läuft.</translation>
    </message>
    <message>
        <source>Keep all your counters</source>
        <translation>Behalte alle deine Steine</translation>
    </message>
    <message>
        <source>Lay %1 aside and draw as many</source>
        <translation>Leg %1 zur Seite und zieh genauso viele nach</translation>
    </message>
    <message>
        <source>Exchange %1 into the lid</source>
        <translation>Tausche %1 in den Schachteldeckel</translation>
    </message>
    <message>
        <source>Start a %1 column with %2</source>
        <translation>Beginne die Spalte %1 mit %2</translation>
    </message>
    <message>
        <source>Place %1 below your %2 column</source>
        <translation>Leg %1 unten an deine Spalte %2 an</translation>
    </message>
    <message>
        <source>Switch to Phase 2</source>
        <translation>Wechsle in Phase 2</translation>
    </message>
    <message numerus="yes">
        <source>Clear the %n lowest %1 counter(s), paying %2</source>
        <translation>
            <numerusform>Räum %n Stein von unten aus der Spalte %1 ab und bezahl mit %2</numerusform>
            <numerusform>Räum %n Steine von unten aus der Spalte %1 ab und bezahl mit %2</numerusform>
        </translation>
    </message>
    <message>
        <source>An unknown move</source>
        <translation>Ein unbekannter Zug</translation>
    </message>
    <message numerus="yes">
        <source>Points pile, %n counter(s)</source>
        <translation>
            <numerusform>Punktestapel, %n Stein</numerusform>
            <numerusform>Punktestapel, %n Steine</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing left in the display</source>
        <translation>Nichts mehr in der Auslage</translation>
    </message>
    <message>
        <source>Left in the display (%1), minus</source>
        <translation>Noch in der Auslage (%1), Minuspunkte</translation>
    </message>
    <message numerus="yes">
        <source>Tie-break: %n minus point(s); fewer wins</source>
        <translation>
            <numerusform>Bei Gleichstand: %n Minuspunkt; weniger gewinnt</numerusform>
            <numerusform>Bei Gleichstand: %n Minuspunkte; weniger gewinnt</numerusform>
        </translation>
    </message>
    <message>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>a counter: %1 its colour, %2 its value (&quot;red 11&quot;)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>the last two items of a list: &quot;red 11, 9 and 2&quot;</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Bag</source>
        <translation>Beutel</translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) in the bag.</source>
        <translation>
            <numerusform>%n Stein im Beutel.</numerusform>
            <numerusform>%n Steine im Beutel.</numerusform>
        </translation>
    </message>
    <message>
        <source>The bag is empty: this is the last round, it ends after %1&apos;s turn.</source>
        <translation>Der Beutel ist leer: Das ist die letzte Runde, sie endet nach dem Zug von %1.</translation>
    </message>
    <message>
        <source>Box lid</source>
        <translation>Schachteldeckel</translation>
    </message>
    <message>
        <source>No payments in the lid yet.</source>
        <translation>Noch keine Bezahlung im Schachteldeckel.</translation>
    </message>
    <message>
        <source>Paid face up: %1.</source>
        <translation>Offen bezahlt: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) exchanged face down.</source>
        <translation>
            <numerusform>%n Stein verdeckt getauscht.</numerusform>
            <numerusform>%n Steine verdeckt getauscht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Yours among them: %1.</source>
        <translation>Davon deine: %1.</translation>
    </message>
    <message>
        <source>Counters in the lid are out of the game.</source>
        <translation>Steine im Schachteldeckel sind aus dem Spiel.</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Letzte Runde</translation>
    </message>
    <message numerus="yes">
        <source>Lid: %n face down</source>
        <translation>
            <numerusform>%n verdeckt</numerusform>
            <numerusform>%n verdeckt</numerusform>
        </translation>
    </message>
    <message>
        <source>Phase %1.</source>
        <translation>Phase %1.</translation>
    </message>
    <message>
        <source>No columns.</source>
        <translation>Keine Spalten.</translation>
    </message>
    <message>
        <source>Columns, top to bottom: %1.</source>
        <translation>Spalten, von oben nach unten: %1.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Points pile: %1.</source>
        <translation>Punktestapel: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) in hand.</source>
        <translation>
            <numerusform>%n Handstein.</numerusform>
            <numerusform>%n Handsteine.</numerusform>
        </translation>
    </message>
    <message>
        <source>Their turn.</source>
        <translation>Am Zug.</translation>
    </message>
    <message>
        <source>Phase %1</source>
        <extracomment>a player&apos;s phase, in the place&apos;s header</extracomment>
        <translation>Phase %1</translation>
    </message>
    <message>
        <source>≤ %1</source>
        <extracomment>under a column&apos;s lowest counter: only this value or lower can go below</extracomment>
        <translation>≤ %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: click to clear %n counter(s) from the bottom up to here, worth %2 (pay at least %2).</source>
        <translation>
            <numerusform>%1: Klick, um %n Stein von unten bis hier abzuräumen, Wert %2 (bezahl mindestens %2).</numerusform>
            <numerusform>%1: Klick, um %n Steine von unten bis hier abzuräumen, Wert %2 (bezahl mindestens %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, the lowest %2: only %3 or lower can go below it.</source>
        <translation>%1, der unterste Stein in %2: Darunter passt nur %3 oder kleiner.</translation>
    </message>
    <message>
        <source>Points pile: empty</source>
        <translation>Punktestapel: leer</translation>
    </message>
    <message>
        <source>Points pile: %1 = %2</source>
        <translation>Punktestapel: %1 = %2</translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) in hand</source>
        <translation>
            <numerusform>%n Handstein</numerusform>
            <numerusform>%n Handsteine</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is in Phase 2: clears columns into points.</source>
        <translation>%1 ist in Phase 2: räumt Spalten ab und sammelt Punkte.</translation>
    </message>
    <message>
        <source>%1 is in Phase 1: builds columns.</source>
        <translation>%1 ist in Phase 1: baut Spalten auf.</translation>
    </message>
    <message>
        <source>The last round ends after this turn of theirs.</source>
        <translation>Mit diesem Zug endet die letzte Runde.</translation>
    </message>
    <message>
        <source>No %1 column yet.</source>
        <translation>Noch keine Spalte %1.</translation>
    </message>
    <message>
        <source>The game is over: nobody holds a counter any more.</source>
        <translation>Das Spiel ist vorbei: Niemand hat mehr Handsteine.</translation>
    </message>
    <message>
        <source>The game is over: the last round has been played.</source>
        <translation>Das Spiel ist vorbei: Die letzte Runde ist gespielt.</translation>
    </message>
    <message>
        <source>In hand: %1.</source>
        <translation>Auf der Hand: %1.</translation>
    </message>
    <message>
        <source>The game is over: everybody is in Phase 2 with an empty display.</source>
        <translation>Das Spiel ist vorbei: Alle sind in Phase 2 und ihre Auslage ist leer.</translation>
    </message>
    <message>
        <source>The bag was empty: %1 draws nothing.</source>
        <translation>Der Beutel war leer: %1 zieht nichts.</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n counter(s) from the bag.</source>
        <translation>
            <numerusform>%1 zieht %n Stein aus dem Beutel.</numerusform>
            <numerusform>%1 zieht %n Steine aus dem Beutel.</numerusform>
        </translation>
    </message>
    <message>
        <source>After the switch to Phase 2 your display can only shrink: at most %1 points were within your reach, while %2 already had %3 within reach.</source>
        <translation>Nach dem Wechsel in Phase 2 kann deine Auslage nur noch kleiner werden: Höchstens %1 Punkte waren für dich erreichbar, während %2 schon %3 in Reichweite hatte.</translation>
    </message>
    <message numerus="yes">
        <source>After the switch to Phase 2 your display can only shrink: at most %1 points, with %n counter(s) still in the bag to build with.</source>
        <translation>
            <numerusform>Nach dem Wechsel in Phase 2 kann deine Auslage nur noch kleiner werden: höchstens %1 Punkte, obwohl noch %n Stein zum Aufbauen im Beutel war.</numerusform>
            <numerusform>Nach dem Wechsel in Phase 2 kann deine Auslage nur noch kleiner werden: höchstens %1 Punkte, obwohl noch %n Steine zum Aufbauen im Beutel waren.</numerusform>
        </translation>
    </message>
    <message>
        <source>You had %1 points within reach, ahead of %2 with %3: switching to Phase 2 lets you start clearing before the others catch up.</source>
        <translation>Du hattest %1 Punkte in Reichweite, mehr als %2 mit %3: Der Wechsel in Phase 2 lässt dich abräumen, bevor die anderen aufholen.</translation>
    </message>
    <message numerus="yes">
        <source>Only %n counter(s) were left in the bag: with %1 points within your reach it was time to switch to Phase 2 and clear.</source>
        <translation>
            <numerusform>Nur noch %n Stein war im Beutel: Mit %1 Punkten in Reichweite war es Zeit, in Phase 2 zu wechseln und abzuräumen.</numerusform>
            <numerusform>Nur noch %n Steine waren im Beutel: Mit %1 Punkten in Reichweite war es Zeit, in Phase 2 zu wechseln und abzuräumen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Clearing the %n lowest counter(s) of your %1 column puts %2 points on your points pile.</source>
        <translation>
            <numerusform>%n Stein, den niedrigsten deiner Spalte %1, abzuräumen bringt %2 Punkte auf deinen Punktestapel.</numerusform>
            <numerusform>Die %n niedrigsten Steine deiner Spalte %1 abzuräumen bringt %2 Punkte auf deinen Punktestapel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Clearing the %n lowest counter(s) of your %1 column puts %2 points on your points pile; the other clear, %3.</source>
        <translation>
            <numerusform>%n Stein, den niedrigsten deiner Spalte %1, abzuräumen bringt %2 Punkte auf deinen Punktestapel; das andere Abräumen %3.</numerusform>
            <numerusform>Die %n niedrigsten Steine deiner Spalte %1 abzuräumen bringt %2 Punkte auf deinen Punktestapel; das andere Abräumen %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That clear pays with %n hand counter(s) worth %1, the other with %2 worth %3: more of your hand stays for the clears to come.</source>
        <translation>
            <numerusform>Dieses Abräumen bezahlt mit %n Handstein im Wert von %1, das andere mit %2 im Wert von %3: Mehr von deiner Hand bleibt für späteres Abräumen.</numerusform>
            <numerusform>Dieses Abräumen bezahlt mit %n Handsteinen im Wert von %1, das andere mit %2 im Wert von %3: Mehr von deiner Hand bleibt für späteres Abräumen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Placing %n %1 counter(s) (%2 points) builds your display for Phase 2.</source>
        <translation>
            <numerusform>%n Stein %1 (%2 Punkte) auszulegen baut deine Auslage für Phase 2 auf.</numerusform>
            <numerusform>%n Steine %1 (%2 Punkte) auszulegen baut deine Auslage für Phase 2 auf.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n %1 counter(s) placed (%2 points) count against you until you clear them.</source>
        <translation>
            <numerusform>%n ausgelegter Stein %1 (%2 Punkte) zählt gegen dich, bis du ihn abräumst.</numerusform>
            <numerusform>Die %n ausgelegten Steine %1 (%2 Punkte) zählen gegen dich, bis du sie abräumst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Setting %n counter(s) aside at the start draws as many new ones without spending a turn.</source>
        <translation>
            <numerusform>Zu Beginn %n Stein beiseitezulegen bringt einen neuen, ohne einen Zug zu kosten.</numerusform>
            <numerusform>Zu Beginn %n Steine beiseitezulegen bringt ebenso viele neue, ohne einen Zug zu kosten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The setup&apos;s %1 is not a counter (a colour and a value 1 to %2, such as “red%2”).</source>
        <translation>%1 im Spielaufbau ist kein Stein (eine Farbe und ein Wert von 1 bis %2, z. B. „red%2“).</translation>
    </message>
    <message>
        <source>Choose %1 to %2 hand counters to exchange.</source>
        <translation>Wähle %1 bis %2 Handsteine zum Tauschen.</translation>
    </message>
    <message numerus="yes">
        <source>You chose %n counter(s): an exchange takes %1 to %2.</source>
        <translation>
            <numerusform>Du hast %n Stein gewählt: Tauschen geht mit %1 bis %2.</numerusform>
            <numerusform>Du hast %n Steine gewählt: Tauschen geht mit %1 bis %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 keeps all %2 counters.</source>
        <translation>%1 behält alle %2 Steine.</translation>
    </message>
    <message>
        <source>Instead of laying out, you may exchange 1 to 4 hand counters: they go into the box lid for good, and you draw new ones from the bag.</source>
        <translation>Statt auszulegen darfst du 1 bis 4 Handsteine tauschen: Sie kommen für immer in den Schachteldeckel, und du ziehst neue aus dem Beutel.</translation>
    </message>
    <message>
        <source>Phase 2: clear a column from the bottom up, one or more counters. Pay with hand counters of one colour worth at least their sum; the cleared ones are your plus points.</source>
        <translation>Phase 2: Räum eine Spalte von unten ab, einen oder mehrere Steine. Bezahl mit Handsteinen einer Farbe, die mindestens ihre Summe ergeben; die abgeräumten sind deine Pluspunkte.</translation>
    </message>
    <message>
        <source>The bag is empty: this round is played to its end, then the game is over. Use your last turn well.</source>
        <translation>Der Beutel ist leer: Diese Runde wird zu Ende gespielt, dann ist das Spiel vorbei. Nutze deinen letzten Zug gut.</translation>
    </message>
    <message>
        <source>The game is over. Hand counters no longer count.</source>
        <translation>Das Spiel ist vorbei. Handsteine zählen nicht mehr.</translation>
    </message>
    <message>
        <source>Scoring: every cleared counter adds its number, every counter still in your display subtracts its number. The highest total wins.</source>
        <translation>Wertung: Jeder abgeräumte Stein bringt seine Zahl als Pluspunkte, jeder Stein, der noch in deiner Auslage liegt, seine Zahl als Minuspunkte. Die höchste Summe gewinnt.</translation>
    </message>
    <message>
        <source>A first game</source>
        <translation>Eine erste Partie</translation>
    </message>
    <message>
        <source>The goal: the highest total at the end. The counters you clear from your display count plus, those still in it count minus. Before the first turn you may lay aside any of your counters once and draw as many new ones.</source>
        <translation>Das Ziel: am Ende die höchste Summe. Die Steine, die du aus deiner Auslage abräumst, zählen plus, die dort liegen bleiben, minus. Vor dem ersten Zug darfst du einmal beliebig viele Handsteine zur Seite legen und ebenso viele neue ziehen.</translation>
    </message>
    <message>
        <source>Phase 1: lay out counters of one colour into your display, each colour in its own column. A column only ever goes down: a new counter may not be higher than its lowest one, so keep your low counters back.</source>
        <translation>Phase 1: Leg Steine einer Farbe in deine Auslage, jede Farbe in ihre eigene Spalte. Eine Spalte geht nur abwärts: Ein neuer Stein darf nicht höher sein als ihr unterster. Halte deine niedrigen Steine also zurück.</translation>
    </message>
    <message>
        <source>A column takes only counters no higher than its lowest one, so a low counter there shuts it to most. After laying out you draw as many counters as you laid out.</source>
        <translation>Eine Spalte nimmt nur Steine, die nicht höher sind als ihr unterster; ein niedriger Stein dort sperrt sie für die meisten. Nach dem Auslegen ziehst du so viele Steine, wie du ausgelegt hast.</translation>
    </message>
    <message>
        <source>Each turn now starts with a decision: switch to Phase 2? Then you clear your columns for plus points, but you never lay out again. Waiting lets your columns grow, yet what is left in your display at the end counts minus.</source>
        <translation>Jeder Zug beginnt jetzt mit einer Entscheidung: in Phase 2 wechseln? Dann räumst du Spalten für Pluspunkte ab, legst aber nie mehr aus. Warten lässt die Spalten wachsen, doch was am Ende in deiner Auslage liegt, zählt minus.</translation>
    </message>
</context>
<context>
    <name>NoThanks</name>
    <message>
        <source>+5 bonus</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>Bonus +5</translation>
    </message>
    <message>
        <source>+10 bonus</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>Bonus +10</translation>
    </message>
    <message>
        <source>+15 bonus</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>Bonus +15</translation>
    </message>
    <message>
        <source>+20 bonus</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>Bonus +20</translation>
    </message>
    <message>
        <source>Wild card</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>Joker</translation>
    </message>
    <message>
        <source>+1 per card</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>+1 pro Karte</translation>
    </message>
    <message>
        <source>Skip</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).
----------
Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>Aussetzen</translation>
    </message>
    <message>
        <source>Look</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).
----------
Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>Spicken</translation>
    </message>
    <message>
        <source>Give a card</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>Abgeben</translation>
    </message>
    <message>
        <source>Remove a card</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <source>Double chips</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>Doppelte Chips</translation>
    </message>
    <message>
        <source>Pink X</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).
----------
Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>Pinkes X</translation>
    </message>
    <message>
        <source>Minus chips</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>Minus-Chips</translation>
    </message>
    <message>
        <source>Half chips</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>Halbe Chips</translation>
    </message>
    <message>
        <source>Highest counts double</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>Höchste zählt doppelt</translation>
    </message>
    <message>
        <source>The 40</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>Die 40</translation>
    </message>
    <message>
        <source>−1 per card</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>−1 pro Karte</translation>
    </message>
    <message>
        <source>unknown card</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>unbekannte Karte</translation>
    </message>
    <message>
        <source>the %1</source>
        <translation>die %1</translation>
    </message>
    <message>
        <source>the +5 bonus card</source>
        <translation>die Karte „Bonus +5“</translation>
    </message>
    <message>
        <source>the +10 bonus card</source>
        <translation>die Karte „Bonus +10“</translation>
    </message>
    <message>
        <source>the +15 bonus card</source>
        <translation>die Karte „Bonus +15“</translation>
    </message>
    <message>
        <source>the +20 bonus card</source>
        <translation>die Karte „Bonus +20“</translation>
    </message>
    <message>
        <source>the Wild card</source>
        <translation>die Karte „Joker“</translation>
    </message>
    <message>
        <source>the +1-per-card card</source>
        <translation>die Karte „+1 pro Karte“</translation>
    </message>
    <message>
        <source>the Skip card</source>
        <translation>die Karte „Aussetzen“</translation>
    </message>
    <message>
        <source>the Look card</source>
        <translation>die Karte „Spicken“</translation>
    </message>
    <message>
        <source>the Give-a-card card</source>
        <translation>die Karte „Abgeben“</translation>
    </message>
    <message>
        <source>the Remove-a-card card</source>
        <translation>die Karte „Abwerfen“</translation>
    </message>
    <message>
        <source>the Double-chips card</source>
        <translation>die Karte „Doppelte Chips“</translation>
    </message>
    <message>
        <source>the Pink X card</source>
        <translation>die Karte „Pinkes X“</translation>
    </message>
    <message>
        <source>the Minus-chips card</source>
        <translation>die Karte „Minus-Chips“</translation>
    </message>
    <message>
        <source>the Half-chips card</source>
        <translation>die Karte „Halbe Chips“</translation>
    </message>
    <message>
        <source>the Highest-counts-double card</source>
        <translation>die Karte „Höchste zählt doppelt“</translation>
    </message>
    <message>
        <source>the 40</source>
        <translation>die 40</translation>
    </message>
    <message>
        <source>the −1-per-card card</source>
        <translation>die Karte „−1 pro Karte“</translation>
    </message>
    <message>
        <source>an unknown card</source>
        <translation>eine unbekannte Karte</translation>
    </message>
    <message>
        <source>Costs %1 points at the end, unless it is in a run: a run of consecutive numbers costs only its lowest card.</source>
        <translation>Kostet am Ende %1 Punkte, außer in einer Reihe: Eine Reihe aufeinanderfolgender Zahlen kostet nur ihre niedrigste Karte.</translation>
    </message>
    <message>
        <source>Green card, kept to the end: it is worth %1 points then.</source>
        <translation>Grüne Karte, bleibt bis zum Schluss liegen: Dann ist sie %1 Punkte wert.</translation>
    </message>
    <message>
        <source>Green card, kept to the end: 1 point for every card in your display then, this one and other special cards included.</source>
        <translation>Grüne Karte, bleibt bis zum Schluss liegen: Dann gibt es 1 Punkt für jede Karte in deiner Auslage, diese und andere Sonderkarten mitgezählt.</translation>
    </message>
    <message>
        <source>Green card, to play on your turn: you sit out the card in the middle (no chip to pay, no bid, and you cannot get it). Used once.</source>
        <translation>Grüne Karte, in deinem Zug spielbar: Du setzt bei der Karte in der Mitte aus (kein Chip zu zahlen, kein Gebot, und du kannst sie nicht bekommen). Einmal verwendbar.</translation>
    </message>
    <message>
        <source>Green card, to play on your turn: you alone see the set-aside cards. Used once.</source>
        <translation>Grüne Karte, in deinem Zug spielbar: Nur du siehst dir die aussortierten Karten an. Einmal verwendbar.</translation>
    </message>
    <message>
        <source>Green card that acts at once: you pass one card of your display to the player on your left.</source>
        <translation>Grüne Karte, wirkt sofort: Du gibst eine Karte aus deiner Auslage an den Spieler links von dir.</translation>
    </message>
    <message>
        <source>Green card that acts at once: you throw one card of your display away.</source>
        <translation>Grüne Karte, wirkt sofort: Du wirfst eine Karte aus deiner Auslage ab.</translation>
    </message>
    <message>
        <source>Green card, kept to the end: each chip you have left is worth 2 points then.</source>
        <translation>Grüne Karte, bleibt bis zum Schluss liegen: Dann ist jeder übrige Chip 2 Punkte wert.</translation>
    </message>
    <message>
        <source>Pink card that acts at once: you also get the first card of the deck without a green back (if there is none, the top set-aside card).</source>
        <translation>Pinke Karte, wirkt sofort: Du bekommst zusätzlich die erste Karte des Stapels ohne grüne Rückseite (gibt es keine, die oberste aussortierte Karte).</translation>
    </message>
    <message>
        <source>Pink card, kept to the end: your chips count as minus points then.</source>
        <translation>Pinke Karte, bleibt bis zum Schluss liegen: Dann zählen deine Chips als Minuspunkte.</translation>
    </message>
    <message>
        <source>Pink card, kept to the end: your chips are worth half then (rounded down).</source>
        <translation>Pinke Karte, bleibt bis zum Schluss liegen: Dann zählen deine Chips nur halb (abgerundet).</translation>
    </message>
    <message>
        <source>Pink card, kept to the end: your highest number costs twice then; if it is in a run, the run&apos;s lowest card costs twice instead.</source>
        <translation>Pinke Karte, bleibt bis zum Schluss liegen: Dann kostet deine höchste Zahl doppelt; liegt sie in einer Reihe, kostet stattdessen die niedrigste Karte der Reihe doppelt.</translation>
    </message>
    <message>
        <source>Pink card that costs 40 points at the end. It never joins a run.</source>
        <translation>Pinke Karte, kostet am Ende 40 Punkte. Sie gehört nie zu einer Reihe.</translation>
    </message>
    <message>
        <source>Pink card, kept to the end: 1 minus point for every card in your display then, this one included.</source>
        <translation>Pinke Karte, bleibt bis zum Schluss liegen: Dann gibt es 1 Minuspunkt für jede Karte in deiner Auslage, diese mitgezählt.</translation>
    </message>
    <message>
        <source>Wild</source>
        <extracomment>Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>Joker</translation>
    </message>
    <message>
        <source>+1 each</source>
        <extracomment>Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>+1/Karte</translation>
    </message>
    <message>
        <source>Give</source>
        <extracomment>Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>Abgeben</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <source>Chips ×2</source>
        <extracomment>Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>Chips ×2</translation>
    </message>
    <message>
        <source>Chips −</source>
        <extracomment>Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>Chips −</translation>
    </message>
    <message>
        <source>Chips ½</source>
        <extracomment>Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>Chips ½</translation>
    </message>
    <message>
        <source>High ×2</source>
        <extracomment>Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>Höchste ×2</translation>
    </message>
    <message>
        <source>−1 each</source>
        <extracomment>Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>−1/Karte</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>pink</translation>
    </message>
    <message>
        <source>counts at the end</source>
        <translation>zählt am Ende</translation>
    </message>
    <message>
        <source>play it on your turn</source>
        <translation>in deinem Zug spielbar</translation>
    </message>
    <message>
        <source>acts at once</source>
        <translation>wirkt sofort</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Karte nehmen</translation>
    </message>
    <message>
        <source>T</source>
        <translation>K</translation>
    </message>
    <message>
        <source>No thanks!</source>
        <translation>Nein danke!</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Bid a chip</source>
        <translation>Chip bieten</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>D</source>
        <translation>P</translation>
    </message>
    <message>
        <source>S</source>
        <translation>A</translation>
    </message>
    <message>
        <source>L</source>
        <translation>S</translation>
    </message>
    <message>
        <source>No Thanks! table</source>
        <translation>Spieltisch von No Thanks!</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (Taste %2)</translation>
    </message>
    <message>
        <source>No Thanks!</source>
        <translation>No Thanks!</translation>
    </message>
    <message>
        <source>Game over: the last card has been taken.</source>
        <translation>Spielende: Die letzte Karte ist vergeben.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>%1, take %2 or say No thanks!</source>
        <translation>%1, nimm %2 oder sag „Nein danke!“</translation>
    </message>
    <message>
        <source>%1, you have no chips: take %2</source>
        <translation>%1, du hast keine Chips mehr: Nimm %2</translation>
    </message>
    <message>
        <source>%1, bid a chip for %2 or decline</source>
        <translation>%1, biete einen Chip für %2 oder passe</translation>
    </message>
    <message>
        <source>%1, you have no chips: decline %2</source>
        <translation>%1, du hast keine Chips mehr: Verzichte auf %2</translation>
    </message>
    <message>
        <source>%1, choose a card to give to %2</source>
        <translation>%1, wähle eine Karte, die %2 bekommt</translation>
    </message>
    <message>
        <source>%1, choose a card to remove from your display</source>
        <translation>%1, wähle eine Karte aus deiner Auslage zum Abwerfen</translation>
    </message>
    <message>
        <source>No chips on %1 yet.</source>
        <translation>Auf %1 wurde noch kein Chip gelegt.</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) on %1.</source>
        <translation>
            <numerusform>Auf %1 wurde %n Chip gelegt.</numerusform>
            <numerusform>Auf %1 wurden %n Chips gelegt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 would get it now.</source>
        <translation>%1 würde sie jetzt bekommen.</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) on it.</source>
        <translation>
            <numerusform>%n Chip darauf.</numerusform>
            <numerusform>%n Chips darauf.</numerusform>
        </translation>
    </message>
    <message>
        <source>No bid yet: if %1 declines, %2 gets it.</source>
        <translation>Noch kein Gebot: Passt %1, bekommt %2 die Karte.</translation>
    </message>
    <message>
        <source>%1 chooses a card to give to %2.</source>
        <translation>%1 wählt eine Karte für %2.</translation>
    </message>
    <message>
        <source>%1 chooses a card to remove.</source>
        <translation>%1 wählt eine Karte zum Abwerfen.</translation>
    </message>
    <message>
        <source>Sitting out: %1.</source>
        <translation>Bei dieser Karte nicht dabei: %1.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>Pay a chip to refuse a card, or take it with all its chips: runs cost only their lowest card.</source>
        <translation>Lehne eine Karte mit einem Chip ab oder nimm sie mit allen Chips: Reihen kosten nur ihre niedrigste Karte.</translation>
    </message>
    <message>
        <source>Special cards</source>
        <translation>Sonderkarten</translation>
    </message>
    <message>
        <source>Open chips</source>
        <translation>Offene Chips</translation>
    </message>
    <message>
        <source>Adds the 22 green and pink special cards: green ones are auctioned, pink ones spoil a score.</source>
        <translation>Mit den 22 grünen und pinken Sonderkarten: Grüne werden versteigert, pinke verhageln die Punkte.</translation>
    </message>
    <message>
        <source>“%1” is not a No Thanks! move.</source>
        <translation>„%1“ ist kein Zug in No Thanks!</translation>
    </message>
    <message>
        <source>That is not a No Thanks! move.</source>
        <translation>Das ist kein Zug in No Thanks!</translation>
    </message>
    <message>
        <source>You have no chips left, so you cannot say No thanks!: you must take the card.</source>
        <translation>Du hast keine Chips mehr und kannst nicht „Nein danke!“ sagen: Du musst die Karte nehmen.</translation>
    </message>
    <message>
        <source>You have no chips left to bid: you must decline.</source>
        <translation>Du hast keine Chips mehr zum Bieten: Du musst passen.</translation>
    </message>
    <message>
        <source>A green card is up for auction: bid a chip for it or decline.</source>
        <translation>Eine grüne Karte wird versteigert: Biete einen Chip dafür oder passe.</translation>
    </message>
    <message>
        <source>There is no auction now: take the card, or say “No thanks!”</source>
        <translation>Gerade läuft keine Versteigerung: Nimm die Karte oder sag „Nein danke!“.</translation>
    </message>
    <message>
        <source>First choose the card to give away or to remove.</source>
        <translation>Wähle zuerst die Karte, die du abgibst oder abwirfst.</translation>
    </message>
    <message>
        <source>There is no card to give away or to remove now.</source>
        <translation>Gerade gibt es keine Karte abzugeben oder abzuwerfen.</translation>
    </message>
    <message>
        <source>Your special card asks for the other choice: give a card instead of removing one, or the other way round.</source>
        <translation>Deine Sonderkarte verlangt das andere: eine Karte abgeben statt abwerfen oder umgekehrt.</translation>
    </message>
    <message>
        <source>%1 is not in your display.</source>
        <translation>%1 liegt nicht in deiner Auslage.</translation>
    </message>
    <message>
        <source>You have no Skip card to play.</source>
        <translation>Du hast keine Karte „Aussetzen“ zum Spielen.</translation>
    </message>
    <message>
        <source>You have no Look card to play.</source>
        <translation>Du hast keine Karte „Spicken“ zum Spielen.</translation>
    </message>
    <message>
        <source>You cannot skip this card: nobody else is still in on it.</source>
        <translation>Du kannst bei dieser Karte nicht aussetzen: Sonst ist niemand mehr dabei.</translation>
    </message>
    <message>
        <source>A No Thanks! setup must be a JSON object, not %1.</source>
        <translation>Ein Spielaufbau für No Thanks! muss ein JSON-Objekt sein, nicht %1.</translation>
    </message>
    <message>
        <source>The setup has a field “%1” that No Thanks! does not know.</source>
        <translation>Der Spielaufbau hat ein Feld „%1“, das No Thanks! nicht kennt.</translation>
    </message>
    <message>
        <source>The setup&apos;s “%1” must be a list of card names.</source>
        <translation>„%1“ im Spielaufbau muss eine Liste von Kartennamen sein.</translation>
    </message>
    <message numerus="yes">
        <source>The setup&apos;s “%1” holds more than %n card(s).</source>
        <translation>
            <numerusform>„%1“ im Spielaufbau enthält mehr als %n Karte.</numerusform>
            <numerusform>„%1“ im Spielaufbau enthält mehr als %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The setup&apos;s deck holds no cards.</source>
        <translation>Der Stapel im Spielaufbau enthält keine Karten.</translation>
    </message>
    <message>
        <source>The setup names a card that does not exist: %1.</source>
        <translation>Der Spielaufbau nennt eine Karte, die es nicht gibt: %1.</translation>
    </message>
    <message>
        <source>The game is over: no more moves.</source>
        <translation>Das Spiel ist vorbei: Es gibt keine Züge mehr.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Bitte warten: Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>This is not possible now (%1).</source>
        <translation>Das geht gerade nicht (%1).</translation>
    </message>
    <message>
        <source>%1 turns up %2, a green card: the auction begins.</source>
        <translation>%1 deckt %2 auf, eine grüne Karte: Die Versteigerung beginnt.</translation>
    </message>
    <message>
        <source>%1 turns up %2.</source>
        <translation>%1 deckt %2 auf.</translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>%1 nimmt %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %2 with %n chip(s).</source>
        <translation>
            <numerusform>%1 nimmt %2 mit %n Chip.</numerusform>
            <numerusform>%1 nimmt %2 mit %n Chips.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 says No thanks! to %2.</source>
        <translation>%1 sagt „Nein danke!“ und legt einen Chip auf %2.</translation>
    </message>
    <message>
        <source>%1 bids a chip on %2.</source>
        <translation>%1 bietet einen Chip für %2.</translation>
    </message>
    <message>
        <source>%1 declines %2.</source>
        <translation>%1 passt und verzichtet auf %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 declines %2 and collects %n chip(s).</source>
        <translation>
            <numerusform>%1 passt, verzichtet auf %2 und kassiert %n Chip.</numerusform>
            <numerusform>%1 passt, verzichtet auf %2 und kassiert %n Chips.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 gets %2.</source>
        <translation>%1 bekommt %2.</translation>
    </message>
    <message>
        <source>%1 plays Skip and sits out %2.</source>
        <translation>%1 spielt „Aussetzen“ und lässt %2 aus.</translation>
    </message>
    <message>
        <source>%1 plays Look and sees the set-aside cards.</source>
        <translation>%1 spielt „Spicken“ und sieht sich die aussortierten Karten an.</translation>
    </message>
    <message>
        <source>%1 gives %2 to %3.</source>
        <translation>%1 gibt %2 an %3.</translation>
    </message>
    <message>
        <source>%1 removes %2 from their display.</source>
        <translation>%1 wirft %2 aus der eigenen Auslage ab.</translation>
    </message>
    <message>
        <source>%1&apos;s Pink X fetches %2 from the deck.</source>
        <translation>Die Karte „Pinkes X“ von %1 holt %2 vom Stapel.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s Pink X fetches %2 from the deck, passing over %n green card(s).</source>
        <translation>
            <numerusform>Die Karte „Pinkes X“ von %1 holt %2 vom Stapel und überspringt dabei %n grüne Karte.</numerusform>
            <numerusform>Die Karte „Pinkes X“ von %1 holt %2 vom Stapel und überspringt dabei %n grüne Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s Pink X fetches %2 from the set-aside cards.</source>
        <translation>Die Karte „Pinkes X“ von %1 holt %2 aus den aussortierten Karten.</translation>
    </message>
    <message>
        <source>%1&apos;s Pink X finds no card to fetch.</source>
        <translation>Die Karte „Pinkes X“ von %1 findet keine Karte zum Holen.</translation>
    </message>
    <message>
        <source>%1 has no card for %2, so it does nothing.</source>
        <translation>%1 hat keine Karte für %2, also bewirkt sie nichts.</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Nimm %1</translation>
    </message>
    <message numerus="yes">
        <source>Take %1 with its %n chip(s)</source>
        <translation>
            <numerusform>Nimm %1 mit %n Chip</numerusform>
            <numerusform>Nimm %1 mit %n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>Say No thanks! to %1 (pay a chip)</source>
        <translation>Sag „Nein danke!“ und leg einen Chip auf %1</translation>
    </message>
    <message>
        <source>Bid a chip on %1</source>
        <translation>Biete einen Chip für %1</translation>
    </message>
    <message>
        <source>Decline %1</source>
        <translation>Passe und verzichte auf %1</translation>
    </message>
    <message numerus="yes">
        <source>Decline %1 and collect its %n chip(s)</source>
        <translation>
            <numerusform>Passe, verzichte auf %1 und kassiere %n Chip</numerusform>
            <numerusform>Passe, verzichte auf %1 und kassiere %n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>Play Skip and sit out %1</source>
        <translation>Spiele „Aussetzen“ und lass %1 aus</translation>
    </message>
    <message>
        <source>Play Look to see the set-aside cards</source>
        <translation>Spiele „Spicken“ und sieh dir die aussortierten Karten an</translation>
    </message>
    <message>
        <source>Give %1 to the player on your left</source>
        <translation>Gib %1 an den Spieler links von dir</translation>
    </message>
    <message>
        <source>Remove %1 from your display</source>
        <translation>Wirf %1 aus deiner Auslage ab</translation>
    </message>
    <message>
        <source>An unknown move</source>
        <translation>Ein unbekannter Zug</translation>
    </message>
    <message>
        <source>No cards</source>
        <translation>Keine Karten</translation>
    </message>
    <message>
        <source>Cards, each run at its lowest (%1)</source>
        <translation>Karten, je Reihe die kleinste (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) left</source>
        <translation>
            <numerusform>%n Chip übrig</numerusform>
            <numerusform>%n Chips übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>Highest counts double (%1 once more)</source>
        <translation>Höchste zählt doppelt (%1 noch einmal)</translation>
    </message>
    <message>
        <source>Wild card counted as %1</source>
        <translation>Joker zählt als %1</translation>
    </message>
    <message>
        <source>Double chips (cancelled by Half chips)</source>
        <translation>Doppelte Chips (aufgehoben durch Halbe Chips)</translation>
    </message>
    <message>
        <source>Half chips (cancelled by Double chips)</source>
        <translation>Halbe Chips (aufgehoben durch Doppelte Chips)</translation>
    </message>
    <message>
        <source>Half chips (rounded down)</source>
        <translation>Halbe Chips (abgerundet)</translation>
    </message>
    <message>
        <source>Minus chips (they count against you)</source>
        <translation>Minus-Chips (zählen gegen dich)</translation>
    </message>
    <message numerus="yes">
        <source>+1 per card (%n card(s))</source>
        <translation>
            <numerusform>+1 pro Karte (%n Karte)</numerusform>
            <numerusform>+1 pro Karte (%n Karten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−1 per card (%n card(s))</source>
        <translation>
            <numerusform>−1 pro Karte (%n Karte)</numerusform>
            <numerusform>−1 pro Karte (%n Karten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Bonus cards (%1)</source>
        <translation>Bonuskarten (%1)</translation>
    </message>
    <message>
        <source>★ gets it</source>
        <translation>★ bekommt sie</translation>
    </message>
    <message>
        <source>bid %1</source>
        <translation>Gebot %1</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>setzt aus</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>denkt nach</translation>
    </message>
    <message>
        <source>no cards yet</source>
        <translation>noch keine Karten</translation>
    </message>
    <message>
        <source>Run %1–%2: it costs %3 as it lies now.</source>
        <translation>Reihe %1–%2: kostet im Moment %3.</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n Chip</numerusform>
            <numerusform>%n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>Chips are kept secret.</source>
        <translation>Die Chips sind geheim.</translation>
    </message>
    <message>
        <source>%1 to %2 (costs %3)</source>
        <translation>%1 bis %2 (kostet %3)</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>keine Karten</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>sits out this card</source>
        <translation>setzt bei dieser Karte aus</translation>
    </message>
    <message>
        <source>bid up to %1</source>
        <translation>hat auf %1 erhöht</translation>
    </message>
    <message>
        <source>gets the green card if the auction ends now</source>
        <translation>bekommt die grüne Karte, wenn die Versteigerung jetzt endet</translation>
    </message>
    <message>
        <source>chips secret</source>
        <translation>Chips geheim</translation>
    </message>
    <message>
        <source>Cards: %1.</source>
        <translation>Karten: %1.</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>green card next</source>
        <translation>nächste: grün</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Aussortiert</translation>
    </message>
    <message>
        <source>you looked</source>
        <translation>angesehen</translation>
    </message>
    <message>
        <source>You looked: no cards were set aside.</source>
        <translation>Angesehen: Es wurden keine Karten aussortiert.</translation>
    </message>
    <message>
        <source>You saw, top first: %1</source>
        <translation>Du hast gesehen (oberste zuerst): %1</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablage</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Versteigerung</translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s) left.</source>
        <translation>
            <numerusform>Stapel: noch %n Karte.</numerusform>
            <numerusform>Stapel: noch %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them green.</source>
        <translation>
            <numerusform>Davon %n grün.</numerusform>
            <numerusform>Davon %n grün.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next card has a green back.</source>
        <translation>Die nächste Karte hat eine grüne Rückseite.</translation>
    </message>
    <message>
        <source>The next card has a plain back.</source>
        <translation>Die nächste Karte hat eine normale Rückseite.</translation>
    </message>
    <message numerus="yes">
        <source>Set aside: %n card(s), out of the game unless Pink X fetches one.</source>
        <translation>
            <numerusform>Aussortiert: %n Karte, aus dem Spiel, außer die Karte „Pinkes X“ holt sie.</numerusform>
            <numerusform>Aussortiert: %n Karten, aus dem Spiel, außer die Karte „Pinkes X“ holt eine davon.</numerusform>
        </translation>
    </message>
    <message>
        <source>You looked: there were none.</source>
        <translation>Du hast nachgesehen: Es gab keine.</translation>
    </message>
    <message>
        <source>You looked and saw, top first: %1.</source>
        <translation>Du hast nachgesehen, oberste zuerst: %1.</translation>
    </message>
    <message>
        <source>Discard pile: empty.</source>
        <translation>Ablage: leer.</translation>
    </message>
    <message>
        <source>Discard pile: %1.</source>
        <translation>Ablage: %1.</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>Spielende.</translation>
    </message>
    <message>
        <source>No card in the middle.</source>
        <translation>Keine Karte in der Mitte.</translation>
    </message>
    <message numerus="yes">
        <source>In the middle: %1 with %n chip(s) on it.</source>
        <translation>
            <numerusform>In der Mitte: %1 mit %n Chip darauf.</numerusform>
            <numerusform>In der Mitte: %1 mit %n Chips darauf.</numerusform>
        </translation>
    </message>
    <message>
        <source>Deck: empty.</source>
        <translation>Stapel: leer.</translation>
    </message>
    <message>
        <source>Deck, top first: %1</source>
        <translation>Stapel (oberste zuerst): %1</translation>
    </message>
    <message>
        <source>Set aside: none.</source>
        <translation>Aussortiert: keine.</translation>
    </message>
    <message>
        <source>Set aside, top first: %1</source>
        <translation>Aussortiert (oberste zuerst): %1</translation>
    </message>
    <message>
        <source>Face up, top first: %1.</source>
        <translation>Aufgedeckt (oberste zuerst): %1.</translation>
    </message>
    <message>
        <source>cards count %1</source>
        <translation>Karten zählen %1</translation>
    </message>
    <message>
        <source>C</source>
        <comment>key: show my chips</comment>
        <translation>C</translation>
    </message>
    <message>
        <source>Show my chips</source>
        <translation>Meine Chips zeigen</translation>
    </message>
    <message>
        <source>Your chips are secret: hold this button or the key %1 to see how many you have; the others look away.</source>
        <translation>Deine Chips sind geheim: Halte diesen Knopf oder die Taste %1 gedrückt, um zu sehen, wie viele du hast; die anderen schauen weg.</translation>
    </message>
    <message>
        <source>Everybody sees how many chips each player has. Off, as the rules say, chips are secret: with several people at the screen each sees their own by holding “Show my chips”.</source>
        <translation>Alle sehen, wie viele Chips jeder hat. Ohne diese Option sind die Chips geheim, wie die Regel sagt: Spielen mehrere an einem Bildschirm, sieht jeder seine eigenen, solange er „Meine Chips zeigen“ gedrückt hält.</translation>
    </message>
    <message numerus="yes">
        <source>Set aside: %n card(s), out of the game.</source>
        <translation>
            <numerusform>Beiseitegelegt: %n Karte, aus dem Spiel.</numerusform>
            <numerusform>Beiseitegelegt: %n Karten, aus dem Spiel.</numerusform>
        </translation>
    </message>
    <message>
        <source>My chips</source>
        <translation>Meine Chips</translation>
    </message>
    <message numerus="yes">
        <source>The cards count %1 point(s) as they lie now; chips are added at the end.</source>
        <translation>
            <numerusform>Die Karten zählen so, wie sie jetzt liegen, %1 Punkt; die Chips kommen am Ende dazu.</numerusform>
            <numerusform>Die Karten zählen so, wie sie jetzt liegen, %1 Punkte; die Chips kommen am Ende dazu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>goes up by %n point(s)</source>
        <comment>your score ...</comment>
        <translation>
            <numerusform>steigt um %n Punkt</numerusform>
            <numerusform>steigt um %n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>goes down by %n point(s)</source>
        <comment>your score ...</comment>
        <translation>
            <numerusform>sinkt um %n Punkt</numerusform>
            <numerusform>sinkt um %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>stays the same</source>
        <comment>your score ...</comment>
        <translation>bleibt gleich</translation>
    </message>
    <message>
        <source>Taking %1 joins your run %2–%3: counting the chips on it, your score %4.</source>
        <translation>%1 zu nehmen verlängert deine Reihe %2–%3: Mit den Chips darauf %4 dein Punktestand.</translation>
    </message>
    <message numerus="yes">
        <source>Taking %1 brings in its %n chip(s) (your score %2); each “No thanks!” to it costs you another chip.</source>
        <translation>
            <numerusform>%1 zu nehmen bringt ihren %n Chip ein (dein Punktestand %2); jedes „Nein danke!“ dazu kostet dich einen weiteren Chip.</numerusform>
            <numerusform>%1 zu nehmen bringt ihre %n Chips ein (dein Punktestand %2); jedes „Nein danke!“ dazu kostet dich einen weiteren Chip.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You had only %n chip(s) left: taking %1 now (your score %2) keeps them for worse cards.</source>
        <translation>
            <numerusform>Du hattest nur noch %n Chip: %1 jetzt zu nehmen (dein Punktestand %2) spart ihn für schlechtere Karten.</numerusform>
            <numerusform>Du hattest nur noch %n Chips: %1 jetzt zu nehmen (dein Punktestand %2) spart sie für schlechtere Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking %1 with its %n chip(s): your score %2, where “No thanks!” costs you one chip.</source>
        <translation>
            <numerusform>%1 mit ihrem %n Chip nehmen: Dein Punktestand %2, während „Nein danke!“ dich nur einen Chip kostet.</numerusform>
            <numerusform>%1 mit ihren %n Chips nehmen: Dein Punktestand %2, während „Nein danke!“ dich nur einen Chip kostet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Giving away %1, your score %3; giving away %2, it %4.</source>
        <translation>Gibst du %1 ab, %3 dein Punktestand; gibst du %2 ab, %4 er.</translation>
    </message>
    <message>
        <source>Removing %1, your score %3; removing %2, it %4.</source>
        <translation>Entfernst du %1, %3 dein Punktestand; entfernst du %2, %4 er.</translation>
    </message>
    <message>
        <source>The setup uses %1, which is only played with the special cards (%2).</source>
        <translation>Der Spielaufbau verwendet %1, die es nur mit den Sonderkarten gibt (%2).</translation>
    </message>
    <message>
        <source>The setup has more copies of %1 than the box holds (%2).</source>
        <translation>Der Spielaufbau enthält %1 öfter, als sie in der Schachtel liegt (%2).</translation>
    </message>
    <message>
        <source>%1 is green and cannot be among the set-aside cards (%2).</source>
        <translation>%1 ist grün und kann nicht unter den aussortierten Karten sein (%2).</translation>
    </message>
    <message>
        <source>%1 is not green, so it cannot be an unused green card (%2).</source>
        <translation>%1 ist nicht grün und kann daher keine unbenutzte grüne Karte sein (%2).</translation>
    </message>
    <message>
        <source>Green card, kept to the end: it then counts as the one number from %1 to %2 that helps you most, for example to join two runs.</source>
        <translation>Grüne Karte, bleibt bis zum Schluss liegen: Dann zählt sie als die Zahl von %1 bis %2, die dir am meisten hilft, zum Beispiel um zwei Reihen zu verbinden.</translation>
    </message>
    <message numerus="yes">
        <source>Taking %1 with its %n chip(s) gains you little now (your score %2); with “No thanks!” it goes round the table and can come back with more chips.</source>
        <translation>
            <numerusform>%1 mit ihrem %n Chip zu nehmen bringt jetzt wenig (dein Punktestand %2); mit „Nein danke!“ geht sie um den Tisch und kann mit mehr Chips zurückkommen.</numerusform>
            <numerusform>%1 mit ihren %n Chips zu nehmen bringt jetzt wenig (dein Punktestand %2); mit „Nein danke!“ geht sie um den Tisch und kann mit mehr Chips zurückkommen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saying “No thanks!” costs one of your chips, and the chip stays on the card. The card comes round again, a little more tempting each time.</source>
        <translation>„Nein danke!“ kostet dich einen Chip, und der Chip bleibt auf der Karte. Die Karte geht reihum und wird jedes Mal etwas verlockender.</translation>
    </message>
    <message>
        <source>Whoever takes the card takes all the chips on it too, and the next card turns up. A bad card with a pile of chips can be a bargain.</source>
        <translation>Wer die Karte nimmt, bekommt auch alle Chips darauf, und die nächste Karte wird aufgedeckt. Eine schlechte Karte mit vielen Chips kann ein gutes Geschäft sein.</translation>
    </message>
    <message>
        <source>Numbers in a row, like 24, 25, 26, make a run, and a run counts only its lowest card. A card next to one you hold costs you little or nothing.</source>
        <translation>Aufeinanderfolgende Zahlen wie 24, 25, 26 bilden eine Reihe, und eine Reihe zählt nur ihre niedrigste Karte. Eine Karte neben einer, die du hast, kostet dich wenig oder nichts.</translation>
    </message>
    <message>
        <source>A card with a green back is auctioned: bid a chip to stay in, or decline and collect the chips bid so far. The last one bidding gets the card.</source>
        <translation>Eine Karte mit grüner Rückseite wird versteigert: Biete einen Chip, um dabei zu bleiben, oder passe und nimm die bisher gebotenen Chips. Wer zuletzt bietet, bekommt die Karte.</translation>
    </message>
    <message>
        <source>The last card is taken and the game is over. Some cards were set aside unseen at the start, so nobody could count on a number.</source>
        <translation>Die letzte Karte ist genommen, das Spiel ist vorbei. Einige Karten wurden zu Beginn ungesehen aussortiert, deshalb konnte sich niemand auf eine Zahl verlassen.</translation>
    </message>
    <message>
        <source>Scoring: every card counts minus its number, a run only its lowest card; every chip is a plus point. The highest score wins.</source>
        <translation>Wertung: Jede Karte zählt ihre Zahl als Minuspunkte, eine Reihe nur ihre niedrigste Karte; jeder Chip ist ein Pluspunkt. Das höchste Ergebnis gewinnt.</translation>
    </message>
    <message>
        <source>The basics</source>
        <translation>Die Grundregeln</translation>
    </message>
    <message>
        <source>The special cards</source>
        <translation>Die Sonderkarten</translation>
    </message>
    <message>
        <source>Bonus cards: their points are added to your score at the end. Worth taking.</source>
        <translation>Bonuskarten: Ihre Punkte kommen am Ende zu deinem Ergebnis dazu. Die lohnen sich.</translation>
    </message>
    <message>
        <source>Wild card: at the end it becomes any one number from 3 to 35, the one that helps you most, such as the gap in a run.</source>
        <translation>Joker: Am Ende wird er eine beliebige Zahl von 3 bis 35, die dir am meisten hilft, etwa die Lücke in einer Reihe.</translation>
    </message>
    <message>
        <source>+1 per card: at the end, one point for every card in your display.</source>
        <translation>+1 pro Karte: Am Ende einen Punkt für jede Karte in deiner Auslage.</translation>
    </message>
    <message>
        <source>Skip: played on your turn, you sit out the card in the middle without paying a chip, until the next card turns up.</source>
        <translation>Aussetzen: In deinem Zug gespielt, setzt du bei der Karte in der Mitte aus, ohne einen Chip zu zahlen, bis die nächste aufgedeckt wird.</translation>
    </message>
    <message>
        <source>Give a card: it acts at once, you give one card of your display to your left neighbour. Choose one that hurts you and does not help them.</source>
        <translation>Abgeben: wirkt sofort, du gibst eine Karte deiner Auslage an deinen linken Nachbarn. Wähl eine, die dir schadet und ihm nicht hilft.</translation>
    </message>
    <message>
        <source>Remove a card: it acts at once, you remove one card of your display from the game, usually the most costly one.</source>
        <translation>Abwerfen: wirkt sofort, du wirfst eine Karte deiner Auslage aus dem Spiel ab, meist die teuerste.</translation>
    </message>
    <message>
        <source>Double chips: whoever holds it at the end counts their chips twice.</source>
        <translation>Doppelte Chips: Wer sie am Ende hat, zählt seine Chips doppelt.</translation>
    </message>
    <message>
        <source>Minus chips: kept to the end, it turns your chips into minus points.</source>
        <translation>Minus-Chips: Bis zum Ende behalten, macht sie deine Chips zu Minuspunkten.</translation>
    </message>
    <message>
        <source>Half chips: kept to the end, it makes your chips count only half.</source>
        <translation>Halbe Chips: Bis zum Ende behalten, zählen deine Chips nur halb.</translation>
    </message>
    <message>
        <source>The 40: a number card that never joins a run, so it always counts in full.</source>
        <translation>Die 40: eine Zahlenkarte, die nie zu einer Reihe gehört, sie zählt also immer voll.</translation>
    </message>
    <message>
        <source>−1 per card: at the end, one point less for every card in your display.</source>
        <translation>−1 pro Karte: Am Ende einen Punkt weniger für jede Karte in deiner Auslage.</translation>
    </message>
    <message>
        <source>Look: played on your turn, you see the cards set aside at the start, so you know which numbers never come.</source>
        <translation>Spicken: In deinem Zug gespielt, siehst du die aussortierten Karten und weißt, welche Zahlen nie kommen.</translation>
    </message>
    <message>
        <source>Pink X: it acts at once, whoever takes it also gets the first card with a pink X from the deck.</source>
        <translation>Pinkes X: wirkt sofort, wer es nimmt, bekommt auch die erste Karte mit pinkem X aus dem Stapel.</translation>
    </message>
    <message>
        <source>Highest counts double: at the end your highest number card, or the run it belongs to, counts double.</source>
        <translation>Höchste zählt doppelt: Am Ende zählt deine höchste Zahlenkarte, oder die Reihe, zu der sie gehört, doppelt.</translation>
    </message>
    <message>
        <source>The goal: the highest score when the last card is gone. Every card you take counts its number as minus points (of numbers in a row only the lowest), every chip you hold is a plus point. A card lies in the middle: take it, or say “No thanks!” and pass it on.</source>
        <translation>Das Ziel: die höchste Punktzahl, wenn die letzte Karte weg ist. Jede genommene Karte zählt ihre Zahl als Minuspunkte (von Zahlen in einer Reihe nur die niedrigste), jeder Chip ist ein Pluspunkt. In der Mitte liegt eine Karte: Nimm sie, oder sag „Nein danke!“ und gib sie weiter.</translation>
    </message>
    <message>
        <source>A player without chips must take the card: saying “No thanks!” costs a chip. Keep a few chips in hand.</source>
        <translation>Wer keine Chips hat, muss die Karte nehmen: „Nein danke!“ kostet einen Chip. Behalte ein paar Chips.</translation>
    </message>
    <message>
        <source>As in the basics: take the card in the middle or say “No thanks!”; cards are minus points, chips plus points, the highest score wins. New: the special cards, each explained as it turns up.</source>
        <translation>Wie in den Grundregeln: Nimm die Karte in der Mitte oder sag „Nein danke!“; Karten sind Minuspunkte, Chips Pluspunkte, die höchste Punktzahl gewinnt. Neu: die Sonderkarten, jede erklärt, sobald sie aufgedeckt wird.</translation>
    </message>
    <message>
        <source>As before: “No thanks!” costs a chip, which stays on the card.</source>
        <translation>Wie gehabt: „Nein danke!“ kostet einen Chip, der auf der Karte bleibt.</translation>
    </message>
    <message>
        <source>As before: whoever takes the card takes the chips on it.</source>
        <translation>Wie gehabt: Wer die Karte nimmt, bekommt die Chips darauf.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>The file is not a saved game: it is damaged or cut short at line %1, column %2.</source>
        <translation>Die Datei ist kein gespeichertes Spiel: Sie ist in Zeile %1, Spalte %2 beschädigt oder abgeschnitten.</translation>
    </message>
    <message>
        <source>The file is too large for a saved game (more than %1 MiB).</source>
        <translation>Die Datei ist zu groß für ein gespeichertes Spiel (mehr als %1 MiB).</translation>
    </message>
    <message>
        <source>The file nests its data deeper (more than %1 levels) than any saved game does.</source>
        <translation>Die Datei verschachtelt ihre Daten tiefer (mehr als %1 Ebenen), als es ein gespeichertes Spiel je tut.</translation>
    </message>
    <message>
        <source>The file is not a saved game: it holds a JSON %1 instead of an object.</source>
        <translation>Die Datei ist kein gespeichertes Spiel: Sie enthält einen JSON-Wert vom Typ %1 statt eines Objekts.</translation>
    </message>
    <message>
        <source>The file is not a NoBox saved game (its format is “%1”).</source>
        <translation>Die Datei ist kein gespeichertes NoBox-Spiel (ihr Format ist „%1“).</translation>
    </message>
    <message>
        <source>The saved game lacks its “%1” field.</source>
        <translation>Im gespeicherten Spiel fehlt das Feld „%1“.</translation>
    </message>
    <message>
        <source>The saved game&apos;s “%1” field holds something it cannot hold.</source>
        <translation>Das Feld „%1“ des gespeicherten Spiels enthält etwas, das dort nicht stehen kann.</translation>
    </message>
    <message>
        <source>The saved game is of a game this version of NoBox does not know: “%1”.</source>
        <translation>Das gespeicherte Spiel gehört zu einem Spiel, das diese NoBox-Version nicht kennt: „%1“.</translation>
    </message>
    <message>
        <source>The saved game was written by a newer version of NoBox (rules version %1; this one knows up to %2). Update NoBox to open it.</source>
        <translation>Das gespeicherte Spiel stammt von einer neueren NoBox-Version (Regelversion %1; diese Version kennt sie bis %2). Aktualisiere NoBox, um es zu öffnen.</translation>
    </message>
    <message>
        <source>The saved game&apos;s starting player (%1) is not at the table.</source>
        <translation>Der Startspieler des gespeicherten Spiels (%1) sitzt nicht am Tisch.</translation>
    </message>
    <message>
        <source>The saved game uses an option this version does not know: “%1”.</source>
        <translation>Das gespeicherte Spiel verwendet eine Option, die diese Version nicht kennt: „%1“.</translation>
    </message>
    <message>
        <source>The saved game has an impossible option value: “%1”.</source>
        <translation>Das gespeicherte Spiel hat einen unmöglichen Optionswert: „%1“.</translation>
    </message>
    <message>
        <source>The game was already over.</source>
        <translation>Das Spiel war schon vorbei.</translation>
    </message>
    <message>
        <source>The saved game cannot be used (%1).</source>
        <translation>Das gespeicherte Spiel kann nicht verwendet werden (%1).</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Die Datei kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Move %1 (“%2”) of the saved game cannot be played: %3</source>
        <translation>Zug %1 („%2“) des gespeicherten Spiels kann nicht gespielt werden: %3</translation>
    </message>
    <message>
        <source>The game is not over yet, so its hidden cards and counters stay hidden.</source>
        <translation>Das Spiel ist noch nicht zu Ende, darum bleibt Verdecktes verdeckt.</translation>
    </message>
    <message numerus="yes">
        <source>The saved game has %n player(s); this game is for %1 to %2.</source>
        <translation>
            <numerusform>Das gespeicherte Spiel hat %n Spieler; dieses Spiel ist für %1 bis %2 Spieler.</numerusform>
            <numerusform>Das gespeicherte Spiel hat %n Spieler; dieses Spiel ist für %1 bis %2 Spieler.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Speed</name>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>So&amp;fort</translation>
    </message>
</context>
<context>
    <name>TableSettings</name>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>Computer %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>NoBox does not speak &quot;%1&quot;: use one of %2.</source>
        <translation>NoBox spricht kein „%1“ – möglich sind %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be played in the app yet.</source>
        <translation>„%1“ kann in der App noch nicht gespielt werden.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs a font this computer does not have (on Debian and Ubuntu: fonts-noto-cjk); staying in the language in use.</source>
        <translation>„%1“ braucht eine Schrift, die auf diesem Computer fehlt (unter Debian und Ubuntu: fonts-noto-cjk); die Sprache bleibt, wie sie ist.</translation>
    </message>
</context>
<context>
    <name>nobox::GameActions</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>Choose the game, the players and the options, and deal</source>
        <translation>Spiel, Spieler und Optionen wählen und austeilen</translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation>Spiel &amp;schließen</translation>
    </message>
    <message>
        <source>Leave this game and go back to the start page</source>
        <translation>Dieses Spiel verlassen und zur Startseite zurückkehren</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Ask the strongest computer player what it would do</source>
        <translation>Den stärksten Computerspieler fragen, was er tun würde</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Rules of %1</source>
        <translation>&amp;Regeln zu %1</translation>
    </message>
    <message>
        <source>&amp;About NoBox</source>
        <translation>&amp;Über NoBox</translation>
    </message>
    <message>
        <source>&amp;Save Game…</source>
        <translation>Spiel s&amp;peichern…</translation>
    </message>
    <message>
        <source>Save this game to a file, to go on with it elsewhere or to show it to someone</source>
        <translation>Dieses Spiel in einer Datei speichern, um es anderswo fortzusetzen oder jemandem zu zeigen</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>Spiel ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a saved game to go on with it or to watch it again</source>
        <translation>Ein gespeichertes Spiel öffnen, um es fortzusetzen oder noch einmal anzusehen</translation>
    </message>
    <message>
        <source>&amp;Undo My Move</source>
        <translation>Meinen Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Take back your last decision (the game then counts as practice)</source>
        <translation>Deine letzte Entscheidung zurücknehmen (das Spiel zählt dann als Übung)</translation>
    </message>
    <message>
        <source>&amp;Replay Game</source>
        <translation>&amp;Wiederholung ansehen</translation>
    </message>
    <message>
        <source>Watch the finished game again, move by move, through any player&apos;s eyes</source>
        <translation>Das beendete Spiel Zug für Zug noch einmal ansehen, aus der Sicht eines beliebigen Spielers</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>St&amp;atistik</translation>
    </message>
    <message>
        <source>How each player has been doing: games, wins, scores, with plots</source>
        <translation>Wie es jedem Spieler bisher ergangen ist: Spiele, Siege, Punkte, mit Diagrammen</translation>
    </message>
    <message>
        <source>S&amp;cores</source>
        <translation>&amp;Ergebnis</translation>
    </message>
    <message>
        <source>The final scores of this game, line by line</source>
        <translation>Die Schlusswertung dieses Spiels, Zeile für Zeile</translation>
    </message>
    <message>
        <source>&amp;Play Again</source>
        <translation>Noch&amp;mal spielen</translation>
    </message>
    <message>
        <source>The same players and settings, a new deal</source>
        <translation>Dieselben Spieler und Einstellungen, neu gemischt</translation>
    </message>
</context>
<context>
    <name>nobox::GameTile</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Start a game of %1</source>
        <translation>Eine Partie %1 beginnen</translation>
    </message>
</context>
<context>
    <name>nobox::GuidePanel</name>
    <message>
        <source>Guide</source>
        <translation>Spielbegleiter</translation>
    </message>
    <message>
        <source>Explanation %1 of %2</source>
        <translation>Erklärung %1 von %2</translation>
    </message>
    <message>
        <source>What the guide says now</source>
        <translation>Was der Spielbegleiter gerade sagt</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>Einen Zug vorschlagen</translation>
    </message>
    <message>
        <source>The guide names a good move and says why.</source>
        <translation>Der Spielbegleiter nennt einen guten Zug und sagt, warum.</translation>
    </message>
    <message>
        <source>Play the suggested move</source>
        <translation>Den vorgeschlagenen Zug spielen</translation>
    </message>
    <message>
        <source>Next explanation</source>
        <translation>Nächste Erklärung</translation>
    </message>
    <message>
        <source>Restart the lesson</source>
        <translation>Die Lektion neu beginnen</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Die Lektion verlassen</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Eine echte Partie spielen</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Vorschlag</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>So spielen</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Play on for me</source>
        <translation>Für mich weiterspielen</translation>
    </message>
    <message>
        <source>Play on to the next explanation</source>
        <translation>Bis zur nächsten Erklärung weiterspielen</translation>
    </message>
    <message>
        <source>Play on to the next explanation: the guide plays your turns for you, each time the move it suggests.</source>
        <translation>Bis zur nächsten Erklärung weiterspielen: Der Spielbegleiter macht deine Züge für dich, jedes Mal den, den er vorschlägt.</translation>
    </message>
    <message>
        <source>Restart lesson</source>
        <translation>Lektion neu beginnen</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Play a real game…</source>
        <translation>Eine echte Partie spielen…</translation>
    </message>
    <message>
        <source>Explanation %1 of %2 · more to read first: Next</source>
        <translation>Erklärung %1 von %2 · erst weiterlesen: Weiter</translation>
    </message>
    <message>
        <source>Explanation %1 of %2 · the game waits until you read on: Next</source>
        <translation>Erklärung %1 von %2 · das Spiel wartet, bis du weiterliest: Weiter</translation>
    </message>
</context>
<context>
    <name>nobox::HandoverBanner</name>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>%1: your turn</source>
        <translation>%1: Du bist dran</translation>
    </message>
</context>
<context>
    <name>nobox::HotseatCover</name>
    <message>
        <source>Pass to %1</source>
        <translation>Weitergeben an %1</translation>
    </message>
    <message>
        <source>I am %1</source>
        <translation>Ich bin %1</translation>
    </message>
    <message>
        <source>Lifts the cover: only when %1 is at the screen</source>
        <translation>Nimmt die Abdeckung weg: nur, wenn %1 am Bildschirm sitzt</translation>
    </message>
    <message>
        <source>When %1 is at the screen, press “I am %1” or Enter.</source>
        <translation>Wenn %1 am Bildschirm sitzt: „Ich bin %1“ drücken oder die Eingabetaste.</translation>
    </message>
    <message>
        <source>Pass to</source>
        <translation>Weitergeben an</translation>
    </message>
</context>
<context>
    <name>nobox::LessonRunner</name>
    <message>
        <source>Suggestion: %1.</source>
        <translation>Vorschlag: %1.</translation>
    </message>
    <message>
        <source>That is not allowed here: %1</source>
        <translation>Das geht hier nicht: %1</translation>
    </message>
    <message>
        <source>The lesson is over: well done! The score sheet shows how the game ended; its Review looks back at your decisions.</source>
        <translation>Die Lektion ist geschafft, gut gemacht! Die Wertung zeigt, wie das Spiel ausging; mit „Analysieren“ schaust du auf deine Entscheidungen zurück.</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>Lektion: %1</translation>
    </message>
    <message>
        <source>Play as you like: the guide speaks up when a rule comes into play. Suggest names a good move.</source>
        <translation>Spiel, wie du magst: Der Spielbegleiter meldet sich, sobald eine Regel ins Spiel kommt. „Vorschlag“ nennt einen guten Zug.</translation>
    </message>
</context>
<context>
    <name>nobox::MainWindow</name>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Suche nach einem guten Zug…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Computer &amp;Speed</source>
        <translation>Computer-&amp;Tempo</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>The menu of the app&apos;s languages; its entries are each language&apos;s own name.</extracomment>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>%1 — NoBox</source>
        <translation>%1 — NoBox</translation>
    </message>
    <message>
        <source>NoBox</source>
        <translation>NoBox</translation>
    </message>
    <message>
        <source>The game cannot start</source>
        <translation>Das Spiel kann nicht beginnen</translation>
    </message>
    <message>
        <source>Game over: %1 wins.</source>
        <translation>Spielende: %1 gewinnt.</translation>
    </message>
    <message>
        <source>Game over: %1 share the victory.</source>
        <translation>Spielende: %1 teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Weitergeben an %1</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>%1 needs a font this computer does not have (on Debian and Ubuntu: the package fonts-noto-cjk). Without it every character would show as an empty box.</source>
        <translation>%1 braucht eine Schrift, die auf diesem Computer fehlt (unter Debian und Ubuntu das Paket fonts-noto-cjk). Ohne sie erscheint jedes Zeichen als leeres Kästchen.</translation>
    </message>
    <message>
        <source>The game cannot be shown</source>
        <translation>Das Spiel kann nicht angezeigt werden</translation>
    </message>
    <message>
        <source>This game of the history does not replay.</source>
        <translation>Dieses Spiel aus dem Verlauf lässt sich nicht noch einmal abspielen.</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>NoBox games (*.nobox.json *.json);;All files (*)</source>
        <translation>NoBox-Spiele (*.nobox.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>The game cannot go on</source>
        <translation>Das Spiel kann nicht weitergehen</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>Das Spiel wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>NoBox cannot write “%1”.</source>
        <translation>NoBox kann „%1“ nicht schreiben.</translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation>Das Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>“%1” cannot be opened. %2</source>
        <translation>„%1“ kann nicht geöffnet werden. %2</translation>
    </message>
    <message>
        <source>%1 with %2 (moves played: %3)</source>
        <translation>%1 mit %2 (gespielte Züge: %3)</translation>
    </message>
    <message>
        <source>The saved game cannot be continued: %1</source>
        <translation>Das gespeicherte Spiel kann nicht fortgesetzt werden: %1</translation>
    </message>
    <message>
        <source>The game cannot be reviewed</source>
        <translation>Die Partie kann nicht analysiert werden</translation>
    </message>
    <message>
        <source>(about %1% chance to win)</source>
        <translation>(Gewinnchance etwa %1 %)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>“%1” exists already. Replace it?</source>
        <translation>„%1“ gibt es schon. Ersetzen?</translation>
    </message>
    <message>
        <source>Game saved as “%1”.</source>
        <translation>Spiel gespeichert als „%1“.</translation>
    </message>
    <message>
        <source>Delete the game</source>
        <translation>Spiel löschen</translation>
    </message>
    <message>
        <source>Delete this unfinished game for good? It cannot be opened again.</source>
        <translation>Dieses nicht beendete Spiel endgültig löschen? Es lässt sich dann nicht mehr öffnen.</translation>
    </message>
    <message>
        <source>The unfinished game was put aside: the start page lists it under “Unfinished games”.</source>
        <translation>Das nicht beendete Spiel wurde beiseitegelegt: Die Startseite führt es unter „Nicht beendete Spiele“.</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>The lesson cannot start</source>
        <translation>Die Lektion kann nicht beginnen</translation>
    </message>
</context>
<context>
    <name>nobox::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>S&amp;pieler:</translation>
    </message>
    <message>
        <source>Seats, in playing order</source>
        <translation>Plätze in Spielreihenfolge</translation>
    </message>
    <message>
        <source>Start player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <source>The rules leave the first player to the table: pick one, or let chance decide.</source>
        <translation>Die Regeln überlassen euch, wer beginnt: Wählt jemanden aus oder lasst den Zufall entscheiden.</translation>
    </message>
    <message>
        <source>&amp;Starts:</source>
        <translation>&amp;Beginnt:</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Allow hints when several people play</source>
        <translation>Tipps erlauben, wenn mehrere Personen spielen</translation>
    </message>
    <message>
        <source>With one person at the table, hints are always there. With several, everybody has to agree: it is off unless you tick it.</source>
        <translation>Spielt nur eine Person, gibt es immer Tipps. Bei mehreren müssen alle einverstanden sein: Ohne Häkchen bleiben Tipps aus.</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Austeilen</translation>
    </message>
    <message>
        <source>Deal and start the game</source>
        <translation>Austeilen und das Spiel beginnen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>(%1 to %2)</source>
        <translation>(%1 bis %2)</translation>
    </message>
    <message>
        <source>Random</source>
        <extracomment>Who starts: chosen by chance.</extracomment>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Allow undo when several people play</source>
        <translation>Zurücknehmen erlauben, wenn mehrere Personen spielen</translation>
    </message>
    <message>
        <source>Against the computer you may always take back your last decision. With several people it is off unless you tick it. A game with undo counts as practice.</source>
        <translation>Gegen den Computer kannst du deine letzte Entscheidung immer zurücknehmen. Bei mehreren Personen bleibt es ohne Häkchen aus. Ein Spiel mit Zurücknehmen zählt als Übung.</translation>
    </message>
</context>
<context>
    <name>nobox::ReplayViewer</name>
    <message>
        <source>Move %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <source>As a spectator (public only)</source>
        <translation>Als Zuschauer (nur Öffentliches)</translation>
    </message>
    <message>
        <source>Through %1&apos;s eyes</source>
        <translation>Aus der Sicht von %1</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>Wiederholung: %1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Zum Anfang</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <source>⏸ Pause</source>
        <translation>⏸ Pause</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Abspielen</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play the moves one by one</source>
        <translation>Die Züge nacheinander abspielen</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Vor ▶</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>Einen Zug vor</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <source>&amp;Close Replay</source>
        <translation>Wiederholung &amp;schließen</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>« Start</source>
        <translation>« Anfang</translation>
    </message>
    <message>
        <source>End »</source>
        <translation>Ende »</translation>
    </message>
    <message>
        <source>Everything open (every hand face up)</source>
        <translation>Alles offen (jede Hand aufgedeckt)</translation>
    </message>
    <message>
        <source>&amp;Review This Game</source>
        <translation>Partie &amp;analysieren</translation>
    </message>
    <message>
        <source>Review every decision of this game with the hard level</source>
        <translation>Jede Entscheidung dieser Partie mit der Stufe „Schwer“ prüfen</translation>
    </message>
    <message>
        <source>Whose view the replay shows</source>
        <translation>Wessen Sicht die Wiederholung zeigt</translation>
    </message>
    <message>
        <source>Everything open, what everybody at the table saw, or one player&apos;s own view</source>
        <translation>Alles offen, was alle am Tisch sahen, oder die Sicht eines Spielers</translation>
    </message>
</context>
<context>
    <name>nobox::ReviewPage</name>
    <message>
        <source>The review could not be made (%1).</source>
        <translation>Die Analyse war nicht möglich (%1).</translation>
    </message>
    <message>
        <source>Looking at decision %1 of %2…</source>
        <translation>Entscheidung %1 von %2 wird geprüft …</translation>
    </message>
    <message>
        <source>Replaying the game…</source>
        <translation>Die Partie wird nachgespielt …</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, as the hard level estimated it from what they knew</source>
        <translation>Gewinnchance jedes Spielers, geschätzt von der Stufe „Schwer“ aus dem, was er wusste</translation>
    </message>
    <message>
        <source>Clearly costly</source>
        <translation>Deutlich teuer</translation>
    </message>
    <message>
        <source>Chance to win (%)</source>
        <translation>Gewinnchance (%)</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s), %1 clearly costly</source>
        <translation>
            <numerusform>%n Entscheidung, %1 deutlich teuer</numerusform>
            <numerusform>%n Entscheidungen, %1 deutlich teuer</numerusform>
        </translation>
    </message>
    <message>
        <source>Open this position in the replay, as %1 saw it</source>
        <translation>Diese Stellung in der Wiederholung öffnen, so wie %1 sie sah</translation>
    </message>
    <message>
        <source>Review of this game of %1</source>
        <translation>Analyse dieser Partie %1</translation>
    </message>
    <message>
        <source>Review of this game</source>
        <translation>Analyse dieser Partie</translation>
    </message>
    <message>
        <source>Every decision seen again by the hard level, from what its player knew at that moment. A decision is marked clearly costly when the move played is estimated at least %1 points of the chance to win below the hard level&apos;s own choice. Open a decision to see its position in the replay.</source>
        <translation>Jede Entscheidung, noch einmal geprüft von der Stufe „Schwer“, mit genau dem Wissen, das ihr Spieler in dem Moment hatte. Als deutlich teuer markiert ist eine Entscheidung, wenn die Gewinnchance nach dem gespielten Zug um mindestens %1 Prozentpunkte niedriger geschätzt wird als nach der eigenen Wahl der Stufe „Schwer“. Öffne eine Entscheidung, um ihre Stellung in der Wiederholung zu sehen.</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>Back from the review</source>
        <translation>Zurück aus der Analyse</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>Cancel the review</source>
        <translation>Analyse abbrechen</translation>
    </message>
    <message>
        <source>&amp;Decisions of:</source>
        <translation>&amp;Entscheidungen von:</translation>
    </message>
    <message>
        <source>Whose decisions to list</source>
        <translation>Wessen Entscheidungen gezeigt werden</translation>
    </message>
    <message>
        <source>Decisions, the clearly costly ones first</source>
        <translation>Entscheidungen, die deutlich teuren zuerst</translation>
    </message>
    <message>
        <source>Chance to win by move</source>
        <translation>Gewinnchance nach Zügen</translation>
    </message>
    <message>
        <source>%1: about %2% to win, the hard level&apos;s choice as well</source>
        <translation>%1: etwa %2 % Gewinnchance, auch die Wahl der Stufe „Schwer“</translation>
    </message>
    <message>
        <source>%1: about %2% to win; %3: about %4%</source>
        <translation>%1: etwa %2 % Gewinnchance; %3: etwa %4 %</translation>
    </message>
    <message>
        <source>Move %1 — %2</source>
        <translation>Zug %1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) less</source>
        <translation>
            <numerusform>%n Prozentpunkt weniger</numerusform>
            <numerusform>%n Prozentpunkte weniger</numerusform>
        </translation>
    </message>
    <message>
        <source>Clearly costly: %1, %2</source>
        <translation>Deutlich teuer: %1, %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>costly decision</comment>
        <extracomment>A clearly costly decision&apos;s line and what it cost (&quot;Move 12 — ...: about 18%&quot; and &quot;13 points less&quot;).</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>No single rule of the game says it: played out from what you knew, on the same deals, the hard level&apos;s choice won more often.</source>
        <translation>Keine einzelne Spielregel sagt es: Von dem aus, was du wusstest, auf denselben Verteilungen zu Ende gespielt, gewann der Zug der Stufe „Schwer“ öfter.</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Warum: %1</translation>
    </message>
    <message>
        <source>A gap in a line: a decision the hard level could not estimate</source>
        <translation>Lücke in einer Linie: eine Entscheidung, die die Stufe „Schwer“ nicht schätzen konnte</translation>
    </message>
    <message>
        <source>%1: not estimated</source>
        <translation>%1: nicht geschätzt</translation>
    </message>
    <message>
        <source>Move (a point: one of that player&apos;s decisions; the line joins them)</source>
        <translation>Zug (ein Punkt: eine Entscheidung dieses Spielers; die Linie verbindet sie)</translation>
    </message>
</context>
<context>
    <name>nobox::RulesDialog</name>
    <message>
        <source>Close the rules</source>
        <translation>Regeln schließen</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Regeln zu %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;The rules of %1 are missing from this build of NoBox.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Regeln von %1 fehlen in dieser NoBox-Version.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>nobox::ScoreSheet</name>
    <message>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <source>%1th</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list of names</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list of names</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Final Scores</source>
        <translation>Endwertung</translation>
    </message>
    <message>
        <source>&amp;Play Again</source>
        <translation>Noch&amp;mal spielen</translation>
    </message>
    <message>
        <source>Play again with the same players</source>
        <translation>Noch einmal mit denselben Spielern spielen</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Look at the Table</source>
        <translation>&amp;Tisch ansehen</translation>
    </message>
    <message>
        <source>Close the scores and look at the table</source>
        <translation>Wertung schließen und den Tisch ansehen</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>%1 share the victory!</source>
        <translation>%1 teilen sich den Sieg!</translation>
    </message>
    <message>
        <source>Place</source>
        <extracomment>Column head on the score sheet: the rank (1st, 2nd, ...), not a location.</extracomment>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Scoring of %1</source>
        <translation>Wertung von %1</translation>
    </message>
    <message>
        <source>&amp;Review This Game</source>
        <translation>Partie &amp;analysieren</translation>
    </message>
    <message>
        <source>Review every decision of this game with the hard level</source>
        <translation>Jede Entscheidung dieser Partie mit der Stufe „Schwer“ prüfen</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 place, %3 point(s)</source>
        <translation>
            <numerusform>%1, %2 Platz, %3 Punkt</numerusform>
            <numerusform>%1, %2 Platz, %3 Punkte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nobox::SeatEditor</name>
    <message>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <source>Person</source>
        <extracomment>Who plays this seat: a person at the table (as opposed to the computer).</extracomment>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Player %1 is a person or a computer</source>
        <translation>Spieler %1: Mensch oder Computer</translation>
    </message>
    <message>
        <source>Level of computer player %1</source>
        <translation>Stufe von Computerspieler %1</translation>
    </message>
    <message>
        <source>Easy makes mistakes, Normal plays sensibly, Hard thinks ahead.</source>
        <translation>Leicht macht Fehler, Normal spielt vernünftig, Schwer denkt voraus.</translation>
    </message>
</context>
<context>
    <name>nobox::SidePanel</name>
    <message>
        <source>Moves &amp;so far</source>
        <translation>&amp;Bisherige Züge</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Zugprotokoll</translation>
    </message>
    <message>
        <source>Thinking progress</source>
        <translation>Denkfortschritt</translation>
    </message>
</context>
<context>
    <name>nobox::StartPage</name>
    <message>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 Spieler</translation>
    </message>
    <message>
        <source>NoBox</source>
        <translation>NoBox</translation>
    </message>
    <message>
        <source>Card and counter games for the family: at one screen together, or against the computer.</source>
        <translation>Spiele mit Karten und Steinen für die Familie: gemeinsam an einem Bildschirm oder gegen den Computer.</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Continue the saved game</source>
        <translation>Das gespeicherte Spiel fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit NoBox</source>
        <translation>NoBox beenden</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Statistik</translation>
    </message>
    <message>
        <source>Statistics of past games</source>
        <translation>Statistik der bisherigen Spiele</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Neues Spiel %1</translation>
    </message>
    <message>
        <source>Learn to play ✓</source>
        <translation>Spielen lernen ✓</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Learn to play %1 (lessons done)</source>
        <translation>%1 spielen lernen (Lektionen geschafft)</translation>
    </message>
    <message>
        <source>Learn to play %1</source>
        <translation>%1 spielen lernen</translation>
    </message>
    <message>
        <source>A first game with a guide who explains each rule when it comes up.</source>
        <translation>Eine erste Partie mit einem Spielbegleiter, der jede Regel erklärt, sobald sie wichtig wird.</translation>
    </message>
    <message>
        <source>%1 ✓</source>
        <translation>%1 ✓</translation>
    </message>
</context>
<context>
    <name>nobox::StatisticsPage</name>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>Score per game</source>
        <translation>Punkte pro Spiel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>(practice)</source>
        <translation>(Übung)</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>%1. Platz</translation>
    </message>
    <message>
        <source>Score move by move</source>
        <translation>Punkte Zug für Zug</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Clear the history</source>
        <translation>Verlauf löschen</translation>
    </message>
    <message>
        <source>Forget every finished game of every game and player? This cannot be undone.</source>
        <translation>Alle beendeten Partien aller Spiele und Spieler vergessen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>S&amp;pieler:</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Punkteschnitt</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Bestes Ergebnis</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Gegen</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>C&amp;lear History…</source>
        <translation>Verlauf &amp;löschen…</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>Back to the start page</source>
        <translation>Zurück zur Startseite</translation>
    </message>
    <message>
        <source>&amp;Review Game</source>
        <translation>Partie a&amp;nalysieren</translation>
    </message>
    <message>
        <source>Review every decision of the game selected in the list</source>
        <translation>Jede Entscheidung der in der Liste gewählten Partie prüfen</translation>
    </message>
    <message>
        <source>this player</source>
        <translation>dieser Spieler</translation>
    </message>
    <message>
        <source>Games against computer players show here, by level: %1 has played none yet (games among people only do not count here).</source>
        <translation>Hier stehen die Spiele gegen Computerspieler, nach Stufe: %1 hat noch keins gespielt (Spiele nur unter Menschen zählen hier nicht).</translation>
    </message>
    <message>
        <source>Score of %1</source>
        <translation>Punkte von %1</translation>
    </message>
    <message>
        <source>Games %1 won</source>
        <translation>Von %1 gewonnene Spiele</translation>
    </message>
    <message>
        <source>Each finished game of %1 adds a point here, from the first one on (games with undo count as practice and are left out).</source>
        <translation>Jedes beendete Spiel von %1 setzt hier einen Punkt, vom ersten an (Spiele mit Zurücknehmen zählen als Übung und fehlen hier).</translation>
    </message>
    <message>
        <source>Every game %1 finishes shows here, newest first; a double click replays it.</source>
        <translation>Jedes Spiel, das %1 beendet, steht hier, das neueste oben; ein Doppelklick spielt es noch einmal ab.</translation>
    </message>
    <message>
        <source>Choose a finished game in the list: its scores show here move by move.</source>
        <translation>Wähle ein beendetes Spiel in der Liste: Hier erscheinen seine Punkte Zug für Zug.</translation>
    </message>
</context>
<context>
    <name>nobox::UnfinishedGames</name>
    <message>
        <source>&amp;Unfinished games</source>
        <translation>&amp;Nicht beendete Spiele</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Nicht beendete Spiele</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Go on with the chosen game</source>
        <translation>Das gewählte Spiel fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Delete the chosen game for good</source>
        <translation>Das gewählte Spiel endgültig löschen</translation>
    </message>
</context>
<context>
    <name>nobox::kit::GameBoard</name>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Please wait: %1 is thinking.</source>
        <translation>Bitte warten: %1 denkt nach.</translation>
    </message>
    <message>
        <source>Please wait: it is %1&apos;s turn.</source>
        <translation>Bitte warten: %1 ist am Zug.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>Hint: %1 (about %2% chance to win)</source>
        <translation>Tipp: %1 (etwa %2 % Gewinnchance)</translation>
    </message>
    <message>
        <source>The rules for this moment (F1 opens them all)</source>
        <translation>Die Regeln zu diesem Moment (F1 öffnet alle)</translation>
    </message>
    <message>
        <source>Rules for this moment</source>
        <translation>Regeln zu diesem Moment</translation>
    </message>
</context>
</TS>
