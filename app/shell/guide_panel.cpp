// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/guide_panel.h"

#include <QAccessible>
#include <QEvent>
#include <QGridLayout>
#include <QKeySequence>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

namespace nobox {

GuidePanel::GuidePanel(QWidget* parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("guidePanel"));
    setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 12, 12, 12);
    layout->setSpacing(8);

    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("guideTitle"));
    m_title->setWordWrap(true);
    // Read from a metre away, as the board's status line is: no smaller than its words.
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPixelSize(20);
    m_title->setFont(titleFont);
    m_progress = new QLabel(this);
    m_progress->setObjectName(QStringLiteral("guideProgress"));
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("guideText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse); // no caret: it reads as words, not a field
    m_text->setFocusPolicy(Qt::StrongFocus); // a screen reader's user tabs to it and hears it again
    m_text->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    QFont textFont = m_text->font();
    textFont.setPixelSize(19);
    m_text->setFont(textFont);
    m_remark = new QLabel(this);
    m_remark->setObjectName(QStringLiteral("guideRemark"));
    m_remark->setWordWrap(true);
    m_remark->setTextFormat(Qt::PlainText);
    m_remark->setFocusPolicy(Qt::StrongFocus);
    QFont remarkFont = m_remark->font();
    remarkFont.setPixelSize(18);
    m_remark->setFont(remarkFont);
    m_remark->hide();
    // The words scroll, the buttons never do: a long explanation with a suggestion under it, in German or at a
    // 720-pixel screen, is read to its end, and the panel never makes the window taller than the screen.
    auto* words = new QWidget;
    auto* wordsLayout = new QVBoxLayout(words);
    wordsLayout->setContentsMargins(0, 0, 0, 0);
    wordsLayout->setSpacing(8);
    wordsLayout->addWidget(m_title);
    wordsLayout->addWidget(m_progress);
    wordsLayout->addWidget(m_text);
    wordsLayout->addWidget(m_remark);
    wordsLayout->addStretch(1);
    m_words = new QScrollArea(this);
    m_words->setObjectName(QStringLiteral("guideWords"));
    m_words->setWidget(words);
    m_words->setWidgetResizable(true);
    m_words->setFrameShape(QFrame::NoFrame);
    m_words->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_words->viewport()->setAutoFillBackground(false);
    words->setAutoFillBackground(false);
    layout->addWidget(m_words, 1);

    const auto button = [this](const char* name) {
        auto* b = new QPushButton(this);
        b->setObjectName(QLatin1String(name));
        b->setMinimumHeight(36);
        b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        return b;
    };
    m_suggest = button("guideSuggest");
    m_play = button("guidePlay");
    m_next = button("guideNext");
    m_skip = button("guideSkip");
    m_restart = button("guideRestart");
    m_leave = button("guideLeave");
    m_realGame = button("guideRealGame");
    m_realGame->hide();
    auto* grid = new QGridLayout;
    grid->addWidget(m_next, 0, 0, 1, 2);
    grid->addWidget(m_realGame, 1, 0, 1, 2);
    grid->addWidget(m_suggest, 2, 0);
    grid->addWidget(m_play, 2, 1);
    grid->addWidget(m_skip, 3, 0, 1, 2);
    grid->addWidget(m_restart, 4, 0);
    grid->addWidget(m_leave, 4, 1);
    layout->addLayout(grid);

    connect(m_suggest, &QPushButton::clicked, this, &GuidePanel::suggestRequested);
    connect(m_play, &QPushButton::clicked, this, &GuidePanel::playRequested);
    connect(m_next, &QPushButton::clicked, this, &GuidePanel::nextRequested);
    connect(m_skip, &QPushButton::clicked, this, &GuidePanel::skipRequested);
    connect(m_restart, &QPushButton::clicked, this, &GuidePanel::restartRequested);
    connect(m_leave, &QPushButton::clicked, this, &GuidePanel::leaveRequested);
    connect(m_realGame, &QPushButton::clicked, this, &GuidePanel::realGameRequested);
    setPlayEnabled(false);
    retranslate();
}

void GuidePanel::setTitle(const QString& title)
{
    m_title->setText(title);
    m_title->setAccessibleName(title);
}

