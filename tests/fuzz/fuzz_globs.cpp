// SPDX-License-Identifier: GPL-3.0-or-later
// `.tandem.yaml` globs on arbitrary bytes. An odd first byte: the rest is a `.tandem.yaml`,
// read as Tandem reads one (TutorialGlobs::load: the file gate, yaml-cpp, the caps, every glob
// compiled), its globs then matched against fixed paths. An even one: the first line is a glob,
// the other lines paths; PathGlob's answer for each must be the one of a reference matcher (a
// memoized recursion over the same rules, README's "`*` and `?` stay within one folder, `**`
// spans folders, a glob without `/` matches the file name in any folder").
#include "fuzzinput.h"
#include "pathglob.h"
#include "tutorialglobs.h"

#include <QFile>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace tandem;

namespace {

// The glob as PathGlob reads it: trimmed, "./" and "/" dropped, "**/" before a bare name.
QString normalized(const QString &written)
{
    QString pattern = written.trimmed();
    while (pattern.startsWith(QLatin1String("./")))
        pattern.remove(0, 2);
    if (pattern.startsWith(u'/')) pattern.remove(0, 1);
    if (!pattern.contains(u'/')) pattern.prepend(QLatin1String("**/"));
    return pattern;
}

// The reference: whether `path` from `p` on matches `glob` from `g` on, by the rules written
// out one case each (time: the glob's length times the path's, every state once).
struct Reference
{
    const QString &glob, &path;
    std::vector<signed char> memo, folders; // -1 unknown, 0, 1

    Reference(const QString &g, const QString &p)
        : glob(g), path(p), memo(size_t(g.size() + 1) * size_t(p.size() + 1), -1),
          folders(memo.size(), -1)
    {
    }
    signed char &at(std::vector<signed char> &table, int g, int p)
    {
        return table[size_t(g) * size_t(path.size() + 1) + size_t(p)];
    }
    bool match(int g, int p)
    {
        signed char &known = at(memo, g, p);
        if (known >= 0) return known;
        const int gn = int(glob.size()), pn = int(path.size());
        bool result = false;
        if (g == gn)
            result = p == pn;
        else if (glob.mid(g, 3) == u"**/") // nothing, or anything ending in '/'
            result = match(g + 3, p) || throughFolder(g, p);
        else if (glob.mid(g, 2) == u"**") // anything
            result = match(g + 2, p) || (p < pn && match(g, p + 1));
        else if (glob[g] == u'*') // anything but '/'
            result = match(g + 1, p) || (p < pn && path[p] != u'/' && match(g, p + 1));
        else if (glob[g] == u'?')
            result = p < pn && path[p] != u'/' && match(g + 1, p + 1);
        else
            result = p < pn && path[p] == glob[g] && match(g + 1, p + 1);
        known = result ? 1 : 0;
        return result;
    }
    // Some '/' at or after `p` ends the `**/` at `g`, and the rest matches after it.
    bool throughFolder(int g, int p)
    {
        signed char &known = at(folders, g, p);
        if (known >= 0) return known;
        const bool result = p < int(path.size()) &&
                            ((path[p] == u'/' && match(g + 3, p + 1)) || throughFolder(g, p + 1));
        known = result ? 1 : 0;
        return result;
    }
};

void againstReference(const QString &input)
{
    const QStringList lines = input.split(u'\n');
    QString error;
    const std::optional<PathGlob> glob = PathGlob::compile(lines[0], &error);
    if (!glob) {
        if (error.isEmpty()) std::abort(); // a refusal always says why
        return;
    }
    const QString pattern = normalized(lines[0]);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QString &path = lines[i];
        const bool expected = Reference(pattern, path).match(0, 0);
        if (glob->matches(path) != expected) {
            std::fprintf(stderr, "fuzz_globs: %s against %s: PathGlob %d, reference %d\n",
                         qPrintable(lines[0]), qPrintable(path), !expected, expected);
            std::abort();
        }
    }
}

void configFile(const QByteArray &bytes)
{
    static const QString root = fuzz::scratchFolder() + QStringLiteral("/globs");
    static const bool made = QDir().mkpath(root);
    (void)made;
    {
        QFile f(root + QStringLiteral("/.tandem.yaml"));
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) return;
        f.write(bytes);
    }
    QString error;
    const std::optional<TutorialGlobs> globs = TutorialGlobs::load(root, &error);
    if (!globs) {
        if (error.isEmpty() || error.contains(u'\n')) std::abort(); // one line, always said
        return;
    }
    for (const char *path : {"intro.rst", "beginner_source/demo.py", "docs/_build/html/a.rst",
                             "a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u/v/w/x/y/z.rst"}) {
        (void)globs->isIncluded(QString::fromUtf8(path));
        (void)globs->isExcluded(QString::fromUtf8(path));
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::ensureApplication();
    if (size == 0) return 0;
    const QByteArray rest = fuzz::bytesOf(data + 1, size - 1);
    if (data[0] & 1)
        configFile(rest);
    else
        againstReference(QString::fromUtf8(rest));
    return 0;
}
