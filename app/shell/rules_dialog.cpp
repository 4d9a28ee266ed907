// SPDX-License-Identifier: GPL-3.0-or-later
#include "shell/rules_dialog.h"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace nobox {

RulesDialog::RulesDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("rulesDialog"));
    auto* layout = new QVBoxLayout(this);
    m_browser = new QTextBrowser(this);
    m_browser->setOpenExternalLinks(true);
    layout->addWidget(m_browser, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setAccessibleName(tr("Close the rules"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(640, 720);
}

void RulesDialog::showRules(const QString& title, const QString& html)
{
    setWindowTitle(tr("Rules of %1").arg(title));
    m_browser->setAccessibleName(windowTitle());
    m_browser->setHtml(html);
    m_browser->setFocus();
}

} // namespace nobox
