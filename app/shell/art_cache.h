// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Rendered art by key, within a budget of bytes: the least recently drawn pixmap goes first once the budget is
// passed. A game whose cards show at many sizes, or a window resized again and again, keeps what it drew last and
// no more (art.h keeps one for the board's steady pictures and a small one for the frames of a movement).
// UI thread only.

#include <QHash>
#include <QPixmap>
#include <QString>

#include <list>

namespace nobox {

class ArtCache {
public:
    explicit ArtCache(qint64 budgetBytes);

    /// The pixmap stored under `key`, now the most recently drawn; null when there is none.
    QPixmap find(const QString& key);
    /// Stores `pixmap` under `key`, then lets the least recently drawn go until the budget holds (a pixmap larger
    /// than the whole budget is not kept).
    void insert(const QString& key, const QPixmap& pixmap);

    int count() const { return static_cast<int>(m_entries.size()); }
    qint64 bytes() const { return m_bytes; }

private:
    struct Entry {
        QString key;
        QPixmap pixmap;
        qint64 bytes = 0;
    };

    qint64 m_budget;
    qint64 m_bytes = 0;
    std::list<Entry> m_entries; // the most recently drawn first
    QHash<QString, std::list<Entry>::iterator> m_index;
};

} // namespace nobox
