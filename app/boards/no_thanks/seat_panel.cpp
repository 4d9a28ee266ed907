// SPDX-License-Identifier: GPL-3.0-or-later
#include "seat_panel.h"

#include "boards/kit/fitted_text.h"

#include "no_thanks_words.h"

#include "shell/score_sheet.h"

#include <QAccessible>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace nobox::nothanks {

namespace {

constexpr qreal kRunStep = 0.36; // how much of a card peeks out from under the next lower card of its run
constexpr qreal kGroupGap = 0.16;
constexpr qreal kLabelShare = 0.3; // the cost label's height, of a card's height

const QColor kPanel(251, 248, 241, 238);
const QColor kPanelTurn(255, 246, 212, 250);
const QColor kGold(232, 170, 28);
const QColor kInk(38, 40, 58);
const QColor kMuted(98, 100, 118);

using kit::pixelFont;

qreal groupWidth(const CardGroup& group, qreal cw)
{
    return cw + (group.kind == CardGroup::Kind::Run ? (group.cards.size() - 1) * kRunStep * cw : 0.0);
}

/// Draws a rounded badge with `text` ending at `right`; returns its left edge.
const QColor kCostRed(160, 40, 40); // what cards cost

qreal badge(QPainter& painter, qreal right, const QRectF& line, const QString& text, const QColor& fill,
    const QColor& ink, const QFont& font)
{
    const QFontMetricsF metrics(font);
    const qreal h = line.height() * 0.8;
    const qreal w = metrics.horizontalAdvance(text) + h * 0.8;
    const QRectF box(right - w, line.center().y() - h / 2, w, h);
    painter.setPen(Qt::NoPen);
    painter.setBrush(fill);
    painter.drawRoundedRect(box, h / 2, h / 2);
    painter.setPen(ink);
    painter.setFont(font);
    painter.drawText(box, Qt::AlignCenter, text);
    return box.left();
}

} // namespace

SeatPanel::SeatPanel(const CardPainter& painter, QWidget* parent)
    : SeatPlace(parent)
    , m_painter(painter)
{
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    setMouseTracking(false);
}

void SeatPanel::setMaxCardHeight(qreal height)
{
    if (height <= 0 || qFuzzyCompare(height, m_maxCardHeight))
        return;
    m_maxCardHeight = height;
    relayout();
    update();
}

void SeatPanel::infoChanged()
{
    m_groups = groupDisplay(m_info.display);
    relayout();
    updateAccessibility();
    update();
}

QRect SeatPanel::headerArea() const
{
    return headerRect().toAlignedRect().adjusted(0, 0, 0, int(6 * m_unit)); // the thinking bar hangs below
}

QRectF SeatPanel::headerRect() const
{
    const qreal h = std::clamp(height() * 0.2, 22.0 * m_unit * 0.9, 34.0 * m_unit);
    return QRectF(0, 0, width(), h);
}

QRectF SeatPanel::badgeRowRect() const
{
    const QRectF header = headerRect().adjusted(10 * m_unit, 2 * m_unit, -10 * m_unit, 0);
    return QRectF(header.left(), header.bottom(), header.width(), header.height() * 0.8);
}

QRectF SeatPanel::displayRect() const
{
    const qreal pad = 8 * m_unit;
    const qreal top = m_badgesBelow ? badgeRowRect().bottom() : headerRect().bottom();
    return QRectF(pad, top + pad * 0.3, width() - 2 * pad, height() - top - pad * 1.1);
}

std::vector<SeatPanel::Badge> SeatPanel::badges() const
{
    std::vector<Badge> list;
    if (m_info.wouldGet)
        list.push_back({NoThanks::tr("★ gets it"), QColor(30, 120, 70)});
    if (m_info.bidMark > 0)
        list.push_back({NoThanks::tr("bid %1").arg(m_info.bidMark), QColor(46, 150, 88)});
    if (m_info.skipped)
        list.push_back({NoThanks::tr("sits out"), QColor(120, 120, 136)});
    return list;
}

