// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/art_cache.h"

namespace nobox {

namespace {

qint64 bytesOf(const QPixmap& pixmap)
{
    return qint64(pixmap.width()) * pixmap.height() * pixmap.depth() / 8;
}

} // namespace

ArtCache::ArtCache(qint64 budgetBytes)
    : m_budget(budgetBytes)
{
}

QPixmap ArtCache::find(const QString& key)
{
    const auto it = m_index.constFind(key);
    if (it == m_index.constEnd())
        return {};
    m_entries.splice(m_entries.begin(), m_entries, *it);
    return m_entries.front().pixmap;
}

void ArtCache::insert(const QString& key, const QPixmap& pixmap)
{
    if (const auto old = m_index.constFind(key); old != m_index.constEnd()) {
        m_bytes -= (*old)->bytes;
        m_entries.erase(*old);
        m_index.erase(old);
    }
    const qint64 bytes = bytesOf(pixmap);
    if (bytes > m_budget)
        return;
    m_entries.push_front({key, pixmap, bytes});
    m_index.insert(key, m_entries.begin());
    m_bytes += bytes;
    while (m_bytes > m_budget) {
        m_bytes -= m_entries.back().bytes;
        m_index.remove(m_entries.back().key);
        m_entries.pop_back();
    }
}

} // namespace nobox
