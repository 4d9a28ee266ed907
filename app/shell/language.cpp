// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/language.h"

#include <QCoreApplication>
#include <QFontDatabase>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QStringList>
#include <QTranslator>

namespace nobox {

namespace {

const QString kSettingsKey = QStringLiteral("language");

/// Where Qt's own translations may be: Qt's configured folder (Linux: the system's qt6-translations-l10n), then
/// beside the program (windeployqt's translations\), then in the macOS bundle (packaging/macos/macos.cmake).
QStringList qtTranslationFolders()
{
    const QString app = QCoreApplication::applicationDirPath();
    return {QLibraryInfo::path(QLibraryInfo::TranslationsPath), app + QStringLiteral("/translations"),
        app + QStringLiteral("/../Resources/translations")};
}

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
        // The "qt" catalogue first: what windeployqt ships (qt_de.qm), and on Debian a meta-catalogue of qtbase and
        // the other modules; "qtbase" alone where a meta-catalogue's parts are missing.
        m_qt = std::make_unique<QTranslator>();
        bool loaded = false;
        for (const QString& catalogue : {QStringLiteral("qt"), QStringLiteral("qtbase")})
            for (const QString& folder : qtTranslationFolders())
                if (!loaded && m_qt->load(QLocale(code), catalogue, QStringLiteral("_"), folder))
                    loaded = true;
        if (loaded)
            QCoreApplication::installTranslator(m_qt.get());
    }
    m_current = code;
    QSettings().setValue(kSettingsKey, code);
    emit switched(code);
    return true;
}

} // namespace nobox