void GuidePanel::setExplanation(const QString& text, int number, int count, bool more, bool holding)
{
    m_number = number;
    m_count = count;
    m_more = more;
    m_holding = holding;
    m_text->setText(text);
    m_text->setAccessibleName(text);
    retranslate();
    m_words->verticalScrollBar()->setValue(0); // a new explanation is read from its first line
    announce(m_text);
}

void GuidePanel::setRemark(const QString& text)
{
    m_remark->setText(text);
    m_remark->setAccessibleName(text);
    m_remark->setVisible(!text.isEmpty());
    if (!text.isEmpty()) {
        // Asked for, so shown: once the layout has placed it (after this event), scroll it into view.
        QTimer::singleShot(0, m_remark, [this] { m_words->ensureWidgetVisible(m_remark); });
        announce(m_remark);
    }
}

void GuidePanel::setSuggestEnabled(bool enabled)
{
    m_suggest->setEnabled(enabled && !m_finished);
}

void GuidePanel::setPlayEnabled(bool enabled)
{
    m_play->setEnabled(enabled && !m_finished);
}

void GuidePanel::setFinished(bool finished)
{
    m_finished = finished;
    m_realGame->setVisible(finished);
    m_next->setVisible(!finished || m_more);
    m_skip->setVisible(!finished);
    if (finished) {
        m_suggest->setEnabled(false);
        m_play->setEnabled(false);
    }
    retranslate();
}

QString GuidePanel::explanation() const
{
    return m_text->text();
}

QString GuidePanel::remark() const
{
    return m_remark->text();
}

QSize GuidePanel::sizeHint() const
{
    return {320, QFrame::sizeHint().height()};
}

void GuidePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

void GuidePanel::retranslate()
{
    setAccessibleName(tr("Guide"));
    // While another explanation waits the board takes no move: say why, and what to press.
    const QString progress = m_more ? tr("Explanation %1 of %2 · more to read first: Next")
        : m_holding                 ? tr("Explanation %1 of %2 · the game waits until you read on: Next")
                                    : tr("Explanation %1 of %2");
    m_progress->setText(m_count > 0 && m_number > 0 ? progress.arg(m_number).arg(m_count) : QString());
    m_progress->setWordWrap(true);
    m_progress->setVisible(!m_progress->text().isEmpty());
    m_text->setAccessibleDescription(tr("What the guide says now"));
    // Each button shows its key; plain words, no mnemonic that could take a board's key (N is "No thanks!").
    const auto label = [](QPushButton* button, const QString& text, Qt::Key key) {
        const QKeySequence shortcut(key);
        button->setText(text + QStringLiteral("  (") + shortcut.toString(QKeySequence::NativeText) + QLatin1Char(')'));
        button->setShortcut(shortcut); // after the text, which sets its own mnemonic (none) as the shortcut
    };
    label(m_suggest, tr("Suggest"), Qt::Key_F6);
    m_suggest->setAccessibleName(tr("Suggest a move"));
    m_suggest->setToolTip(tr("The guide names a good move and says why."));
    label(m_play, tr("Play it"), Qt::Key_F7);
    m_play->setAccessibleName(tr("Play the suggested move"));
    m_next->setVisible(!m_finished || m_more); // at the end only to read what is left
    m_next->setEnabled(m_more || m_holding);
    label(m_next, tr("Next"), Qt::Key_F8);
    m_next->setAccessibleName(tr("Next explanation"));
    m_skip->setVisible(!m_finished);
    label(m_skip, tr("Play on for me"), Qt::Key_F9);
    m_skip->setAccessibleName(tr("Play on to the next explanation"));
    m_skip->setToolTip(tr("Play on to the next explanation: the guide plays your turns for you, each time the move "
                          "it suggests."));
    m_restart->setText(tr("Restart lesson"));
    m_restart->setAccessibleName(tr("Restart the lesson"));
    m_leave->setText(tr("Leave"));
    m_leave->setAccessibleName(tr("Leave the lesson"));
    m_realGame->setText(tr("Play a real game…"));
    m_realGame->setAccessibleName(tr("Play a real game"));
}

void GuidePanel::announce(QLabel* label)
{
    QAccessibleEvent nameChanged(label, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&nameChanged);
    QAccessibleEvent alert(label, QAccessible::Alert);
    QAccessible::updateAccessibility(&alert);
}

} // namespace nobox
