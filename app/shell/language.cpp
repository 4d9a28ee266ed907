// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/language.h"

#include <QCoreApplication>
#include <QFontDatabase>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace nobox {

namespace {

const QString kSettingsKey = QStringLiteral("language");

} // namespace

const QList<AppLanguage>& appLanguages()
{
    static const QList<AppLanguage> languages {
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("ja"), QStringLiteral("日本語")},
    };
    return languages;
}

QString supportedLanguage(const QString& localeName)
{
    const QString code = localeName.section(QLatin1Char('_'), 0, 0).section(QLatin1Char('-'), 0, 0).toLower();
    for (const AppLanguage& language : appLanguages())
        if (language.code == code)
            return code;
    return {};
}

bool hasFontFor(const QString& code)
{
    if (code != QLatin1String("ja"))
        return true;
    return !QFontDatabase::families(QFontDatabase::Japanese).isEmpty();
}

LanguageSwitcher::LanguageSwitcher(QObject* parent)
    : QObject(parent)
    , m_current(QStringLiteral("en"))
{
}

LanguageSwitcher::~LanguageSwitcher()
{
    if (m_app)
        QCoreApplication::removeTranslator(m_app.get());
    if (m_qt)
        QCoreApplication::removeTranslator(m_qt.get());
}

QString LanguageSwitcher::startLanguage(const QString& requested)
{
    QStringList candidates {requested, QSettings().value(kSettingsKey).toString()};
    candidates << QLocale::system().uiLanguages();
    for (const QString& name : candidates)
        if (const QString code = supportedLanguage(name); !code.isEmpty() && hasFontFor(code))
            return code;
    return QStringLiteral("en");
}

bool LanguageSwitcher::switchTo(const QString& code)
{
    if (supportedLanguage(code) != code)
        return false;
    // Remove first: each removal and installation posts one LanguageChange, which Qt compresses into one.
    for (auto* translator : {&m_app, &m_qt})
        if (*translator) {
            QCoreApplication::removeTranslator(translator->get());
            translator->reset();
        }
    QLocale::setDefault(QLocale(code));
    if (code != QLatin1String("en")) {
        m_app = std::make_unique<QTranslator>();
        if (m_app->load(QStringLiteral(":/i18n/nobox_") + code))
            QCoreApplication::installTranslator(m_app.get());
        // Qt's standard buttons and dialogs; absent when the system lacks Qt's translations (then they stay English).
        m_qt = std::make_unique<QTranslator>();
        if (m_qt->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(m_qt.get());
    }
    m_current = code;
    QSettings().setValue(kSettingsKey, code);
    emit switched(code);
    return true;
}

} // namespace nobox
