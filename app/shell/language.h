// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The app's languages and the switch between them. English is the source; German and Japanese come from the
// compiled Qt Linguist files (translations/, embedded under :/i18n) and Qt's own translations of its standard
// dialogs. Switching installs the translators, which posts QEvent::LanguageChange to every widget: each one
// re-translates itself, so nothing is rebuilt and no game is lost.

#include <QList>
#include <QObject>
#include <QString>

#include <memory>

class QTranslator;

namespace nobox {

struct AppLanguage {
    QString code; // "en", "de", "ja"
    QString nativeName; // the language's name in itself ("Deutsch", "日本語"): never translated
};

/// Every language the app speaks, English first.
const QList<AppLanguage>& appLanguages();

/// One of appLanguages()' codes for a locale name such as "de_AT" or "ja-JP", or empty.
QString supportedLanguage(const QString& localeName);

/// Whether this system has a font for `code`'s script: Japanese needs a CJK font (Debian: fonts-noto-cjk),
/// without which every Japanese character would show as an empty box.
bool hasFontFor(const QString& code);

class LanguageSwitcher : public QObject {
    Q_OBJECT

public:
    explicit LanguageSwitcher(QObject* parent = nullptr);
    ~LanguageSwitcher() override;

    /// The language to start in: `requested` (--lang) when supported, else the one chosen last, else the system's
    /// first supported UI language, else English; never one this system has no font for.
    static QString startLanguage(const QString& requested);

    QString current() const { return m_current; }
    /// Installs `code`'s translations (removing the previous ones) and remembers the choice. False for a code the
    /// app does not speak.
    bool switchTo(const QString& code);

signals:
    void switched(const QString& code);

private:
    QString m_current;
    std::unique_ptr<QTranslator> m_app;
    std::unique_ptr<QTranslator> m_qt;
};

} // namespace nobox
