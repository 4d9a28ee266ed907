// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/speed.h"

#include <QCoreApplication>

namespace nobox {

int pauseMs(Speed speed)
{
    switch (speed) {
    case Speed::Slow:
        return 1600;
    case Speed::Normal:
        return 900;
    case Speed::Fast:
        return 350;
    case Speed::Instant:
        return 0;
    }
    return 0;
}

double animationScale(Speed speed)
{
    switch (speed) {
    case Speed::Slow:
        return 1.5;
    case Speed::Normal:
        return 1.0;
    case Speed::Fast:
        return 0.5;
    case Speed::Instant:
        return 0.0;
    }
    return 1.0;
}

QString speedName(Speed speed)
{
    switch (speed) {
    case Speed::Slow:
        return QStringLiteral("slow");
    case Speed::Normal:
        return QStringLiteral("normal");
    case Speed::Fast:
        return QStringLiteral("fast");
    case Speed::Instant:
        return QStringLiteral("instant");
    }
    return QStringLiteral("normal");
}

std::optional<Speed> speedFromName(const QString& name)
{
    for (Speed speed : kAllSpeeds)
        if (name.compare(speedName(speed), Qt::CaseInsensitive) == 0)
            return speed;
    return std::nullopt;
}

QString speedLabel(Speed speed)
{
    switch (speed) {
    case Speed::Slow:
        return QCoreApplication::translate("Speed", "&Slow");
    case Speed::Normal:
        return QCoreApplication::translate("Speed", "&Normal");
    case Speed::Fast:
        return QCoreApplication::translate("Speed", "&Fast");
    case Speed::Instant:
        return QCoreApplication::translate("Speed", "&Instant");
    }
    return {};
}

} // namespace nobox
