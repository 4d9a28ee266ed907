// SPDX-License-Identifier: GPL-3.0-or-later
#include "table_centre.h"

#include "boards/kit/fitted_text.h"

#include "no_thanks_words.h"

#include <QFontMetricsF>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace nobox::nothanks {

namespace {

constexpr qreal kPileShare = 0.62; // side piles, of the middle card's height

using kit::pixelFont;

QString cardList(const std::vector<nt::Card>& cards)
{
    QStringList names;
    for (nt::Card card : cards)
        names << cardName(card);
    return names.join(QStringLiteral(", "));
}

} // namespace

TableCentre::TableCentre(const CardPainter& painter, QWidget* parent)
    : QWidget(parent)
    , m_painter(painter)
{
}

void TableCentre::setUnit(qreal unit)
{
    m_unit = unit;
    update();
}

void TableCentre::setInfo(const TableInfo& info)
{
    m_info = info;
    setAccessibleDescription(summary());
    update();
}

void TableCentre::setReveal(qreal reveal)
{
    m_reveal = std::clamp<qreal>(reveal, 0, 1);
    update();
}

TableCentre::Geometry TableCentre::layoutRects() const
{
    Geometry g;
    const qreal w = width();
    const qreal h = height();
    g.labelHeight = std::clamp(h * 0.1, 20.0 * m_unit, 34.0 * m_unit);
    const bool discardShown = m_info.view.expansion;
    // Across: deck, middle, set-aside (and discard) with gaps; the middle card as large as the height allows.
    // The middle card stays centred, so the width needed is twice its wider side: the set-aside pile and, with the
    // special cards, the discard pile lie to its right (in middle-card widths, with the gaps below).
    const qreal rightSide = 0.5 + 0.3 + kPileShare + (discardShown ? 0.21 + kPileShare : 0.0);
    const qreal across = 2 * rightSide + 0.1;
    // Labels, and the line of what was seen (two lines for everything face up).
    const qreal reserved = g.labelHeight * (m_info.view.revealed ? 4.4 : m_info.looked ? 3.4 : 2.0);
    qreal mh = std::min(h - reserved - 6, (w - 12) / (across * kCardAspect));
    mh = std::max<qreal>(mh, 20);
    const qreal mw = mh * kCardAspect;
    const qreal ph = mh * kPileShare;
    const qreal pw = ph * kCardAspect;
    const qreal gap = 0.3 * mw;
    const qreal cy = (h - reserved + 1.6 * g.labelHeight) / 2;
    g.middle = QRectF(w / 2 - mw / 2, cy - mh / 2, mw, mh);
    g.deck = QRectF(g.middle.left() - gap - pw, cy - ph / 2, pw, ph);
    g.setAside = QRectF(g.middle.right() + gap, cy - ph / 2, pw, ph);
    if (discardShown)
        g.discard = QRectF(g.setAside.right() + gap * 0.7, cy - ph / 2, pw, ph);
    return g;
}

QRectF TableCentre::middleRect() const
{
    return layoutRects().middle;
}
QRectF TableCentre::deckRect() const
{
    return layoutRects().deck;
}
QRectF TableCentre::discardRect() const
{
    const Geometry g = layoutRects();
    return g.discard.isNull() ? g.setAside : g.discard;
}
QRectF TableCentre::setAsideRect() const
{
    return layoutRects().setAside;
}

QRectF TableCentre::chipPill(const QRectF& middle) const
{
    const qreal pillH = middle.height() * 0.22;
    const qreal textW
        = QFontMetricsF(pixelFont(pillH * 0.62, true)).horizontalAdvance(QString::number(m_info.view.middleChips));
    const qreal chipR = pillH * 0.3;
    const int shown = std::clamp(m_info.view.middleChips, 1, 4);
    const qreal pileW = chipR * 2 + (shown - 1) * chipR * 0.55;
    const qreal pillW = pileW + textW + pillH * 0.9;
    return QRectF(middle.center().x() - pillW / 2, middle.bottom() - pillH * 0.45, pillW, pillH);
}

QRectF TableCentre::middleOutline() const
{
    const Geometry g = layoutRects();
    QRectF outline = g.middle;
    if (m_info.view.middle == nt::kNoCard)
        return outline;
    if (m_info.view.middleChips > 0)
        outline |= chipPill(g.middle);
    if (m_info.auction) // the "Auction" pill above the card
        outline.setTop(std::max<qreal>(0, g.middle.top() - g.labelHeight * 1.1 * 1.1));
    return outline;
}