bool SeatPanel::fitsBesideName(bool points, bool badges) const
{
    const QRectF header = headerRect().adjusted(10 * m_unit, 2 * m_unit, -10 * m_unit, 0);
    const QFontMetricsF name(pixelFont(header.height() * 0.62, true));
    const QFontMetricsF small(pixelFont(header.height() * 0.45, true));
    // Measured as the header looks on this seat's turn (with the arrow), so that the cards do not jump each time
    // the turn comes round.
    const QString turnName = m_header.widestText();
    // Chips a viewer knows take two digits at most; secret ones are a question mark for the whole game.
    const QString chips = m_info.chips >= 0 ? QStringLiteral("00") : QStringLiteral("?");
    qreal needed
        = name.horizontalAdvance(turnName) + name.horizontalAdvance(chips) + header.height() * 0.32 * 2.6 + 16 * m_unit;
    if (points && !m_info.display.empty())
        needed += small.horizontalAdvance(pointsText(m_info.cardPoints)) + header.height() * 0.8 * 0.8 + 8 * m_unit;
    if (badges)
        for (const auto& b : this->badges())
            needed += small.horizontalAdvance(b.text) + header.height() * 0.8 * 0.8 + 5 * m_unit;
    return needed <= header.width();
}

void SeatPanel::resizeEvent(QResizeEvent*)
{
    relayout();
}

void SeatPanel::relayout()
{
    // The points stay beside the name where they fit; the badges come and go, so they move to a row of their own
    // first.
    m_pointsBelow = !m_info.display.empty() && !fitsBesideName(true, false);
    m_badgesBelow = m_pointsBelow || (!badges().empty() && !fitsBesideName(true, true));
    m_placed.clear();
    m_groupRects.clear();
    const QRectF area = displayRect();
    if (area.width() < 4 || area.height() < 4)
        return;

    // Groups fill rows left to right; a row needs room for labels under its cards only when one of its groups has
    // one (a run's cost, a special card's copies).
    struct Arrangement {
        std::vector<std::vector<int>> rows;
        std::vector<qreal> widths;
        std::vector<qreal> heights;
        qreal height = 0;
        bool fits = true;
    };
    const auto labelled = [this](int index) {
        const auto& group = m_groups[index];
        return group.kind == CardGroup::Kind::Run || group.cards.size() > 1;
    };
    const auto arrange = [&](qreal cw) {
        Arrangement a;
        a.rows.emplace_back();
        a.widths.push_back(0);
        for (int i = 0; i < int(m_groups.size()); ++i) {
            const qreal w = groupWidth(m_groups[i], cw);
            a.fits = a.fits && w <= area.width();
            if (!a.rows.back().empty() && a.widths.back() + kGroupGap * cw + w > area.width()) {
                a.rows.emplace_back();
                a.widths.push_back(0);
            }
            a.widths.back() += (a.rows.back().empty() ? 0 : kGroupGap * cw) + w;
            a.rows.back().push_back(i);
        }
        const qreal ch = cw / kCardAspect;
        for (const auto& row : a.rows) {
            const bool label = std::any_of(row.begin(), row.end(), labelled);
            a.heights.push_back(ch * (1 + (label ? kLabelShare : 0.08)));
            a.height += a.heights.back();
        }
        a.fits = a.fits && a.height <= area.height();
        return a;
    };
    // The largest card width at which everything fits; a card never grows past a comfortable size.
    qreal lo = 6;
    qreal hi
        = std::min({area.height() / (1 + kLabelShare) * kCardAspect, 120.0 * m_unit, m_maxCardHeight * kCardAspect});
    if (hi < lo)
        hi = lo;
    if (arrange(hi).fits) {
        lo = hi;
    } else {
        for (int i = 0; i < 24; ++i) {
            const qreal mid = (lo + hi) / 2;
            (arrange(mid).fits ? lo : hi) = mid;
        }
    }
    m_cardWidth = lo;
    const qreal cw = m_cardWidth;
    const qreal ch = cw / kCardAspect;
    const Arrangement layout = arrange(cw);
    const auto& rows = layout.rows;
    const auto& rowWidths = layout.widths;

    m_groupRects.assign(m_groups.size(), {});
    qreal y = area.top() + std::max<qreal>(0, (area.height() - layout.height) / 2);
    for (std::size_t r = 0; r < rows.size(); ++r) {
        qreal x = area.left() + (area.width() - rowWidths[r]) / 2;
        for (int index : rows[r]) {
            const auto& group = m_groups[index];
            const qreal w = groupWidth(group, cw);
            m_groupRects[index] = QRectF(x, y, w, ch);
            if (group.kind == CardGroup::Kind::Run) {
                // Highest first so that the lowest lies on top, at the left, as at the table.
                for (int k = int(group.cards.size()) - 1; k >= 0; --k)
                    m_placed.push_back({group.cards[k], QRectF(x + k * kRunStep * cw, y, cw, ch), index});
            } else {
                m_placed.push_back({group.cards.front(), QRectF(x, y, cw, ch), index});
            }
            x += w + kGroupGap * cw;
        }
        y += layout.heights[r];
    }
}

