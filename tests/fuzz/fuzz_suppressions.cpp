// SPDX-License-Identifier: GPL-3.0-or-later
// A suppressions file on arbitrary bytes, read as Tandem reads one (from a file, through
// readBoundedFile and TextFile), then applied to a fixed issue list.
#include "fuzzinput.h"
#include "suppressions.h"

#include <QFile>
#include <QTemporaryDir>

using namespace tandem;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ensureApplication();
    static QTemporaryDir dir;
    static const QString path = dir.filePath(QStringLiteral(".tandem-suppressions.yaml"));
    {
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) return 0;
        f.write(reinterpret_cast<const char *>(data), qint64(size));
    }
    QStringList problems;
    const Suppressions suppressions = Suppressions::load(path, &problems);
    Issue issue;
    issue.check = QStringLiteral("glossary-term");
    issue.side = Side::Draft;
    const Issues issues{issue};
    (void)suppressions.filter(issues, dir.filePath(QStringLiteral("docs/a.rst")),
                              {QStringLiteral("텐서는 배열입니다."), QStringLiteral("둘째 줄")});
    return 0;
}