QRectF TableCentre::discardOutline() const
{
    // The top cards lie a little up and to the right, the count's round badge over the top right corner.
    const Geometry g = layoutRects();
    if (g.discard.isNull())
        return g.setAside;
    const qreal w = g.discard.width();
    const QPointF badge = g.discard.topRight() + QPointF(-w * 0.05, w * 0.05);
    return g.discard.adjusted(0, -w * 0.1, w * 0.1, 0)
        | QRectF(badge - QPointF(w * 0.2, w * 0.2), QSizeF(w * 0.4, w * 0.4));
}

void TableCentre::paintLabel(
    QPainter& painter, const QRectF& pile, qreal top, const QString& text, qreal size, const QColor& colour) const
{
    // Centred under its pile, as large as fits between the neighbouring piles.
    const qreal room = pile.width() * 1.3;
    QFont font = pixelFont(size, true);
    while (QFontMetricsF(font).horizontalAdvance(text) > room && font.pixelSize() > 8)
        font.setPixelSize(font.pixelSize() - 1);
    painter.setFont(font);
    painter.setPen(colour);
    painter.drawText(
        QRectF(pile.center().x() - room / 2, top, room, size * 1.4), Qt::AlignHCenter | Qt::AlignTop, text);
}

void TableCentre::paintCount(QPainter& painter, const QPointF& centre, qreal radius, int count) const
{
    painter.setPen(QPen(QColor(30, 34, 46), std::max<qreal>(1.0, radius * 0.1)));
    painter.setBrush(QColor(255, 253, 245));
    painter.drawEllipse(centre, radius, radius);
    painter.setPen(QColor(30, 34, 46));
    painter.setFont(pixelFont(radius * (count >= 10 ? 1.0 : 1.2), true));
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter,
        QString::number(count));
}

void TableCentre::paintPile(QPainter& painter, const QRectF& rect, int count, bool green, const QString& name) const
{
    if (count <= 0) {
        m_painter.slot(painter, rect);
    } else {
        // A little depth for a pile of several cards, and its count on top of it.
        const int layers = std::min(3, (count + 4) / 5);
        const qreal step = rect.width() * 0.035;
        for (int i = layers - 1; i >= 1; --i)
            m_painter.back(painter, rect.translated(i * step, -i * step), false);
        m_painter.back(painter, rect, green);
        paintCount(painter, rect.center(), rect.width() * 0.27, count);
    }
    const qreal lh = layoutRects().labelHeight;
    paintLabel(painter, rect, rect.bottom() + lh * 0.2, name, lh * 0.72, QColor(245, 245, 235));
}

void TableCentre::paintFootLine(QPainter& painter, qreal lineHeight, int fromBottom, const QString& text) const
{
    painter.setPen(QColor(255, 236, 170));
    painter.setFont(pixelFont(lineHeight * 0.62, true));
    const QString shown = QFontMetricsF(painter.font()).elidedText(text, Qt::ElideRight, width() - 2 * lineHeight);
    painter.drawText(QRectF(0, height() - lineHeight * 1.05 * fromBottom, width(), lineHeight), Qt::AlignCenter, shown);
}

