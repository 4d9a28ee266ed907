// SPDX-License-Identifier: GPL-3.0-or-later
#include "accessible_roles.h"

#include <QAccessibleWidget>
#include <QHash>
#include <QWidget>

namespace nobox::kit {

namespace {

QHash<QString, QAccessible::Role>& rolesByClass()
{
    static QHash<QString, QAccessible::Role> roles;
    return roles;
}

QAccessibleInterface* accessibleFactory(const QString& key, QObject* object)
{
    if (!object || !object->isWidgetType())
        return nullptr;
    const auto it = rolesByClass().constFind(key);
    return it == rolesByClass().constEnd() ? nullptr : new QAccessibleWidget(static_cast<QWidget*>(object), *it);
}

} // namespace

void setAccessibleRoles(std::initializer_list<std::pair<const char*, QAccessible::Role>> roles)
{
    static const bool installed = [] {
        QAccessible::installFactory(accessibleFactory);
        return true;
    }();
    (void)installed;
    for (const auto& [name, role] : roles)
        rolesByClass().insert(QString::fromLatin1(name), role);
}

} // namespace nobox::kit
