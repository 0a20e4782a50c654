// SPDX-License-Identifier: GPL-3.0-or-later
#include "userguide.h"

#include "uilanguage.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QPointer>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace tandem {

namespace {
// The guide's own translation context (lupdate files its two messages under tandem::UserGuide).
struct UserGuide
{
    Q_DECLARE_TR_FUNCTIONS(tandem::UserGuide)
};
} // namespace

QString userGuideMarkdown()
{
    QFile guide(effectiveUiLanguage() == QLatin1String("ko")
                    ? QStringLiteral(":/help/user-guide.ko.md")
                    : QStringLiteral(":/help/user-guide.md"));
    if (!guide.open(QIODevice::ReadOnly)) {
        guide.setFileName(QStringLiteral(":/help/user-guide.md"));
        if (!guide.open(QIODevice::ReadOnly))
            return UserGuide::tr("The user guide is missing from this build.");
    }
    return QString::fromUtf8(guide.readAll());
}

void showUserGuide(QWidget *parent)
{
    // One guide window, kept open beside the editor.
    static QPointer<QDialog> open;
    if (open) {
        open->raise();
        open->activateWindow();
        return;
    }
    auto *dialog = new QDialog(parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("userGuide"));
    dialog->setWindowTitle(UserGuide::tr("Tandem User Guide"));
    auto *browser = new QTextBrowser(dialog);
    browser->setOpenExternalLinks(true);
    browser->setMarkdown(userGuideMarkdown());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    auto *layout = new QVBoxLayout(dialog);
    layout->addWidget(browser);
    layout->addWidget(buttons);
    dialog->resize(860, 720);
    dialog->show();
    open = dialog;
}

} // namespace tandem