void TableCentre::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const Geometry g = layoutRects();
    const qreal lh = g.labelHeight;

    // The deck: its top card's back (green when a green card comes next) and how many cards are left.
    paintPile(painter, g.deck, m_info.view.deckSize, m_info.view.deckTopGreen, NoThanks::tr("Deck"));
    if (m_info.view.deckTopGreen && m_info.view.deckSize > 0) // in words too: the green back is not the only mark
        paintLabel(painter, g.deck, g.deck.bottom() + lh * 1.1, NoThanks::tr("green card next"), lh * 0.56,
            QColor(160, 235, 180));

    // The set-aside cards; what the viewer saw when looking is written under the table (private to that seat).
    paintPile(painter, g.setAside, m_info.view.setAsideSize, false, NoThanks::tr("Set aside"));
    if (m_info.looked) {
        paintLabel(painter, g.setAside, g.setAside.bottom() + lh * 1.1, NoThanks::tr("you looked"), lh * 0.56,
            QColor(255, 236, 170));
        const QString seen = m_info.seen.empty() ? NoThanks::tr("You looked: no cards were set aside.")
                                                 : NoThanks::tr("You saw, top first: %1").arg(cardList(m_info.seen));
        paintFootLine(painter, lh, 1, seen);
    }

    if (m_info.view.revealed) {
        const QString deck = m_info.view.deckOpen.empty()
            ? NoThanks::tr("Deck: empty.")
            : NoThanks::tr("Deck, top first: %1").arg(cardList(m_info.view.deckOpen));
        const QString setAside = m_info.view.setAsideOpen.empty()
            ? NoThanks::tr("Set aside: none.")
            : NoThanks::tr("Set aside, top first: %1").arg(cardList(m_info.view.setAsideOpen));
        paintFootLine(painter, lh, 2, deck);
        paintFootLine(painter, lh, 1, setAside);
    }

    // The discard pile, face up (only special cards ever go there), its count in a corner.
    if (!g.discard.isNull()) {
        if (m_info.view.discard.empty()) {
            m_painter.slot(painter, g.discard);
        } else {
            const int layers = std::min<int>(3, int(m_info.view.discard.size()));
            const qreal step = g.discard.width() * 0.05;
            for (int i = layers - 1; i >= 0; --i)
                m_painter.face(painter, g.discard.translated(i * step, -i * step),
                    m_info.view.discard[m_info.view.discard.size() - 1 - i]);
            paintCount(painter, g.discard.topRight() + QPointF(-g.discard.width() * 0.05, g.discard.width() * 0.05),
                g.discard.width() * 0.2, int(m_info.view.discard.size()));
        }
        paintLabel(painter, g.discard, g.discard.bottom() + lh * 0.2, NoThanks::tr("Discard"), lh * 0.72,
            QColor(245, 245, 235));
    }

    // The middle card, turning up while `reveal` runs from 0 to 1.
    if (m_info.view.middle == nt::kNoCard) {
        m_painter.slot(painter, g.middle);
        painter.setPen(QColor(245, 245, 235));
        painter.setFont(pixelFont(g.middle.height() * 0.09, true));
        painter.drawText(
            g.middle, Qt::AlignCenter | Qt::TextWordWrap, m_info.over ? NoThanks::tr("Game over") : QString());
        return;
    }
    const bool faceUp = m_reveal >= 0.5;
    const qreal squeeze = faceUp ? (m_reveal - 0.5) * 2 : (0.5 - m_reveal) * 2;
    QRectF card = g.middle;
    card.setWidth(std::max<qreal>(1, g.middle.width() * squeeze));
    card.moveCenter(g.middle.center());
    // A soft shadow lifts the card off the felt.
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 60));
    painter.drawRoundedRect(
        card.translated(g.middle.width() * 0.03, g.middle.width() * 0.04), card.width() * 0.09, card.width() * 0.09);
    if (faceUp)
        m_painter.face(painter, card, m_info.view.middle);
    else
        m_painter.back(painter, card, nt::isGreen(m_info.view.middle));

    if (faceUp && m_reveal >= 1.0) {
        // An auction is announced above the card, in words and with the green round mark.
        if (m_info.auction) {
            const QFont font = pixelFont(g.labelHeight * 0.72, true);
            const QString text = NoThanks::tr("Auction");
            const qreal pillH = g.labelHeight * 1.1;
            const qreal pillW = QFontMetricsF(font).horizontalAdvance(text) + pillH * 1.6;
            const QRectF pill(
                g.middle.center().x() - pillW / 2, std::max<qreal>(0, g.middle.top() - pillH * 1.1), pillW, pillH);
            painter.setPen(QPen(Qt::white, 2 * m_unit));
            painter.setBrush(QColor(24, 98, 55));
            painter.drawRoundedRect(pill, pillH / 2, pillH / 2);
            painter.setBrush(Qt::white);
            painter.setPen(Qt::NoPen);
            painter.drawEllipse(QPointF(pill.left() + pillH * 0.55, pill.center().y()), pillH * 0.18, pillH * 0.18);
            painter.setPen(Qt::white);
            painter.setFont(font);
            painter.drawText(pill.adjusted(pillH * 0.6, 0, 0, 0), Qt::AlignCenter, text);
        }
        // The chips on the card: a pile and its count on a dark pill across the card's lower edge, readable on any
        // face and from across the room.
        if (m_info.view.middleChips > 0) {
            const QRectF pill = chipPill(g.middle);
            const qreal pillH = pill.height();
            const QString count = QString::number(m_info.view.middleChips);
            const QFont font = pixelFont(pillH * 0.62, true);
            const qreal textW = QFontMetricsF(font).horizontalAdvance(count);
            const qreal chipR = pillH * 0.3;
            const int shown = std::min(m_info.view.middleChips, 4);
            const qreal pileW = chipR * 2 + (shown - 1) * chipR * 0.55;
            painter.setPen(QPen(QColor(255, 214, 102), std::max<qreal>(1.5, pillH * 0.05)));
            painter.setBrush(QColor(24, 28, 38, 230));
            painter.drawRoundedRect(pill, pillH / 2, pillH / 2);
            const qreal x0 = pill.left() + pillH * 0.3 + chipR;
            for (int i = 0; i < shown; ++i)
                m_painter.chip(painter, QPointF(x0 + i * chipR * 0.55, pill.center().y() - i * chipR * 0.12), chipR);
            painter.setPen(Qt::white);
            painter.setFont(font);
            painter.drawText(QRectF(x0 + pileW - chipR + pillH * 0.15, pill.top(), textW + pillH * 0.3, pillH),
                Qt::AlignLeft | Qt::AlignVCenter, count);
        }
    }
}