QRectF SeatPanel::arrivalRect() const
{
    const qreal cw = std::max<qreal>(m_cardWidth, 24);
    const QRectF area = displayRect();
    return QRectF(area.center().x() - cw / 2, area.center().y() - cw / kCardAspect / 2, cw, cw / kCardAspect);
}

QPointF SeatPanel::chipPoint() const
{
    if (!m_chipsRect.isEmpty())
        return m_chipsRect.center();
    return headerRect().center();
}

void SeatPanel::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal radius = 10 * m_unit;
    const QRectF frame = QRectF(rect()).adjusted(2, 2, -2, -2);

    // The panel; the seat to move gets a warm fill and a thick gold frame, and an arrow before its name (the shape
    // is the second mark of the colour).
    painter.setPen(m_info.turn ? QPen(kGold, 3.5 * m_unit) : QPen(QColor(0, 0, 0, 40), 1));
    painter.setBrush(m_info.turn ? kPanelTurn : kPanel);
    painter.drawRoundedRect(frame, radius, radius);

    const QRectF header = headerRect().adjusted(10 * m_unit, 2 * m_unit, -10 * m_unit, 0);
    const QFont nameFont = pixelFont(header.height() * 0.62, true);
    const QFont badgeFont = pixelFont(header.height() * 0.45, true);

    // Chips, at the right: a chip and its number, or a question mark where the viewer cannot know them.
    const qreal chipRadius = header.height() * 0.32;
    const QString chipsText = m_info.chips >= 0 ? QString::number(m_info.chips) : QStringLiteral("?");
    const QFontMetricsF nameMetrics(nameFont);
    const qreal chipsTextWidth = nameMetrics.horizontalAdvance(chipsText);
    const qreal chipsLeft = header.right() - chipsTextWidth - chipRadius * 2.6;
    m_chipsRect = QRectF(chipsLeft, header.top(), header.right() - chipsLeft, header.height());
    m_painter.chip(painter, QPointF(chipsLeft + chipRadius, header.center().y()), chipRadius);
    painter.setFont(nameFont);
    painter.setPen(m_info.chips >= 0 ? kInk : kMuted);
    painter.drawText(QRectF(chipsLeft + chipRadius * 2.5, header.top(), chipsTextWidth + 2, header.height()),
        Qt::AlignLeft | Qt::AlignVCenter, chipsText);

    // Right to left before the chips (or in a row of their own under the header when the name needs the room):
    // what the cards count now, with every special card's effect the engine counts (the sum a family works out
    // aloud at the end, always to hand), then the badges: the auction, sitting out.
    qreal right = chipsLeft - 8 * m_unit;
    const QRectF badgeLine = m_badgesBelow ? badgeRowRect() : header;
    qreal badgeRight = m_badgesBelow ? badgeLine.right() : right;
    // A row of its own narrows its lettering rather than leave a badge out, down to three quarters.
    QFont rowFont = badgeFont;
    if (m_badgesBelow) {
        const QFontMetricsF metrics(badgeFont);
        QStringList texts;
        if (m_pointsBelow)
            texts << pointsText(m_info.cardPoints);
        for (const auto& b : badges())
            texts << b.text;
        qreal letters = 0;
        for (const QString& text : texts)
            letters += metrics.horizontalAdvance(text);
        const qreal room = badgeLine.width() - texts.size() * (badgeLine.height() * 0.64 + 8 * m_unit);
        if (letters > room && letters > 0)
            rowFont.setPixelSize(std::max(1, int(badgeFont.pixelSize() * std::max(0.75, room / letters))));
    }
    const QFont& lineFont = m_badgesBelow ? rowFont : badgeFont;
    const QFontMetricsF lineMetrics(lineFont);
    const auto roomFor = [&](qreal from, const QString& text) {
        return from - lineMetrics.horizontalAdvance(text) - badgeLine.height() * 0.64 >= badgeLine.left();
    };
    const QString points = pointsText(m_info.cardPoints);
    const QColor pointsFill = m_info.cardPoints < 0 ? kCostRed : QColor(40, 120, 60);
    const bool showsPoints = !m_info.display.empty();
    m_pointsRect = {};
    if (showsPoints && !m_pointsBelow) {
        const qreal left = badge(painter, right, header, points, pointsFill, Qt::white, badgeFont);
        m_pointsRect = QRectF(left, header.top(), right - left, header.height());
        right = left - 8 * m_unit;
        if (!m_badgesBelow)
            badgeRight = right;
    }
    for (const auto& b : badges()) {
        // A badge that would still leave the panel stays out (the accessible description has it).
        if (!roomFor(badgeRight, b.text))
            break;
        badgeRight = badge(painter, badgeRight, badgeLine, b.text, b.fill, Qt::white, lineFont) - 5 * m_unit;
    }
    // Points that share the badges' row come after them: the auction matters now, and each run's cost is under its
    // cards anyway.
    if (showsPoints && m_pointsBelow && roomFor(badgeRight, points)) {
        const qreal left = badge(painter, badgeRight, badgeLine, points, pointsFill, Qt::white, lineFont);
        m_pointsRect = QRectF(left, badgeLine.top(), badgeRight - left, badgeLine.height());
        badgeRight = left - 8 * m_unit;
    }
    if (!m_badgesBelow)
        right = badgeRight;

    // A computer's search, as far as it has come.
    m_header.paintProgress(painter,
        QRectF(header.left(), header.bottom() - 1, header.width(), std::max<qreal>(3, 4 * m_unit)),
        QColor(62, 92, 160));

    // The name.
    // A long name (seven at the table, "▶ Computer 7 ⚙") narrows its lettering, down to two thirds, before it
    // is cut.
    m_header.paintName(painter,
        QRectF(header.left(), header.top(), std::max<qreal>(10, right - header.left()), header.height()), nameFont,
        kInk);

    // The display.
    if (m_groups.empty()) {
        painter.setFont(pixelFont(header.height() * 0.5));
        painter.setPen(kMuted);
        painter.drawText(displayRect(), Qt::AlignCenter, NoThanks::tr("no cards yet"));
        return;
    }
    const qreal cw = m_cardWidth;
    const qreal ch = cw / kCardAspect;
    for (const auto& placed : m_placed) {
        const auto& group = m_groups[placed.group];
        const bool under = group.kind == CardGroup::Kind::Run && placed.card != group.cards.front();
        m_painter.face(painter, placed.rect, placed.card, under);
        if (under) {
            // A card under a lower one of its run: its number, upright, in the strip that peeks out.
            const QRectF strip(
                placed.rect.right() - kRunStep * cw, placed.rect.top() + ch * 0.06, kRunStep * cw, ch * 0.3);
            painter.setFont(pixelFont(std::min(strip.width() * 0.5, ch * 0.2), true));
            painter.setPen(CardPainter::numberColour(placed.card));
            painter.drawText(strip, Qt::AlignCenter, QString::number(placed.card));
        }
    }
    // Under each run its cost as it lies now; under copies of a special card their number.
    const qreal labelHeight = ch * kLabelShare;
    const QFont labelFont = pixelFont(std::clamp(labelHeight * 0.62, 9.0, 26.0 * m_unit), true);
    for (std::size_t i = 0; i < m_groups.size(); ++i) {
        const auto& group = m_groups[i];
        const QRectF cards = m_groupRects[i];
        const QRectF label(cards.left(), cards.bottom() + labelHeight * 0.08, cards.width(), labelHeight * 0.84);
        QString text;
        QColor fill;
        if (group.kind == CardGroup::Kind::Run) {
            text = QStringLiteral("−%1").arg(group.cost());
            fill = kCostRed;
        } else if (group.cards.size() > 1) {
            text = QStringLiteral("×%1").arg(group.cards.size());
            fill = QColor(80, 80, 96);
        } else {
            continue;
        }
        const QFontMetricsF metrics(labelFont);
        const qreal w = std::min(label.width(), metrics.horizontalAdvance(text) + label.height() * 0.9);
        const QRectF pill(label.center().x() - w / 2, label.top(), w, label.height());
        painter.setPen(Qt::NoPen);
        painter.setBrush(fill);
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2);
        painter.setPen(Qt::white);
        painter.setFont(labelFont);
        painter.drawText(pill, Qt::AlignCenter, text);
    }
}

