<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>About</name>
    <message>
        <source>Card and counter games for the family.</source>
        <translation>家族で楽しむカードゲームとカウンターゲーム。</translation>
    </message>
    <message>
        <source>An unofficial fan implementation. The games belong to their authors and publishers:</source>
        <translation>非公式のファン制作版です。ゲームの権利は作者と出版社にあります：</translation>
    </message>
    <message>
        <source>The rules in this program are told in our own words.</source>
        <translation>このプログラムのルール説明は、私たち自身の言葉で書いたものです。</translation>
    </message>
    <message>
        <source>Licence: GNU General Public License, version 3 or later (%1).</source>
        <translation>ライセンス：GNU General Public License バージョン3以降（%1）。</translation>
    </message>
    <message>
        <source>About NoBox</source>
        <translation>NoBoxについて</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>Between names in a list but the last two (&quot;A, B and C&quot;): the designers in About, the games in --help.</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>Joins the last of several names to the others (&quot;Steffen and Florian Benndorf&quot;, &quot;No Return and No Idea&quot;).</extracomment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <extracomment>A game&apos;s credit in About: %1 the game&apos;s name (bold), %2 its designers.</extracomment>
        <translation>%1（作：%2）</translation>
    </message>
    <message>
        <source>%1 by %2, published by %3</source>
        <extracomment>A game&apos;s credit in About: %1 the game&apos;s name (bold), %2 its designers, %3 its publisher.</extracomment>
        <translation>%1（作：%2、発売：%3）</translation>
    </message>
</context>
<context>
    <name>BoardKit</name>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>The language of the app: en, de or ja (the Language menu switches it too).</source>
        <translation>アプリの言語：en、de、ja のいずれか（「言語」メニューでも切り替えられます）。</translation>
    </message>
    <message>
        <source>code</source>
        <translation>コード</translation>
    </message>
    <message>
        <source>How fast computer players move: slow, normal, fast or instant.</source>
        <translation>コンピューターの手の速さ：slow、normal、fast、instant のいずれか。</translation>
    </message>
    <message>
        <source>speed</source>
        <translation>速さ</translation>
    </message>
    <message>
        <source>Deal a game at once, with the players last chosen for it (%1).</source>
        <translation>前回選んだプレイヤーで、すぐにゲームを始めます（%1）。</translation>
    </message>
    <message>
        <source>game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Measure the start: quit after the first frame.</source>
        <translation>起動を計測：最初のフレームを表示したら終了します。</translation>
    </message>
    <message>
        <source>Measure memory: play a computer-only game, e.g. no-thanks:hard,normal,normal.</source>
        <translation>メモリを計測：コンピューターだけでゲームを行います（例：no-thanks:hard,normal,normal）。</translation>
    </message>
    <message>
        <source>spec</source>
        <translation>指定</translation>
    </message>
    <message>
        <source>Unknown speed &quot;%1&quot;: use slow, normal, fast or instant.</source>
        <translation>不明な速さ「%1」：slow、normal、fast、instant のいずれかを指定してください。</translation>
    </message>
    <message>
        <source>Unknown game &quot;%1&quot;: use one of %2.</source>
        <translation>不明なゲーム「%1」：%2 のいずれかを指定してください。</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot; (see --help).</source>
        <translation>予期しない引数「%1」（--help を参照してください）。</translation>
    </message>
    <message>
        <source>--bench-game wants &lt;game&gt;:&lt;level&gt;,&lt;level&gt;...[:&lt;option&gt;=&lt;value&gt;,...], e.g. no-thanks:hard,normal,normal:expansion=true.</source>
        <translation>--bench-game の形式は &lt;ゲーム&gt;:&lt;レベル&gt;,&lt;レベル&gt;...[:&lt;オプション&gt;=&lt;値&gt;,...] です（例：no-thanks:hard,normal,normal:expansion=true）。</translation>
    </message>
    <message>
        <source>Go on with the unfinished game at once.</source>
        <translation>途中のゲームをすぐに再開します。</translation>
    </message>
    <message>
        <source>Print a line whenever the unfinished game is saved.</source>
        <translation>途中のゲームを保存するたびに1行出力します。</translation>
    </message>
    <message>
        <source>Use either --continue or --play, not both.</source>
        <translation>--continue と --play のどちらか一方だけを指定してください。</translation>
    </message>
    <message>
        <source>NoBox: %1, at one screen with the family or against the computer.</source>
        <extracomment>nobox --help: %1 the games (&quot;No Thanks!, No Return and No Idea&quot;).</extracomment>
        <translation>NoBox：%1を、家族と1台の画面で交代しながら、またはコンピューターと遊べます。</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>The SQLite driver of Qt is missing.</source>
        <translation>QtのSQLiteドライバーがありません。</translation>
    </message>
    <message>
        <source>The history cannot be opened (%1). Games can be played; they are not kept.</source>
        <translation>履歴を開けません（%1）。ゲームは遊べますが、記録は残りません。</translation>
    </message>
    <message>
        <source>The history was written by a newer version of NoBox (schema %1). It is left as it is; this version keeps no games in it.</source>
        <translation>履歴は新しいバージョンのNoBoxで作られています（スキーマ%1）。履歴はそのままにして、このバージョンではゲームを記録しません。</translation>
    </message>
    <message>
        <source>The history file is damaged (%1). It is left as it is for you to look at: %2</source>
        <translation>履歴ファイルが壊れています（%1）。確認できるよう、そのまま残してあります：%2</translation>
    </message>
    <message>
        <source>The history is in use by another program (%1). Try again when it is closed.</source>
        <translation>履歴はほかのプログラムが使用中です（%1）。そのプログラムを閉じてから、もう一度お試しください。</translation>
    </message>
