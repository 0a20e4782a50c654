// SPDX-License-Identifier: GPL-3.0-or-later
#include "inplacestart.h"

#include "boundedfile.h"
#include "checkout.h"
#include "rstscanner.h"
#include "sourcefinderchoices.h"
#include "translationstart.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QPointer>
#include <QSettings>
#include <QtConcurrent/QtConcurrentRun>

namespace tandem {

bool isSameFile(const QString &a, const QString &b)
{
    const QFileInfo fa(a), fb(b);
    if (fa.exists() && fb.exists()) return fa.canonicalFilePath() == fb.canonicalFilePath();
    return QDir::cleanPath(fa.absoluteFilePath()) == QDir::cleanPath(fb.absoluteFilePath());
}

std::optional<InPlaceSource> findInPlaceSource(const QString &draftPath, const QString &draftText)
{
    const QFileInfo draft(draftPath);
    QString error;
    const auto checkout = Checkout::open(draft.absolutePath(), &error);
    if (!checkout) return std::nullopt;
    const QString canonical =
        draft.exists()
            ? draft.canonicalFilePath()
            : QDir(QFileInfo(draft.absolutePath()).canonicalFilePath()).filePath(draft.fileName());
    const QString relative = QDir(checkout->root()).relativeFilePath(canonical);
    if (!Checkout::isPlainRelativePath(relative)) return std::nullopt;
    QSettings settings;
    const SourceChoices choices = SourceChoices::load(settings, checkout->root());
    ResolvedSource found = findTranslationStart(*checkout, choices, relative, {}, draftText);
    if (!found.isValid()) return std::nullopt;

    InPlaceSource result;
    result.pane.kind = fileKindForPath(draftPath);
    if (!found.commit.isEmpty()) {
        // A version from history: read-only, named path@commit, never written back.
        result.pane.path = QDir(checkout->root()).filePath(found.label());
        result.pane.label = found.label();
        result.pane.file.text = std::move(found.text);
    } else {
        // A file on disk (the upstream checkout's, or one chosen by hand).
        TextFile::Error readError;
        result.pane.path = QFileInfo(found.path).absoluteFilePath();
        const QByteArray bytes = readBoundedFile(result.pane.path, &readError);
        result.pane.diskDigest = PaneFile::digest(bytes);
        if (!readError) result.pane.file = TextFile::fromBytes(bytes, &readError);
        if (readError || isSameFile(result.pane.path, draftPath)) return std::nullopt;
        result.pane.existsOnDisk = true;
        found.text.clear();
    }
    result.source = std::move(found);
    return result;
}

void findInPlaceSourceLater(QObject *receiver, const QString &draftPath, const QString &draftText,
                            std::function<void(std::optional<InPlaceSource>)> deliver)
{
    QPointer<QObject> target(receiver);
    // The future is not kept: the result comes back as one queued call on the application
    // object (living on the GUI thread), which checks that the receiver is still there.
    static_cast<void>(
        QtConcurrent::run([target, draftPath, draftText, deliver = std::move(deliver)]() mutable {
            std::optional<InPlaceSource> found = findInPlaceSource(draftPath, draftText);
            QCoreApplication *app = QCoreApplication::instance();
            if (!app) return; // the application has ended: nobody is waiting
            QMetaObject::invokeMethod(
                app,
                [target, deliver = std::move(deliver), found = std::move(found)]() mutable {
                    if (target) deliver(std::move(found));
                },
                Qt::QueuedConnection);
        }));
}

} // namespace tandem