bool SeatPanel::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        for (auto it = m_placed.rbegin(); it != m_placed.rend(); ++it) {
            const auto& group = m_groups[it->group];
            // A card under another answers only where it peeks out.
            QRectF visible = it->rect;
            if (group.kind == CardGroup::Kind::Run && it->card != group.cards.front())
                visible.setLeft(it->rect.right() - kRunStep * it->rect.width());
            if (!visible.contains(help->pos()))
                continue;
            QString text = QStringLiteral("<b>%1</b>").arg(cardName(it->card).toHtmlEscaped());
            if (nt::isSpecial(it->card))
                text += QStringLiteral(" (%1, %2)").arg(cardColourWord(it->card), cardTimingWord(it->card));
            text += QStringLiteral("<br>") + cardHelp(it->card).toHtmlEscaped();
            if (group.kind == CardGroup::Kind::Run && group.cards.size() > 1)
                text += QStringLiteral("<br>")
                    + NoThanks::tr("Run %1–%2: it costs %3 as it lies now.")
                          .arg(group.cards.front())
                          .arg(group.cards.back())
                          .arg(group.cost());
            QToolTip::showText(help->globalPos(), text, this, it->rect.toAlignedRect());
            return true;
        }
        if (m_pointsRect.contains(help->pos())) {
            QToolTip::showText(help->globalPos(),
                pluralText(NoThanks::tr("The cards count %1 point(s) as they lie now; chips are added at the end.",
                               nullptr, m_info.cardPoints),
                    m_info.cardPoints)
                    .arg(pointsText(m_info.cardPoints)),
                this, m_pointsRect.toAlignedRect());
            return true;
        }
        if (m_chipsRect.contains(help->pos())) {
            QToolTip::showText(help->globalPos(),
                m_info.chips >= 0 ? pluralText(NoThanks::tr("%n chip(s)", nullptr, m_info.chips), m_info.chips)
                                  : NoThanks::tr("Chips are kept secret."),
                this, m_chipsRect.toAlignedRect());
            return true;
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

QString SeatPanel::displaySummary() const
{
    QStringList parts;
    for (const auto& group : m_groups) {
        if (group.kind == CardGroup::Kind::Run) {
            if (group.cards.size() == 1)
                parts << cardName(group.cards.front());
            else
                parts << NoThanks::tr("%1 to %2 (costs %3)")
                             .arg(group.cards.front())
                             .arg(group.cards.back())
                             .arg(group.cost());
        } else if (group.cards.size() > 1) {
            parts << NoThanks::tr("%1 ×%2").arg(cardName(group.cards.front())).arg(group.cards.size());
        } else {
            parts << cardName(group.cards.front());
        }
    }
    if (parts.isEmpty())
        return NoThanks::tr("no cards");
    return parts.join(QStringLiteral(", "));
}

void SeatPanel::updateAccessibility()
{
    QStringList state;
    if (m_info.turn)
        state << NoThanks::tr("to move");
    if (m_info.thinking)
        state << NoThanks::tr("thinking");
    if (m_info.skipped)
        state << NoThanks::tr("sits out this card");
    if (m_info.bidMark > 0)
        state << NoThanks::tr("bid up to %1").arg(m_info.bidMark);
    if (m_info.wouldGet)
        state << NoThanks::tr("gets the green card if the auction ends now");
    if (!m_info.display.empty())
        state << NoThanks::tr("cards count %1").arg(pointsText(m_info.cardPoints));
    state << (m_info.chips >= 0 ? pluralText(NoThanks::tr("%n chip(s)", nullptr, m_info.chips), m_info.chips)
                                : NoThanks::tr("chips secret"));
    setAccessibleName(m_info.name);
    setAccessibleDescription(
        state.join(QStringLiteral(", ")) + QStringLiteral(". ") + NoThanks::tr("Cards: %1.").arg(displaySummary()));
}

} // namespace nobox::nothanks