</context>
<context>
    <name>NoIdea</name>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>灰</translation>
    </message>
    <message>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <source>the blue %1</source>
        <translation>青の%1</translation>
    </message>
    <message>
        <source>blue %1</source>
        <translation>青の%1</translation>
    </message>
    <message>
        <source>the grey %1</source>
        <translation>灰の%1</translation>
    </message>
    <message>
        <source>grey %1</source>
        <translation>灰の%1</translation>
    </message>
    <message>
        <source>the green %1</source>
        <translation>緑の%1</translation>
    </message>
    <message>
        <source>green %1</source>
        <translation>緑の%1</translation>
    </message>
    <message>
        <source>the yellow %1</source>
        <translation>黄の%1</translation>
    </message>
    <message>
        <source>yellow %1</source>
        <translation>黄の%1</translation>
    </message>
    <message>
        <source>the red %1</source>
        <translation>赤の%1</translation>
    </message>
    <message>
        <source>red %1</source>
        <translation>赤の%1</translation>
    </message>
    <message>
        <source>the purple %1</source>
        <translation>紫の%1</translation>
    </message>
    <message>
        <source>purple %1</source>
        <translation>紫の%1</translation>
    </message>
    <message>
        <source>%1 with “+”</source>
        <extracomment>A card with the &quot;+&quot; function: &quot;the red 5 with “+”&quot;.</extracomment>
        <translation>「+」付きの%1</translation>
    </message>
    <message>
        <source>%1 that removes the other piles</source>
        <translation>他の捨て札の山を除く%1</translation>
    </message>
    <message>
        <source>%1 that refills to 3</source>
        <translation>3枚まで補充する%1</translation>
    </message>
    <message numerus="yes">
        <source>consolation prize (%n star(s))</source>
        <translation>
            <numerusform>残念賞(星%n個)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a consolation prize of %n star(s)</source>
        <translation>
            <numerusform>星%n個の残念賞</numerusform>
        </translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Place %1: empty</source>
        <translation>場所%1:空き</translation>
    </message>
    <message>
        <source>Place %1: face down, known: %2</source>
        <translation>場所%1:伏せ札、分かっているカード:%2</translation>
    </message>
    <message>
        <source>Place %1: face down</source>
        <translation>場所%1:伏せ札</translation>
    </message>
    <message>
        <source>whose turn it is</source>
        <translation>手番</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the layout</source>
        <translation>
            <numerusform>配置に%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>place %1 known: %2</source>
        <translation>場所%1は%2と分かっている</translation>
    </message>
    <message numerus="yes">
        <source>%n consolation prize(s)</source>
        <translation>
            <numerusform>残念賞%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n star(s)</source>
        <translation>
            <numerusform>星%n個</numerusform>
        </translation>
    </message>
    <message>
        <source>one trophy</source>
        <translation>トロフィー1枚</translation>
    </message>
    <message>
        <source>%1 trophies</source>
        <translation>トロフィー%1枚</translation>
    </message>
    <message>
        <source>trophy stars: %1</source>
        <translation>トロフィーの星:%1</translation>
    </message>
    <message>
        <source>Place %1: %2</source>
        <translation>場所%1:%2</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1(キー %2)</translation>
    </message>
    <message numerus="yes">
        <source>Pile %1: %2 on top, %n card(s)</source>
        <translation>
            <numerusform>捨て札の山%1:一番上は%2、%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source> (fits)</source>
        <translation>(置ける)</translation>
    </message>
    <message>
        <source>Nothing fits anymore!</source>
        <translation>もう何も置けない!</translation>
    </message>
    <message>
        <source>Show my trophies (hold)</source>
        <translation>自分のトロフィーを見る(押し続ける)</translation>
    </message>
    <message>
        <source>Show my trophies</source>
        <translation>自分のトロフィーを見る</translation>
    </message>
    <message>
        <source>Hold to see the stars of your own trophies; the others see only how many you have.</source>
        <translation>押している間、自分のトロフィーの星が見えます。ほかの人には枚数しか見えません。</translation>
    </message>
    <message>
        <source>Waiting for its pile: %1</source>
        <translation>置く捨て札の山を待っています:%1</translation>
    </message>
    <message>
        <source>Drag it onto a lit pile, click a lit pile or press the pile&apos;s number; or move among the lit piles with the arrow keys or Tab and press Enter.</source>
        <translation>光っている捨て札の山へドラッグするか、その山をクリックするか、山の番号キーを押してください。矢印キーかTabで光っている捨て札の山を選び、Enterでも置けます。</translation>
    </message>
    <message>
        <source>No Idea table</source>
        <translation>ノーアイデアのテーブル</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>No Idea</source>
        <translation>ノーアイデア</translation>
    </message>
    <message>
        <source>Game over: the last trophy is gone.</source>
        <translation>ゲーム終了:最後のトロフィーが取られました。</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1が考え中…</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1の番</translation>
    </message>
    <message>
        <source>%1 declared “Nothing fits anymore!”: the cards turn up one by one</source>
        <translation>%1が「もう何も置けない!」と宣言しました:カードを1枚ずつめくります</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 fits %n piles: choose one (click, drag or its number)</source>
        <translation>
            <numerusform>%1、%2は%nつの捨て札の山に置けます:どれかを選んでください(クリック、ドラッグ、番号キー)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, reveal a card (click it or press 1–6), or declare “Nothing fits anymore!”</source>
        <translation>%1、カードをめくる(クリックかキー1〜6)か、「もう何も置けない!」と宣言してください</translation>
    </message>
    <message>
        <source>%1, reveal one of your cards: click it or press its number</source>
        <translation>%1、自分のカードを1枚めくってください:クリックか番号キー</translation>
    </message>
    <message>
        <source>Draw pile: %1</source>
        <translation>山札:%1</translation>
    </message>
    <message>
        <source>Trophies: %1</source>
        <translation>トロフィー:%1</translation>
    </message>
    <message>
        <source>Set aside: %1</source>
        <translation>除かれたカード:%1</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>「%1」</translation>
    </message>
    <message>
        <source>Get rid of the face-down cards in front of you, without knowing what they are.</source>
        <translation>目の前の伏せたカードを、何か分からないまま出し切ろう。</translation>
    </message>
    <message>
        <source>Memory aid</source>
        <translation>記憶補助</translation>
    </message>
    <message>
        <source>Known face-down cards show a small mark of what they are (normally you must remember them).</source>
        <translation>分かっている伏せカードに、何のカードかを示す小さな印が付きます(通常は覚えておく必要があります)。</translation>
    </message>
    <message>
        <source>“%1” is not a No Idea move.</source>
        <translation>「%1」はノーアイデアの手ではありません。</translation>
    </message>
    <message>
        <source>That is not a No Idea move.</source>
        <translation>それはノーアイデアの手ではありません。</translation>
    </message>
    <message>
        <source>First choose the pile for %1.</source>
        <translation>まず%1を置く捨て札の山を選んでください。</translation>
    </message>
    <message>
        <source>There is no card at place %1.</source>
        <translation>場所%1にはカードがありません。</translation>
    </message>
    <message>
        <source>No card is waiting for a pile now: reveal one of your cards.</source>
        <translation>今は捨て札の山を待っているカードはありません。自分のカードをめくってください。</translation>
    </message>
    <message>
        <source>There is no pile %1.</source>
        <translation>捨て札の山%1はありません。</translation>
    </message>
    <message>
        <source>%1 does not fit pile %2: choose a lit pile.</source>
        <translation>%1は捨て札の山%2に合いません。光っている捨て札の山を選んでください。</translation>
    </message>
    <message>
        <source>A No Idea setup must be a JSON object, not %1.</source>
        <translation>ノーアイデアの初期配置は JSON オブジェクトでなければなりません(%1 ではなく)。</translation>
    </message>
    <message>
        <source>The setup has a field “%1” that No Idea does not know.</source>
        <translation>初期配置にノーアイデアが知らない項目「%1」があります。</translation>
    </message>
    <message>
        <source>The setup&apos;s “%1” must be a list.</source>
        <translation>初期配置の「%1」はリストでなければなりません。</translation>
    </message>
    <message>
        <source>The setup names a card that does not exist: %1.</source>
        <translation>初期配置に存在しないカードがあります:%1。</translation>
    </message>
    <message>
        <source>The box holds no such card as %1 (%2).</source>
        <translation>%1というカードは箱に入っていません(%2)。</translation>
    </message>
    <message>
        <source>The setup has more copies of %1 than the box holds (%2).</source>
        <translation>初期配置の%1の枚数が、箱に入っている枚数より多いです(%2)。</translation>
    </message>
    <message>
        <source>The setup leaves out %1: every card of the box must be listed.</source>
        <translation>初期配置に%1がありません。箱のカードはすべて必要です。</translation>
    </message>
    <message>
        <source>The setup lists %1 trophies; there must be %2.</source>
        <translation>初期配置のトロフィーは%1枚ですが、%2枚必要です。</translation>
    </message>
    <message>
        <source>A trophy of the setup is not 3, 4 or 5 stars (%1).</source>
        <translation>初期配置のトロフィーが星3・4・5個のどれでもありません(%1)。</translation>
    </message>
    <message>
        <source>The setup has more trophies of %1 stars than the box holds (%2).</source>
        <translation>初期配置の星%1個のトロフィーが、箱に入っている枚数より多いです(%2)。</translation>
    </message>
    <message>
        <source>The game is over: no more moves.</source>
        <translation>ゲームは終了しました。もう手はありません。</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>お待ちください。あなたの番ではありません。</translation>
    </message>
    <message>
        <source>This is not possible now (%1).</source>
        <translation>今はできません(%1)。</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1の番です。</translation>
    </message>
    <message>
        <source>“+”: %1 turns up %2 from the draw pile.</source>
        <translation>「+」:%1が山札から%2をめくります。</translation>
    </message>
    <message>
        <source>Opening card: %1 turns up %2.</source>
        <translation>開始カード:%1が%2をめくります。</translation>
    </message>
    <message>
        <source>%1 reveals %2 at place %3.</source>
        <translation>%1が場所%3の%2をめくります。</translation>
    </message>
    <message>
        <source>%1 fits no pile and starts pile %2.</source>
        <translation>%1はどの捨て札の山にも合わず、新しい捨て札の山%2になります。</translation>
    </message>
    <message>
        <source>%1 goes onto pile %2.</source>
        <translation>%1を捨て札の山%2に置きます。</translation>
    </message>
    <message>
        <source>%1 fits no pile: it goes back face down at place %2, and the turn ends.</source>
        <translation>%1はどの捨て札の山にも合いません。場所%2に伏せて戻し、手番は終わります。</translation>
    </message>
    <message numerus="yes">
        <source>%1 gets a consolation prize of %n star(s); the turn ends.</source>
        <translation>
            <numerusform>%1は星%n個の残念賞をもらい、手番は終わります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Refill to 3: %1 draws %n card(s).</source>
        <translation>
            <numerusform>3枚まで補充:%1が%n枚引きます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The draw pile is empty: the piles&apos; lower %n card(s) are shuffled into a new one.</source>
        <translation>
            <numerusform>山札がなくなりました。捨て札の山の下の%n枚を混ぜて新しい山札にします。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The draw pile is empty: the %n set-aside card(s) are shuffled into a new one.</source>
        <translation>
            <numerusform>山札がなくなりました。除かれた%n枚を混ぜて新しい山札にします。</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no card left to draw.</source>
        <translation>引くカードがもうありません。</translation>
    </message>
    <message>
        <source>%1 has no card to reveal: the turn ends.</source>
        <translation>%1にはめくるカードがありません。手番は終わります。</translation>
    </message>
    <message>
        <source>%1 declares “Nothing fits anymore!”</source>
        <translation>%1が「もう何も置けない!」と宣言します。</translation>
    </message>
    <message>
        <source>Right: none of %1&apos;s cards fits.</source>
        <translation>正解:%1のカードはどれも合いません。</translation>
    </message>
    <message>
        <source>Wrong: a consolation prize turned up. No trophy.</source>
        <translation>失敗:残念賞が出ました。トロフィーはもらえません。</translation>
    </message>
    <message>
        <source>Wrong: %1 fits. No trophy.</source>
        <translation>失敗:%1が合います。トロフィーはもらえません。</translation>
    </message>
    <message>
        <source>%1 takes a trophy.</source>
        <translation>%1がトロフィーを獲得します。</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n new card(s).</source>
        <translation>
            <numerusform>%1が新しいカードを%n枚引きます。</numerusform>
        </translation>
    </message>
    <message>
        <source>The last trophy is gone: the game is over.</source>
        <translation>最後のトロフィーが取られました。ゲーム終了です。</translation>
    </message>
    <message>
        <source>Reveal the card at place %1</source>
        <translation>場所%1のカードをめくる</translation>
    </message>
    <message>
        <source>Put %1 on pile %2</source>
        <translation>%1を捨て札の山%2に置く</translation>
    </message>
    <message>
        <source>Put the card on pile %1</source>
        <translation>カードを捨て札の山%1に置く</translation>
    </message>
    <message>
        <source>Declare “Nothing fits anymore!”</source>
        <translation>「もう何も置けない!」と宣言する</translation>
    </message>
    <message>
        <source>No trophies</source>
        <translation>トロフィーなし</translation>
    </message>
    <message>
        <source>No consolation prizes</source>
        <translation>残念賞なし</translation>
    </message>
    <message numerus="yes">
        <source>One trophy (%n star(s))</source>
        <translation>
            <numerusform>トロフィー1枚(星%n個)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 trophies (stars: %2)</source>
        <translation>トロフィー%1枚(星:%2)</translation>
    </message>
    <message numerus="yes">
        <source>One consolation prize (%n star(s))</source>
        <translation>
            <numerusform>残念賞1枚(星%n個)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 consolation prizes (stars: %2)</source>
        <translation>残念賞%1枚(星:%2)</translation>
    </message>
    <message>
        <source>Trophies and prizes together: %1 (breaks a tie)</source>
        <translation>トロフィーと残念賞の合計:%1枚(同点のときに比べます)</translation>
    </message>
    <message>
        <source>Wrong: one of the cards fits. No trophy.</source>
        <translation>失敗:合うカードがありました。トロフィーはもらえません。</translation>
    </message>
    <message>
        <source>%1 reveals the card at place %2.</source>
        <translation>%1が場所%2のカードをめくります。</translation>
    </message>
    <message>
        <source>It fits no pile and goes back face down; the turn ends.</source>
        <translation>どの捨て札の山にも合わないので伏せて戻し、手番は終わります。</translation>
    </message>
    <message>
        <source>%1 that removes the other piles</source>
        <comment>the sentence goes on after the card</comment>
        <translation>他の捨て札の山を除く%1</translation>
    </message>
    <message>
        <source>%1 that refills to 3</source>
        <comment>the sentence goes on after the card</comment>
        <translation>3枚まで補充する%1</translation>
    </message>
    <message>
        <source>You had seen %1 at place %2: it fits pile %3.</source>
        <translation>場所%2の%1は見たことがありました：捨て札の山%3に置けます。</translation>
    </message>
    <message>
        <source>You had seen %1 at place %2: it fits pile %3, so “Nothing fits anymore!” could not hold.</source>
        <translation>場所%2の%1は見たことがありました：捨て札の山%3に置けるので、「もう何も置けない!」は成り立ちませんでした。</translation>
    </message>
    <message>
        <source>You had seen %1 at place %2: it fits no pile.</source>
        <translation>場所%2の%1は見たことがありました：どの捨て札の山にも置けません。</translation>
    </message>
    <message numerus="yes">
        <source>%n of your cards had not been seen yet: any of them could still fit.</source>
        <translation>
            <numerusform>まだ見ていないカードが%n枚ありました：どれかが置けるかもしれませんでした。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You had seen every one of your %n card(s) and none fits a pile: “Nothing fits anymore!” was sure to hold.</source>
        <translation>
            <numerusform>%n枚のカードをすべて見ていて、どれも捨て札の山に置けません：「もう何も置けない!」は確実でした。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>None of the %1 cards you had seen fits a pile and only %n card(s) were unseen: “Nothing fits anymore!” was the better risk.</source>
        <translation>
            <numerusform>見たことのある%1枚はどれも捨て札の山に置けず、見ていないカードは%n枚だけでした：「もう何も置けない!」のほうが良い賭けでした。</numerusform>
        </translation>
    </message>
    <message>
        <source>Shown with the memory aid, which this table played without: the face-down cards this player had seen are drawn as known.</source>
        <translation>このテーブルは記憶補助なしで遊びましたが、ここでは記憶補助つきで表示しています。このプレイヤーが見た伏せ札は、分かっているカードとして描かれます。</translation>
    </message>
    <message>
        <source>With %1 face-down cards or fewer, declare that none of them fits any pile. They are turned up one by one: if none fits, you win a trophy; the first that fits, or a consolation prize, ends the gamble and you win nothing. Either way your layout is refilled to %2.</source>
        <translation>伏せたカードが%1枚以下のとき、どれもどの捨て札の山にも合わないと宣言します。1枚ずつめくり、どれも合わなければトロフィーを獲得。合うカードか残念賞が出たらそこで終わり、何ももらえません。どちらの場合も配置は%2枚まで補充されます。</translation>
    </message>
    <message numerus="yes">
        <source>“Nothing fits anymore!” needs %1 face-down cards or fewer; you have %n.</source>
        <translation>
            <numerusform>「もう何も置けない!」は伏せたカードが%1枚以下のときだけです。今は%n枚あります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Now turn up one of your six face-down cards. Nobody knows them, not even you: that is the idea.</source>
        <translation>では、伏せてある自分の6枚のうち1枚をめくりましょう。誰も中身を知りません。あなた自身もです。それがこのゲームです。</translation>
    </message>
    <message>
        <source>A card that matches no pile goes back face down and the turn is over. But now everybody knows it: remember where it lies!</source>
        <translation>どの山にも合わないカードは伏せて戻し、手番は終わりです。でも、もう全員がそのカードを知っています。どこにあるか覚えておきましょう!</translation>
    </message>
    <message>
        <source>A consolation prize: its owner keeps it, its stars count at the end, and the turn is over at once.</source>
        <translation>残念賞です。めくった人がもらい、その星は最後に数えます。手番はすぐに終わります。</translation>
    </message>
    <message>
        <source>A card that matches a pile in colour or number must go on it, and you turn up the next card. You cannot stop of your own accord.</source>
        <translation>色か数字が山に合うカードは必ずそこに置き、続けて次のカードをめくります。自分の意思で止めることはできません。</translation>
    </message>
    <message>
        <source>With three face-down cards or fewer you may say “Nothing fits anymore!”: if none of them fits, you win a trophy. If one fits, you win nothing.</source>
        <translation>伏せたカードが3枚以下なら「もう何も置けない!」と宣言できます。どれも合わなければトロフィーを獲得、1枚でも合えば何ももらえません。</translation>
    </message>
    <message>
        <source>Refill to 3: every other player with fewer than three cards in their layout draws up to three.</source>
        <translation>3枚まで補充:配置のカードが3枚未満の他のプレイヤー全員が、3枚になるまで引きます。</translation>
    </message>
    <message>
        <source>The last card of a layout is gone: a trophy of 3 to 5 stars for that player, and six new cards.</source>
        <translation>配置の最後のカードがなくなりました。そのプレイヤーは星3〜5のトロフィーと、新しいカード6枚をもらいます。</translation>
    </message>
    <message>
        <source>“+”: one more card comes from the draw pile and is played like an opening card. These can chain.</source>
        <translation>「+」:山札からもう1枚めくり、開始カードと同じように置きます。続けて連鎖することもあります。</translation>
    </message>
    <message>
        <source>This card removes every other pile: only its own pile stays. The removed cards become the next draw pile.</source>
        <translation>このカードは他の捨て札の山をすべて除きます。残るのは自分の山だけです。除かれたカードは次の山札になります。</translation>
    </message>
    <message>
        <source>Your card matches more than one pile: you choose where it goes. Think of what the next cards need.</source>
        <translation>このカードは複数の山に合います。どこに置くかはあなたが選びます。次のカードのことも考えましょう。</translation>
    </message>
    <message>
        <source>The draw pile has run out: the cards set aside before are shuffled into a new one, if there are any.</source>
        <translation>山札がなくなりました。除かれたカードがあれば、混ぜ直して新しい山札にします。</translation>
    </message>
    <message>
        <source>The last trophy is taken: the game is over. Trophies and prizes are added up; the most stars win.</source>
        <translation>最後のトロフィーが取られ、ゲーム終了です。トロフィーと残念賞の星を合計し、最も多い人の勝ちです。</translation>
    </message>
    <message>
        <source>A first game</source>
        <translation>はじめてのゲーム</translation>
    </message>
    <message>
        <source>The goal: the most stars when the last trophy is taken. Stars come from trophies and prizes. Each turn starts with the top card of the draw pile: onto a pile it matches in colour or number, or a new pile.</source>
        <translation>目標:最後のトロフィーが取られたとき、星が一番多いこと。星はトロフィーと残念賞から得られます。手番は山札の一番上のカードから始まり、色か数字が合う捨て札の山に置くか、新しい山にします。</translation>
    </message>
    <message numerus="yes">
        <source>Every pile but pile %1 is set aside; it is pile 1 now. %n card(s) now lie aside.</source>
        <translation>
            <numerusform>捨て札の山%1以外をすべて除きます。残った山はこれから山1です。除かれたカードは%n枚になりました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NoReturn</name>
    <message>
        <source>Can be placed.</source>
        <translation>配列できます。</translation>
    </message>
    <message>
        <source>%1: cannot be placed now. %2</source>
        <translation>%1：今は配列できません。%2</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>あなたの手元カウンター</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>No Return table</source>
        <translation>ノーリターンのテーブル</translation>
    </message>
    <message>
        <source>Keep all</source>
        <translation>すべて残す</translation>
    </message>
    <message numerus="yes">
        <source>Lay aside %n</source>
        <translation>
            <numerusform>%n個を脇に置く</numerusform>
        </translation>
    </message>
    <message>
        <source>Lay aside</source>
        <translation>脇に置く</translation>
    </message>
    <message numerus="yes">
        <source>Place %n</source>
        <translation>
            <numerusform>%n個を配列</numerusform>
        </translation>
    </message>
    <message>
        <source>Place</source>
        <translation>配列</translation>
    </message>
    <message numerus="yes">
        <source>Exchange %n</source>
        <translation>
            <numerusform>%n個を交換</numerusform>
        </translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>交換</translation>
    </message>
    <message>
        <source>Phase 2…</source>
        <translation>フェイズ2…</translation>
    </message>
    <message numerus="yes">
        <source>Clear %n</source>
        <translation>
            <numerusform>%n個を精算</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>精算</translation>
    </message>
    <message>
        <source>Switch to Phase 2 now</source>
        <translation>フェイズ2に移る</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>まだ移らない</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1（キー：%2）</translation>
    </message>
    <message>
        <source>Keep all eight, or choose any counters to lay aside: you draw as many at once, and they go back into the bag when everybody has chosen.</source>
        <translation>8個すべてを残すか、脇に置くカウンターを好きなだけ選んでください：同じ数をすぐに引きます。脇に置いたカウンターは、全員が選び終えたら布袋に戻ります。</translation>
    </message>
    <message numerus="yes">
        <source>Lay aside %n: you draw %n new counter(s) now; the ones laid aside go back into the bag when everybody has chosen.</source>
        <translation>
            <numerusform>%n個を脇に置く：新しいカウンターを今すぐ%n個引きます。脇に置いたカウンターは、全員が選び終えたら布袋に戻ります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose hand counters: those marked ✓ can be placed. One colour goes below its column; 1 to 4 of any colours can be exchanged.</source>
        <translation>手元カウンターを選んでください：✓のついたものは配列できます。配列は1色だけで、その色の縦列の下に置きます。交換は色を問わず1〜4個です。</translation>
    </message>
    <message numerus="yes">
        <source>Place: start your %1 column with them and draw %n.</source>
        <translation>
            <numerusform>配列：これで%1の縦列を作り、%n個引きます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place: below your %1 column, then draw %n.</source>
        <translation>
            <numerusform>配列：%1の縦列の下に置き、%n個引きます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot place: %1</source>
        <translation>配列できません：%1</translation>
    </message>
    <message numerus="yes">
        <source>Exchange: face down into the lid, out of the game; draw %n.</source>
        <translation>
            <numerusform>交換：伏せて上ブタに入れ、ゲームから除外します。%n個引きます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear: click the lowest counter of a column to clear from (higher up takes more), then choose hand counters of one colour to pay.</source>
        <translation>精算：縦列の一番下のカウンターをクリックし（上のほうを選ぶとより多く精算します）、支払う1色の手元カウンターを選んでください。</translation>
    </message>
    <message numerus="yes">
        <source>Clear %n %1: worth %2</source>
        <translation>
            <numerusform>%1を%n個精算：合計%2</numerusform>
        </translation>
    </message>
    <message>
        <source>paid %1</source>
        <translation>支払い%1</translation>
    </message>
    <message>
        <source>choose hand counters of one colour to pay</source>
        <translation>支払う1色の手元カウンターを選んでください</translation>
    </message>
    <message numerus="yes">
        <source>Exchange: draw %n.</source>
        <translation>
            <numerusform>交換：%n個引きます。</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no way back: from Phase 2 on you clear columns and exchange, and never place a counter again. Then you act at once.</source>
        <translation>もう戻れません：フェイズ2からは縦列の精算と交換だけを行い、二度とカウンターを配列できません。移ったら、そのまま続けて行動します。</translation>
    </message>
    <message>
        <source>%1, the setup exchange: keep your counters or lay some aside.</source>
        <translation>%1、準備時の交換：カウンターをそのまま残すか、いくつか脇に置いてください。</translation>
    </message>
    <message>
        <source>%1, your turn (Phase 1): place counters of one colour, or exchange.</source>
        <translation>%1、あなたの手番です（フェイズ1）：1色のカウンターを配列するか、交換してください。</translation>
    </message>
    <message>
        <source>%1, you are in Phase 2 now: clear a column, or exchange.</source>
        <translation>%1、フェイズ2に移りました：縦列を精算するか、交換してください。</translation>
    </message>
    <message>
        <source>%1, your turn (Phase 2): clear from the bottom of a column, or exchange.</source>
        <translation>%1、あなたの手番です（フェイズ2）：縦列を下から精算するか、交換してください。</translation>
    </message>
    <message>
        <source>%1, switch to Phase 2 for good?</source>
        <translation>%1、フェイズ2に移りますか？（もう戻れません）</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1が考えています…</translation>
    </message>
    <message>
        <source>%1 decides on the setup exchange.</source>
        <translation>%1が準備時の交換を選んでいます。</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1の手番です。</translation>
    </message>
    <message>
        <source>The bag is empty: last round, it ends after %1&apos;s turn.</source>
        <translation>布袋が空です：最終ラウンドです。%1の手番で終わります。</translation>
    </message>
    <message>
        <source>Laid-aside counters go back into the bag when everybody has chosen.</source>
        <translation>脇に置いたカウンターは、全員が選び終えたら布袋に戻ります。</translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) left in the bag.</source>
        <translation>
            <numerusform>布袋の残りは%n個です。</numerusform>
        </translation>
    </message>
    <message>
        <source>In Phase 2: %1.</source>
        <translation>フェイズ2：%1。</translation>
    </message>
    <message>
        <source>The score sheet shows the points.</source>
        <translation>得点は得点表で確認できます。</translation>
    </message>
    <message>
        <source>First choose hand counters of %1, then click the column.</source>
        <translation>先に%1の手元カウンターを選んでから、縦列をクリックしてください。</translation>
    </message>
    <message>
        <source>You chose %1 counters: they can only go to the %1 column.</source>
        <translation>%1のカウンターを選んでいます：置けるのは%1の縦列だけです。</translation>
    </message>
    <message>
        <source>Choose the column first: click the lowest counter to clear (or one higher up to clear more), or use the arrow keys on your display.</source>
        <translation>先に縦列を選んでください：精算する一番下のカウンターをクリックするか（上のほうを選ぶとより多く精算します）、自分の配列で矢印キーを使ってください。</translation>
    </message>
    <message>
        <source>No Return</source>
        <translation>ノーリターン</translation>
    </message>
    <message>
        <source>Lay out counters in falling columns, then switch for good to clearing them into points: switch too late and what is left counts against you.</source>
        <translation>カウンターを降順の縦列に配列し、やがて精算して得点に変えるフェイズに移ります（もう戻れません）。移るのが遅すぎると、残ったカウンターが失点になります。</translation>
    </message>
    <message>
        <source>“%1” is not a No Return move.</source>
        <translation>「%1」はノーリターンの手ではありません。</translation>
    </message>
    <message>
        <source>The setup&apos;s field “%1” is wrong: it needs a list of counter names such as “red11”.</source>
        <translation>初期配置の項目「%1」が正しくありません：「red11」のようなカウンター名のリストが必要です。</translation>
    </message>
    <message>
        <source>The setup has a third %1 at %2: the box holds two of each counter.</source>
        <translation>初期配置の%2に3個目の%1があります：箱には各カウンターが2個ずつしかありません。</translation>
    </message>
    <message>
        <source>That is not a No Return move.</source>
        <translation>それはノーリターンの手ではありません。</translation>
    </message>
    <message>
        <source>Counters go back into the bag only at the start: now an exchange puts them into the lid.</source>
        <translation>カウンターが布袋に戻るのはゲームの準備時だけです：今の交換では、カウンターは上ブタに入ります。</translation>
    </message>
    <message>
        <source>First everybody decides on the setup exchange: keep your counters or lay some aside.</source>
        <translation>まず全員が準備時の交換を行います：カウンターをそのまま残すか、いくつか脇に置いてください。</translation>
    </message>
    <message>
        <source>You have no %1 in your hand.</source>
        <translation>手元カウンターに%1がありません。</translation>
    </message>
    <message numerus="yes">
        <source>You have only %n %1 in your hand.</source>
        <translation>
            <numerusform>手元カウンターの%1は%n個だけです。</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the hand counters to place first.</source>
        <translation>先に配列する手元カウンターを選んでください。</translation>
    </message>
    <message>
        <source>You are in Phase 2: there is no way back to placing counters.</source>
        <translation>あなたはフェイズ2にいます：もう配列には戻れません。</translation>
    </message>
    <message>
        <source>Clearing comes in Phase 2: switch to Phase 2 at the start of a turn first.</source>
        <translation>精算はフェイズ2で行います：先に、手番の最初にフェイズ2に移ってください。</translation>
    </message>
    <message>
        <source>You have switched to Phase 2 already: now exchange or clear.</source>
        <translation>すでにフェイズ2に移っています：交換か精算をしてください。</translation>
    </message>
    <message>
        <source>One colour only: you chose %1 and %2 counters.</source>
        <translation>1色のみです：%1と%2のカウンターを選んでいます。</translation>
    </message>
    <message>
        <source>The lowest %1 is %2: only %2 or lower can go below it, not %3.</source>
        <translation>%1の一番下は%2です：その下に置けるのは%2以下で、%3は置けません。</translation>
    </message>
    <message>
        <source>You have no %1 column to clear.</source>
        <translation>精算できる%1の縦列がありません。</translation>
    </message>
    <message numerus="yes">
        <source>Your %1 column holds %n counter(s): clear 1 to that many.</source>
        <translation>
            <numerusform>%1の縦列のカウンターは%n個です：1〜%n個を精算してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>You pay %1 but the counters to clear add up to %2: pay at least %2 with one colour.</source>
        <translation>支払いは%1ですが、精算するカウンターの合計は%2です：1色で%2以上を支払ってください。</translation>
    </message>
    <message>
        <source>The game is over: no more moves.</source>
        <translation>ゲームは終了しました：もう手はありません。</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>お待ちください：あなたの手番ではありません。</translation>
    </message>
    <message>
        <source>This is not possible now (%1).</source>
        <translation>今はできません（%1）。</translation>
    </message>
    <message numerus="yes">
        <source>%1 lays %n counter(s) aside for the bag.</source>
        <translation>
            <numerusform>%1がカウンター%n個を、布袋に戻すため脇に置きました。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 lays %2 aside for the bag.</source>
        <translation>%1が%2を、布袋に戻すため脇に置きました。</translation>
    </message>
    <message numerus="yes">
        <source>%1 exchanges %n counter(s) face down into the lid.</source>
        <translation>
            <numerusform>%1がカウンター%n個を伏せて上ブタに入れ、交換しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 exchanges %2 face down into the lid.</source>
        <translation>%1が%2を伏せて上ブタに入れ、交換しました。</translation>
    </message>
    <message>
        <source>%1 places %2 in the %3 column.</source>
        <translation>%1が%2を%3の縦列に配列しました。</translation>
    </message>
    <message>
        <source>%1 switches to Phase 2.</source>
        <translation>%1がフェイズ2に移りました。</translation>
    </message>
    <message numerus="yes">
        <source>%1 clears %n %2 counter(s) (%3) for %4 points, paying %5.</source>
        <translation>
            <numerusform>%1が%5を支払い、%2のカウンター%n個（%3）を精算しました（%4点）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no counters and is passed over.</source>
        <translation>%1は手元カウンターがないので、手番を飛ばされました。</translation>
    </message>
    <message>
        <source>That was the last counter in the bag: the last round is on.</source>
        <translation>布袋の最後のカウンターでした：最終ラウンドに入ります。</translation>
    </message>
    <message>
        <source>Keep all your counters</source>
        <translation>カウンターをすべて残す</translation>
    </message>
    <message>
        <source>Lay %1 aside and draw as many</source>
        <translation>%1を脇に置き、同じ数を引く</translation>
    </message>
    <message>
        <source>Exchange %1 into the lid</source>
        <translation>%1を上ブタに入れて交換する</translation>
    </message>
    <message>
        <source>Start a %1 column with %2</source>
        <translation>%2で%1の縦列を作る</translation>
    </message>
    <message>
        <source>Place %1 below your %2 column</source>
        <translation>%1を%2の縦列の下に配列する</translation>
    </message>
    <message>
        <source>Switch to Phase 2</source>
        <translation>フェイズ2に移る</translation>
    </message>
    <message numerus="yes">
        <source>Clear the %n lowest %1 counter(s), paying %2</source>
        <translation>
            <numerusform>%1の縦列の下から%n個を精算し、%2で支払う</numerusform>
        </translation>
    </message>
    <message>
        <source>An unknown move</source>
        <translation>不明な手</translation>
    </message>
    <message numerus="yes">
        <source>Points pile, %n counter(s)</source>
        <translation>
            <numerusform>得点の山（%n個）</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing left in the display</source>
        <translation>配列に残ったカウンターなし</translation>
    </message>
    <message>
        <source>Left in the display (%1), minus</source>
        <translation>配列に残ったカウンター（%1）、失点</translation>
    </message>
    <message numerus="yes">
        <source>Tie-break: %n minus point(s); fewer wins</source>
        <translation>
            <numerusform>同点の場合：失点%n点（少ないほうが勝ち）</numerusform>
        </translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>桃</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>a counter: %1 its colour, %2 its value (&quot;red 11&quot;)</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>the last two items of a list: &quot;red 11, 9 and 2&quot;</extracomment>
        <translation>%1と%2</translation>
    </message>
    <message>
        <source>Bag</source>
        <translation>布袋</translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) in the bag.</source>
        <translation>
            <numerusform>布袋の中にカウンターが%n個あります。</numerusform>
        </translation>
    </message>
    <message>
        <source>The bag is empty: this is the last round, it ends after %1&apos;s turn.</source>
        <translation>布袋が空です：最終ラウンドです。%1の手番で終わります。</translation>
    </message>
    <message>
        <source>Box lid</source>
        <translation>箱の上ブタ</translation>
    </message>
    <message>
        <source>No payments in the lid yet.</source>
        <translation>上ブタにはまだ支払いがありません。</translation>
    </message>
    <message>
        <source>Paid face up: %1.</source>
        <translation>表向きの支払い：%1。</translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) exchanged face down.</source>
        <translation>
            <numerusform>伏せて交換されたカウンター：%n個。</numerusform>
        </translation>
    </message>
    <message>
        <source>Yours among them: %1.</source>
        <translation>そのうちあなたのもの：%1。</translation>
    </message>
    <message>
        <source>Counters in the lid are out of the game.</source>
        <translation>上ブタのカウンターはゲームから除外されています。</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>最終ラウンド</translation>
    </message>
    <message numerus="yes">
        <source>Lid: %n face down</source>
        <translation>
            <numerusform>上ブタ：伏せて%n個</numerusform>
        </translation>
    </message>
    <message>
        <source>Phase %1.</source>
        <translation>フェイズ%1。</translation>
    </message>
    <message>
        <source>No columns.</source>
        <translation>縦列なし。</translation>
    </message>
    <message>
        <source>Columns, top to bottom: %1.</source>
        <translation>縦列（上から下へ）：%1。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>／</translation>
    </message>
    <message>
        <source>Points pile: %1.</source>
        <translation>得点の山：%1点。</translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) in hand.</source>
        <translation>
            <numerusform>手元カウンター%n個。</numerusform>
        </translation>
    </message>
    <message>
        <source>Their turn.</source>
        <translation>手番です。</translation>
    </message>
    <message>
        <source>Phase %1</source>
        <extracomment>a player&apos;s phase, in the place&apos;s header</extracomment>
        <translation>フェイズ%1</translation>
    </message>
    <message>
        <source>≤ %1</source>
        <extracomment>under a column&apos;s lowest counter: only this value or lower can go below</extracomment>
        <translation>≤ %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: click to clear %n counter(s) from the bottom up to here, worth %2 (pay at least %2).</source>
        <translation>
            <numerusform>%1：クリックすると、下からここまでの%n個を精算します。合計%2（%2以上を支払います）。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, the lowest %2: only %3 or lower can go below it.</source>
        <translation>%1（%2の一番下）：この下には%3以下しか置けません。</translation>
    </message>
    <message>
        <source>Points pile: empty</source>
        <translation>得点の山：なし</translation>
    </message>
    <message>
        <source>Points pile: %1 = %2</source>
        <translation>得点の山：%1 = %2</translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) in hand</source>
        <translation>
            <numerusform>手元カウンター%n個</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is in Phase 2: clears columns into points.</source>
        <translation>%1はフェイズ2です：縦列を精算して得点にしています。</translation>
    </message>
    <message>
        <source>%1 is in Phase 1: builds columns.</source>
        <translation>%1はフェイズ1です：縦列を作っています。</translation>
    </message>
    <message>
        <source>The last round ends after this turn of theirs.</source>
        <translation>このプレイヤーの手番で最終ラウンドが終わります。</translation>
    </message>
    <message>
        <source>No %1 column yet.</source>
        <translation>%1の縦列はまだありません。</translation>
    </message>
    <message>
        <source>The game is over: nobody holds a counter any more.</source>
        <translation>ゲーム終了です：手元カウンターを持っている人がいなくなりました。</translation>
    </message>
    <message>
        <source>The game is over: the last round has been played.</source>
        <translation>ゲーム終了です：最終ラウンドが終わりました。</translation>
    </message>
    <message>
        <source>In hand: %1.</source>
        <translation>手元：%1。</translation>
    </message>
    <message>
        <source>The game is over: everybody is in Phase 2 with an empty display.</source>
        <translation>ゲーム終了です：全員がフェイズ2で、配列が空になりました。</translation>
    </message>
    <message>
        <source>The bag was empty: %1 draws nothing.</source>
        <translation>布袋が空だったので、%1は何も引きませんでした。</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n counter(s) from the bag.</source>
        <translation>
            <numerusform>%1は布袋からカウンターを%n個引きました。</numerusform>
        </translation>
    </message>
    <message>
        <source>After the switch to Phase 2 your display can only shrink: at most %1 points were within your reach, while %2 already had %3 within reach.</source>
        <translation>フェイズ2に移ると配列は減る一方です：あなたが届くのは最大%1点でしたが、%2はすでに%3点に届く位置にいました。</translation>
    </message>
    <message numerus="yes">
        <source>After the switch to Phase 2 your display can only shrink: at most %1 points, with %n counter(s) still in the bag to build with.</source>
        <translation>
            <numerusform>フェイズ2に移ると配列は減る一方です：最大%1点なのに、布袋にはまだ構築に使えるカウンターが%n個ありました。</numerusform>
        </translation>
    </message>
    <message>
        <source>You had %1 points within reach, ahead of %2 with %3: switching to Phase 2 lets you start clearing before the others catch up.</source>
        <translation>あなたは%1点に届く位置にいて、%3点の%2より上でした：フェイズ2に移れば、ほかの人が追いつく前に精算を始められます。</translation>
    </message>
    <message numerus="yes">
        <source>Only %n counter(s) were left in the bag: with %1 points within your reach it was time to switch to Phase 2 and clear.</source>
        <translation>
            <numerusform>布袋に残るカウンターは%n個だけでした：%1点に届く今こそ、フェイズ2に移って精算する時でした。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Clearing the %n lowest counter(s) of your %1 column puts %2 points on your points pile.</source>
        <translation>
            <numerusform>%1の縦列の下から%n個を精算すると、得点の山に%2点が加わります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Clearing the %n lowest counter(s) of your %1 column puts %2 points on your points pile; the other clear, %3.</source>
        <translation>
            <numerusform>%1の縦列の下から%n個を精算すると、得点の山に%2点が加わります（もう一方の精算では%3点）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That clear pays with %n hand counter(s) worth %1, the other with %2 worth %3: more of your hand stays for the clears to come.</source>
        <translation>
            <numerusform>その精算は手元カウンター%n個（%1点分）で支払い、もう一方の精算は%2個（%3点分）：この先の精算のために手元が多く残ります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Placing %n %1 counter(s) (%2 points) builds your display for Phase 2.</source>
        <translation>
            <numerusform>%1のカウンター%n個（%2点）を配列すると、フェイズ2に向けて配列が育ちます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n %1 counter(s) placed (%2 points) count against you until you clear them.</source>
        <translation>
            <numerusform>配列した%1のカウンター%n個（%2点）は、精算するまでマイナス点になります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Setting %n counter(s) aside at the start draws as many new ones without spending a turn.</source>
        <translation>
            <numerusform>最初にカウンター%n個を脇に置けば、手番を使わずに同じ数だけ新しく引けます。</numerusform>
        </translation>
    </message>
    <message>
        <source>The setup&apos;s %1 is not a counter (a colour and a value 1 to %2, such as “red%2”).</source>
        <translation>初期配置の%1はカウンターではありません（色と1〜%2の数値、例：「red%2」）。</translation>
    </message>
    <message>
        <source>Choose %1 to %2 hand counters to exchange.</source>
        <translation>交換する手元カウンターを%1〜%2個選んでください。</translation>
    </message>
    <message numerus="yes">
        <source>You chose %n counter(s): an exchange takes %1 to %2.</source>
        <translation>
            <numerusform>%n個選んでいます：交換できるのは%1〜%2個です。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 keeps all %2 counters.</source>
        <translation>%1がカウンター%2個をすべて残しました。</translation>
    </message>
    <message>
        <source>Instead of laying out, you may exchange 1 to 4 hand counters: they go into the box lid for good, and you draw new ones from the bag.</source>
        <translation>配列する代わりに、手元カウンターを1〜4個交換できます。それらは上ブタに入って二度と戻らず、布袋から新しく引きます。</translation>
    </message>
    <message>
        <source>Phase 2: clear a column from the bottom up, one or more counters. Pay with hand counters of one colour worth at least their sum; the cleared ones are your plus points.</source>
        <translation>フェイズ2:縦列を下から1個以上精算します。合計以上になる同じ色の手元カウンターで支払います。精算したカウンターがあなたの得点です。</translation>
    </message>
    <message>
        <source>The bag is empty: this round is played to its end, then the game is over. Use your last turn well.</source>
        <translation>布袋が空になりました。このラウンドを最後まで行ったらゲーム終了です。最後の手番を大切に。</translation>
    </message>
    <message>
        <source>The game is over. Hand counters no longer count.</source>
        <translation>ゲーム終了です。手元カウンターはもう数えません。</translation>
    </message>
    <message>
        <source>Scoring: every cleared counter adds its number, every counter still in your display subtracts its number. The highest total wins.</source>
        <translation>得点計算:精算したカウンターは数字の分の得点、配列に残ったカウンターは数字の分の失点です。合計が最も高い人の勝ちです。</translation>
    </message>
    <message>
        <source>A first game</source>
        <translation>はじめてのゲーム</translation>
    </message>
    <message>
        <source>The goal: the highest total at the end. The counters you clear from your display count plus, those still in it count minus. Before the first turn you may lay aside any of your counters once and draw as many new ones.</source>
        <translation>目標:最後に合計が一番高いこと。配列から精算したカウンターはプラス、配列に残ったカウンターはマイナスになります。最初の手番の前に一度だけ、好きな数の手元カウンターを脇に置き、同じ数を新しく引けます。</translation>
    </message>
    <message>
        <source>Phase 1: lay out counters of one colour into your display, each colour in its own column. A column only ever goes down: a new counter may not be higher than its lowest one, so keep your low counters back.</source>
        <translation>フェイズ1:1色のカウンターを配列に置きます。色ごとに縦列が1つです。縦列は下がる一方で、新しいカウンターは一番下のものより大きくてはいけません。小さい数は手元に残しましょう。</translation>
    </message>
    <message>
        <source>A column takes only counters no higher than its lowest one, so a low counter there shuts it to most. After laying out you draw as many counters as you laid out.</source>
        <translation>縦列には一番下のもの以下のカウンターしか置けないので、小さい数を置くとほとんど置けなくなります。置いたあとは、置いた数だけカウンターを引きます。</translation>
    </message>
    <message>
        <source>Each turn now starts with a decision: switch to Phase 2? Then you clear your columns for plus points, but you never lay out again. Waiting lets your columns grow, yet what is left in your display at the end counts minus.</source>
        <translation>これからは毎手番、まずフェイズ2に移るかどうかを決めます。移ると縦列を精算して得点にできますが、もう二度と配列できません。待てば縦列は伸びますが、最後に配列に残ったカウンターはマイナスになります。</translation>
    </message>
