// SPDX-License-Identifier: GPL-3.0-or-later
#include "art_source.h"

#include "shell/art.h"

namespace nobox::kit {

ArtSource artSource(const QString& file)
{
    const Art& art = Art::of(file);
    return [&art](const QString& id, const QSize& pixels) { return art.pixmap(id, pixels); };
}

} // namespace nobox::kit
