// SPDX-License-Identifier: GPL-3.0-or-later
// The entry point of the editor as a loadable module (libtandem-gui). The `tandem` executable
// links only Qt Core, so that `tandem lint` in a pre-commit hook does not pay for mapping and
// relocating Qt Gui, Widgets and their ~40 libraries (about 30 ms a run); it loads this module
// only when a window is wanted (see guiloader.cpp).
#include "desktopidentity.h"
#include "guimain.h"

#include <QImage>
#include <QImageReader>
#include <QString>
#include <QtGlobal>

extern "C" Q_DECL_EXPORT int tandem_run_gui(int argc, char *argv[])
{
    return tandem::runGui(argc, argv);
}

// `tandem self-test`: the image formats the editor shows (its window icon is a PNG; nothing else
// is decoded), checked with Qt Gui's own reader. Empty when they work, else what is missing.
extern "C" Q_DECL_EXPORT void tandem_self_test_images(QString *failure)
{
    const QList<QByteArray> formats = QImageReader::supportedImageFormats();
    if (!formats.contains("png")) {
        *failure = QStringLiteral("Qt Gui reads no PNG (formats: %1)")
                       .arg(QString::fromLatin1(formats.join(' ')));
        return;
    }
    QImageReader reader(tandem::windowIconResource());
    const QImage icon = reader.read();
    if (icon.isNull())
        *failure = QStringLiteral("the window icon %1 does not decode: %2")
                       .arg(tandem::windowIconResource(), reader.errorString());
}