</context>
<context>
    <name>NoThanks</name>
    <message>
        <source>+5 bonus</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>ボーナス+5</translation>
    </message>
    <message>
        <source>+10 bonus</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>ボーナス+10</translation>
    </message>
    <message>
        <source>+15 bonus</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>ボーナス+15</translation>
    </message>
    <message>
        <source>+20 bonus</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>ボーナス+20</translation>
    </message>
    <message>
        <source>Wild card</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>ワイルドカード</translation>
    </message>
    <message>
        <source>+1 per card</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>1枚ごとに+1</translation>
    </message>
    <message>
        <source>Skip</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).
----------
Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>スキップ</translation>
    </message>
    <message>
        <source>Look</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).
----------
Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>のぞき見</translation>
    </message>
    <message>
        <source>Give a card</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>カードを渡す</translation>
    </message>
    <message>
        <source>Remove a card</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>カードを捨てる</translation>
    </message>
    <message>
        <source>Double chips</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>チップ2倍</translation>
    </message>
    <message>
        <source>Pink X</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).
----------
Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>ピンクX</translation>
    </message>
    <message>
        <source>Minus chips</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>マイナスチップ</translation>
    </message>
    <message>
        <source>Half chips</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>チップ半減</translation>
    </message>
    <message>
        <source>Highest counts double</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>最大の数が2倍</translation>
    </message>
    <message>
        <source>The 40</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>40</translation>
    </message>
    <message>
        <source>−1 per card</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>1枚ごとに−1</translation>
    </message>
    <message>
        <source>unknown card</source>
        <extracomment>A special card&apos;s name, in lists, tooltips and the log (the card game&apos;s own term).</extracomment>
        <translation>不明なカード</translation>
    </message>
    <message>
        <source>the %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>the +5 bonus card</source>
        <translation>「ボーナス+5」</translation>
    </message>
    <message>
        <source>the +10 bonus card</source>
        <translation>「ボーナス+10」</translation>
    </message>
    <message>
        <source>the +15 bonus card</source>
        <translation>「ボーナス+15」</translation>
    </message>
    <message>
        <source>the +20 bonus card</source>
        <translation>「ボーナス+20」</translation>
    </message>
    <message>
        <source>the Wild card</source>
        <translation>「ワイルドカード」</translation>
    </message>
    <message>
        <source>the +1-per-card card</source>
        <translation>「1枚ごとに+1」</translation>
    </message>
    <message>
        <source>the Skip card</source>
        <translation>「スキップ」</translation>
    </message>
    <message>
        <source>the Look card</source>
        <translation>「のぞき見」</translation>
    </message>
    <message>
        <source>the Give-a-card card</source>
        <translation>「カードを渡す」</translation>
    </message>
    <message>
        <source>the Remove-a-card card</source>
        <translation>「カードを捨てる」</translation>
    </message>
    <message>
        <source>the Double-chips card</source>
        <translation>「チップ2倍」</translation>
    </message>
    <message>
        <source>the Pink X card</source>
        <translation>「ピンクX」</translation>
    </message>
    <message>
        <source>the Minus-chips card</source>
        <translation>「マイナスチップ」</translation>
    </message>
    <message>
        <source>the Half-chips card</source>
        <translation>「チップ半減」</translation>
    </message>
    <message>
        <source>the Highest-counts-double card</source>
        <translation>「最大の数が2倍」</translation>
    </message>
    <message>
        <source>the 40</source>
        <translation>40</translation>
    </message>
    <message>
        <source>the −1-per-card card</source>
        <translation>「1枚ごとに−1」</translation>
    </message>
    <message>
        <source>an unknown card</source>
        <translation>不明なカード</translation>
    </message>
    <message>
        <source>Costs %1 points at the end, unless it is in a run: a run of consecutive numbers costs only its lowest card.</source>
        <translation>ゲーム終了時に%1点のマイナスです。ただし連番（連続した数字の並び）は、一番小さいカードの分だけマイナスになります。</translation>
    </message>
    <message>
        <source>Green card, kept to the end: it is worth %1 points then.</source>
        <translation>緑のカード（最後まで手元に残す）：ゲーム終了時に%1点になります。</translation>
    </message>
    <message>
        <source>Green card, kept to the end: 1 point for every card in your display then, this one and other special cards included.</source>
        <translation>緑のカード（最後まで手元に残す）：ゲーム終了時に、手元のカード1枚につき1点になります。このカードやほかの特殊カードも数えます。</translation>
    </message>
    <message>
        <source>Green card, to play on your turn: you sit out the card in the middle (no chip to pay, no bid, and you cannot get it). Used once.</source>
        <translation>緑のカード（自分の番に使う）：中央のカードを見送ります（チップを払わず、入札もせず、そのカードはもらえません）。1回だけ使えます。</translation>
    </message>
    <message>
        <source>Green card, to play on your turn: you alone see the set-aside cards. Used once.</source>
        <translation>緑のカード（自分の番に使う）：除外カードを自分だけが見られます。1回だけ使えます。</translation>
    </message>
    <message>
        <source>Green card that acts at once: you pass one card of your display to the player on your left.</source>
        <translation>すぐに効果がある緑のカード：手元のカード1枚を左隣のプレイヤーに渡します。</translation>
    </message>
    <message>
        <source>Green card that acts at once: you throw one card of your display away.</source>
        <translation>すぐに効果がある緑のカード：手元のカード1枚を捨てます。</translation>
    </message>
    <message>
        <source>Green card, kept to the end: each chip you have left is worth 2 points then.</source>
        <translation>緑のカード（最後まで手元に残す）：ゲーム終了時に、残ったチップが1枚2点になります。</translation>
    </message>
    <message>
        <source>Pink card that acts at once: you also get the first card of the deck without a green back (if there is none, the top set-aside card).</source>
        <translation>すぐに効果があるピンクのカード：山札のうち裏が緑でない最初のカードも受け取ります（なければ除外カードの一番上）。</translation>
    </message>
    <message>
        <source>Pink card, kept to the end: your chips count as minus points then.</source>
        <translation>ピンクのカード（最後まで手元に残す）：ゲーム終了時に、チップがマイナス点になります。</translation>
    </message>
    <message>
        <source>Pink card, kept to the end: your chips are worth half then (rounded down).</source>
        <translation>ピンクのカード（最後まで手元に残す）：ゲーム終了時に、チップの点が半分になります（端数切り捨て）。</translation>
    </message>
    <message>
        <source>Pink card, kept to the end: your highest number costs twice then; if it is in a run, the run&apos;s lowest card costs twice instead.</source>
        <translation>ピンクのカード（最後まで手元に残す）：ゲーム終了時に、一番大きい数字のマイナスが2倍になります。それが連番の中にあれば、代わりに連番の一番小さいカードが2倍になります。</translation>
    </message>
    <message>
        <source>Pink card that costs 40 points at the end. It never joins a run.</source>
        <translation>ゲーム終了時に40点のマイナスになるピンクのカード。連番には入りません。</translation>
    </message>
    <message>
        <source>Pink card, kept to the end: 1 minus point for every card in your display then, this one included.</source>
        <translation>ピンクのカード（最後まで手元に残す）：ゲーム終了時に、手元のカード1枚につき1点のマイナスです。このカードも数えます。</translation>
    </message>
    <message>
        <source>Wild</source>
        <extracomment>Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>ワイルド</translation>
    </message>
    <message>
        <source>+1 each</source>
        <extracomment>Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>+1/枚</translation>
    </message>
    <message>
        <source>Give</source>
        <extracomment>Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>渡す</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>捨てる</translation>
    </message>
    <message>
        <source>Chips ×2</source>
        <extracomment>Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>チップ×2</translation>
    </message>
    <message>
        <source>Chips −</source>
        <extracomment>Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>チップ−</translation>
    </message>
    <message>
        <source>Chips ½</source>
        <extracomment>Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>チップ½</translation>
    </message>
    <message>
        <source>High ×2</source>
        <extracomment>Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>最大×2</translation>
    </message>
    <message>
        <source>−1 each</source>
        <extracomment>Printed on the small card itself: a very short label (at most about 8 letters).</extracomment>
        <translation>−1/枚</translation>
    </message>
    <message>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>ピンク</translation>
    </message>
    <message>
        <source>counts at the end</source>
        <translation>最後に数える</translation>
    </message>
    <message>
        <source>play it on your turn</source>
        <translation>自分の番に使う</translation>
    </message>
    <message>
        <source>acts at once</source>
        <translation>すぐに効果</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>取る</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>No thanks!</source>
        <translation>ノーサンキュー</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Bid a chip</source>
        <translation>チップを出す</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>降りる</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>No Thanks! table</source>
        <translation>ノーサンキューのテーブル</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1（キー：%2）</translation>
    </message>
    <message>
        <source>No Thanks!</source>
        <translation>ノーサンキュー</translation>
    </message>
    <message>
        <source>Game over: the last card has been taken.</source>
        <translation>ゲーム終了：最後のカードが取られました。</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1が考えています…</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1の番です</translation>
    </message>
    <message>
        <source>%1, take %2 or say No thanks!</source>
        <translation>%1、%2を取るか「ノーサンキュー」と言ってください</translation>
    </message>
    <message>
        <source>%1, you have no chips: take %2</source>
        <translation>%1、チップがありません：%2を取ってください</translation>
    </message>
    <message>
        <source>%1, bid a chip for %2 or decline</source>
        <translation>%1、%2にチップを出すか、降りてください</translation>
    </message>
    <message>
        <source>%1, you have no chips: decline %2</source>
        <translation>%1、チップがありません：%2から降りてください</translation>
    </message>
    <message>
        <source>%1, choose a card to give to %2</source>
        <translation>%1、%2に渡すカードを選んでください</translation>
    </message>
    <message>
        <source>%1, choose a card to remove from your display</source>
        <translation>%1、手元から捨てるカードを選んでください</translation>
    </message>
    <message>
        <source>No chips on %1 yet.</source>
        <translation>%1にはまだチップがありません。</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) on %1.</source>
        <translation>
            <numerusform>%1にチップが%n枚のっています。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 would get it now.</source>
        <translation>今終われば%1がもらいます。</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) on it.</source>
        <translation>
            <numerusform>チップは%n枚のっています。</numerusform>
        </translation>
    </message>
    <message>
        <source>No bid yet: if %1 declines, %2 gets it.</source>
        <translation>まだ入札はありません：%1が降りると%2がもらいます。</translation>
    </message>
    <message>
        <source>%1 chooses a card to give to %2.</source>
        <translation>%1が%2に渡すカードを選んでいます。</translation>
    </message>
    <message>
        <source>%1 chooses a card to remove.</source>
        <translation>%1が捨てるカードを選んでいます。</translation>
    </message>
    <message>
        <source>Sitting out: %1.</source>
        <translation>このカードに参加しない人：%1。</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>「%1」</translation>
    </message>
    <message>
        <source>Pay a chip to refuse a card, or take it with all its chips: runs cost only their lowest card.</source>
        <translation>チップを払ってカードを断るか、チップごとカードを取るか。連番は一番小さいカードの分だけマイナスになります。</translation>
    </message>
    <message>
        <source>Special cards</source>
        <translation>特殊カード</translation>
    </message>
    <message>
        <source>Open chips</source>
        <translation>チップ公開</translation>
    </message>
    <message>
        <source>Adds the 22 green and pink special cards: green ones are auctioned, pink ones spoil a score.</source>
        <translation>緑とピンクの特殊カード22枚を加えます。緑は競りにかけられ、ピンクは得点を台無しにします。</translation>
    </message>
    <message>
        <source>“%1” is not a No Thanks! move.</source>
        <translation>「%1」はノーサンキューの手ではありません。</translation>
    </message>
    <message>
        <source>That is not a No Thanks! move.</source>
        <translation>それはノーサンキューの手ではありません。</translation>
    </message>
    <message>
        <source>You have no chips left, so you cannot say No thanks!: you must take the card.</source>
        <translation>チップが残っていないので「ノーサンキュー」と言えません：カードを取ってください。</translation>
    </message>
    <message>
        <source>You have no chips left to bid: you must decline.</source>
        <translation>入札するチップが残っていません：降りてください。</translation>
    </message>
    <message>
        <source>A green card is up for auction: bid a chip for it or decline.</source>
        <translation>緑のカードが競りにかけられています：チップを出すか、降りてください。</translation>
    </message>
    <message>
        <source>There is no auction now: take the card, or say “No thanks!”</source>
        <translation>今は競りではありません：カードを取るか「ノーサンキュー」と言ってください。</translation>
    </message>
    <message>
        <source>First choose the card to give away or to remove.</source>
        <translation>先に、渡すカードか捨てるカードを選んでください。</translation>
    </message>
    <message>
        <source>There is no card to give away or to remove now.</source>
        <translation>今は渡すカードも捨てるカードもありません。</translation>
    </message>
    <message>
        <source>Your special card asks for the other choice: give a card instead of removing one, or the other way round.</source>
        <translation>特殊カードの指示は逆です：カードを捨てるのではなく渡すか、またはその逆です。</translation>
    </message>
    <message>
        <source>%1 is not in your display.</source>
        <translation>%1はあなたの手元にありません。</translation>
    </message>
    <message>
        <source>You have no Skip card to play.</source>
        <translation>使える「スキップ」がありません。</translation>
    </message>
    <message>
        <source>You have no Look card to play.</source>
        <translation>使える「のぞき見」がありません。</translation>
    </message>
    <message>
        <source>You cannot skip this card: nobody else is still in on it.</source>
        <translation>このカードはスキップできません：ほかに参加している人がいません。</translation>
    </message>
    <message>
        <source>A No Thanks! setup must be a JSON object, not %1.</source>
        <translation>ノーサンキューの初期配置はJSONオブジェクトでなければなりません（%1ではありません）。</translation>
    </message>
    <message>
        <source>The setup has a field “%1” that No Thanks! does not know.</source>
        <translation>初期配置に、ノーサンキューにはない項目「%1」があります。</translation>
    </message>
    <message>
        <source>The setup&apos;s “%1” must be a list of card names.</source>
        <translation>初期配置の「%1」はカード名のリストでなければなりません。</translation>
    </message>
    <message numerus="yes">
        <source>The setup&apos;s “%1” holds more than %n card(s).</source>
        <translation>
            <numerusform>初期配置の「%1」のカードが%n枚を超えています。</numerusform>
        </translation>
    </message>
    <message>
        <source>The setup&apos;s deck holds no cards.</source>
        <translation>初期配置の山札にカードがありません。</translation>
    </message>
    <message>
        <source>The setup names a card that does not exist: %1.</source>
        <translation>初期配置に存在しないカードがあります：%1。</translation>
    </message>
    <message>
        <source>The game is over: no more moves.</source>
        <translation>ゲームは終了しました：もう手はありません。</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>お待ちください：あなたの番ではありません。</translation>
    </message>
    <message>
        <source>This is not possible now (%1).</source>
        <translation>今はできません（%1）。</translation>
    </message>
    <message>
        <source>%1 turns up %2, a green card: the auction begins.</source>
        <translation>%1が%2をめくりました。緑のカードなので競りが始まります。</translation>
    </message>
    <message>
        <source>%1 turns up %2.</source>
        <translation>%1が%2をめくりました。</translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>%1が%2を取りました。</translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %2 with %n chip(s).</source>
        <translation>
            <numerusform>%1が%2をチップ%n枚ごと取りました。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 says No thanks! to %2.</source>
        <translation>%1が%2に「ノーサンキュー」と言いました。</translation>
    </message>
    <message>
        <source>%1 bids a chip on %2.</source>
        <translation>%1が%2にチップを1枚出しました。</translation>
    </message>
    <message>
        <source>%1 declines %2.</source>
        <translation>%1が%2から降りました。</translation>
    </message>
    <message numerus="yes">
        <source>%1 declines %2 and collects %n chip(s).</source>
        <translation>
            <numerusform>%1が%2から降りて、チップ%n枚を受け取りました。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 gets %2.</source>
        <translation>%1が%2をもらいました。</translation>
    </message>
    <message>
        <source>%1 plays Skip and sits out %2.</source>
        <translation>%1が「スキップ」を使って%2を見送りました。</translation>
    </message>
    <message>
        <source>%1 plays Look and sees the set-aside cards.</source>
        <translation>%1が「のぞき見」を使って除外カードを見ました。</translation>
    </message>
    <message>
        <source>%1 gives %2 to %3.</source>
        <translation>%1が%2を%3に渡しました。</translation>
    </message>
    <message>
        <source>%1 removes %2 from their display.</source>
        <translation>%1が手元から%2を捨てました。</translation>
    </message>
    <message>
        <source>%1&apos;s Pink X fetches %2 from the deck.</source>
        <translation>%1の「ピンクX」が山札から%2を引きました。</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s Pink X fetches %2 from the deck, passing over %n green card(s).</source>
        <translation>
            <numerusform>%1の「ピンクX」が緑のカード%n枚を飛ばして、山札から%2を引きました。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s Pink X fetches %2 from the set-aside cards.</source>
        <translation>%1の「ピンクX」が除外カードから%2を引きました。</translation>
    </message>
    <message>
        <source>%1&apos;s Pink X finds no card to fetch.</source>
        <translation>%1の「ピンクX」は引けるカードがありませんでした。</translation>
    </message>
    <message>
        <source>%1 has no card for %2, so it does nothing.</source>
        <translation>%1には%2の対象になるカードがないので、効果はありません。</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>%1を取る</translation>
    </message>
    <message numerus="yes">
        <source>Take %1 with its %n chip(s)</source>
        <translation>
            <numerusform>%1をチップ%n枚ごと取る</numerusform>
        </translation>
    </message>
    <message>
        <source>Say No thanks! to %1 (pay a chip)</source>
        <translation>「ノーサンキュー」と言って%1にチップを1枚のせる</translation>
    </message>
    <message>
        <source>Bid a chip on %1</source>
        <translation>%1にチップを1枚出す</translation>
    </message>
    <message>
        <source>Decline %1</source>
        <translation>%1から降りる</translation>
    </message>
    <message numerus="yes">
        <source>Decline %1 and collect its %n chip(s)</source>
        <translation>
            <numerusform>%1から降りて、チップ%n枚を受け取る</numerusform>
        </translation>
    </message>
    <message>
        <source>Play Skip and sit out %1</source>
        <translation>「スキップ」を使って%1を見送る</translation>
    </message>
    <message>
        <source>Play Look to see the set-aside cards</source>
        <translation>「のぞき見」を使って除外カードを見る</translation>
    </message>
    <message>
        <source>Give %1 to the player on your left</source>
        <translation>%1を左隣のプレイヤーに渡す</translation>
    </message>
    <message>
        <source>Remove %1 from your display</source>
        <translation>手元から%1を捨てる</translation>
    </message>
    <message>
        <source>An unknown move</source>
        <translation>不明な手</translation>
    </message>
    <message>
        <source>No cards</source>
        <translation>カードなし</translation>
    </message>
    <message>
        <source>Cards, each run at its lowest (%1)</source>
        <translation>カード、連番は一番小さい数だけ（%1）</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) left</source>
        <translation>
            <numerusform>残りのチップ%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Highest counts double (%1 once more)</source>
        <translation>最大の数が2倍（%1をもう一度）</translation>
    </message>
    <message>
        <source>Wild card counted as %1</source>
        <translation>ワイルドカードを%1として計算</translation>
    </message>
    <message>
        <source>Double chips (cancelled by Half chips)</source>
        <translation>チップ2倍（チップ半減で相殺）</translation>
    </message>
    <message>
        <source>Half chips (cancelled by Double chips)</source>
        <translation>チップ半減（チップ2倍で相殺）</translation>
    </message>
    <message>
        <source>Half chips (rounded down)</source>
        <translation>チップ半減（端数切り捨て）</translation>
    </message>
    <message>
        <source>Minus chips (they count against you)</source>
        <translation>マイナスチップ（マイナス点として計算）</translation>
    </message>
    <message numerus="yes">
        <source>+1 per card (%n card(s))</source>
        <translation>
            <numerusform>1枚ごとに+1（%n枚）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>−1 per card (%n card(s))</source>
        <translation>
            <numerusform>1枚ごとに−1（%n枚）</numerusform>
        </translation>
    </message>
    <message>
        <source>Bonus cards (%1)</source>
        <translation>ボーナスカード（%1）</translation>
    </message>
    <message>
        <source>★ gets it</source>
        <translation>★ 獲得</translation>
    </message>
    <message>
        <source>bid %1</source>
        <translation>入札 %1</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>不参加</translation>
    </message>
    <message>
        <source>thinking</source>
        <translation>考え中</translation>
    </message>
    <message>
        <source>no cards yet</source>
        <translation>まだカードなし</translation>
    </message>
    <message>
        <source>Run %1–%2: it costs %3 as it lies now.</source>
        <translation>連番%1〜%2：今のままなら%3点のマイナスです。</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>チップ%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Chips are kept secret.</source>
        <translation>チップの枚数は秘密です。</translation>
    </message>
    <message>
        <source>%1 to %2 (costs %3)</source>
        <translation>%1〜%2（マイナス%3）</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>カードなし</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>sits out this card</source>
        <translation>このカードに不参加</translation>
    </message>
    <message>
        <source>bid up to %1</source>
        <translation>%1まで入札</translation>
    </message>
    <message>
        <source>gets the green card if the auction ends now</source>
        <translation>今競りが終われば緑のカードを獲得</translation>
    </message>
    <message>
        <source>chips secret</source>
        <translation>チップ非公開</translation>
    </message>
    <message>
        <source>Cards: %1.</source>
        <translation>カード：%1。</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>山札</translation>
    </message>
    <message>
        <source>green card next</source>
        <translation>次は緑</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>除外</translation>
    </message>
    <message>
        <source>you looked</source>
        <translation>確認済み</translation>
    </message>
    <message>
        <source>You looked: no cards were set aside.</source>
        <translation>確認しました：除外カードはありません。</translation>
    </message>
    <message>
        <source>You saw, top first: %1</source>
        <translation>見たカード（上から）：%1</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>捨て札</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>競り</translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s) left.</source>
        <translation>
            <numerusform>山札：残り%n枚。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them green.</source>
        <translation>
            <numerusform>うち緑%n枚。</numerusform>
        </translation>
    </message>
    <message>
        <source>The next card has a green back.</source>
        <translation>次のカードは裏が緑です。</translation>
    </message>
    <message>
        <source>The next card has a plain back.</source>
        <translation>次のカードは普通の裏面です。</translation>
    </message>
    <message numerus="yes">
        <source>Set aside: %n card(s), out of the game unless Pink X fetches one.</source>
        <translation>
            <numerusform>除外：%n枚。「ピンクX」で引かれない限り、ゲームには使いません。</numerusform>
        </translation>
    </message>
    <message>
        <source>You looked: there were none.</source>
        <translation>確認しました：1枚もありませんでした。</translation>
    </message>
    <message>
        <source>You looked and saw, top first: %1.</source>
        <translation>確認したカード（上から）：%1。</translation>
    </message>
    <message>
        <source>Discard pile: empty.</source>
        <translation>捨て札：なし。</translation>
    </message>
    <message>
        <source>Discard pile: %1.</source>
        <translation>捨て札：%1。</translation>
    </message>
    <message>
        <source>Game over.</source>
        <translation>ゲーム終了。</translation>
    </message>
    <message>
        <source>No card in the middle.</source>
        <translation>中央にカードはありません。</translation>
    </message>
    <message numerus="yes">
        <source>In the middle: %1 with %n chip(s) on it.</source>
        <translation>
            <numerusform>中央：%1（チップ%n枚）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Deck: empty.</source>
        <translation>山札：なし。</translation>
    </message>
    <message>
        <source>Deck, top first: %1</source>
        <translation>山札（上から）：%1</translation>
    </message>
    <message>
        <source>Set aside: none.</source>
        <translation>除外：なし。</translation>
    </message>
    <message>
        <source>Set aside, top first: %1</source>
        <translation>除外（上から）：%1</translation>
    </message>
    <message>
        <source>Face up, top first: %1.</source>
        <translation>表向き（上から）：%1。</translation>
    </message>
    <message>
        <source>cards count %1</source>
        <translation>カード%1点</translation>
    </message>
    <message>
        <source>C</source>
        <comment>key: show my chips</comment>
        <translation>C</translation>
    </message>
    <message>
        <source>Show my chips</source>
        <translation>自分のチップを見る</translation>
    </message>
    <message>
        <source>Your chips are secret: hold this button or the key %1 to see how many you have; the others look away.</source>
        <translation>チップの数は秘密です。このボタンか%1キーを押している間だけ自分のチップの数が見えます。ほかの人は見ないでください。</translation>
    </message>
    <message>
        <source>Everybody sees how many chips each player has. Off, as the rules say, chips are secret: with several people at the screen each sees their own by holding “Show my chips”.</source>
        <translation>全員のチップの数が全員に見えます。オフのとき（ルールどおり）チップの数は秘密で、1台の画面で何人かで遊ぶときは「自分のチップを見る」を押している間だけ自分の数が見えます。</translation>
    </message>
    <message numerus="yes">
        <source>Set aside: %n card(s), out of the game.</source>
        <translation>
            <numerusform>よけたカード：%n枚（ゲームには使いません）。</numerusform>
        </translation>
    </message>
    <message>
        <source>My chips</source>
        <translation>自分のチップ</translation>
    </message>
    <message numerus="yes">
        <source>The cards count %1 point(s) as they lie now; chips are added at the end.</source>
        <translation>
            <numerusform>今のカードは%1点です。チップは最後に加算されます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>goes up by %n point(s)</source>
        <comment>your score ...</comment>
        <translation>
            <numerusform>%n点増えます</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>goes down by %n point(s)</source>
        <comment>your score ...</comment>
        <translation>
            <numerusform>%n点減ります</numerusform>
        </translation>
    </message>
    <message>
        <source>stays the same</source>
        <comment>your score ...</comment>
        <translation>変わりません</translation>
    </message>
    <message>
        <source>Taking %1 joins your run %2–%3: counting the chips on it, your score %4.</source>
        <translation>%1を取ると連番%2〜%3につながります：乗っているチップも数えると、得点は%4。</translation>
    </message>
    <message numerus="yes">
        <source>Taking %1 brings in its %n chip(s) (your score %2); each “No thanks!” to it costs you another chip.</source>
        <translation>
            <numerusform>%1を取ればチップ%n枚が手に入ります（得点は%2）。「ノーサンキュー」と言うたびに、さらにチップが1枚減ります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You had only %n chip(s) left: taking %1 now (your score %2) keeps them for worse cards.</source>
        <translation>
            <numerusform>チップは残り%n枚でした：今%1を取れば（得点は%2）、もっと悪いカードのためにチップを残せます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Taking %1 with its %n chip(s): your score %2, where “No thanks!” costs you one chip.</source>
        <translation>
            <numerusform>%1をチップ%n枚ごと取ると得点は%2。「ノーサンキュー」ならチップ1枚で済みます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Giving away %1, your score %3; giving away %2, it %4.</source>
        <translation>%1を渡すと得点は%3。%2を渡すと%4。</translation>
    </message>
    <message>
        <source>Removing %1, your score %3; removing %2, it %4.</source>
        <translation>%1を取り除くと得点は%3。%2を取り除くと%4。</translation>
    </message>
    <message>
        <source>The setup uses %1, which is only played with the special cards (%2).</source>
        <translation>初期配置に%1がありますが、これは特殊カードを使うときだけのカードです(%2)。</translation>
    </message>
    <message>
        <source>The setup has more copies of %1 than the box holds (%2).</source>
        <translation>初期配置の%1の枚数が、箱に入っている枚数より多くなっています(%2)。</translation>
    </message>
    <message>
        <source>%1 is green and cannot be among the set-aside cards (%2).</source>
        <translation>%1は緑のカードなので、除外カードには入れられません(%2)。</translation>
    </message>
    <message>
        <source>%1 is not green, so it cannot be an unused green card (%2).</source>
        <translation>%1は緑のカードではないので、使わない緑のカードにはできません(%2)。</translation>
    </message>
    <message>
        <source>Green card, kept to the end: it then counts as the one number from %1 to %2 that helps you most, for example to join two runs.</source>
        <translation>緑のカード（最後まで手元に残す）：ゲーム終了時に、%1〜%2のうち一番得になる数字1つとして数えます。たとえば2つの連番をつなげられます。</translation>
    </message>
    <message numerus="yes">
        <source>Taking %1 with its %n chip(s) gains you little now (your score %2); with “No thanks!” it goes round the table and can come back with more chips.</source>
        <translation>
            <numerusform>%1をチップ%n枚ごと今取っても得は小さい（得点は%2）。「ノーサンキュー」ならカードは一巡し、もっと多くのチップを乗せて戻ってくるかもしれません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Saying “No thanks!” costs one of your chips, and the chip stays on the card. The card comes round again, a little more tempting each time.</source>
        <translation>「ノーサンキュー」と言うとチップを1枚払い、チップはカードの上に残ります。カードは一周するたびに少しずつ魅力的になります。</translation>
    </message>
    <message>
        <source>Whoever takes the card takes all the chips on it too, and the next card turns up. A bad card with a pile of chips can be a bargain.</source>
        <translation>カードを取った人は、その上のチップも全部もらい、次のカードがめくられます。悪いカードでもチップがたくさんあればお得なことも。</translation>
    </message>
    <message>
        <source>Numbers in a row, like 24, 25, 26, make a run, and a run counts only its lowest card. A card next to one you hold costs you little or nothing.</source>
        <translation>24、25、26のように続く数字は連番になり、連番は一番小さいカードだけを数えます。手元のカードの隣の数字なら、ほとんど損をしません。</translation>
    </message>
    <message>
        <source>A card with a green back is auctioned: bid a chip to stay in, or decline and collect the chips bid so far. The last one bidding gets the card.</source>
        <translation>裏が緑のカードは競りにかけられます。チップを出して残るか、降りてそれまでに出されたチップをもらいます。最後まで入札した人がカードを取ります。</translation>
    </message>
    <message>
        <source>The last card is taken and the game is over. Some cards were set aside unseen at the start, so nobody could count on a number.</source>
        <translation>最後のカードが取られ、ゲーム終了です。最初に何枚かが見えないまま除外されていたので、どの数字も当てにはできませんでした。</translation>
    </message>
    <message>
        <source>Scoring: every card counts minus its number, a run only its lowest card; every chip is a plus point. The highest score wins.</source>
        <translation>得点計算:カードは数字の分のマイナス点(連番は一番小さいカードだけ)、チップ1枚は1点です。得点が最も高い人の勝ちです。</translation>
    </message>
    <message>
        <source>The basics</source>
        <translation>基本ルール</translation>
    </message>
    <message>
        <source>The special cards</source>
        <translation>特殊カード</translation>
    </message>
    <message>
        <source>Bonus cards: their points are added to your score at the end. Worth taking.</source>
        <translation>ボーナスカード:その点数が最後に得点に加わります。取る価値があります。</translation>
    </message>
    <message>
        <source>Wild card: at the end it becomes any one number from 3 to 35, the one that helps you most, such as the gap in a run.</source>
        <translation>ワイルドカード:最後に3〜35の好きな数字1つになります。連番のすき間など、一番得になる数字にしましょう。</translation>
    </message>
    <message>
        <source>+1 per card: at the end, one point for every card in your display.</source>
        <translation>1枚ごとに+1:最後に、手元のカード1枚ごとに1点もらえます。</translation>
    </message>
    <message>
        <source>Skip: played on your turn, you sit out the card in the middle without paying a chip, until the next card turns up.</source>
        <translation>スキップ:自分の番に使うと、チップを払わずに中央のカードを見送り、次のカードがめくられるまで参加しません。</translation>
    </message>
    <message>
        <source>Give a card: it acts at once, you give one card of your display to your left neighbour. Choose one that hurts you and does not help them.</source>
        <translation>カードを渡す:すぐに効果があり、手元のカードを1枚左隣に渡します。自分には痛く、相手の得にならないカードを選びましょう。</translation>
    </message>
    <message>
        <source>Remove a card: it acts at once, you remove one card of your display from the game, usually the most costly one.</source>
        <translation>カードを捨てる:すぐに効果があり、手元のカードを1枚ゲームから捨てます。ふつうは一番損なカードです。</translation>
    </message>
    <message>
        <source>Double chips: whoever holds it at the end counts their chips twice.</source>
        <translation>チップ2倍:最後にこれを持っている人は、チップを2倍に数えます。</translation>
    </message>
    <message>
        <source>Minus chips: kept to the end, it turns your chips into minus points.</source>
        <translation>マイナスチップ:最後まで持っていると、チップがマイナス点になります。</translation>
    </message>
    <message>
        <source>Half chips: kept to the end, it makes your chips count only half.</source>
        <translation>チップ半減:最後まで持っていると、チップは半分しか数えません。</translation>
    </message>
    <message>
        <source>The 40: a number card that never joins a run, so it always counts in full.</source>
        <translation>40:連番に入らない数字カードなので、いつでもそのまま数えます。</translation>
    </message>
    <message>
        <source>−1 per card: at the end, one point less for every card in your display.</source>
        <translation>1枚ごとに−1:最後に、手元のカード1枚ごとに1点減ります。</translation>
    </message>
    <message>
        <source>Look: played on your turn, you see the cards set aside at the start, so you know which numbers never come.</source>
        <translation>のぞき見:自分の番に使うと除外カードを見られ、どの数字が出てこないかが分かります。</translation>
    </message>
    <message>
        <source>Pink X: it acts at once, whoever takes it also gets the first card with a pink X from the deck.</source>
        <translation>ピンクX:すぐに効果があり、取った人は山札の中で最初のピンクXのカードももらいます。</translation>
    </message>
    <message>
        <source>Highest counts double: at the end your highest number card, or the run it belongs to, counts double.</source>
        <translation>最大の数が2倍:最後に、一番大きい数字カード(またはそれを含む連番)が2倍になります。</translation>
    </message>
    <message>
        <source>The goal: the highest score when the last card is gone. Every card you take counts its number as minus points (of numbers in a row only the lowest), every chip you hold is a plus point. A card lies in the middle: take it, or say “No thanks!” and pass it on.</source>
        <translation>目標:最後のカードがなくなったとき、得点が一番高いこと。取ったカードは数字の分のマイナス点(連番は一番小さい数だけ)、持っているチップは1枚1点です。中央にカードがあります。取るか、「ノーサンキュー」と言って次に回しましょう。</translation>
    </message>
    <message>
        <source>A player without chips must take the card: saying “No thanks!” costs a chip. Keep a few chips in hand.</source>
        <translation>チップのない人はカードを取るしかありません。「ノーサンキュー」にはチップが1枚要るからです。チップは少し残しておきましょう。</translation>
    </message>
    <message>
        <source>As in the basics: take the card in the middle or say “No thanks!”; cards are minus points, chips plus points, the highest score wins. New: the special cards, each explained as it turns up.</source>
        <translation>基本ルールと同じく、中央のカードを取るか「ノーサンキュー」と言います。カードはマイナス、チップはプラス、得点が一番高い人の勝ちです。新しいのは特殊カードで、出てくるたびに説明します。</translation>
    </message>
    <message>
        <source>As before: “No thanks!” costs a chip, which stays on the card.</source>
        <translation>これまでどおり、「ノーサンキュー」にはチップが1枚要り、チップはカードの上に残ります。</translation>
    </message>
    <message>
        <source>As before: whoever takes the card takes the chips on it.</source>
        <translation>これまでどおり、カードを取った人はその上のチップももらいます。</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>The file is not a saved game: it is damaged or cut short at line %1, column %2.</source>
        <translation>このファイルは保存したゲームではありません：%1行目、%2列目で壊れているか、途中で切れています。</translation>
    </message>
    <message>
        <source>The file is too large for a saved game (more than %1 MiB).</source>
        <translation>ファイルが保存したゲームとしては大きすぎます（%1 MiB超）。</translation>
    </message>
    <message>
        <source>The file nests its data deeper (more than %1 levels) than any saved game does.</source>
        <translation>ファイルのデータの入れ子が、保存したゲームではありえないほど深くなっています（%1階層超）。</translation>
    </message>
    <message>
        <source>The file is not a saved game: it holds a JSON %1 instead of an object.</source>
        <translation>このファイルは保存したゲームではありません：JSONのオブジェクトではなく、%1が入っています。</translation>
    </message>
    <message>
        <source>The file is not a NoBox saved game (its format is “%1”).</source>
        <translation>このファイルはNoBoxで保存したゲームではありません（形式は「%1」です）。</translation>
    </message>
    <message>
        <source>The saved game lacks its “%1” field.</source>
        <translation>保存したゲームに「%1」の項目がありません。</translation>
    </message>
    <message>
        <source>The saved game&apos;s “%1” field holds something it cannot hold.</source>
        <translation>保存したゲームの「%1」の項目に、ありえない内容が入っています。</translation>
    </message>
    <message>
        <source>The saved game is of a game this version of NoBox does not know: “%1”.</source>
        <translation>保存したゲームは、このバージョンのNoBoxが知らないゲームのものです：「%1」。</translation>
    </message>
    <message>
        <source>The saved game was written by a newer version of NoBox (rules version %1; this one knows up to %2). Update NoBox to open it.</source>
        <translation>保存したゲームは新しいバージョンのNoBoxで作られています（ルールバージョン%1。このバージョンは%2まで対応）。開くにはNoBoxを更新してください。</translation>
    </message>
    <message>
        <source>The saved game&apos;s starting player (%1) is not at the table.</source>
        <translation>保存したゲームのスタートプレイヤー（%1）がテーブルにいません。</translation>
    </message>
    <message>
        <source>The saved game uses an option this version does not know: “%1”.</source>
        <translation>保存したゲームに、このバージョンが知らないオプションがあります：「%1」。</translation>
    </message>
    <message>
        <source>The saved game has an impossible option value: “%1”.</source>
        <translation>保存したゲームに、ありえないオプションの値があります：「%1」。</translation>
    </message>
    <message>
        <source>The game was already over.</source>
        <translation>ゲームはすでに終了していました。</translation>
    </message>
    <message>
        <source>The saved game cannot be used (%1).</source>
        <translation>保存したゲームを使えません（%1）。</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>ファイルを読み込めません。</translation>
    </message>
    <message>
        <source>Move %1 (“%2”) of the saved game cannot be played: %3</source>
        <translation>保存したゲームの%1手目（「%2」）を行えません：%3</translation>
    </message>
    <message>
        <source>The game is not over yet, so its hidden cards and counters stay hidden.</source>
        <translation>ゲームはまだ終わっていないため、伏せられたカードやカウンターは伏せたままです。</translation>
    </message>
    <message numerus="yes">
        <source>The saved game has %n player(s); this game is for %1 to %2.</source>
        <translation>
            <numerusform>保存したゲームのプレイヤーは%n人ですが、このゲームは%1〜%2人用です。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Speed</name>
    <message>
        <source>&amp;Slow</source>
        <translation>ゆっくり(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>ふつう(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>速い(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>瞬時(&amp;I)</translation>
    </message>
</context>
<context>
    <name>TableSettings</name>
    <message>
        <source>Easy</source>
        <translation>かんたん</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>むずかしい</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation>コンピューター%1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>NoBox does not speak &quot;%1&quot;: use one of %2.</source>
        <translation>NoBoxは「%1」に対応していません：%2 のいずれかを指定してください。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be played in the app yet.</source>
        <translation>「%1」はまだアプリでは遊べません。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; needs a font this computer does not have (on Debian and Ubuntu: fonts-noto-cjk); staying in the language in use.</source>
        <translation>「%1」に必要なフォントがこのコンピューターにありません（Debian・Ubuntuではfonts-noto-cjk）。今の言語のままにします。</translation>
    </message>
</context>
<context>
    <name>nobox::GameActions</name>
    <message>
        <source>&amp;New Game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>Choose the game, the players and the options, and deal</source>
        <translation>ゲーム、プレイヤー、オプションを選んで始めます</translation>
    </message>
    <message>
        <source>&amp;Close Game</source>
        <translation>ゲームを閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>Leave this game and go back to the start page</source>
        <translation>このゲームをやめてスタート画面に戻ります</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>Ask the strongest computer player what it would do</source>
        <translation>一番強いコンピューターならどうするか聞きます</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>全画面表示(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Rules of %1</source>
        <translation>%1のルール(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About NoBox</source>
        <translation>NoBoxについて(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Save Game…</source>
        <translation>ゲームを保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Save this game to a file, to go on with it elsewhere or to show it to someone</source>
        <translation>このゲームをファイルに保存して、別の場所で続けたり、誰かに見せたりできます</translation>
    </message>
    <message>
        <source>&amp;Open Game…</source>
        <translation>ゲームを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a saved game to go on with it or to watch it again</source>
        <translation>保存したゲームを開いて、続きを遊んだり、もう一度見たりできます</translation>
    </message>
    <message>
        <source>&amp;Undo My Move</source>
        <translation>自分の手を取り消す(&amp;U)</translation>
    </message>
    <message>
        <source>Take back your last decision (the game then counts as practice)</source>
        <translation>最後の決定を取り消します（そのゲームは練習扱いになります）</translation>
    </message>
    <message>
        <source>&amp;Replay Game</source>
        <translation>リプレイ(&amp;R)</translation>
    </message>
    <message>
        <source>Watch the finished game again, move by move, through any player&apos;s eyes</source>
        <translation>終わったゲームを、好きなプレイヤーの視点で1手ずつもう一度見ます</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>統計(&amp;T)</translation>
    </message>
    <message>
        <source>How each player has been doing: games, wins, scores, with plots</source>
        <translation>各プレイヤーのこれまでの成績：ゲーム数、勝利数、得点をグラフ付きで表示します</translation>
    </message>
    <message>
        <source>S&amp;cores</source>
        <translation>得点表(&amp;C)</translation>
    </message>
    <message>
        <source>The final scores of this game, line by line</source>
        <translation>このゲームの最終得点を項目ごとに</translation>
    </message>
    <message>
        <source>&amp;Play Again</source>
        <translation>もう一度(&amp;P)</translation>
    </message>
    <message>
        <source>The same players and settings, a new deal</source>
        <translation>同じプレイヤーと設定で、新しく配ります</translation>
    </message>
</context>
<context>
    <name>nobox::GameTile</name>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>Start a game of %1</source>
        <translation>%1を始めます</translation>
    </message>
</context>
<context>
    <name>nobox::GuidePanel</name>
    <message>
        <source>Guide</source>
        <translation>ガイド</translation>
    </message>
    <message>
        <source>Explanation %1 of %2</source>
        <translation>説明 %1/%2</translation>
    </message>
    <message>
        <source>What the guide says now</source>
        <translation>ガイドの今の説明</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>手を提案する</translation>
    </message>
    <message>
        <source>The guide names a good move and says why.</source>
        <translation>ガイドが良い手とその理由を教えます。</translation>
    </message>
    <message>
        <source>Play the suggested move</source>
        <translation>提案された手を打つ</translation>
    </message>
    <message>
        <source>Next explanation</source>
        <translation>次の説明</translation>
    </message>
    <message>
        <source>Restart the lesson</source>
        <translation>レッスンを最初からやり直す</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>レッスンを終了する</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>本番のゲームを遊ぶ</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>提案</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>その手を打つ</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Play on for me</source>
        <translation>代わりに進めてもらう</translation>
    </message>
    <message>
        <source>Play on to the next explanation</source>
        <translation>次の説明まで進める</translation>
    </message>
    <message>
        <source>Play on to the next explanation: the guide plays your turns for you, each time the move it suggests.</source>
        <translation>次の説明まで進めます。ガイドがあなたの手番を代わりに、毎回提案する手で打ちます。</translation>
    </message>
    <message>
        <source>Restart lesson</source>
        <translation>レッスンをやり直す</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>レッスンをやめる</translation>
    </message>
    <message>
        <source>Play a real game…</source>
        <translation>本番のゲームを遊ぶ…</translation>
    </message>
    <message>
        <source>Explanation %1 of %2 · more to read first: Next</source>
        <translation>説明 %1/%2・先に読むものがあります:次へ</translation>
    </message>
    <message>
        <source>Explanation %1 of %2 · the game waits until you read on: Next</source>
        <translation>説明 %1/%2・読み終えるまでゲームは待ちます:次へ</translation>
    </message>
</context>
<context>
    <name>nobox::HandoverBanner</name>
    <message>
        <source>Your turn</source>
        <translation>あなたの番です</translation>
    </message>
    <message>
        <source>%1: your turn</source>
        <translation>%1:あなたの番です</translation>
    </message>
</context>
<context>
    <name>nobox::HotseatCover</name>
    <message>
        <source>Pass to %1</source>
        <translation>%1に交代</translation>
    </message>
    <message>
        <source>I am %1</source>
        <translation>%1です</translation>
    </message>
    <message>
        <source>Lifts the cover: only when %1 is at the screen</source>
        <translation>画面の前に%1がいるときだけ押して、カバーを外します</translation>
    </message>
    <message>
        <source>When %1 is at the screen, press “I am %1” or Enter.</source>
        <translation>%1が画面の前に来たら、「%1です」かEnterキーを押してください。</translation>
    </message>
    <message>
        <source>Pass to</source>
        <translation>交代：</translation>
    </message>
</context>
<context>
    <name>nobox::LessonRunner</name>
    <message>
        <source>Suggestion: %1.</source>
        <translation>提案:%1。</translation>
    </message>
    <message>
        <source>That is not allowed here: %1</source>
        <translation>ここではできません:%1</translation>
    </message>
    <message>
        <source>The lesson is over: well done! The score sheet shows how the game ended; its Review looks back at your decisions.</source>
        <translation>レッスン完了です。よくできました!得点表でゲームの結果が分かり、「振り返る」で自分の判断を見直せます。</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>レッスン:%1</translation>
    </message>
    <message>
        <source>Play as you like: the guide speaks up when a rule comes into play. Suggest names a good move.</source>
        <translation>自由に遊んでください。ルールが関わる場面になるとガイドが説明します。「提案」で良い手が分かります。</translation>
    </message>
</context>
<context>
    <name>nobox::MainWindow</name>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1が考えています…</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>ヒント：%1</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>よい手を探しています…</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Computer &amp;Speed</source>
        <translation>コンピューターの速さ(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <extracomment>The menu of the app&apos;s languages; its entries are each language&apos;s own name.</extracomment>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
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
        <translation>ゲームを開始できません</translation>
    </message>
    <message>
        <source>Game over: %1 wins.</source>
        <translation>ゲーム終了：%1の勝ちです。</translation>
    </message>
    <message>
        <source>Game over: %1 share the victory.</source>
        <translation>ゲーム終了：%1が同点で勝利しました。</translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>%1に交代</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>%1の番です</translation>
    </message>
    <message>
        <source>%1 needs a font this computer does not have (on Debian and Ubuntu: the package fonts-noto-cjk). Without it every character would show as an empty box.</source>
        <translation>%1の表示に必要なフォントがこのコンピューターにありません（Debian・Ubuntuではパッケージfonts-noto-cjk）。このままでは文字がすべて空の四角になります。</translation>
    </message>
    <message>
        <source>The game cannot be shown</source>
        <translation>ゲームを表示できません</translation>
    </message>
    <message>
        <source>This game of the history does not replay.</source>
        <translation>履歴のこのゲームはリプレイできません。</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>NoBox games (*.nobox.json *.json);;All files (*)</source>
        <translation>NoBoxのゲーム (*.nobox.json *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>ゲームを開く</translation>
    </message>
    <message>
        <source>The game cannot go on</source>
        <translation>ゲームを続けられません</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>ゲームは保存されませんでした</translation>
    </message>
    <message>
        <source>NoBox cannot write “%1”.</source>
        <translation>NoBoxは「%1」に書き込めません。</translation>
    </message>
    <message>
        <source>The game cannot be opened</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <source>“%1” cannot be opened. %2</source>
        <translation>「%1」を開けません。%2</translation>
    </message>
    <message>
        <source>%1 with %2 (moves played: %3)</source>
        <translation>%1：%2（プレイ済みの手：%3）</translation>
    </message>
    <message>
        <source>The saved game cannot be continued: %1</source>
        <translation>保存したゲームを続けられません：%1</translation>
    </message>
    <message>
        <source>The game cannot be reviewed</source>
        <translation>このゲームは振り返りできません</translation>
    </message>
    <message>
        <source>(about %1% chance to win)</source>
        <translation>（勝率およそ%1%）</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>“%1” exists already. Replace it?</source>
        <translation>「%1」はすでにあります。置き換えますか？</translation>
    </message>
    <message>
        <source>Game saved as “%1”.</source>
        <translation>ゲームを「%1」に保存しました。</translation>
    </message>
    <message>
        <source>Delete the game</source>
        <translation>ゲームを削除</translation>
    </message>
    <message>
        <source>Delete this unfinished game for good? It cannot be opened again.</source>
        <translation>この途中のゲームを完全に削除しますか？もう開けなくなります。</translation>
    </message>
    <message>
        <source>The unfinished game was put aside: the start page lists it under “Unfinished games”.</source>
        <translation>途中のゲームは取っておきました：スタート画面の「途中のゲーム」にあります。</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>%1の番です</translation>
    </message>
    <message>
        <source>The lesson cannot start</source>
        <translation>レッスンを開始できません</translation>
    </message>
</context>
<context>
    <name>nobox::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G)：</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>プレイヤーの人数</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>人数(&amp;P)：</translation>
    </message>
    <message>
        <source>Seats, in playing order</source>
        <translation>席（手番の順）</translation>
    </message>
    <message>
        <source>Start player</source>
        <translation>スタートプレイヤー</translation>
    </message>
    <message>
        <source>The rules leave the first player to the table: pick one, or let chance decide.</source>
        <translation>ルールでは最初のプレイヤーを決めていません：誰かを選ぶか、ランダムにしてください。</translation>
    </message>
    <message>
        <source>&amp;Starts:</source>
        <translation>最初の番(&amp;S)：</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>Allow hints when several people play</source>
        <translation>複数人で遊ぶときもヒントを使えるようにする</translation>
    </message>
    <message>
        <source>With one person at the table, hints are always there. With several, everybody has to agree: it is off unless you tick it.</source>
        <translation>1人で遊ぶときは、いつでもヒントを使えます。複数人のときは全員の同意が必要なので、チェックを入れない限りオフです。</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>開始(&amp;D)</translation>
    </message>
    <message>
        <source>Deal and start the game</source>
        <translation>準備してゲームを始めます</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>(%1 to %2)</source>
        <translation>（%1〜%2人）</translation>
    </message>
    <message>
        <source>Random</source>
        <extracomment>Who starts: chosen by chance.</extracomment>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Allow undo when several people play</source>
        <translation>複数人で遊ぶときも取り消しを使えるようにする</translation>
    </message>
    <message>
        <source>Against the computer you may always take back your last decision. With several people it is off unless you tick it. A game with undo counts as practice.</source>
        <translation>コンピューターとの対戦では、いつでも最後の決定を取り消せます。複数人のときは、チェックを入れない限りオフです。取り消しを使ったゲームは練習扱いになります。</translation>
    </message>
</context>
<context>
    <name>nobox::ReplayViewer</name>
    <message>
        <source>Move %1 of %2</source>
        <translation>%1手目／全%2手</translation>
    </message>
    <message>
        <source>As a spectator (public only)</source>
        <translation>観戦者として（公開情報のみ）</translation>
    </message>
    <message>
        <source>Through %1&apos;s eyes</source>
        <translation>%1の視点</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>リプレイ：%1</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>最初へ</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 戻る</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>1手戻る</translation>
    </message>
    <message>
        <source>⏸ Pause</source>
        <translation>⏸ 一時停止</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ 再生</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Play the moves one by one</source>
        <translation>手を1つずつ再生します</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>進む ▶</translation>
    </message>
    <message>
        <source>One move forward</source>
        <translation>1手進む</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>最後へ</translation>
    </message>
    <message>
        <source>&amp;Close Replay</source>
        <translation>リプレイを閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <source>« Start</source>
        <translation>« 最初</translation>
    </message>
    <message>
        <source>End »</source>
        <translation>最後 »</translation>
    </message>
    <message>
        <source>Everything open (every hand face up)</source>
        <translation>すべて公開（全員の手元を表向きに）</translation>
    </message>
    <message>
        <source>&amp;Review This Game</source>
        <translation>このゲームを振り返る(&amp;R)</translation>
    </message>
    <message>
        <source>Review every decision of this game with the hard level</source>
        <translation>このゲームのすべての判断を「むずかしい」で振り返る</translation>
    </message>
    <message>
        <source>Whose view the replay shows</source>
        <translation>再生で見る視点</translation>
    </message>
    <message>
        <source>Everything open, what everybody at the table saw, or one player&apos;s own view</source>
        <translation>すべて公開、テーブルの全員が見たもの、または1人のプレイヤーの視点</translation>
    </message>
</context>
<context>
    <name>nobox::ReviewPage</name>
    <message>
        <source>The review could not be made (%1).</source>
        <translation>振り返りができませんでした（%1）。</translation>
    </message>
    <message>
        <source>Looking at decision %1 of %2…</source>
        <translation>判断 %1 / %2 を検討しています…</translation>
    </message>
    <message>
        <source>Replaying the game…</source>
        <translation>ゲームを再現しています…</translation>
    </message>
    <message>
        <source>Each player&apos;s chance to win, as the hard level estimated it from what they knew</source>
        <translation>各プレイヤーの勝率（本人が知っていたことから「むずかしい」が推定）</translation>
    </message>
    <message>
        <source>Clearly costly</source>
        <translation>明らかな損</translation>
    </message>
    <message>
        <source>Chance to win (%)</source>
        <translation>勝率（%）</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s), %1 clearly costly</source>
        <translation>
            <numerusform>判断 %n 回、うち明らかな損 %1 回</numerusform>
        </translation>
    </message>
    <message>
        <source>Open this position in the replay, as %1 saw it</source>
        <translation>この局面を%1の視点でリプレイに開く</translation>
    </message>
    <message>
        <source>Review of this game of %1</source>
        <translation>%1：このゲームの振り返り</translation>
    </message>
    <message>
        <source>Review of this game</source>
        <translation>このゲームの振り返り</translation>
    </message>
    <message>
        <source>Every decision seen again by the hard level, from what its player knew at that moment. A decision is marked clearly costly when the move played is estimated at least %1 points of the chance to win below the hard level&apos;s own choice. Open a decision to see its position in the replay.</source>
        <translation>すべての判断を、その時点でそのプレイヤーが知っていたことだけから「むずかしい」が検討し直します。実際の手の勝率が「むずかしい」自身の選ぶ手より%1ポイント以上低いと推定された判断は「明らかな損」として示します。判断を開くと、その局面をリプレイで見られます。</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <source>Back from the review</source>
        <translation>振り返りから戻る</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <source>Cancel the review</source>
        <translation>振り返りをキャンセル</translation>
    </message>
    <message>
        <source>&amp;Decisions of:</source>
        <translation>判断を表示(&amp;D)：</translation>
    </message>
    <message>
        <source>Whose decisions to list</source>
        <translation>誰の判断を表示するか</translation>
    </message>
    <message>
        <source>Decisions, the clearly costly ones first</source>
        <translation>判断の一覧（明らかな損を先頭に）</translation>
    </message>
    <message>
        <source>Chance to win by move</source>
        <translation>手ごとの勝率</translation>
    </message>
    <message>
        <source>%1: about %2% to win, the hard level&apos;s choice as well</source>
        <translation>%1：勝率およそ%2%（「むずかしい」も同じ手）</translation>
    </message>
    <message>
        <source>%1: about %2% to win; %3: about %4%</source>
        <translation>%1：勝率およそ%2%／%3：およそ%4%</translation>
    </message>
    <message>
        <source>Move %1 — %2</source>
        <translation>%1手目 — %2</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) less</source>
        <translation>
            <numerusform>%nポイント低い</numerusform>
        </translation>
    </message>
    <message>
        <source>Clearly costly: %1, %2</source>
        <translation>明らかな損：%1、%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>costly decision</comment>
        <extracomment>A clearly costly decision&apos;s line and what it cost (&quot;Move 12 — ...: about 18%&quot; and &quot;13 points less&quot;).</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>No single rule of the game says it: played out from what you knew, on the same deals, the hard level&apos;s choice won more often.</source>
        <translation>ひとつのルールでは説明できません：あなたが知っていたことから同じ配りで最後まで打ってみると、「むずかしい」レベルの手のほうが多く勝ちました。</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>理由：%1</translation>
    </message>
    <message>
        <source>A gap in a line: a decision the hard level could not estimate</source>
        <translation>線の切れ目：「むずかしい」が見積もれなかった判断</translation>
    </message>
    <message>
        <source>%1: not estimated</source>
        <translation>%1：見積もりなし</translation>
    </message>
    <message>
        <source>Move (a point: one of that player&apos;s decisions; the line joins them)</source>
        <translation>手数（点：そのプレイヤーの判断／線はそれらを結んだもの）</translation>
    </message>
</context>
<context>
    <name>nobox::RulesDialog</name>
    <message>
        <source>Close the rules</source>
        <translation>ルールを閉じる</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>%1のルール</translation>
    </message>
    <message>
        <source>&lt;p&gt;The rules of %1 are missing from this build of NoBox.&lt;/p&gt;</source>
        <translation>&lt;p&gt;このNoBoxには%1のルールが含まれていません。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>nobox::ScoreSheet</name>
    <message>
        <source>1st</source>
        <translation>1位</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2位</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3位</translation>
    </message>
    <message>
        <source>%1th</source>
        <translation>%1位</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list of names</comment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list of names</comment>
        <translation>%1と%2</translation>
    </message>
    <message>
        <source>Final Scores</source>
        <translation>最終結果</translation>
    </message>
    <message>
        <source>&amp;Play Again</source>
        <translation>もう一度遊ぶ(&amp;P)</translation>
    </message>
    <message>
        <source>Play again with the same players</source>
        <translation>同じプレイヤーでもう一度遊びます</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>&amp;Look at the Table</source>
        <translation>テーブルを見る(&amp;L)</translation>
    </message>
    <message>
        <source>Close the scores and look at the table</source>
        <translation>結果を閉じてテーブルを見ます</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1の勝ち！</translation>
    </message>
    <message>
        <source>%1 share the victory!</source>
        <translation>%1が同点で勝利！</translation>
    </message>
    <message>
        <source>Place</source>
        <extracomment>Column head on the score sheet: the rank (1st, 2nd, ...), not a location.</extracomment>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>内訳</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Scoring of %1</source>
        <translation>%1の内訳</translation>
    </message>
    <message>
        <source>&amp;Review This Game</source>
        <translation>このゲームを振り返る(&amp;R)</translation>
    </message>
    <message>
        <source>Review every decision of this game with the hard level</source>
        <translation>このゲームのすべての判断を「むずかしい」で振り返る</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2 place, %3 point(s)</source>
        <translation>
            <numerusform>%1、%2、%3点</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nobox::SeatEditor</name>
    <message>
        <source>Name of player %1</source>
        <translation>プレイヤー%1の名前</translation>
    </message>
    <message>
        <source>Person</source>
        <extracomment>Who plays this seat: a person at the table (as opposed to the computer).</extracomment>
        <translation>人間</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>Player %1 is a person or a computer</source>
        <translation>プレイヤー%1：人間かコンピューターか</translation>
    </message>
    <message>
        <source>Level of computer player %1</source>
        <translation>コンピューター（プレイヤー%1）のレベル</translation>
    </message>
    <message>
        <source>Easy makes mistakes, Normal plays sensibly, Hard thinks ahead.</source>
        <translation>「かんたん」はミスをし、「ふつう」は堅実に遊び、「むずかしい」は先を読みます。</translation>
    </message>
</context>
<context>
    <name>nobox::SidePanel</name>
    <message>
        <source>Moves &amp;so far</source>
        <translation>これまでの手(&amp;S)</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>手の記録</translation>
    </message>
    <message>
        <source>Thinking progress</source>
        <translation>思考の進み具合</translation>
    </message>
</context>
<context>
    <name>nobox::StartPage</name>
    <message>
        <source>%1 players</source>
        <translation>%1人</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1〜%2人</translation>
    </message>
    <message>
        <source>NoBox</source>
        <translation>NoBox</translation>
    </message>
    <message>
        <source>Card and counter games for the family: at one screen together, or against the computer.</source>
        <translation>家族で楽しむカードゲームとカウンターゲーム：1台の画面で交代しながら、またはコンピューターと対戦。</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>続きから(&amp;C)</translation>
    </message>
    <message>
        <source>Continue the saved game</source>
        <translation>保存したゲームを続けます</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Quit NoBox</source>
        <translation>NoBoxを終了します</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>統計(&amp;S)</translation>
    </message>
    <message>
        <source>Statistics of past games</source>
        <translation>これまでのゲームの統計</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>%1の新しいゲーム</translation>
    </message>
    <message>
        <source>Learn to play ✓</source>
        <translation>遊び方を学ぶ ✓</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <source>Learn to play %1 (lessons done)</source>
        <translation>%1の遊び方を学ぶ(レッスン完了)</translation>
    </message>
    <message>
        <source>Learn to play %1</source>
        <translation>%1の遊び方を学ぶ</translation>
    </message>
    <message>
        <source>A first game with a guide who explains each rule when it comes up.</source>
        <translation>ルールが関わる場面ごとにガイドが説明してくれる、はじめてのゲームです。</translation>
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
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Score per game</source>
        <translation>ゲームごとの得点</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2点</translation>
    </message>
    <message>
        <source>(practice)</source>
        <translation>（練習）</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>%1位</translation>
    </message>
    <message>
        <source>Score move by move</source>
        <translation>1手ごとの得点</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Clear the history</source>
        <translation>履歴の消去</translation>
    </message>
    <message>
        <source>Forget every finished game of every game and player? This cannot be undone.</source>
        <translation>すべてのゲームとプレイヤーについて、終わったゲームの記録をすべて消去しますか？元に戻すことはできません。</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>プレイヤー(&amp;P)：</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>勝利数</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>平均得点</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>最高記録</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>対戦相手</translation>
    </message>
    <message>
        <source>When</source>
        <translation>日時</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>C&amp;lear History…</source>
        <translation>履歴を消去(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <source>Back to the start page</source>
        <translation>スタート画面に戻ります</translation>
    </message>
    <message>
        <source>&amp;Review Game</source>
        <translation>振り返る(&amp;R)</translation>
    </message>
    <message>
        <source>Review every decision of the game selected in the list</source>
        <translation>一覧で選んだゲームのすべての判断を振り返る</translation>
    </message>
    <message>
        <source>this player</source>
        <translation>このプレイヤー</translation>
    </message>
    <message>
        <source>Games against computer players show here, by level: %1 has played none yet (games among people only do not count here).</source>
        <translation>コンピューターとの対戦がレベル別にここに出ます。%1はまだ対戦していません（人どうしだけのゲームはここには数えません）。</translation>
    </message>
    <message>
        <source>Score of %1</source>
        <translation>%1の得点</translation>
    </message>
    <message>
        <source>Games %1 won</source>
        <translation>%1が勝ったゲーム</translation>
    </message>
    <message>
        <source>Each finished game of %1 adds a point here, from the first one on (games with undo count as practice and are left out).</source>
        <translation>%1がゲームを終えるたびに、1ゲーム目からここに点が増えます（取り消しを使ったゲームは練習として数えません）。</translation>
    </message>
    <message>
        <source>Every game %1 finishes shows here, newest first; a double click replays it.</source>
        <translation>%1が終えたゲームが新しい順にここに並びます。ダブルクリックで再生します。</translation>
    </message>
    <message>
        <source>Choose a finished game in the list: its scores show here move by move.</source>
        <translation>一覧から終わったゲームを選ぶと、その得点の移り変わりが1手ずつここに出ます。</translation>
    </message>
</context>
<context>
    <name>nobox::UnfinishedGames</name>
    <message>
        <source>&amp;Unfinished games</source>
        <translation>途中のゲーム(&amp;U)</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>途中のゲーム</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>最後に遊んだ日時</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <source>Go on with the chosen game</source>
        <translation>選んだゲームを続けます</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the chosen game for good</source>
        <translation>選んだゲームを完全に削除します</translation>
    </message>
</context>
<context>
    <name>nobox::kit::GameBoard</name>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>Please wait: %1 is thinking.</source>
        <translation>お待ちください：%1が考えています。</translation>
    </message>
    <message>
        <source>Please wait: it is %1&apos;s turn.</source>
        <translation>お待ちください：%1の手番です。</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>ヒント：%1</translation>
    </message>
    <message>
        <source>Hint: %1 (about %2% chance to win)</source>
        <translation>ヒント：%1（勝率およそ%2%）</translation>
    </message>
    <message>
        <source>The rules for this moment (F1 opens them all)</source>
        <translation>この場面のルール（F1ですべてのルール）</translation>
    </message>
    <message>
        <source>Rules for this moment</source>
        <translation>この場面のルール</translation>
    </message>
</context>
</TS>
