// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/rules_dialog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLocale>
#include <QPushButton>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace nobox {

RulesDialog::RulesDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("rulesDialog"));
    auto* layout = new QVBoxLayout(this);
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("rulesBrowser"));
    m_browser->setOpenExternalLinks(true);
    // Read at arm's length: a little larger than the app's text.
    QFont larger = m_browser->font();
    larger.setPointSizeF(larger.pointSizeF() * 1.15);
    m_browser->setFont(larger);
    layout->addWidget(m_browser, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_close = buttons->button(QDialogButtonBox::Close);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(720, 800);
}

QUrl RulesDialog::rulesUrl(const std::string& gameId, const QString& language)
{
    const QString base
        = QStringLiteral(":/rules/") + QString::fromStdString(gameId).replace(QLatin1Char('-'), QLatin1Char('_'));
    for (const QString& code : {language, QStringLiteral("en")}) {
        const QString path = base + QLatin1Char('.') + code + QStringLiteral(".html");
        if (QFile::exists(path))
            return QUrl(QStringLiteral("qrc") + path);
    }
    return {};
}

void RulesDialog::showRules(const std::string& gameId, const QString& title, const QString& section)
{
    m_gameId = gameId;
    setWindowTitle(tr("Rules of %1").arg(title));
    m_browser->setAccessibleName(windowTitle());
    m_close->setAccessibleName(tr("Close the rules"));
    const QUrl url = rulesUrl(gameId, QLocale().name().section(QLatin1Char('_'), 0, 0));
    if (url.isEmpty()) {
        m_browser->setHtml(
            tr("<p>The rules of %1 are missing from this build of NoBox.</p>").arg(title.toHtmlEscaped()));
    } else {
        m_browser->clearHistory();
        m_browser->setSource(url);
        if (!section.isEmpty())
            m_browser->scrollToAnchor(section);
    }
    m_browser->setFocus();
}

} // namespace nobox
