// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace nobox::kit {

/// Sets `member` to `value` and says whether that changed it: a widget's setter repaints only when it did.
template <typename T> bool assignChanged(T& member, const T& value)
{
    if (member == value)
        return false;
    member = value;
    return true;
}

} // namespace nobox::kit