QString TableCentre::deckText() const
{
    QString text
        = pluralText(NoThanks::tr("Deck: %n card(s) left.", nullptr, m_info.view.deckSize), m_info.view.deckSize);
    if (m_info.view.revealed && !m_info.view.deckOpen.empty())
        text += QLatin1Char(' ') + NoThanks::tr("Face up, top first: %1.").arg(cardList(m_info.view.deckOpen));
    if (m_info.view.expansion) {
        text += QLatin1Char(' ') + NoThanks::tr("%n of them green.", nullptr, m_info.view.deckGreens);
        if (m_info.view.deckSize > 0)
            text += QLatin1Char(' ')
                + (m_info.view.deckTopGreen ? NoThanks::tr("The next card has a green back.")
                                            : NoThanks::tr("The next card has a plain back."));
    }
    return text;
}

QString TableCentre::setAsideText() const
{
    // Pink X is a special card: the base game's table does not name it.
    QString text = m_info.view.expansion
        ? pluralText(NoThanks::tr("Set aside: %n card(s), out of the game unless Pink X fetches one.", nullptr,
                         m_info.view.setAsideSize),
            m_info.view.setAsideSize)
        : pluralText(NoThanks::tr("Set aside: %n card(s), out of the game.", nullptr, m_info.view.setAsideSize),
            m_info.view.setAsideSize);
    if (m_info.view.revealed && !m_info.view.setAsideOpen.empty())
        text += QLatin1Char(' ') + NoThanks::tr("Face up, top first: %1.").arg(cardList(m_info.view.setAsideOpen));
    if (m_info.looked)
        text += QLatin1Char(' ')
            + (m_info.seen.empty() ? NoThanks::tr("You looked: there were none.")
                                   : NoThanks::tr("You looked and saw, top first: %1.").arg(cardList(m_info.seen)));
    return text;
}

QString TableCentre::discardText() const
{
    if (m_info.view.discard.empty())
        return NoThanks::tr("Discard pile: empty.");
    return NoThanks::tr("Discard pile: %1.").arg(cardList(m_info.view.discard));
}

QString TableCentre::middleText() const
{
    if (m_info.view.middle == nt::kNoCard)
        return m_info.over ? NoThanks::tr("Game over.") : NoThanks::tr("No card in the middle.");
    QString text
        = pluralText(NoThanks::tr("In the middle: %1 with %n chip(s) on it.", nullptr, m_info.view.middleChips),
            m_info.view.middleChips)
              .arg(cardPhrase(m_info.view.middle));
    if (nt::isSpecial(m_info.view.middle))
        text += QLatin1Char(' ') + cardHelp(m_info.view.middle);
    return text;
}

QString TableCentre::summary() const
{
    QStringList parts {middleText(), deckText(), setAsideText()};
    if (m_info.view.expansion)
        parts << discardText();
    return parts.join(QLatin1Char(' '));
}

bool TableCentre::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const Geometry g = layoutRects();
        const auto widened = [&g](const QRectF& r) { return r.adjusted(0, 0, 0, g.labelHeight * 1.2); };
        QString text;
        QRectF area;
        if (widened(g.middle).contains(help->pos())) {
            text = middleText();
            area = g.middle;
        } else if (widened(g.deck).contains(help->pos())) {
            text = deckText();
            area = g.deck;
        } else if (widened(g.setAside).contains(help->pos())) {
            text = setAsideText();
            area = g.setAside;
        } else if (!g.discard.isNull() && widened(g.discard).contains(help->pos())) {
            text = discardText();
            area = g.discard;
        }
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), text, this, area.toAlignedRect());
        }
        return true;
    }
    return QWidget::event(event);
}

} // namespace nobox::nothanks
